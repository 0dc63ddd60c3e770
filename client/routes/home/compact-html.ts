// Headings inside trusted HTML (terms, announcements) sized for a card, not for a page.
import type { CSSProperties } from 'react';

export const COMPACT_HTML_STYLE = {
  '--mantine-h1-font-size': 'var(--mantine-font-size-lg)',
  '--mantine-h2-font-size': 'var(--mantine-font-size-md)',
  '--mantine-h3-font-size': 'var(--mantine-font-size-sm)',
  '--mantine-h4-font-size': 'var(--mantine-font-size-sm)',
} as CSSProperties;
