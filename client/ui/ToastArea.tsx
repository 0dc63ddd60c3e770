// Mantine's toast container with the portal's settings (docs/product.md#widgets), loaded by client/ui/Toasts.tsx.
// Its styles come with it: a toast is never part of the first paint (Mantine's core styles before the package's).
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
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
