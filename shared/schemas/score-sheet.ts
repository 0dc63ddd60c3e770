// The live score sheet of a game (docs/product.md#score-sheet): line-ups with eligibility flags, the game clock,
// events entered at the table (each with an idempotency key made on the phone), signatures with the signature PIN,
// and an association admin's corrections of a locked sheet.
import { z } from 'zod';
import { PLAYER_POSITIONS } from '../constants';
import { SIGNATURE_PIN } from '../signature-pin';
import { BodyId, PathId } from './ids';
import { PLAIN_TEXT, PLAIN_TEXT_MESSAGE } from './text';

const IsoTime = z.string().describe('ISO 8601 date and time');
const Reason = z.string().trim().min(1, 'required').max(300, 'tooLong');
const Jersey = z
  .string()
  .trim()
  .regex(/^\d{1,3}$/, 'invalidJersey');
/** A signature PIN as typed (the profile's rule, shared/signature-pin.ts); checked against the signer's stored hash. */
const Pin = z.string().regex(SIGNATURE_PIN, 'invalidPin');

export const SIDES = ['home', 'away'] as const;
export const Side = z.enum(SIDES);
export type SideName = z.infer<typeof Side>;

/**
 * Why a player on a line-up may not be eligible (warnings, not blocks: docs/product.md#score-sheet). `not_team_member`:
 * no current membership in the team; `alumni`; `retirement_pending` / `switch_pending`: an open retire or move process;
 * `duplicate_jersey`: another player of the line-up wears the number; `missing_licence`: the competition's required
 * licence is not valid on game day; `too_young` / `too_old`: outside the competition's age class (age on 31 December
 * of the game's year, the line-up's `age_class` names it).
 */
export const ELIGIBILITY_FLAGS = [
  'not_team_member',
  'alumni',
  'retirement_pending',
  'switch_pending',
  'duplicate_jersey',
  'missing_licence',
  'too_young',
  'too_old',
] as const;
export const EligibilityFlag = z.enum(ELIGIBILITY_FLAGS);
export type EligibilityFlagName = z.infer<typeof EligibilityFlag>;

export const ScoreSheetParams = z.strictObject({ id: PathId });
export const LineupParams = z.strictObject({ id: PathId, side: Side });
export const SheetEventParams = z.strictObject({ id: PathId, event: PathId });

/** PUT /games/{id}/lineups/{side}: the whole line-up of one team for this game. */
export const LineupInput = z.strictObject({
  players: z
    .array(
      z.strictObject({
        membership_id: BodyId,
        jersey_number: Jersey.nullable().default(null),
        position: z.enum(PLAYER_POSITIONS).nullable().default(null),
        /** The side's captain: one at most. */
        captain: z.boolean().default(false),
        /** In net at the start: one at most (docs/decisions/051-goalies-overtime-and-shootout.md). */
        starting_goalie: z.boolean().default(false),
      }),
    )
    .max(60, 'tooMany')
    .refine((players) => players.filter((p) => p.captain).length <= 1, 'oneCaptain')
    .refine((players) => players.filter((p) => p.starting_goalie).length <= 1, 'oneStartingGoalie'),
});
export type LineupInput = z.infer<typeof LineupInput>;

/** A signature: the signer's PIN (POST .../confirm for a line-up, POST /games/{id}/sign for a referee). */
export const SignInput = z.strictObject({ pin: Pin });
export type SignInput = z.infer<typeof SignInput>;

/** POST /games/{id}/start. */
export const StartInput = z.strictObject({});

/** POST /games/{id}/reset: a wrongly started game back to scheduled (nothing to send). */
export const ResetInput = z.strictObject({});

export const GAME_OUTCOMES = ['forfeit', 'abandoned'] as const;
export type GameOutcomeName = (typeof GAME_OUTCOMES)[number];
const OutcomeReason = z.string('required').trim().min(1, 'required').max(300, 'tooLong');

/**
 * POST /games/{id}/outcome: the league's ruling (docs/product.md#game-day): a forfeit of one side, or the game
 * abandoned (replayed or its score standing, as the competition's rule says); a reason either way.
 */
