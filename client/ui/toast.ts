// The toast area's API: Mantine notifications, one at a time, each TOAST_DURATION_MS (docs/product.md#widgets). An error
// does not wait behind a success message: it replaces it at once (a late "no permission" reads like a new failure).
import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '../../shared/constants';
import i18n from '../i18n';

const recent = new Map<string, number>();
/** Success toasts shown or waiting; an error hides them. */
const infoIds = new Set<string>();

/** Several calls failing together (an expired session) would otherwise queue the same toast many times. */
function isRepeat(message: string): boolean {
  const now = Date.now();
  const last = recent.get(message);
  recent.set(message, now);
  return last !== undefined && now - last < TOAST_DURATION_MS;
}

function show(message: string, color: string, onClose?: () => void): string {
  return notifications.show({
    message,
    color,
    autoClose: TOAST_DURATION_MS,
    closeButtonProps: { 'aria-label': i18n.t('close') },
    onClose,
  });
}

export function showSuccess(message: string): void {
  if (isRepeat(message)) return;
  const id: string = show(message, 'teal', () => infoIds.delete(id));
  infoIds.add(id);
}

export function showError(message: string): void {
  if (isRepeat(message)) return;
  for (const id of infoIds) notifications.hide(id);
  infoIds.clear();
  show(message, 'red');
}
