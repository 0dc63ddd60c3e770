// The one busy state of a save or any other call a user starts: `saving` while it runs (buttons disabled or
// loading), and whether it succeeded. A failed call needs nothing here: the central handler (client/api/error-handler.ts)
// has shown its translated toast or sent the user where docs/product.md#error-reactions says; a page that explains a failure itself
// catches it inside the call.
import { useCallback, useRef, useState } from 'react';

export type WhileSaving = (save: () => Promise<unknown>) => Promise<boolean>;

export function useSaving(): [saving: boolean, whileSaving: WhileSaving] {
  const [saving, setSaving] = useState(false);
  // A second click while the first call runs starts nothing (the state reaches the button a render later).
  const running = useRef(false);
  const whileSaving = useCallback<WhileSaving>(async (save) => {
    if (running.current) return false;
    running.current = true;
    setSaving(true);
    try {
      await save();
      return true;
    } catch {
      return false;
    } finally {
      running.current = false;
      setSaving(false);
    }
  }, []);
  return [saving, whileSaving];
}
