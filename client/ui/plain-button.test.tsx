// PlainButton draws what Mantine's Button draws for the same look, so the frame's language button and the error
// page's reload look the same as every other button (and follow a Mantine upgrade or fail here).
import { Button, MantineProvider } from '@mantine/core';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { theme } from '../theme';
import { PlainButton } from './PlainButton';

/** The markup without the provider's style elements. */
const markup = (element: ReactElement) =>
  renderToStaticMarkup(<MantineProvider theme={theme}>{element}</MantineProvider>).replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');

const icon = <svg aria-hidden />;

describe('PlainButton', () => {
  it('draws the quiet look as <Button variant="subtle" color="gray" size="compact-md">', () => {
    const mantine = markup(
      <Button
        variant="subtle"
        color="gray"
        size="compact-md"
        leftSection={icon}
        aria-haspopup="menu"
        aria-expanded={false}
        title="x"
      >
        DE
      </Button>,
    );
    expect(mantine).toContain('data-variant="subtle"');
    const plain = markup(
      <PlainButton look="quiet" leftSection={icon} aria-haspopup="menu" aria-expanded={false} title="x">
        DE
      </PlainButton>,
    );
    expect(plain).toBe(mantine);
  });

  it('draws the primary look as <Button>, with or without a left section', () => {
    expect(
      markup(
        <PlainButton look="primary" leftSection={icon}>
          Neu laden
        </PlainButton>,
      ),
    ).toBe(markup(<Button leftSection={icon}>Neu laden</Button>));
    expect(markup(<PlainButton look="primary">Neu laden</PlainButton>)).toBe(markup(<Button>Neu laden</Button>));
  });
});
