// Phone width (below Mantine's `sm` breakpoint): the statistics collapse lists and tighten tables there.
import { useMediaQuery } from '@mantine/hooks';

export function usePhone(): boolean {
  // Read at once (no server rendering), so a phone never renders the desktop table first.
  return useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
}
