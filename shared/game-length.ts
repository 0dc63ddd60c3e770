// The regular playing time of a game by sport (periods x period length; the seed's rules and the sports' rulebooks).
// A live game's minute stops there: overtime and the time between periods are not part of it. The database has no
// per-competition length yet, so the sport decides.

export interface RegularPlay {
  periods: number;
  periodSeconds: number;
}

export const REGULAR_PLAY: Record<string, RegularPlay> = {
  lacrosse: { periods: 4, periodSeconds: 900 },
  indoor_lacrosse: { periods: 3, periodSeconds: 1200 },
  ice_hockey: { periods: 3, periodSeconds: 1200 },
  lsm: { periods: 2, periodSeconds: 1200 },
};

/** Seconds of regular play for a sport key; null for a sport without known rules (then nothing is capped). */
export function regularLength(sportKey: string | null | undefined): number | null {
  const rules = sportKey ? REGULAR_PLAY[sportKey] : undefined;
  return rules ? rules.periods * rules.periodSeconds : null;
}
