// The rectify form asks only for what differs, and the shared schema judges the request it makes.
import { RectifyInput } from '../../../shared/schemas/privacy';
import { toRectifyRequest } from './rectify-request';

const current = { firstname: 'Dana', lastname: 'Muster', email: 'dana@example.org' };
const values = { ...current, note: '' };

describe('toRectifyRequest', () => {
  it('sends nothing for unchanged values, so the schema refuses it with NothingToChange', () => {
    const request = toRectifyRequest({ ...values, firstname: ' Dana ', email: 'DANA@example.org' }, current);
    expect(request).toEqual({});
    const parsed = RectifyInput.safeParse(request);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('NothingToChange');
  });

  it('sends the changed fields and the note', () => {
    expect(toRectifyRequest({ ...values, lastname: 'Mustermann', note: 'Tippfehler' }, current)).toEqual({
      lastname: 'Mustermann',
      note: 'Tippfehler',
    });
    expect(RectifyInput.parse({ email: ' Neu@Example.org ' })).toEqual({ email: 'neu@example.org' });
  });

  it('sends an emptied field, which the schema calls required', () => {
    const request = toRectifyRequest({ ...values, firstname: '  ' }, current);
    expect(request).toEqual({ firstname: '  ' });
    expect(RectifyInput.safeParse(request).error?.issues[0]?.message).toBe('required');
  });

  it('compares with a member without an address', () => {
    expect(toRectifyRequest({ ...values, email: '' }, { ...current, email: null })).toEqual({});
  });
});
