// The toast area (docs/product.md#widgets: toasts one at a time), loaded after the first paint: a toast shown before it
// arrives (client/ui/toast.ts) waits in Mantine's store and appears once it is there. Not drawn on the server nor while a
// served page hydrates (a lazy component there would make React redraw the page): it follows right after.
import { lazy, Suspense } from 'react';
import { useHydrated } from '../lib/render-context';

const ToastArea = lazy(() => import('./ToastArea').then((m) => ({ default: m.ToastArea })));

export function Toasts() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  );
}
