// Seasons, competitions (leagues and tournaments), their penalty types and their groups with the teams taking part
// (docs/product.md#game-day): the requests and answers of the game management area's competitions part.
import { z } from 'zod';
import { BodyId, PathId } from './ids';

export const COMPETITION_KINDS = ['league', 'tournament'] as const;
export const CompetitionKind = z.enum(COMPETITION_KINDS);
export const FOUL_KINDS = ['technical', 'personal'] as const;
export const FoulKind = z.enum(FOUL_KINDS);

/** A calendar day (yyyy-mm-dd); not year 0000, which PostgreSQL does not know. */
const Day = z.iso.date('invalidDate').regex(/^(?!0000)/, 'invalidDate');
const Name = (max: number) => z.string('required').trim().min(1, 'required').max(max, 'tooLong');
const Points = z.int().min(0).max(100);
/** At most 10 periods of at most 2 hours: nothing a sport plays, far from anything that overflows. */
export const PeriodCount = z.int().min(1).max(10);
export const PeriodSeconds = z.int().min(60).max(7200);
/** A penalty of 0 seconds exists (women's lacrosse: a technical foul is a free position); an hour is far beyond. */
const PenaltySeconds = z.int().min(0).max(3600);
/** How long before kickoff a game may be started at the table: up to a day (docs/product.md#game-day). */
export const StartWindowMinutes = z.int().min(0).max(1440);
/** The goals a forfeit gives the other side. */
export const ForfeitGoals = z.int().min(0).max(99);
/** A bound of a competition's age class (age on 31 December of the game's year); 0 is no limit on that side. */
export const AgeBound = z.int().min(0).max(99);
export const ABANDONED_RULES = ['replay', 'score_stands'] as const;
/** An abandoned game is replayed (back to postponed, its events gone) or its score at abandonment stands. */
export const AbandonedRule = z.enum(ABANDONED_RULES);
export type AbandonedRuleName = z.infer<typeof AbandonedRule>;
export const MAX_PENALTY_TYPES = 30;
export const MAX_GROUP_TEAMS = 100;

export const CompetitionParams = z.strictObject({ id: PathId });

// ---------------------------------------------------------------- seasons

/** POST /seasons, PUT /seasons/{id}: a season's name and its first and last day (the last not before the first). */
export const SeasonInput = z
  .strictObject({ name: Name(40), starts_on: Day, ends_on: Day })
  .refine((s) => s.ends_on >= s.starts_on, { message: 'SeasonDatesReversed', path: ['ends_on'] });
export type SeasonInput = z.infer<typeof SeasonInput>;

export const Season = z.strictObject({ id: z.int(), name: z.string(), starts_on: Day, ends_on: Day });
export type SeasonDTO = z.infer<typeof Season>;

// ---------------------------------------------------------------- competitions

export const PenaltyTypeInput = z.strictObject({ kind: FoulKind, name: Name(40), seconds: PenaltySeconds });
export type PenaltyTypeInput = z.infer<typeof PenaltyTypeInput>;

const uniqueNames = (list: { name: string }[]) => new Set(list.map((p) => p.name.toLowerCase())).size === list.length;

/** The whole list of a competition's penalty types in their order; names unique within it. */
export const PenaltyList = z.array(PenaltyTypeInput).max(MAX_PENALTY_TYPES).refine(uniqueNames, 'DuplicatePenaltyName');

/** A penalty type as the editor saves it: the id of one it keeps (renamed, changed, moved), none for a new one. */
export const PenaltyTypeChange = PenaltyTypeInput.extend({ id: BodyId.optional() });
export type PenaltyTypeChange = z.infer<typeof PenaltyTypeChange>;

/**
 * PUT /competitions/{id}/penalties: the whole list in its order. A type sent with its id keeps it (fouls on score
 * sheets keep pointing at it), one left out is deleted unless a foul uses it (409 PenaltyTypeInUse).
 */
export const PenaltiesInput = z.strictObject({
  penalties: z
    .array(PenaltyTypeChange)
    .max(MAX_PENALTY_TYPES)
    .refine(uniqueNames, 'DuplicatePenaltyName')
    .refine((list) => {
      const ids = list.flatMap((p) => (p.id === undefined ? [] : [p.id]));
      return new Set(ids).size === ids.length;
    }, 'invalid'),
});
export type PenaltiesInput = z.infer<typeof PenaltiesInput>;

/**
 * Shots and goalie changes at the table, overtime and shootout after a tie (docs/decisions/051-goalies-overtime-and-shootout.md);
 * left out: unchanged (created: off, no overtime, no shootout).
 */
const ExtraTimeFields = {
  track_shots: z.boolean().optional(),
  /** Minutes of the overtime; 0: none. */
  overtime_minutes: z.int().min(0).max(60).optional(),
  shootout: z.boolean().optional(),
};

/** What a competition's edit form changes (sport and association stay as created: its groups' teams depend on them). */
const CompetitionFields = {
  name: Name(120),
  kind: CompetitionKind,
  default_season_id: BodyId.nullable(),
  points_win: Points,
  points_tie: Points,
  points_loss: Points,
  period_count: PeriodCount,
  period_seconds: PeriodSeconds,
  /** A licence of the association every player on a line-up must hold on game day (docs/product.md#score-sheet); left out: unchanged. */
  required_license_id: BodyId.nullable().optional(),
  /** Left out: unchanged (docs/product.md#game-day). */
  start_window_minutes: StartWindowMinutes.optional(),
  forfeit_goals: ForfeitGoals.optional(),
  abandoned_rule: AbandonedRule.optional(),
  /** The age class; left out: unchanged. */
  min_age: AgeBound.optional(),
  max_age: AgeBound.optional(),
  ...ExtraTimeFields,
};