export const OutcomeInput = z.discriminatedUnion('outcome', [
  z.strictObject({ outcome: z.literal('forfeit'), forfeit_side: Side, reason: OutcomeReason }),
  z.strictObject({ outcome: z.literal('abandoned'), reason: OutcomeReason }),
]);
export type OutcomeInput = z.infer<typeof OutcomeInput>;

/** PUT /games/{id}/clock: the game clock as the phone keeps it (last write wins). */
export const ClockInput = z.strictObject({
  /** The period being played, 1-based. */
  period: z.int().min(1).max(20),
  /** Seconds of game time since the game's start when this state was taken. */
  seconds: z.int().min(0).max(86_400),
  running: z.boolean(),
});
export type ClockInput = z.infer<typeof ClockInput>;

/**
 * POST /games/{id}/clock/previous-period: back to the period before, while the current one has no events; the break
 * that ended it is removed and the clock stands stopped at that break (docs/product.md#score-sheet).
 */
export const PreviousPeriodInput = z.strictObject({});

/** POST /games/{id}/finish. */
export const FinishInput = z.strictObject({
  /** Seconds of play; default: the game clock. */
  duration: z.int().min(0).max(86_400).nullable().default(null),
});
export type FinishInput = z.infer<typeof FinishInput>;

/**
 * `shot`: a shot on goal the goalie in net saved (a goal is a shot on goal of its own), only where the competition
 * tracks shots; `goalie_change`: the side's goalie in net is now the event's player (none: an empty net);
 * `shootout`: an attempt in the shootout, scored or not (docs/decisions/051-goalies-overtime-and-shootout.md).
 */
export const SHEET_EVENT_TYPES = ['goal', 'foul', 'timeout', 'break', 'shot', 'goalie_change', 'shootout'] as const;
export type SheetEventTypeName = (typeof SHEET_EVENT_TYPES)[number];

/** How a tied game goes on after regular play, where its competition allows it. */
export const EXTRA_TIMES = ['overtime', 'shootout'] as const;
export type ExtraTimeName = (typeof EXTRA_TIMES)[number];

/** POST /games/{id}/extra-time: overtime after a tie in regular play, a shootout after a tie in overtime (or instead). */
export const ExtraTimeInput = z.strictObject({ stage: z.enum(EXTRA_TIMES) });
export type ExtraTimeInput = z.infer<typeof ExtraTimeInput>;

/** The fields of an event as entered at the table; a correction (PUT) sends them again. */
const EventFields = {
  type: z.enum(SHEET_EVENT_TYPES),
  /** Seconds of game time since the start (the game clock). */
  event_time: z.int().min(0).max(86_400),
  period: z.int().min(1).max(20),
  /** The team the event is for; required for goals, fouls and timeouts, null for a break. */
  side: Side.nullable().default(null),
  /** The scorer or the fouling player: a membership on that side's line-up (422 PlayerNotInLineup otherwise). */
  membership_id: BodyId.nullable().default(null),
  /** A goal's assist, on the same line-up. */
  assist_membership_id: BodyId.nullable().default(null),
  /** A foul's penalty: one of the competition's penalty types (its kind and seconds are taken from it). */
  penalty_type_id: BodyId.nullable().default(null),
  /** A shootout attempt's result (required for it, not allowed otherwise). */
  scored: z.boolean().nullable().default(null),
  /** Required when the sheet is locked: an association admin's correction says why (409 SheetLocked otherwise). */
  reason: Reason.nullable().default(null),
};

/** POST /games/{id}/events: a new event. The key is made on the phone; posting it again answers the stored event. */
export const EventInput = z.strictObject({ idempotency_key: z.uuid(), ...EventFields });
export type EventInput = z.infer<typeof EventInput>;

/** PUT /games/{id}/events/{event}: correct an event (recorded with who and when in the history). */
export const EventCorrection = z.strictObject(EventFields);
export type EventCorrection = z.infer<typeof EventCorrection>;

/**
 * DELETE /games/{id}/events/{event}: undo; on a locked sheet the admin's reason. It comes in the query string, where
 * broken UTF-8 arrives already replaced by U+FFFD: that is refused, as broken text in a body is (the reason is stored).
 */
