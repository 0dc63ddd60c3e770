// index.html's <style id="theme-styles"> holds what MantineProvider would write into <style> elements in the body (the
// theme's CSS variables, the hidden-from/visible-from classes): the provider writes none (client/App.tsx), so a served
// page is valid HTML with its styles in the head. Fails when the theme or a Mantine upgrade changes them;
// WRITE_THEME_STYLES=1 writes them anew.
import fs from 'node:fs';
import path from 'node:path';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { cssVariablesResolver, theme } from './theme';

const INDEX = path.join(__dirname, 'index.html');
const ELEMENT = /(<style id="theme-styles">)([\s\S]*?)(<\/style>)/;

function providerStyles(): string {
  const markup = renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto" />,
  );
  const styles = [...markup.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
  expect(styles).toHaveLength(2);
  return styles.join('');
}

describe('the theme styles in index.html', () => {
  it('are what MantineProvider writes for the theme', () => {
    const expected = providerStyles();
    let html = fs.readFileSync(INDEX, 'utf8');
    if (process.env.WRITE_THEME_STYLES === '1') {
      html = html.replace(ELEMENT, (_all, open: string, _old: string, close: string) => `${open}${expected}${close}`);
      fs.writeFileSync(INDEX, html);
    }
    expect(ELEMENT.exec(html)?.[2]).toBe(expected);
  });
});
