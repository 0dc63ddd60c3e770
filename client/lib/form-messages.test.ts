// Form messages: the shared schemas' issues, through the resolver every form uses, become translation keys.
import { schemaResolver } from '@mantine/form';
import type { z } from 'zod';
import { SignInInput } from '../../shared/schemas/auth';
import { ClubProfileInput } from '../../shared/schemas/club-admin';
import { ContactDataInput, CONTACT_MAX } from '../../shared/schemas/self';
import { maxLengthAt, translateErrors } from './form-messages';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);
const texts = (schema: z.ZodType, values: Record<string, unknown>, messages = {}) =>
  translateErrors(schemaResolver(schema, { sync: true })(values), values, schema, t, messages);

describe('translateErrors', () => {
  it('passes values the schema accepts', () => {
    expect(texts(SignInInput, { username: 'a@b.de', password: 'x', remember: false })).toEqual({});
  });

  it('says "required" for an empty field and "invalid" for zod’s own English messages', () => {
    expect(texts(SignInInput, { username: '', password: '', remember: false })).toEqual({
      username: 'member:validation.required',
      password: 'member:validation.required',
    });
    expect(texts(SignInInput, { username: 'no-mail', password: 'x' })).toEqual({ username: 'member:validation.invalid' });
  });

  it('uses the key a schema names, with the field’s maximum for "tooLong"', () => {
    const long = 'x'.repeat(CONTACT_MAX.city + 1);
    expect(texts(ContactDataInput, { city: long, phone_number: 'abc' })).toEqual({
      city: `member:validation.tooLongMax {"max":${CONTACT_MAX.city}}`,
      phone_number: 'member:validation.invalidPhone',
    });
  });

  it('prefers the form’s own words, for one field or for all', () => {
    const messages = {
      all: { invalidHomepage: 'own homepage' },
      fields: { username: { required: 'own email required' } },
    };
    expect(texts(ClubProfileInput, { homepage: 'javascript:alert(1)' }, messages)).toEqual({ homepage: 'own homepage' });
    expect(texts(SignInInput, { username: '', password: 'x' }, messages)).toEqual({ username: 'own email required' });
  });
});

describe('maxLengthAt', () => {
  it('finds a text field’s maximum through optional, nullable and transform wrappers', () => {
    expect(maxLengthAt(ContactDataInput, 'zip_code')).toBe(CONTACT_MAX.zip_code);
    expect(maxLengthAt(SignInInput, 'username')).toBe(254);
    expect(maxLengthAt(SignInInput, 'remember')).toBeNull();
    expect(maxLengthAt(SignInInput, 'unknown.path')).toBeNull();
  });
});
