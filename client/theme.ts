// One calm Mantine theme; the primary colour stands in for the association's colour until it is configured.
// Every text colour meets WCAG AA (4.5:1, checked by axe in e2e/a11y.spec.ts): Mantine's palette is lighter than that
// in places (gray 6 for dimmed text, blue 7, orange, teal, green and yellow texts), so the light scheme gets darker
// shades below.
import { createTheme, darken, DEFAULT_THEME, luminance, type CSSVariablesResolver } from '@mantine/core';

/** WCAG contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The lightest darkening of a colour's shade 9 that reads at 4.6:1 on white and on the colour's light background. */
function readable(shades: readonly string[]): string {
  for (let amount = 0; amount <= 0.6; amount += 0.05) {
    const colour = amount === 0 ? shades[9]! : darken(shades[9]!, amount);
    if (contrast(colour, '#ffffff') >= 4.6 && contrast(colour, shades[1]!) >= 4.6) return colour;
  }
  return '#000000';
}

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 in light mode keeps white button text and links above 4.5:1 (blue 7 is only 4.2:1).
  primaryShade: { light: 8, dark: 5 },
  // Filled badges, buttons and tabs pick black or white text by the background; 0.179 is where both pass 4.5:1.
  autoContrast: true,
  luminanceThreshold: 0.179,
  // ThemeIcon takes this radius: Mantine 9 writes a `radius` (or `color`) given to it onto its div as an attribute.
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '600' },
  components: {
    // An active link's description is drawn at 90 % opacity, below 4.5:1 on the light background.
    NavLink: { styles: { description: { opacity: 1 } } },
    // Paper (and Card) sets outline: 0, so a card rendered as a link showed no focus at all: the theme's focus ring.
    Paper: { classNames: { root: 'mantine-focus-auto' } },
    Card: { classNames: { root: 'mantine-focus-auto' } },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  };
  // Light badges, outlines and coloured text (c="teal") in a shade that reads on white and on the light background.
  for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
    if (name === 'dark') continue;
    const colour = readable(shades);
    light[`--mantine-color-${name}-light-color`] = colour;
    light[`--mantine-color-${name}-outline`] = colour;
    light[`--mantine-color-${name}-text`] = colour;
  }
  return { variables: {}, light, dark: {} };
};
