// The signed-in user as the client sees it (docs/product.md#admin-customer-player).
import { z } from 'zod';
import { GENDERS, LANGUAGES } from '../constants';
import { PERMISSIONS, ROLES, TARGET_TYPES } from '../permissions';
import { SIGNATURE_PIN } from '../signature-pin';
import { queryText } from './text';

const IdName = z.strictObject({ id: z.int(), name: z.string() });
const AvatarStateName = z.enum(['ok', 'none']);

export const SelfMembership = z.strictObject({
  id: z.int(),
  sport: z.strictObject({ id: z.int(), name: z.string(), key: z.string() }),
  club: IdName,
  team: IdName.nullable(),
  league: IdName.nullable(),
  is_alumni: z.boolean(),
});
export type SelfMembershipDTO = z.infer<typeof SelfMembership>;

/** The signed-in user: sign-in, registration, PUT /api/self and consenting answer it (GET /api/self adds includes). */
export const Self = z.strictObject({
  id: z.int(),
  uuid: z.string(),
  /** The secret of the personal games feed (shared/calendar.ts gamesCalendarPath); renewable, unlike the uuid. */
  calendar_token: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string().nullable(),
  gender: z.enum(GENDERS),
  avatar_state: AvatarStateName,
  /** Changes with every new picture: the avatar URL's cache-busting parameter. */
  avatar_version: z.int().nullable(),
  preferred_language: z.enum(LANGUAGES),
  permissions: z.array(z.enum(PERMISSIONS)),
  roles: z.array(
    z.strictObject({
      role: z.enum(ROLES),
      target: z.enum(TARGET_TYPES),
      target_id: z.int(),
      target_name: z.string().nullable(),
    }),
  ),
  is_customer: z.boolean(),
  isMemberOfClub: z.boolean(),
  isMemberOfTeam: z.boolean(),
  terms_requiring_consent: z.array(z.int()),
  game_tasks_count: z.int(),
  memberships: z.array(SelfMembership),
  /**
   * The association's time zone (ASSOCIATION_TIME_ZONE, an IANA name): the clock kick-offs, "today" and the schedule's
   * times are on. The app's shell from the service worker names none, so the app takes it from here too.
   */
  time_zone: z.string(),
});
export type SelfDTO = z.infer<typeof Self>;

/** POST /api/self/calendarToken: the new secret of the games feed. */
export const CalendarToken = z.strictObject({ calendar_token: z.string() });
export type CalendarTokenDTO = z.infer<typeof CalendarToken>;

export const Country = z.strictObject({
  /** ISO 3166-1 alpha-2. */
  code: z.string().length(2),
  /** ISO 3166-1 alpha-3, lower case (empty where the library knows none). */
  alpha3: z.string(),
  name: z.string(),
});
export type CountryDTO = z.infer<typeof Country>;

/**
 * PUT /api/self: profile fields, and the credential mode (current password plus a new password and/or a new
 * signature PIN). The new password must also meet the user's policy (GET /api/self/passwordPolicy), which the
 * server checks (PasswordNotStrongEnough). Issue messages are i18n keys (member:validation.*).
 */
export const SelfUpdateInput = z
  .object({
    public_short_name: z.string().trim().max(60, 'tooLong').nullable(),
    exclude_from_maillists: z.boolean(),
    preferred_language: z.enum(LANGUAGES),
    current_password: z.string().min(1, 'required').max(1024, 'tooLong'),
    new_password: z.string().min(1, 'required').max(1024, 'tooLong'),
    new_password_repeat: z.string().max(1024, 'tooLong'),
    signature_pin: z.string().regex(SIGNATURE_PIN, 'pinFormat'),
  })
  .partial()
  .strict()
  .superRefine((value, ctx) => {
    const changesCredentials = value.new_password !== undefined || value.signature_pin !== undefined;
    if (changesCredentials && value.current_password === undefined) {
      ctx.addIssue({ code: 'custom', message: 'required', path: ['current_password'] });
    }
    if (value.current_password !== undefined && !changesCredentials) {
      ctx.addIssue({ code: 'custom', message: 'credentialsMissing', path: ['new_password'] });
    }
    if (value.new_password !== undefined && value.new_password !== value.new_password_repeat) {
      ctx.addIssue({ code: 'custom', message: 'repeatMismatch', path: ['new_password_repeat'] });
    }
  });
export type SelfUpdateInput = z.infer<typeof SelfUpdateInput>;

/** GET /api/self/profile: what the profile page edits (the password and PIN themselves never leave the server). */
export const Profile = z.strictObject({
  public_short_name: z.string().nullable(),
  exclude_from_maillists: z.boolean(),
  preferred_language: z.enum(LANGUAGES),
  has_signature_pin: z.boolean(),
});
export type ProfileDTO = z.infer<typeof Profile>;

/** GET /api/self/passwordPolicy: the rules a new password must pass (shared/password-policy.ts). */
export const PasswordPolicyAnswer = z.strictObject({
  name: z.enum(['member', 'admin']),
  rules: z.array(
    z.strictObject({
      key: z.enum(['min10', 'min12', 'numbers', 'specialCharacters', 'upperAndLowerCase']),
      tests: z.array(z.string()),
    }),
  ),
});

/** Maximum lengths of contact data (docs/product.md#text-lengths). */
export const CONTACT_MAX = {
  phone_number: 60,
  mobile_phone: 60,
  address_1: 80,
  address_2: 80,
  zip_code: 16,
  city: 60,
  region: 60,
} as const;

const contactText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'tooLong')
    .transform((value) => (value === '' ? null : value))
    .nullable();

const phone = (max: number) =>
  contactText(max).refine((value) => value === null || /^[0-9+()/. -]+$/.test(value), 'invalidPhone');

/** PUT /api/self/contactData; empty texts are stored as null. */
export const ContactDataInput = z
  .object({
    phone_number: phone(CONTACT_MAX.phone_number),
    mobile_phone: phone(CONTACT_MAX.mobile_phone),
    address_1: contactText(CONTACT_MAX.address_1),
    address_2: contactText(CONTACT_MAX.address_2),
    zip_code: contactText(CONTACT_MAX.zip_code),
    city: contactText(CONTACT_MAX.city),
    region: contactText(CONTACT_MAX.region),
    /** ISO 3166-1 alpha-2, as GET /api/countries lists them. */
    country: z
      .string()
      .regex(/^([A-Z]{2})?$/, 'invalid')
      .transform((value) => (value === '' ? null : value))
      .nullable(),
  })
  .partial()
  .strict();
export type ContactDataInput = z.input<typeof ContactDataInput>;

export const ContactData = z.strictObject({
  phone_number: z.string().nullable(),
  mobile_phone: z.string().nullable(),
  address_1: z.string().nullable(),
  address_2: z.string().nullable(),
  zip_code: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string().nullable(),
});
export type ContactDataDTO = z.infer<typeof ContactData>;

/** Profile pictures: upload cap and the sizes the server stores (thumbnail for lists, full on request). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_THUMBNAIL_PX = 128;
export const AVATAR_FULL_PX = 1024;

export const AvatarState = z.strictObject({ avatar_state: AvatarStateName });
export type AvatarStateDTO = z.infer<typeof AvatarState>;

/** POST /api/self/avatar: the new picture's address (with a cache-busting `ts`). */
export const UploadedAvatar = z.strictObject({ avatar_state: z.literal('ok'), avatar_url: z.string() });
export type UploadedAvatarDTO = z.infer<typeof UploadedAvatar>;

export const CountriesQuery = z.object({ language: queryText(10).optional() });
