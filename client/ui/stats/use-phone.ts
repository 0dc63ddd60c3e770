// Phone width (below Mantine's `sm` breakpoint): the statistics collapse lists and tighten tables there.
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { renderContext } from '../../lib/render-context';

const PHONE = '(max-width: 47.99em)';

export function usePhone(): boolean {
  // A server-rendered page is drawn first as the server guessed (the same HTML, so hydration keeps it) and corrected
  // right after; a page the browser renders itself reads the width at once, so a phone never sees the desktop table.
  const [served] = useState(() => renderContext()?.phone);
  return useMediaQuery(PHONE, served ?? false, { getInitialValueInEffect: served !== undefined });
}
