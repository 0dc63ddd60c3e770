// A sport's game-day defaults (docs/product.md#game-day): the periods and penalty types a new competition starts with.
// Each competition keeps its own afterwards (competitions.period_count/period_seconds, penalty_types); the statistics'
// regular play is the competition's periods x period length, never the sport's.

export interface PenaltyDefault {
  kind: 'technical' | 'personal';
  name: string;
  seconds: number;
}

export interface GameDayDefaults {
  /** Standings points for a win, a tie and a loss (docs/product.md#standings-points). */
  points: [number, number, number];
  periodCount: number;
  periodSeconds: number;
  penalties: PenaltyDefault[];
  /** A forfeit's goals for the other side (docs/product.md#game-day). */
  forfeitGoals: number;
}

const LACROSSE_PENALTIES: PenaltyDefault[] = [
  { kind: 'technical', name: 'technical', seconds: 30 },
  { kind: 'personal', name: 'personal-1', seconds: 60 },
  { kind: 'personal', name: 'personal-2', seconds: 120 },
  { kind: 'personal', name: 'personal-3', seconds: 180 },
  { kind: 'personal', name: 'expulsion', seconds: 300 },
];

const HOCKEY_PENALTIES: PenaltyDefault[] = [
  { kind: 'personal', name: 'minor', seconds: 120 },
  { kind: 'personal', name: 'major', seconds: 300 },
  { kind: 'personal', name: 'misconduct', seconds: 600 },
];

/** By sport key; lacrosse starts with the men's rules (women's competitions change periods and penalties). */
export const GAME_DAY_DEFAULTS: Record<string, GameDayDefaults> = {
  lacrosse: { points: [2, 1, 0], periodCount: 4, periodSeconds: 20 * 60, penalties: LACROSSE_PENALTIES, forfeitGoals: 10 },
  indoor_lacrosse: { points: [2, 1, 0], periodCount: 3, periodSeconds: 20 * 60, penalties: HOCKEY_PENALTIES, forfeitGoals: 10 },
  ice_hockey: { points: [3, 1, 0], periodCount: 3, periodSeconds: 20 * 60, penalties: HOCKEY_PENALTIES, forfeitGoals: 5 },
  lsm: { points: [2, 1, 0], periodCount: 4, periodSeconds: 20 * 60, penalties: LACROSSE_PENALTIES, forfeitGoals: 10 },
};

/** A sport without rules of its own starts with four periods of 20 minutes and no penalty types. */
export function gameDayDefaults(sportKey: string): GameDayDefaults {
  return (
    GAME_DAY_DEFAULTS[sportKey] ?? { points: [2, 1, 0], periodCount: 4, periodSeconds: 20 * 60, penalties: [], forfeitGoals: 10 }
  );
}

/** Seconds of regular play of a competition: its periods x period length (a live game's clock stops there). */
export const regularPlaySeconds = (c: { periodCount: number; periodSeconds: number }): number => c.periodCount * c.periodSeconds;

/** The start window's opening (docs/product.md#game-day): a game starts at the table from this time on, not earlier. */
export const earliestStart = (kickoff: Date, c: { startWindowMinutes: number }): Date =>
  new Date(kickoff.getTime() - c.startWindowMinutes * 60_000);