/** PUT /competitions/{id} */
export const CompetitionUpdateInput = z.strictObject(CompetitionFields);
export type CompetitionUpdateInput = z.infer<typeof CompetitionUpdateInput>;

/**
 * POST /competitions: name, kind, sport and association; the rest is optional and otherwise the sport's defaults
 * (shared/game-day.ts: periods and penalties; points 3/1/0 in ice hockey, 2/1/0 elsewhere).
 */
export const CompetitionCreateInput = z.strictObject({
  name: Name(120),
  kind: CompetitionKind,
  sport_id: BodyId,
  association_id: BodyId,
  default_season_id: BodyId.nullable().optional(),
  points_win: Points.optional(),
  points_tie: Points.optional(),
  points_loss: Points.optional(),
  period_count: PeriodCount.optional(),
  period_seconds: PeriodSeconds.optional(),
  start_window_minutes: StartWindowMinutes.optional(),
  forfeit_goals: ForfeitGoals.optional(),
  abandoned_rule: AbandonedRule.optional(),
  min_age: AgeBound.optional(),
  max_age: AgeBound.optional(),
  ...ExtraTimeFields,
  penalties: PenaltyList.optional(),
});
export type CompetitionCreateInput = z.infer<typeof CompetitionCreateInput>;

/** GET /competitions: the competitions in the caller's scope, optionally of one kind. */
export const CompetitionListQuery = z.strictObject({ kind: CompetitionKind.optional() });

const Ref = z.strictObject({ id: z.int(), name: z.string() });
const SportRef = z.strictObject({ id: z.int(), key: z.string(), name: z.string() });

export const CompetitionListItem = z.strictObject({
  id: z.int(),
  name: z.string(),
  kind: CompetitionKind,
  sport: SportRef,
  association: Ref,
  default_season_id: z.int().nullable(),
  /** The caller holds games.edit on it (may change it, its groups and its schedule). */
  editable: z.boolean(),
});
export type CompetitionListItemDTO = z.infer<typeof CompetitionListItem>;

export const PenaltyType = z.strictObject({
  id: z.int(),
  kind: FoulKind,
  /** The league's own name, or the key of a sport's default type (shared/penalty-names.ts), shown translated. */
  name: z.string(),
  seconds: z.int(),
  /** A foul on a score sheet uses it: it can be renamed and changed, not deleted. */
  in_use: z.boolean(),
});
export type PenaltyTypeDTO = z.infer<typeof PenaltyType>;

export const GroupTeam = z.strictObject({ id: z.int(), name: z.string(), club: Ref });
export type GroupTeamDTO = z.infer<typeof GroupTeam>;

export const Group = z.strictObject({
  id: z.int(),
  competition_id: z.int(),
  season_id: z.int(),
  name: z.string().nullable(),
  position: z.int(),
  /** Teams by name. */
  teams: z.array(GroupTeam),
  /** Games of the group (a group with games cannot be removed). */
  games_count: z.int().min(0),
});
export type GroupDTO = z.infer<typeof Group>;

export const Competition = CompetitionListItem.extend({
  points_win: z.int(),
  points_tie: z.int(),
  points_loss: z.int(),
  period_count: z.int(),
  period_seconds: z.int(),
  /** The licence players must hold on game day, or null (docs/product.md#score-sheet). */
  required_license_id: z.int().nullable(),
  /** A game may be started at the table this many minutes before its kickoff, not earlier (docs/product.md#game-day). */
  start_window_minutes: z.int(),
  /** A forfeit's score: this many goals for the other side, none for the forfeiting one. */
  forfeit_goals: z.int(),
  /** What an abandoned game becomes: replayed, or its score at abandonment stands. */
  abandoned_rule: AbandonedRule,
  /** The age class of its players (age on 31 December of the game's year), 0 for no limit on that side. */
  min_age: z.int(),
  max_age: z.int(),
  /** The table records shots and goalie changes: goalie statistics. */
  track_shots: z.boolean(),
  /** Minutes of an overtime after a tie in regular play; 0: none. */
  overtime_minutes: z.int(),
  /** A tie after regular play (and overtime) goes to a shootout. */
  shootout: z.boolean(),
  /** The association's licences a competition may require (not the referee licences), by name. */
  license_options: z.array(Ref),
  /** In their order on the score sheet. */
  penalties: z.array(PenaltyType),
  /** Every season's groups, by season and position. */
  groups: z.array(Group),
});
export type CompetitionDTO = z.infer<typeof Competition>;

/** GET /competitions/{id}/teams: the teams that may take part (the competition's sport, clubs of its association). */
export const CandidateTeam = GroupTeam;
export type CandidateTeamDTO = z.infer<typeof CandidateTeam>;

// ---------------------------------------------------------------- groups

const TeamIds = z
  .array(BodyId)
  .max(MAX_GROUP_TEAMS)
  .refine((ids) => new Set(ids).size === ids.length, 'DuplicateTeam');

/** POST /competitions/{id}/groups: a group of a season, with its teams at once (the same checks as PUT .../teams). */
export const GroupCreateInput = z.strictObject({
  season_id: BodyId,
  name: Name(60),
  position: z.int().min(0).max(1000).optional(),
  team_ids: TeamIds.optional(),
});
export type GroupCreateInput = z.infer<typeof GroupCreateInput>;

/** PUT /groups/{id} */
export const GroupUpdateInput = z.strictObject({ name: Name(60), position: z.int().min(0).max(1000) });
export type GroupUpdateInput = z.infer<typeof GroupUpdateInput>;

/** PUT /groups/{id}/teams: the whole list of the group's teams. */
export const GroupTeamsInput = z.strictObject({ team_ids: TeamIds });
export type GroupTeamsInput = z.infer<typeof GroupTeamsInput>;
