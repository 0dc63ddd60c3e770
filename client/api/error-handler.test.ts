/**
 * @jest-environment node
 */
// The HTTP error reactions of docs/product.md#error-reactions, one status at a time.
/// <reference types="jest" />
import { ApiError } from './api-error';
import { reactionTo } from './error-handler';

// Translations and toasts are the browser's business; here a key stands for its text.
jest.mock('../i18n', () => ({ __esModule: true, default: { t: (key: string) => key } }));
jest.mock('../ui/toast', () => ({ showError: jest.fn(), showSuccess: jest.fn() }));
jest.mock('react-router', () => ({ redirect: (to: string) => ({ redirectTo: to }) }));

const error = (status: number, code: ConstructorParameters<typeof ApiError>[1], token?: string) =>
  new ApiError(status, code, 'message', token);

describe('reactionTo', () => {
  it.each([400, 409, 413, 415, 422])('%i keeps the user on the page with the translated code', (status) => {
    expect(reactionTo(error(status, 'EmailAlreadyTaken'))).toEqual({ toast: 'errors:EmailAlreadyTaken' });
  });

  it('keeps the user on the page for 431 HeaderTooLarge (a search or filter too long for the address)', () => {
    expect(reactionTo(error(431, 'HeaderTooLarge'))).toEqual({ toast: 'errors:HeaderTooLarge' });
  });

  it('falls back to the generic text for a code the client does not know', () => {
    expect(reactionTo(error(400, null))).toEqual({ toast: 'errors:generic' });
  });

  it('sends PasswordNeedReset to the reset page with its token and the policy mismatch flag', () => {
    expect(reactionTo(error(401, 'PasswordNeedReset', 'abc_DEF-123'))).toEqual({
      to: '/password/reset/abc_DEF-123?policyMismatch=1',
    });
  });

  it('sends NeedReAuth to /reLogin', () => {
    expect(reactionTo(error(401, 'NeedReAuth'))).toEqual({ to: '/reLogin' });
  });

  it('sends InvalidPassword to /login with its own toast', () => {
    expect(reactionTo(error(401, 'InvalidPassword'))).toEqual({ to: '/login', toast: 'errors:InvalidPassword' });
  });

  it('keeps the signer on the page after a wrong signature PIN (InvalidPin)', () => {
    expect(reactionTo(error(401, 'InvalidPin'))).toEqual({ toast: 'errors:InvalidPin' });
  });

  it('sends any other 401 to /login asking to sign in again', () => {
    expect(reactionTo(error(401, 'NotSignedIn'))).toEqual({ to: '/login', toast: 'errors:signInAgain' });
    expect(reactionTo(error(401, 'PasswordNeedReset'))).toEqual({ to: '/login', toast: 'errors:signInAgain' });
  });

  it('keeps the user on the page without a network (status 0), saying so: a page already open is no failure', () => {
    expect(reactionTo(error(0, null))).toEqual({ toast: 'errors:offline' });
  });

  it('sends 403 home with "Unerlaubte Aktion!"', () => {
    expect(reactionTo(error(403, 'UnauthorizedAction'))).toEqual({ to: '/home', toast: 'errors:UnauthorizedAction' });
  });

  it('sends 403 ConsentRequired home, where the consent gate shows, with its own text', () => {
    expect(reactionTo(error(403, 'ConsentRequired'))).toEqual({ to: '/home', toast: 'errors:ConsentRequired' });
  });

  it('keeps the user on the page for 429 with "Zu viele Anfragen!"', () => {
    expect(reactionTo(error(429, 'TooManyRequests'))).toEqual({ toast: 'errors:TooManyRequests' });
  });

  it('keeps the user on the page with a toast while the database is unavailable (503 DatabaseUnavailable)', () => {
    expect(reactionTo(error(503, 'DatabaseUnavailable'))).toEqual({ toast: 'errors:DatabaseUnavailable' });
  });

  it('keeps the user on the page with a toast while the database is too busy (503 DatabaseBusy)', () => {
    expect(reactionTo(error(503, 'DatabaseBusy'))).toEqual({ toast: 'errors:DatabaseBusy' });
  });

  it.each([404, 500, 502, 503])('sends %i to the error page', (status) => {
    expect(reactionTo(error(status, null))).toEqual({ to: '/error' });
  });
});
