// The stable error codes of the API (docs/product.md#errors) with their HTTP status; the client translates the code.

export const ERROR_STATUS = {
  ValidationFailed: 400,
  InvalidIBAN: 400,
  InvalidBIC: 400,
  InvalidAccountHolder: 400,
  InvalidBirthdate: 400,
  PasswordNotStrongEnough: 400,
  /** Password change with a wrong current password: 400, because a 401 would sign the user out in the client. */
  WrongCurrentPassword: 400,
  UnknownToken: 400,
  TooManyResults: 400,
  InvalidQuery: 400,
  /** before/after on a subject that is no date, or with a value that is no calendar day (RQL). */
  InvalidDateQuery: 422,
  /** A person keeps at most so many saved views (decision 058). */
  TooManyViews: 409,
  /** A join without accepting the association's or club's terms. */
  TermsNotAccepted: 400,
  AuthenticationFailed: 401,
  InvalidPassword: 401,
  PasswordNeedReset: 401,
  NeedReAuth: 401,
  NotSignedIn: 401,
  UnauthorizedAction: 403,
  CrossSiteRequest: 403,
  /** An approval of a process the user holds no matching role for (wrong club, league or association). */
  NotApprover: 403,
  /** The person a process is about never gives (or forces) an approval on it. */
  OwnProcess: 403,
  /** A signed-in user with terms waiting for consent changes nothing before consenting (the consent gate). */
  ConsentRequired: 403,
  /** The person holds rights (roles, associations) the editor lacks: their sign-in fields (email) are read-only. */
  PersonOutranksEditor: 403,
  NotFound: 404,
  UserNotFound: 404,
  /** An API address asked with a method it does not take; the Allow header names those it does. */
  MethodNotAllowed: 405,
  EmailAlreadyTaken: 409,
  /** An email change asked by someone else that the person's rights have outgrown since: it is dropped unconfirmed. */
  EmailChangeVoided: 409,
  /** A membership already has an open process (club switch, alumni, retirement); one at a time. */
  ProcessAlreadyOpen: 409,
  /** A privacy request (rectify, erase) while another process of the person is still open: one at a time. */
  OpenProcess: 409,
  /** A rectify request whose values are all the current ones. */
  NothingToChange: 400,
  /** The person already plays this sport in the club or the association. */
  SportAlreadyPlayed: 409,
  /** The team (or club) does not take this person: not joinable, gender or age class. */
  NotJoinable: 409,
  /** The process is no longer open (completed or cancelled): approving it again changes nothing. */
  ProcessCompleted: 409,
  /** The user's approvals of this process are already given. */
  ApprovalAlreadyGiven: 409,
  /** The person already holds this contact position in the club. */
  ContactAlreadyExists: 409,
  Conflict: 409,
  /** The first request with this Idempotency-Key is still running: wait for it, then send again. */
  IdempotencyKeyInFlight: 409,
  PayloadTooLarge: 413,
  /** A bulk action on more persons than one action takes (docs/decisions/057-bulk-actions.md). */
  SelectionTooLarge: 413,
  /** A bulk change already undone, or older than its hour of undo. */
  UndoExpired: 409,
  /** A picture larger than the pixel cap (4096 x 4096), however small its file. */
  ImageTooLarge: 413,
  UnsupportedMediaType: 415,
  /** An Idempotency-Key sent again with another request (another body or address). */
  IdempotencyKeyReused: 422,
  // Scheduling (docs/product.md#game-day): a game, an import row or a generated schedule that does not fit.
  /** Two games of one competition and season with the same number. */
  GameNumberTaken: 409,
  /** Home and away are the same team. */
  SameTeamBothSides: 400,
  /** A team that does not play in the game's group. */
  TeamNotInGroup: 422,
  /** A kickoff before the season's first or after its last day. */
  KickoffOutsideSeason: 422,
  /** A field that is not the home club's. */
  FieldOfAnotherClub: 422,
  /** Another game on the same field overlaps the kickoff. */
  FieldDoubleBooked: 409,
  /** A started or finished game keeps its schedule: no edit, postponement or cancellation. */
  GameAlreadyStarted: 409,
  /** Generating a schedule for a group that has games, without asking to replace the unplayed ones. */
  GroupHasGames: 409,
  /** A round-robin needs at least two teams in the group. */
  GroupTooSmall: 422,
  /** A schedule file with problems in some rows (or missing columns): nothing imported, the preview in the details. */
  ImportNotClean: 422,
  /** A schedule file that claims to be CSV or XLSX and cannot be read as one. */
  ImportFileUnreadable: 400,
  /** A schedule file with more rows than an import takes (GAME_IMPORT_MAX_ROWS). */
  ImportTooManyRows: 413,
  /** A schedule file that unpacks to far more than a schedule (a ZIP bomb, a giant cell): refused before it is read. */
  ImportFileTooLarge: 413,
  // Officials (docs/product.md#game-day).
  /** A person without a currently valid referee licence of the game's association. */
  NotAReferee: 422,
  /** The same referee twice in one game's list. */
  DuplicateReferee: 400,
  /** A cancelled game gets no officials. */
  GameCancelled: 409,
  // Seasons, competitions and groups (docs/product.md#game-day).
  /** A season that ends before it starts (a validation message of SeasonInput). */
  SeasonDatesReversed: 400,
  /** Changing a season's days would leave some of its games outside them. */
  SeasonGamesOutside: 422,
  /** A season that other associations' competitions use too: changed only by someone with games.edit over all of them. */
  SeasonShared: 409,
  /** Saving a competition's penalty types would delete one that fouls on score sheets use (rename it instead). */
  PenaltyTypeInUse: 409,
  /** Two penalty types of one competition with the same name (a validation message of PenaltiesInput). */
  DuplicatePenaltyName: 400,
  /** The same team twice in a group's list (a validation message of GroupTeamsInput). */
  DuplicateTeam: 400,
  /** A competition for a sport its association does not offer. */
  SportNotOffered: 422,
  /** A team of another sport than the competition's. */
  TeamOfOtherSport: 422,
  /** A team whose club belongs to another association than the competition. */
  TeamOfOtherAssociation: 422,
  /** A team already in another group of the same competition and season. */
  TeamInOtherGroup: 409,
  /** Taking a team out of a group in which it has games. */
  TeamHasGames: 409,
  /** Removing a group that has games. */
  GroupInUse: 409,
  /** The score sheet document of a game that is not finished yet. */
  GameNotFinished: 409,
  /** A finished game's line-ups and events change only as a correction (docs/product.md#score-sheet). */
  GameFinished: 409,
  /** Every required signature is in: only an association admin corrects, with a reason. */
  SheetLocked: 409,
  /** A signature with a PIN that is not the signer's (rate limited like passwords). */
  InvalidPin: 401,
  /** A game code and PIN that open no game (unknown, revoked, re-issued or the PIN wrong: one answer for all). */
  InvalidGameCode: 401,
  /** A game code works on its game's day only (the association's time zone). */
  GameCodeNotToday: 403,
  /** The signer has no signature PIN yet: they set it in their profile. */
  NoSignaturePin: 409,
  /** A team manager changing the other side's line-up: that is for the scorer, a referee or the league. */
  NotYourLineup: 403,
  /** After the finish only the assigned referees and the named scorer change events (an association admin with a reason). */
  EventsClosedAfterFinish: 403,
  /** A step back to the previous period while the current one already has events. */
  PeriodHasEvents: 409,
  /** A shot entered where the competition does not track shots (docs/decisions/051-goalies-overtime-and-shootout.md). */
  ShotsNotTracked: 409,
  /** Overtime or a shootout the competition does not allow, or not now (no tie, regular play not over). */
  ExtraTimeNotAllowed: 409,
  /** A game in its shootout ends only when one side has scored more attempts. */
  ShootoutTied: 409,
  /** A line-up player who is not a member of the team's club in the game's sport, or on the other side's line-up. */
  NotALineupCandidate: 422,
  /** A person named (a game's scorer) who is not a person of the portal. */
  UnknownPerson: 422,
  /** An event, clock or finish before the game's start. */
  GameNotStarted: 409,
  /** A start earlier than the competition's window before kickoff; `earliest_start` in the error says when. */
  GameStartTooEarly: 409,
  /** A start while a side's line-up has no player (`side` in the error names it). */
  LineupMissing: 409,
  /** A forfeit or abandonment on a game that already has an outcome. */
  GameHasOutcome: 409,
  /** A referee signs a score sheet only once. */
  AlreadySigned: 409,
  /** The scorer or fouling player is not on that side's line-up for the game. */
  PlayerNotInLineup: 422,
  /** A goal's assist is not on the scorer's line-up. */
  AssistNotInLineup: 422,
  /** A foul's penalty is not one of the competition's penalty types. */
  UnknownPenaltyType: 422,
  // The audit log and merging duplicates (docs/product.md#audit-log, docs/product.md#merging-duplicates).
  /** Undoing a field change whose field has changed again since: the undo would overwrite that change. */
  FieldChangedSince: 409,
  /** An entry's field that the log cannot set back (not a person's own data, or no change of that field). */
  NotUndoable: 422,
  /** A merge of two persons one of whom has changed since the merge was asked for, or is already merged. */
  MergeOutdated: 409,
  TooManyRequests: 429,
  /** A request line (a long query string) or headers larger than the server reads, answered before the app sees it. */
  HeaderTooLarge: 431,
  InternalServerError: 500,
  /** PostgreSQL cannot be reached (restart, failover, network): fail fast, the client may retry shortly. */
  DatabaseUnavailable: 503,
  /** A statement or a lock wait ran over its time limit (DB_STATEMENT_TIMEOUT_MS, DB_LOCK_TIMEOUT_MS): retry shortly. */
  DatabaseBusy: 503,
  /** Too many pictures waiting to be processed: try again in a moment (Retry-After). */
  ServerBusy: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** The body of every error answer. */
export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    details?: unknown[];
    token?: string;
    /** Seconds to wait before the next attempt (the sign-in back-off, the signature PIN; also the Retry-After header). */
    retry_after?: number;
  };
}
