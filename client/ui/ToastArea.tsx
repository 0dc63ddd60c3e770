// Mantine's toast container with the portal's settings (docs/product.md#widgets), loaded by client/ui/Toasts.tsx.
import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '../../shared/constants';
import toastClasses from './toasts.module.css';

export function ToastArea() {
  return (
    <Notifications
      limit={1}
      autoClose={TOAST_DURATION_MS}
      // Toasts cover no button: on desktop in the empty middle of the top bar, on phones just below it.
      position="top-center"
      classNames={{ root: toastClasses.toasts }}
    />
  );
}
