// The toast area's API: Mantine notifications, one at a time, each TOAST_DURATION_MS (spec section 4).
import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '../../shared/constants';
import i18n from '../i18n';

const recent = new Map<string, number>();

/** Several calls failing together (an expired session) would otherwise queue the same toast many times. */
function isRepeat(message: string): boolean {
  const now = Date.now();
  const last = recent.get(message);
  recent.set(message, now);
  return last !== undefined && now - last < TOAST_DURATION_MS;
}

function show(message: string, color: string): void {
  if (isRepeat(message)) return;
  notifications.show({ message, color, autoClose: TOAST_DURATION_MS, closeButtonProps: { 'aria-label': i18n.t('close') } });
}

export function showSuccess(message: string): void {
  show(message, 'teal');
}

export function showError(message: string): void {
  show(message, 'red');
}