export const UndoQuery = z.strictObject({
  reason: Reason.regex(PLAIN_TEXT, PLAIN_TEXT_MESSAGE)
    .regex(/^[^\uFFFD]*$/, 'invalidText')
    .optional(),
});
export type UndoQuery = z.infer<typeof UndoQuery>;

/** PUT /games/{id}/scorers: the persons named to keep this game's score sheet. */
export const ScorersInput = z.strictObject({ person_ids: z.array(BodyId).max(10, 'tooMany') });
export type ScorersInput = z.infer<typeof ScorersInput>;

export const LineupPlayer = z.strictObject({
  membership_id: z.int(),
  person_id: z.int(),
  name: z.string(),
  jersey_number: z.string().nullable(),
  position: z.enum(PLAYER_POSITIONS).nullable(),
  captain: z.boolean(),
  starting_goalie: z.boolean(),
  flags: z.array(EligibilityFlag),
});
export type LineupPlayerDTO = z.infer<typeof LineupPlayer>;

/** A team official (coach) of a side: listed on the sheet apart from the players, never counted as one. */
export const LineupOfficial = z.strictObject({
  membership_id: z.int(),
  person_id: z.int(),
  name: z.string(),
  position: z.enum(PLAYER_POSITIONS).nullable(),
});
export type LineupOfficialDTO = z.infer<typeof LineupOfficial>;

export const Signature = z.strictObject({
  role: z.enum(['home_manager', 'away_manager', 'referee']),
  person_id: z.int().nullable(),
  name: z.string(),
  signed_at: IsoTime,
});
export type SignatureDTO = z.infer<typeof Signature>;

/** A signature removed because what it signed changed: shown until the same role (a referee: the same person) signs again. */
export const RemovedSignature = z.strictObject({
  role: z.enum(['home_manager', 'away_manager', 'referee']),
  person_id: z.int().nullable(),
  name: z.string(),
  signed_at: IsoTime,
  /** lineup: the side's line-up changed; events: the events changed after the finish. */
  cause: z.enum(['lineup', 'events']),
  removed_at: IsoTime,
});
export type RemovedSignatureDTO = z.infer<typeof RemovedSignature>;

export const SheetLineup = z.strictObject({
  team: z.strictObject({ id: z.int(), name: z.string(), club_id: z.int() }),
  /** False while the line-up is the team's current memberships, not yet saved for this game. */
  saved: z.boolean(),
  players: z.array(LineupPlayer),
  /** The team's officials (its current memberships that are coaches only), on no line-up. */
  officials: z.array(LineupOfficial),
  confirmation: Signature.nullable(),
  /** The competition's age class the `too_young` / `too_old` flags name ("16-", "18+"), null without one. */
  age_class: z.string().nullable(),
});
export type SheetLineupDTO = z.infer<typeof SheetLineup>;

export const SheetEvent = z.strictObject({
  id: z.int(),
  idempotency_key: z.string().nullable(),
  type: z.enum(SHEET_EVENT_TYPES),
  event_time: z.int(),
  period: z.int().nullable(),
  side: Side.nullable(),
  membership_id: z.int().nullable(),
  player_name: z.string().nullable(),
  jersey_number: z.string().nullable(),
  assist_membership_id: z.int().nullable(),
  assist_name: z.string().nullable(),
  penalty_type_id: z.int().nullable(),
  foul_kind: z.enum(['technical', 'personal']).nullable(),
  penalty_seconds: z.int().nullable(),
  scored: z.boolean().nullable(),
  created_at: IsoTime,
  created_by: z.string().nullable(),
  /** Set when the event was corrected after it was entered. */
  updated_at: IsoTime.nullable(),
});
export type SheetEventDTO = z.infer<typeof SheetEvent>;

export const Correction = z.strictObject({
  id: z.int(),
  reason: z.string(),
  by: z.string().nullable(),
  created_at: IsoTime,
  /** What changed, e.g. { action: 'event.update', before: {...}, after: {...} }. */
  change: z.record(z.string(), z.unknown()),
});
export type CorrectionDTO = z.infer<typeof Correction>;

