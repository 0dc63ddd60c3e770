// Associations and their leagues as lookups (docs/product.md#areas): GET /api/associations?sport= and GET /api/leagues.
import { z } from 'zod';
import { PLAIN_TEXT, PLAIN_TEXT_MESSAGE } from './text';
import { PAGE_SIZE_LOOKUP } from '../constants';
import { PathId } from './ids';
import { SportRef } from './teams';

const Named = z.strictObject({ id: z.int(), name: z.string() });

/** GET /api/associations: every association, or with `sport` (a sport's key, e.g. lacrosse) those offering it. */
export const AssociationListQuery = z.strictObject({
  sport: z.string().trim().min(1).max(40).regex(PLAIN_TEXT, PLAIN_TEXT_MESSAGE).optional(),
});

export const Association = z.strictObject({
  id: z.int(),
  name: z.string(),
  abbreviation: z.string(),
  country_code: z.string(),
  sports: z.array(SportRef),
  /** Its leagues and tournaments (of the sport asked for), by name. */
  leagues: z.array(Named),
  tournaments: z.array(Named),
});
export type AssociationDTO = z.infer<typeof Association>;

const pageSize = z.coerce.number().int().min(0).max(PAGE_SIZE_LOOKUP);

/**
 * GET /api/leagues: the leagues by name, of one association or sport; `whereACL=leagues.list` keeps those on which
 * the caller holds that permission (403 without it), as the club list does for clubs.
 */
export const LeagueListQuery = z.strictObject({
  whereACL: z.enum(['leagues.list']).optional(),
  whereAssociationID: PathId.optional(),
  whereSportID: PathId.optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  page_size: pageSize.optional(),
  pageSize: pageSize.optional(),
});
export type LeagueListQuery = z.infer<typeof LeagueListQuery>;

export const League = z.strictObject({
  id: z.int(),
  name: z.string(),
  association: Named,
  sport: SportRef,
  /** The league's default season (its statistics open there). */
  season_id: z.int().nullable(),
});
export type LeagueDTO = z.infer<typeof League>;
