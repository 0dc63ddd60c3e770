// The schedule of the game management area (docs/product.md#game-day): the games list, a game's create and edit,
// postponing and cancelling, and the round-robin generator of a group.
import { z } from 'zod';
import { BodyId, PathId } from './ids';

export const GAME_STATUSES = ['scheduled', 'postponed', 'cancelled'] as const;
export const GameStatus = z.enum(GAME_STATUSES);
export type GameStatusName = z.infer<typeof GameStatus>;

/** A day as yyyy-mm-dd. */
const Day = z.iso.date();
/** An instant with its offset (`2026-09-05T18:00:00+02:00` or `...Z`). */
const Kickoff = z.iso.datetime({ offset: true });
const Reason = z.string().trim().min(1, 'required').max(300, 'tooLong');

export const GameParams = z.strictObject({ id: PathId });
export const CompetitionGamesParams = z.strictObject({ id: PathId });
export const GroupScheduleParams = z.strictObject({ id: PathId });

const pageSize = z.coerce.number().int().min(0).max(500);
/** A day of the list's filter: from 1900 on (PostgreSQL has no year 0, and no game is older). */
const ListDay = Day.refine((day) => day >= '1900-01-01', 'invalidDate');
const QueryId = PathId;

/** GET /games: the games of the competitions in the caller's scope, filtered and paged (pages from 0). */
export const GameListQuery = z.strictObject({
  competition: QueryId.optional(),
  season: QueryId.optional(),
  group: QueryId.optional(),
  team: QueryId.optional(),
  /** First day (association's calendar) of kickoffs to list. */
  from: ListDay.optional(),
  /** Last day of kickoffs to list. */
  to: ListDay.optional(),
  status: GameStatus.optional(),
  /** Only games without an assigned referee (the officials page's filter). */
  without_referees: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  page_size: pageSize.default(100),
});
export type GameListQuery = z.infer<typeof GameListQuery>;

/** A game as the schedule has it: create (POST /competitions/{id}/games) and edit (PUT /games/{id}). */
export const GameInput = z.strictObject({
  number: z.int().min(1).max(999_999),
  kickoff_time: Kickoff,
  group_id: BodyId,
  home_team_id: BodyId,
  away_team_id: BodyId,
  /** One of the home club's fields; its name becomes the location. */
  field_id: BodyId.nullable().default(null),
  /** Free text where no field of the home club fits (ignored when field_id is given). */
  location: z.string().trim().max(120, 'tooLong').nullable().default(null),
});
export type GameInput = z.infer<typeof GameInput>;

/** POST /games/{id}/postpone: a new kickoff, or none yet (the date is open), and why. */
export const PostponeInput = z.strictObject({
  kickoff_time: Kickoff.nullable().default(null),
  reason: Reason,
});
export type PostponeInput = z.infer<typeof PostponeInput>;

/** POST /games/{id}/cancel: why (shown with the game; a cancelled game counts for nothing). */
export const CancelInput = z.strictObject({ reason: Reason });
export type CancelInput = z.infer<typeof CancelInput>;

/** POST /groups/{id}/schedule: the round-robin's options; dry_run answers the games without writing them. */
export const ScheduleInput = z.strictObject({
  double: z.boolean().default(false),
  start_date: Day,
  /** ISO weekday: 1 Monday ... 7 Sunday. */
  weekday: z.int().min(1).max(7),
  /** Kickoff on the association's clock, HH:mm. */
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'invalidTime'),
  /** Days between rounds (7: weekly). */
  interval_days: z.int().min(1).max(60).default(7),
  /** The first game number; default: after the highest number of the competition's season. */
  first_number: z.int().min(1).max(999_000).nullable().default(null),
  /** Each game on the first of the home club's fields free at its time (409 FieldDoubleBooked when none is). */
  home_field: z.boolean().default(false),
  /** Remove the group's games that have not started first (otherwise a group with games is refused). */
  replace: z.boolean().default(false),
  dry_run: z.boolean().default(true),
});
export type ScheduleInput = z.infer<typeof ScheduleInput>;

const IsoTime = z.string().describe('ISO 8601 date and time');

export const ScheduleGame = z.strictObject({
  id: z.int().nullable().describe('null in a dry run'),
  number: z.int(),
  round: z.int(),
  kickoff_time: IsoTime,
  home_team_id: z.int(),
  home_team_name: z.string(),
  away_team_id: z.int(),
  away_team_name: z.string(),
  field_id: z.int().nullable(),
  location: z.string().nullable(),
});
export type ScheduleGameDTO = z.infer<typeof ScheduleGame>;

export const ScheduleResult = z.strictObject({
  dry_run: z.boolean(),
  /** Games of the group that were (or, in a dry run, would be) removed first. */
  replaced: z.int(),
  games: z.array(ScheduleGame),
});
export type ScheduleResultDTO = z.infer<typeof ScheduleResult>;

const Named = z.strictObject({ id: z.int(), name: z.string() });

/** A game in the game management area. */
export const ScheduledGame = z.strictObject({
  id: z.int(),
  number: z.int(),
  competition: z.strictObject({ id: z.int(), name: z.string(), kind: z.enum(['league', 'tournament']) }),
  season: Named,
  group: z.strictObject({ id: z.int(), name: z.string().nullable() }).nullable(),
  kickoff_time: IsoTime,
  status: GameStatus,
  status_reason: z.string().nullable(),
  home_team: z.strictObject({ id: z.int(), name: z.string(), club_id: z.int() }),
  away_team: z.strictObject({ id: z.int(), name: z.string(), club_id: z.int() }),
  field: Named.nullable(),
  location: z.string().nullable(),
  started_at: IsoTime.nullable(),
  finished_at: IsoTime.nullable(),
  home_score: z.int(),
  away_score: z.int(),
  /** Not started nor finished: its schedule may still change. */
  editable: z.boolean(),
});
export type ScheduledGameDTO = z.infer<typeof ScheduledGame>;