export const Clock = z.strictObject({
  period: z.int(),
  /** Seconds of game time at the last stop (or at running_since). */
  seconds: z.int(),
  /** Since when the clock runs; null while it is stopped. */
  running_since: IsoTime.nullable(),
});
export type ClockDTO = z.infer<typeof Clock>;

/** What the caller may do on this sheet now. */
export const SheetRights = z.strictObject({
  score: z.boolean(),
  edit_home_lineup: z.boolean(),
  edit_away_lineup: z.boolean(),
  confirm_home_lineup: z.boolean(),
  confirm_away_lineup: z.boolean(),
  sign_as_referee: z.boolean(),
  /** An assigned referee or the named scorer: may correct and undo events after the finish (until the lock). */
  change_finished_events: z.boolean(),
  /** An association admin: may correct a finished or locked sheet with a reason. */
  correct_locked: z.boolean(),
  name_scorers: z.boolean(),
  /** games.edit on the competition: may reset a wrongly started game and rule a forfeit or an abandonment. */
  manage_game: z.boolean(),
  /** The table's device (a referee, a named scorer, games.score on the competition, a game code): records signatures. */
  record_signatures: z.boolean(),
});
export type SheetRightsDTO = z.infer<typeof SheetRights>;

/** Who reads a game's referee report: its referees and the league (docs/decisions/047-referee-report.md). */
export const readsRefereeReport = (rights: Pick<SheetRightsDTO, 'sign_as_referee' | 'manage_game'>): boolean =>
  rights.sign_as_referee || rights.manage_game;

/** GET /games/{id}/sheet: everything the table needs, in one answer. */
export const ScoreSheet = z.strictObject({
  game: z.strictObject({
    id: z.int(),
    number: z.int(),
    kickoff_time: IsoTime,
    status: z.enum(['scheduled', 'postponed', 'cancelled']),
    location: z.string().nullable(),
    competition: z.strictObject({
      id: z.int(),
      name: z.string(),
      period_count: z.int(),
      period_seconds: z.int(),
      forfeit_goals: z.int(),
      abandoned_rule: z.enum(['replay', 'score_stands']),
      /** The table records shots and goalie changes (docs/decisions/051-goalies-overtime-and-shootout.md). */
      track_shots: z.boolean(),
      /** Minutes of an overtime after a tie in regular play; 0: none. */
      overtime_minutes: z.int(),
      /** A tie after regular play (and overtime) goes to a shootout. */
      shootout: z.boolean(),
    }),
    /** The start window's opening: the game starts at the table from then on (docs/product.md#game-day). */
    earliest_start: IsoTime,
    /** A game decided otherwise than by play, with the side that forfeited and the league's reason. */
    outcome: z.enum(GAME_OUTCOMES).nullable(),
    forfeit_side: Side.nullable(),
    outcome_reason: z.string().nullable(),
    started_at: IsoTime.nullable(),
    finished_at: IsoTime.nullable(),
    duration: z.int().nullable(),
    locked_at: IsoTime.nullable(),
    home_score: z.int(),
    away_score: z.int(),
    /** Overtime or shootout entered after a tie; null while regular play decides. */
    extra_time: z.enum(EXTRA_TIMES).nullable(),
  }),
  clock: Clock,
  penalty_types: z.array(
    z.strictObject({
      id: z.int(),
      foul_kind: z.enum(['technical', 'personal']),
      name: z.string(),
      seconds: z.int(),
    }),
  ),
  home: SheetLineup,
  away: SheetLineup,
  events: z.array(SheetEvent),
  referees: z.array(z.strictObject({ person_id: z.int(), name: z.string(), signed_at: IsoTime.nullable() })),
  scorers: z.array(z.strictObject({ person_id: z.int(), name: z.string() })),
  signatures: z.array(Signature),
  removed_signatures: z.array(RemovedSignature),
  corrections: z.array(Correction),
  rights: SheetRights,
});
export type ScoreSheetDTO = z.infer<typeof ScoreSheet>;

