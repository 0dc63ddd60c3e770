// The toast area (docs/product.md#widgets: toasts one at a time), loaded after the first paint: a toast shown before it
// arrives (client/ui/toast.ts) waits in Mantine's store and appears once it is there.
import { lazy, Suspense } from 'react';

const ToastArea = lazy(() => import('./ToastArea').then((m) => ({ default: m.ToastArea })));

export function Toasts() {
  return (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  );
}
