// A form's save: `saving` while the call runs (buttons disabled, spinner). A failed call needs nothing here: the
// central handler (error-handler.ts) has shown its translated toast or sent the user where spec section 8 says.
import { useCallback, useState } from 'react';

export function useSaving(): [saving: boolean, whileSaving: (save: () => Promise<unknown>) => Promise<void>] {
  const [saving, setSaving] = useState(false);
  const whileSaving = useCallback(async (save: () => Promise<unknown>) => {
    setSaving(true);
    try {
      await save();
    } catch {
      // Shown by the central handler.
    } finally {
      setSaving(false);
    }
  }, []);
  return [saving, whileSaving];
}
