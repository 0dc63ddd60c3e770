// One calm Mantine theme; the primary colour stands in for the association's colour until it is configured.
import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // A darker shade in light mode keeps white button text above WCAG AA contrast.
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '600' },
});
