// Clubs as members see them (docs/product.md#entities, docs/product.md#joining) and their queries.
import { z } from 'zod';
import { PathId } from './ids';
import { CONTACT_POSITIONS, PAGE_SIZE_CLUB_SEARCH } from '../constants';
import type { SportRefDTO, TeamDTO, TeamUserMetaDTO } from './teams';

export type ContactPositionName = (typeof CONTACT_POSITIONS)[number];

export interface ClubProfileDTO {
  address_0: string | null;
  address_1: string | null;
  address_2: string | null;
  zip_code: string | null;
  city: string | null;
  region: string | null;
  phone_number: string | null;
  email: string | null;
  homepage: string | null;
  general_information: string | null;
}

export interface ClubFieldDTO {
  id: number;
  name: string;
  address_1: string | null;
  address_2: string | null;
  region: string | null;
  zip_code: string | null;
  city: string | null;
  general_information: string | null;
}

export interface ClubContactDTO {
  id: number;
  firstname: string;
  lastname: string;
  position: ContactPositionName;
  email: string | null;
  phone_number: string | null;
  mobile_phone: string | null;
  /** The contact's picture as the viewer sees it (a reported one is hidden); only in the member club details. */
  avatar_state?: 'ok' | 'none';
}

export interface ClubLeaderDTO {
  id: number;
  firstname: string;
  lastname: string;
}

export interface OfferedSportDTO extends SportRefDTO {
  /** Joining the club for this sport without a team. */
  userMeta: TeamUserMetaDTO;
}

export interface ClubDTO {
  id: number;
  name: string;
  avatarState: 'ok' | 'none';
  association_id: number;
  city: string | null;
  /** Persons with a current membership in the club: active ones by gender, and those who are alumni only. */
  memberCount?: { male: number; female: number; alumni: number };
  leaders?: ClubLeaderDTO[];
  contacts?: ClubContactDTO[];
  fields?: ClubFieldDTO[];
  profile?: ClubProfileDTO;
  /** The teams a member sees: no gender or the member's gender, each with the member's userMeta. */
  teams?: TeamDTO[];
  /** Every team of the club with its player count. */
  listableTeams?: TeamDTO[];
  offeredSports?: OfferedSportDTO[];
  /** Sports the club fields teams in. */
  playedSports?: SportRefDTO[];
  meta: { permissions: string[] };
}

/** A term a join must accept, in the user's language. */
export interface JoinTermDTO {
  id: number;
  title: string;
  version: number;
  content: string;
  checkboxes: string[];
}

export interface SubscriptionOptionDTO {
  id: number;
  name: string;
  available_intervals: number[];
}

export type JoinRefusal = 'NotJoinable' | 'SportAlreadyPlayed';

export interface JoinInfoDTO {
  /** The club's name. */
  name: string;
  meta: {
    club: { id: number; name: string; association_id: number };
    team: TeamDTO | null;
    sport: SportRefDTO;
    subscriptions: SubscriptionOptionDTO[];
    terms: JoinTermDTO[];
    is_joinable: boolean;
    refusal: JoinRefusal | null;
  };
}

/** Comma-separated `include` values, each checked against what the endpoint knows. */
export function includeParam<const T extends readonly string[]>(allowed: T) {
  return z
    .string()
    .max(300)
    .optional()
    .transform((raw, ctx) => {
      const parts = (raw ?? '')
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
      const unknown = parts.filter((p) => !(allowed as readonly string[]).includes(p));
      if (unknown.length > 0) {
        ctx.addIssue({ code: 'custom', message: `Unknown include: ${unknown.join(', ')}` });
        return z.NEVER;
      }
      return new Set(parts as T[number][]);
    });
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
 * match, the answer is 400 TooManyResults ("Zu viele Ergebnisse! ...").
 */
export const ClubSearchQuery = z.object({
  q: z.string().trim().max(120).optional(),
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
    language: z.string().max(10).optional(),
  })
  .refine((q) => q.teamID !== undefined || q.sportID !== undefined, { message: 'teamID or sportID is required' });
export type JoinInfoQuery = z.infer<typeof JoinInfoQuery>;
/** The join info's terms in this language (else the user's preference). */
export const JoinInfoLanguageQuery = z.object({ language: z.string().max(10).optional() });
