/**
 * @jest-environment node
 */
// The toast rules on Mantine's real notification store: one at a time, but an error replaces a success at once.
/// <reference types="jest" />
import { cleanNotifications, notificationsStore } from '@mantine/notifications';
import { showError, showSuccess } from './toast';

jest.mock('../i18n', () => ({ __esModule: true, default: { t: (key: string) => key } }));

const shown = () => notificationsStore.getState().notifications.map((n) => n.message);
const waiting = () => notificationsStore.getState().queue.map((n) => n.message);

beforeEach(() => {
  // The app's <Notifications limit={1}>: one toast visible, the rest queued.
  notificationsStore.setState({ ...notificationsStore.getState(), limit: 1 });
  cleanNotifications();
});

describe('toasts', () => {
  it('show one at a time: a second success waits', () => {
    showSuccess('Gespeichert! 1');
    showSuccess('Gespeichert! 2');
    expect(shown()).toEqual(['Gespeichert! 1']);
    expect(waiting()).toEqual(['Gespeichert! 2']);
  });

  it('an error replaces a shown success at once and drops the waiting ones', () => {
    showSuccess('Adresse kopiert 1');
    showSuccess('Adresse kopiert 2');
    showError('Keine Berechtigung 1');
    expect(shown()).toEqual(['Keine Berechtigung 1']);
    expect(waiting()).toEqual([]);
  });

  it('errors keep their order: a second error waits for the first', () => {
    showError('Fehler A');
    showError('Fehler B');
    showSuccess('Danach');
    expect(shown()).toEqual(['Fehler A']);
    expect(waiting()).toEqual(['Fehler B', 'Danach']);
  });
});
