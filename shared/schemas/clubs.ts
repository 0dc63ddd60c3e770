// Clubs as members see them (docs/product.md#entities, docs/product.md#joining) and their queries.
import { z } from 'zod';
import { PLAIN_TEXT, PLAIN_TEXT_MESSAGE, queryText } from './text';
import { PathId } from './ids';
import { CONTACT_POSITIONS, PAGE_SIZE_CLUB_SEARCH } from '../constants';
import { PERMISSIONS } from '../permissions';
import { SportRef, Team, TeamUserMeta } from './teams';

export type ContactPositionName = (typeof CONTACT_POSITIONS)[number];

export const ClubProfile = z.strictObject({
  address_0: z.string().nullable(),
  address_1: z.string().nullable(),
  address_2: z.string().nullable(),
  zip_code: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  phone_number: z.string().nullable(),
  email: z.string().nullable(),
  homepage: z.string().nullable(),
  general_information: z.string().nullable(),
});
export type ClubProfileDTO = z.infer<typeof ClubProfile>;

/** A club's field (pitch). */
export const ClubField = z.strictObject({
  id: z.int(),
  name: z.string(),
  address_1: z.string().nullable(),
  address_2: z.string().nullable(),
  region: z.string().nullable(),
  zip_code: z.string().nullable(),
  city: z.string().nullable(),
  general_information: z.string().nullable(),
});
export type ClubFieldDTO = z.infer<typeof ClubField>;

const AvatarState = z.enum(['ok', 'none']);

export const ClubContact = z.strictObject({
  /** The person's id. */
  id: z.int(),
  firstname: z.string(),
  lastname: z.string(),
  position: z.enum(CONTACT_POSITIONS),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  mobile_phone: z.string().nullable(),
  /** The contact's picture as the viewer sees it (a reported one is hidden); only in the member club details. */
  avatar_state: AvatarState.optional(),
});
export type ClubContactDTO = z.infer<typeof ClubContact>;

export const ClubLeader = z.strictObject({ id: z.int(), firstname: z.string(), lastname: z.string() });
export type ClubLeaderDTO = z.infer<typeof ClubLeader>;

/** A sport the club offers, with joining the club for it without a team as the user's meta. */
export const OfferedSport = SportRef.extend({ userMeta: TeamUserMeta });
export type OfferedSportDTO = z.infer<typeof OfferedSport>;

/** Persons with a current membership in the club: active ones by gender, and those who are alumni only. */
const MemberCount = z.strictObject({ male: z.int(), female: z.int(), alumni: z.int() });

/** What every club answer has; the optional parts come with the includes that ask for them. */
const ClubBase = z.strictObject({
  id: z.int(),
  name: z.string(),
  avatarState: AvatarState,
  association_id: z.int(),
  city: z.string().nullable(),
  memberCount: MemberCount.optional(),
  /** Sports the club fields teams in. */
  playedSports: z.array(SportRef).optional(),
  /** The permissions the viewer holds on this club (empty in the member search). */
  meta: z.strictObject({ permissions: z.array(z.enum(PERMISSIONS)) }),
});

/** A club found by the member's search. */
export const ClubSearchItem = ClubBase.extend({ offeredSports: z.array(OfferedSport).optional() });
export type ClubSearchItemDTO = z.infer<typeof ClubSearchItem>;

/** A club of the admin club list (whereACL). */
export const AdminClubListItem = ClubBase.extend({ contacts: z.array(ClubContact).optional() });
export type AdminClubListItemDTO = z.infer<typeof AdminClubListItem>;

/** GET /api/clubs/{id} with its includes (docs/product.md#club-administration). */
export const Club = ClubBase.extend({
  leaders: z.array(ClubLeader).optional(),
  contacts: z.array(ClubContact).optional(),
  fields: z.array(ClubField).optional(),
  profile: ClubProfile.optional(),
  /** The teams a member sees: no gender or the member's gender, each with the member's userMeta. */
  teams: z.array(Team).optional(),
  /** Every team of the club with its player count. */
  listableTeams: z.array(Team).optional(),
  offeredSports: z.array(OfferedSport).optional(),
});
export type ClubDTO = z.infer<typeof Club>;

/** A term a join must accept, in the user's language. */
export const JoinTerm = z.strictObject({
  id: z.int(),
  title: z.string(),
  version: z.int(),
  /** Sanitized HTML. */
  content: z.string(),
  checkboxes: z.array(z.string()),
});
export type JoinTermDTO = z.infer<typeof JoinTerm>;

