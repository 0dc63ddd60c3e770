// Club administration (docs/product.md#club-administration): the admin club list and export, profile, contacts, fields and logo.
// Client forms validate with the same schemas as the server.
import { z } from 'zod';
import { PLAIN_TEXT, PLAIN_TEXT_MESSAGE, queryText } from './text';
import { PathId } from './ids';
import { CONTACT_POSITIONS, PAGE_SIZE_LOOKUP } from '../constants';
import { listOf } from '../contract/endpoint';
import { AdminClubListItem, ClubSearchItem, includeParam, type ClubDTO } from './clubs';

/** Maximum text lengths (docs/product.md#text-lengths) (club profile and club field). */
export const CLUB_PROFILE_MAX = {
  address_0: 60,
  address_1: 60,
  address_2: 60,
  zip_code: 16,
  city: 60,
  region: 60,
  phone_number: 60,
  email: 60,
  homepage: 60,
  general_information: 2000,
} as const;

export const CLUB_FIELD_MAX = {
  name: 60,
  address_1: 60,
  address_2: 60,
  region: 60,
  zip_code: 16,
  city: 60,
  general_information: 2000,
} as const;

/** The add-contact search (docs/product.md#validation): non-empty, at most 60 characters. */
export const CONTACT_SEARCH_MAX = 60;
export const ContactSearchInput = z.string().trim().min(1, 'required').max(CONTACT_SEARCH_MAX, 'tooLong');

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'tooLong')
    .transform((value) => (value === '' ? null : value))
    .nullable();

/**
 * A homepage is shown as an https link (docs/product.md#links): a host name with a dot, optionally with http(s)://,
 * a port and a path. Any other scheme (javascript:, data:, ftp:) is refused.
 */
export const HOMEPAGE_PATTERN = /^(https?:\/\/)?[^\s/:?#@]+\.[^\s/:?#@]+(:\d{1,5})?([/?#]\S*)?$/i;

const homepage = text(CLUB_PROFILE_MAX.homepage).refine((v) => v === null || HOMEPAGE_PATTERN.test(v), 'invalidHomepage');
const email = text(CLUB_PROFILE_MAX.email).refine((v) => v === null || z.email().safeParse(v).success, 'invalidEmail');
const phone = text(CLUB_PROFILE_MAX.phone_number).refine((v) => v === null || /^[0-9+()/. -]+$/.test(v), 'invalidPhone');

/** PUT /api/clubs/{id}/profile: any subset of the profile fields; empty texts are stored as null. */
export const ClubProfileInput = z
  .object({
    address_0: text(CLUB_PROFILE_MAX.address_0),
    address_1: text(CLUB_PROFILE_MAX.address_1),
    address_2: text(CLUB_PROFILE_MAX.address_2),
    zip_code: text(CLUB_PROFILE_MAX.zip_code),
    city: text(CLUB_PROFILE_MAX.city),
    region: text(CLUB_PROFILE_MAX.region),
    phone_number: phone,
    email,
    homepage,
    general_information: text(CLUB_PROFILE_MAX.general_information),
  })
  .partial()
  .strict();
export type ClubProfileInput = z.input<typeof ClubProfileInput>;

/** POST/PUT /api/clubs/{id}/fields[/{fieldID}]: a pitch; the name is required. */
export const ClubFieldInput = z
  .object({
    name: z.string().trim().min(1, 'required').max(CLUB_FIELD_MAX.name, 'tooLong'),
    address_1: text(CLUB_FIELD_MAX.address_1).optional(),
    address_2: text(CLUB_FIELD_MAX.address_2).optional(),
    region: text(CLUB_FIELD_MAX.region).optional(),
    zip_code: text(CLUB_FIELD_MAX.zip_code).optional(),
    city: text(CLUB_FIELD_MAX.city).optional(),
    general_information: text(CLUB_FIELD_MAX.general_information).optional(),
  })
  .strict();
export type ClubFieldInput = z.input<typeof ClubFieldInput>;

const position = z.enum(CONTACT_POSITIONS);
const personId = z.coerce.number().int().positive().max(2_147_483_647);

/** POST /api/clubs/{id}/contacts */
export const ClubContactAddInput = z.object({ personID: personId, position }).strict();
/** PUT /api/clubs/{id}/contacts/{personID} */
export const ClubContactUpdateInput = z.object({ oldPosition: position, position }).strict();
/** DELETE /api/clubs/{id}/contacts/{personID}?position= */
export const ClubContactDeleteQuery = z.object({ position }).strict();

export const ClubSubParams = z.object({ id: PathId, sub: PathId });

/** Permissions an admin club list may be filtered by (`whereACL`). */
export const CLUB_LIST_ACL = ['clubs.list', 'clubs.editProfile', 'persons.list', 'persons.create'] as const;
export const CLUB_ADMIN_LIST_INCLUDES = ['memberCount', 'playedSports', 'contacts'] as const;
export const CLUB_EXPORT_FORMATS = ['contacts-xlsx'] as const;

const pageSize = z.coerce.number().int().min(0).max(PAGE_SIZE_LOOKUP);

/**
 * GET /api/clubs with `whereACL` or `format` (the admin list and its export): clubs where the permission holds
 * (clubs.list unless named), quick search by name or city, page size 0 = all (docs/product.md#ids-and-paging). One of
 * the two is required: without them the query is the member's search (ClubSearchQuery).
 */
export const ClubAdminListQuery = z
  .strictObject({
    whereACL: z.enum(CLUB_LIST_ACL).optional(),
    q: z.string().trim().max(120).regex(PLAIN_TEXT, PLAIN_TEXT_MESSAGE).optional(),
    page: z.coerce.number().int().min(0).max(100_000).default(0),
    page_size: pageSize.optional(),
    pageSize: pageSize.optional(),
    include: includeParam(CLUB_ADMIN_LIST_INCLUDES),
    format: z.enum(CLUB_EXPORT_FORMATS).optional(),
  })
  .refine((q) => q.whereACL !== undefined || q.format !== undefined, { message: 'whereACL or format is required' })
  .transform((q) => ({ ...q, whereACL: q.whereACL ?? ('clubs.list' as const) }));
export type ClubAdminListQuery = z.infer<typeof ClubAdminListQuery>;

/** GET /api/clubs answers the member's search or the admin list, as the query was the one or the other. */
export const ClubListAnswer = z.union([listOf(ClubSearchItem), listOf(AdminClubListItem)]);

/** POST /api/clubs/{id}/avatar: the new logo's address (a fresh ts busts caches). */
export const ClubLogoUploaded = z.strictObject({ avatarState: z.literal('ok'), avatar_url: z.string() });
/** DELETE /api/clubs/{id}/avatar */
export const ClubLogoRemoved = z.strictObject({ avatarState: z.literal('none') });

/** GET /api/clubs/{id}/avatar: `?thumbnail` (any value but false/0) for lists; `ts` busts caches. */
export const ClubLogoQuery = z.object({
  thumbnail: queryText(10)
    .optional()
    .transform((v) => v !== undefined && v !== 'false' && v !== '0'),
  ts: queryText(20).optional(),
});

/** Logo uploads: the same cap as profile pictures. */
export { AVATAR_MAX_BYTES as LOGO_MAX_BYTES } from './self';

/** Whether the viewer may edit the club's profile, fields, contacts and logo (docs/product.md#permissions). */
export function canEditClub(club: Pick<ClubDTO, 'meta'> | null | undefined): boolean {
  return (club?.meta.permissions ?? []).includes('clubs.editProfile');
}
