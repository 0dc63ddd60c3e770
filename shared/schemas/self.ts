// The signed-in user as the client sees it (docs/product.md#admin-customer-player).
import { z } from 'zod';
import { LANGUAGES, type LanguageCode } from '../constants';

export interface SelfMembershipDTO {
  id: number;
  sport: { id: number; name: string; key: string };
  club: { id: number; name: string };
  team: { id: number; name: string } | null;
  league: { id: number; name: string } | null;
  is_alumni: boolean;
}

export interface SelfDTO {
  id: number;
  uuid: string;
  /** The secret of the personal games feed (shared/calendar.ts gamesCalendarPath); renewable, unlike the uuid. */
  calendar_token: string;
  firstname: string;
  lastname: string;
  email: string | null;
  gender: 'male' | 'female';
  avatar_state: 'ok' | 'none';
  /** Changes with every new picture: the avatar URL's cache-busting parameter. */
  avatar_version: number | null;
  preferred_language: LanguageCode;
  permissions: string[];
  roles: { role: string; target: string; target_id: number; target_name: string | null }[];
  is_customer: boolean;
  isMemberOfClub: boolean;
  isMemberOfTeam: boolean;
  terms_requiring_consent: number[];
  game_tasks_count: number;
  memberships: SelfMembershipDTO[];
}

/** POST /api/self/calendarToken: the new secret of the games feed. */
export interface CalendarTokenDTO {
  calendar_token: string;
}

export const Country = z.strictObject({
  /** ISO 3166-1 alpha-2. */
  code: z.string().length(2),
  /** ISO 3166-1 alpha-3, lower case (empty where the library knows none). */
  alpha3: z.string(),
  name: z.string(),
});
export type CountryDTO = z.infer<typeof Country>;

/** Signature PIN: 4 to 8 digits (docs/product.md#game-day). */
export const SIGNATURE_PIN = /^\d{4,8}$/;

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
export interface ProfileDTO {
  public_short_name: string | null;
  exclude_from_maillists: boolean;
  preferred_language: LanguageCode;
  has_signature_pin: boolean;
}

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

export interface ContactDataDTO {
  phone_number: string | null;
  mobile_phone: string | null;
  address_1: string | null;
  address_2: string | null;
  zip_code: string | null;
  city: string | null;
  region: string | null;
  country: string | null;
}

/** Profile pictures: upload cap and the sizes the server stores (thumbnail for lists, full on request). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_THUMBNAIL_PX = 128;
export const AVATAR_FULL_PX = 1024;

export interface AvatarStateDTO {
  avatar_state: 'ok' | 'none';
}

export const CountriesQuery = z.object({ language: z.string().max(10).optional() });