export const SubscriptionOption = z.strictObject({
  id: z.int(),
  name: z.string(),
  /** Billing intervals in months. */
  available_intervals: z.array(z.int()),
});
export type SubscriptionOptionDTO = z.infer<typeof SubscriptionOption>;

export const JOIN_REFUSALS = ['NotJoinable', 'SportAlreadyPlayed'] as const;
export type JoinRefusal = (typeof JOIN_REFUSALS)[number];

/** GET /api/clubs/{id}/join-info: what the join form needs. */
export const JoinInfo = z.strictObject({
  /** The club's name. */
  name: z.string(),
  meta: z.strictObject({
    club: z.strictObject({ id: z.int(), name: z.string(), association_id: z.int() }),
    team: Team.nullable(),
    sport: SportRef,
    subscriptions: z.array(SubscriptionOption),
    terms: z.array(JoinTerm),
    is_joinable: z.boolean(),
    refusal: z.enum(JOIN_REFUSALS).nullable(),
  }),
});
export type JoinInfoDTO = z.infer<typeof JoinInfo>;

/** What String.prototype.trim takes away, less the vertical tab and form feed that no request may hold (./text.ts). */
const TRIMMED = String.raw`[\t\n\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF]`;

/** Exactly what includeParam takes: allowed values, commas between them, blanks around them, empty parts. */
export function includePattern(allowed: readonly string[]): RegExp {
  const value = `(?:${allowed.map((a) => a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`;
  const part = `${TRIMMED}*(?:${value}${TRIMMED}*)?`;
  return new RegExp(`^${part}(?:,${part})*$`);
}

/** Comma-separated `include` values, each checked against what the endpoint knows (and documented so). */
export function includeParam<const T extends readonly string[]>(allowed: T) {
  return z
    .string()
    .max(300)
    .regex(includePattern(allowed), `Unknown include (known: ${allowed.join(', ')})`)
    .optional()
    .transform((raw) => {
      const parts = (raw ?? '')
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
      return new Set(parts as T[number][]);
    })
    .meta({ description: `Comma-separated, any of: ${allowed.join(', ')}` });
}

export const CLUB_LIST_INCLUDES = ['memberCount', 'playedSports', 'offeredSports'] as const;
export const CLUB_DETAIL_INCLUDES = [
  'listableTeams.playerCount',
  'listableTeams',
  'leaders',
  'contacts',
  'fields',
  'profile',
  'teams.userMeta',
  'teams',
  'offeredSports',
  'playedSports',
] as const;

const pageSize = z.coerce.number().int().min(0).max(PAGE_SIZE_CLUB_SEARCH);

/**
 * GET /api/clubs, the member's club search: at most PAGE_SIZE_CLUB_SEARCH (50) per page; when more clubs
 * match, the answer is 400 TooManyResults ("Zu viele Ergebnisse! ..."). Strict: a whereACL or format makes the
 * query the admin list's (ClubAdminListQuery).
 */
export const ClubSearchQuery = z.strictObject({
  q: z.string().trim().max(120).regex(PLAIN_TEXT, PLAIN_TEXT_MESSAGE).optional(),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  page_size: pageSize.optional(),
  pageSize: pageSize.optional(),
  include: includeParam(CLUB_LIST_INCLUDES),
});
export type ClubSearchQuery = z.infer<typeof ClubSearchQuery>;

/**
 * GET /api/clubs/{id}. `whereACL=clubs.list` is the admin club screen's read: 403 for a club outside the caller's
 * clubs.list scope (the member club page asks without it and stays open to every signed-in user).
 */
export const ClubDetailsQuery = z.object({
  include: includeParam(CLUB_DETAIL_INCLUDES),
  whereACL: z.enum(['clubs.list']).optional(),
});

export const ClubParams = z.object({ id: PathId });

/** GET /api/clubs/{id}/join-info: for a team, or for a sport (a membership without a team). */
export const JoinInfoQuery = z
  .object({
    teamID: PathId.optional(),
    sportID: PathId.optional(),
    /** The join info's terms in this language (else the user's preference). */
    language: queryText(10).optional(),
  })
  .refine((q) => q.teamID !== undefined || q.sportID !== undefined, { message: 'teamID or sportID is required' });
export type JoinInfoQuery = z.infer<typeof JoinInfoQuery>;