/** GET /games/{id}/lineups/{side}/candidates: who may be added (memberships of the team's club in its sport). */
export const LineupCandidate = z.strictObject({
  membership_id: z.int(),
  person_id: z.int(),
  name: z.string(),
  team_name: z.string().nullable(),
  jersey_number: z.string().nullable(),
  /** The membership's first position: a player added to the line-up plays it unless changed. */
  position: z.enum(PLAYER_POSITIONS).nullable(),
});
export type LineupCandidateDTO = z.infer<typeof LineupCandidate>;

/** The kinds of incident a referee's report lists (docs/decisions/047-referee-report.md). */
export const INCIDENT_KINDS = ['injury', 'misconduct', 'spectators', 'facility', 'other'] as const;
export type IncidentKind = (typeof INCIDENT_KINDS)[number];
export const REFEREE_REPORT_MAX_TEXT = 5000;
export const REFEREE_REPORT_MAX_INCIDENTS = 50;

const ReportText = (max: number) => z.string().trim().max(max, 'tooLong').regex(PLAIN_TEXT, PLAIN_TEXT_MESSAGE);

/** One incident of a referee's report: when (both optional), what kind, what happened. */
export const RefereeIncident = z.strictObject({
  minute: z.number().int().min(0).max(300).nullable(),
  period: z.number().int().min(1).max(20).nullable(),
  kind: z.enum(INCIDENT_KINDS),
  text: ReportText(1000).min(1, 'required'),
});
export type RefereeIncident = z.infer<typeof RefereeIncident>;

/** PUT /games/{id}/referee-report: the whole report, as the referee has it now (last write wins). */
export const RefereeReportInput = z.strictObject({
  text: ReportText(REFEREE_REPORT_MAX_TEXT),
  incidents: z.array(RefereeIncident).max(REFEREE_REPORT_MAX_INCIDENTS, 'tooLong'),
});
export type RefereeReportInput = z.infer<typeof RefereeReportInput>;

/** A game's referee report; an empty one (no text, no incidents, never saved) while none is written. */
export const RefereeReport = z.object({
  game_id: z.number().int(),
  text: z.string(),
  incidents: z.array(RefereeIncident),
  updated_at: IsoTime.nullable(),
  /** Who saved it last (a public name). */
  updated_by: z.string().nullable(),
  /** Whether the caller may change it now: an assigned referee while the sheet is not locked. */
  editable: z.boolean(),
});
export type RefereeReportDTO = z.infer<typeof RefereeReport>;
/** POST /games/{id}/signers/{person}/sign: a signer signs on the table's device with their own PIN. */
export const SignerParams = z.strictObject({ id: PathId, person: PathId });
export const SignerRole = z.enum(['home_manager', 'away_manager', 'referee']);
export const SignOnDeviceInput = z.strictObject({ role: SignerRole, pin: Pin });
export type SignOnDeviceInput = z.infer<typeof SignOnDeviceInput>;

/** GET /games/{id}/signers: who may sign this sheet and whether they have (the referees, each side's team managers). */
export const Signer = z.strictObject({
  person_id: z.int(),
  name: z.string(),
  role: SignerRole,
  signed: z.boolean(),
});
export type SignerDTO = z.infer<typeof Signer>;

/** A game code as typed: 12 letters and digits of the unambiguous alphabet, dashes and spaces ignored. */
export const GAME_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const GameCodeText = z
  .string()
  .max(40, 'tooLong')
  .transform((v) => v.toUpperCase().replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^[A-HJ-NP-Z2-9]{12}$/, 'invalidGameCode'));

/** POST /scorer/session: a scorer without an account opens one game's sheet with its code and PIN. */
export const GameCodeSignIn = z.strictObject({ code: GameCodeText, pin: z.string().regex(/^[0-9]{6}$/, 'invalidGameCode') });
export type GameCodeSignIn = z.input<typeof GameCodeSignIn>;

/** The game code session: the one game it keeps. */
export const GameCodeSession = z.strictObject({ game_id: z.int() });

/** POST /games/{id}/scorer-code: the code and PIN, shown once. */
export const IssuedGameCode = z.strictObject({ code: z.string(), pin: z.string(), issued_at: IsoTime });
/** GET /games/{id}/scorer-code: whether a code is out (never the code). */
export const GameCodeState = z.strictObject({ issued_at: IsoTime.nullable() });
export const NoBody = z.strictObject({});
