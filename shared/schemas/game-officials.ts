// A game's officials (docs/product.md#game-day): referees from the association's valid referee licences, the team
// managers from the teams' team-leader rules, overlap warnings, and the league's overdue game tasks.
import { z } from 'zod';
import { BodyId, PathId } from './ids';

/** At most this many referees on one game (a sanity bound: real games have two or three). */
export const MAX_REFEREES = 10;

export const GameOfficialsParams = z.strictObject({ id: PathId });

export const RefereeCandidatesQuery = z.strictObject({
  /** Only holders of this licence level. */
  level: z
    .string()
    .regex(/^\d{1,3}$/, 'must be a level number')
    .transform(Number)
    .optional(),
});
export type RefereeCandidatesQuery = z.infer<typeof RefereeCandidatesQuery>;

/** PUT /games/{id}/officials: the whole list of the game's referees (an empty list takes every referee off). */
export const GameOfficialsInput = z.strictObject({
  referee_ids: z.array(BodyId).max(MAX_REFEREES),
});
export type GameOfficialsInput = z.infer<typeof GameOfficialsInput>;

/** Another game of a referee whose time overlaps (kickoff to kickoff + regular play): a warning, not a refusal. */
export const OverlappingGame = z.strictObject({
  id: z.int(),
  number: z.int(),
  kickoff_time: z.string(),
  competition_name: z.string(),
  home_team_name: z.string(),
  away_team_name: z.string(),
});
export type OverlappingGameDTO = z.infer<typeof OverlappingGame>;

export const GAME_STATUSES = ['scheduled', 'postponed', 'cancelled'] as const;

export const OfficialsGame = z.strictObject({
  id: z.int(),
  number: z.int(),
  kickoff_time: z.string(),
  status: z.enum(GAME_STATUSES),
  competition_id: z.int(),
  competition_name: z.string(),
  home_team: z.strictObject({ id: z.int(), name: z.string() }),
  away_team: z.strictObject({ id: z.int(), name: z.string() }),
  /** False once the game started or finished, or when it is cancelled: the referees stay as they are (409 GameClosed). */
  officials_editable: z.boolean(),
});

/** A referee licence level of the association (the candidates' filter). */
export const RefereeLevel = z.strictObject({ level: z.int(), caption: z.string() });

export const RefereeCandidate = z.strictObject({
  person_id: z.int(),
  firstname: z.string(),
  lastname: z.string(),
  license_name: z.string(),
  level: z.int(),
  level_caption: z.string().nullable(),
  /** Already one of this game's referees. */
  assigned: z.boolean(),
  overlaps: z.array(OverlappingGame),
});
export type RefereeCandidateDTO = z.infer<typeof RefereeCandidate>;

export const RefereeCandidates = z.strictObject({
  game: OfficialsGame,
  levels: z.array(RefereeLevel),
  candidates: z.array(RefereeCandidate),
});
export type RefereeCandidatesDTO = z.infer<typeof RefereeCandidates>;

export const AssignedReferee = z.strictObject({
  person_id: z.int(),
  firstname: z.string(),
  lastname: z.string(),
  /** The referee licence's level today; null when it has lapsed since the assignment. */
  level: z.int().nullable(),
  level_caption: z.string().nullable(),
  overlaps: z.array(OverlappingGame),
});

export const TeamManager = z.strictObject({
  team_id: z.int(),
  side: z.enum(['home', 'away']),
  person_id: z.int(),
  firstname: z.string(),
  lastname: z.string(),
});

export const GameOfficials = z.strictObject({
  game: OfficialsGame,
  referees: z.array(AssignedReferee),
  team_managers: z.array(TeamManager),
});
export type GameOfficialsDTO = z.infer<typeof GameOfficials>;

/** An open game task past its deadline (kickoff + regular play + 24 h), for the league representative. */
export const OverdueTask = z.strictObject({
  id: z.int(),
  type: z.enum(['confirm_lineup', 'sign_score_sheet', 'keep_score_sheet']),
  due_at: z.string(),
  person: z.strictObject({ id: z.int(), firstname: z.string(), lastname: z.string() }),
  game: z.strictObject({
    id: z.int(),
    number: z.int(),
    kickoff_time: z.string(),
    competition_id: z.int(),
    competition_name: z.string(),
    home_team_name: z.string(),
    away_team_name: z.string(),
  }),
});
export type OverdueTaskDTO = z.infer<typeof OverdueTask>;

export const OverdueTasksQuery = z.strictObject({
  competition_id: PathId.optional(),
});
