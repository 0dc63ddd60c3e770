// Teams as members see them (docs/product.md#entities), the age-class and gender rules of joining, and the list query.
import { z } from 'zod';
import { queryText } from './text';
import { PathId } from './ids';
import { PAGE_SIZE_LOOKUP, TEAM_GENDERS } from '../constants';
import { ageOnYearEnd } from '../age-categories';
import { currentYear } from '../clock';

export type TeamGenderName = (typeof TEAM_GENDERS)[number];

export const SportRef = z.strictObject({ id: z.int(), name: z.string(), key: z.string() });
export type SportRefDTO = z.infer<typeof SportRef>;

export const TeamUserMeta = z.strictObject({
  /** The signed-in user may join this team now. */
  isJoinable: z.boolean(),
  /** The user's own membership in this team, if any. */
  player: z.strictObject({ id: z.int() }).nullable(),
});
export type TeamUserMetaDTO = z.infer<typeof TeamUserMeta>;

/** A team (docs/product.md#entities); the optional parts come with the includes that ask for them. */
export const Team = z.strictObject({
  id: z.int(),
  name: z.string(),
  local_name: z.string().nullable(),
  gender: z.enum(TEAM_GENDERS),
  min_age: z.int(),
  max_age: z.int(),
  sport: SportRef,
  club: z.strictObject({ id: z.int(), name: z.string() }),
  /** Active, non-alumni members of the team. */
  playerCount: z.strictObject({ count: z.int().min(0) }).optional(),
  userMeta: TeamUserMeta.optional(),
  /** Leagues the team plays in this season (links to the statistics). */
  leagues: z.array(z.strictObject({ id: z.int(), name: z.string() })).optional(),
});
export type TeamDTO = z.infer<typeof Team>;

/**
 * The team age class (docs/product.md#team-age-class): min age 0 with a max age gives 'max+1-', max age 0 with a
 * min age gives 'min+', otherwise nothing.
 */
export function ageClassLabel(minAge: number, maxAge: number): string {
  if (minAge === 0 && maxAge > 0) return `${maxAge + 1}-`;
  if (maxAge === 0 && minAge > 0) return `${minAge}+`;
  return '';
}

/**
 * A competition's age class as a line-up's age flags name it (docs/product.md#score-sheet): the team label where it
 * has one ("16-", "18+"), "min–max" with both bounds, null without any.
 */
export function competitionAgeClass(minAge: number, maxAge: number): string | null {
  if (minAge === 0 && maxAge === 0) return null;
  return ageClassLabel(minAge, maxAge) || `${minAge}–${maxAge}`;
}

/**
 * The age that decides the age class: age on 31 December of the current year (the same reference day as the
 * dashboard's age categories), so a whole birth year plays in one class for the season.
 */
export function ageOnReferenceDay(birthdate: Date | string, now: Date = new Date()): number {
  return ageOnYearEnd(birthdate, currentYear(now));
}

/** 0 means "no limit" on either side (adult teams: min 16, max 0). */
export function fitsAgeClass(age: number, minAge: number, maxAge: number): boolean {
  return (minAge === 0 || age >= minAge) && (maxAge === 0 || age <= maxAge);
}

/** Members see (and may join) only teams without a gender or of their own gender. */
export function fitsTeamGender(teamGender: TeamGenderName, personGender: 'male' | 'female'): boolean {
  return teamGender === 'none' || teamGender === personGender;
}

const id = PathId;
const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

/**
 * GET /api/teams (docs/product.md#api-calls): whereClubID, whereSportID, whereJoinableByPerson; `whereACL=teams.list`
 * keeps the teams on which the caller holds that permission (403 without it), as the club list does for clubs.
 */
export const TeamListQuery = z.object({
  whereACL: z.enum(['teams.list']).optional(),
  whereClubID: id.optional(),
  whereSportID: id.optional(),
  whereJoinableByPerson: flag,
  include: queryText(200).optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  page_size: z.coerce.number().int().min(0).max(PAGE_SIZE_LOOKUP).optional(),
  pageSize: z.coerce.number().int().min(0).max(PAGE_SIZE_LOOKUP).optional(),
});
export type TeamListQuery = z.infer<typeof TeamListQuery>;

/** GET /api/teams/{id}?include=userMeta */
export const TeamDetailsQuery = z.object({ include: queryText(200).optional() });

export const TeamParams = z.object({ id });
