// Ranking rules of the statistics, as pure functions (docs/decisions/005-standings-tie-break.md).

export interface TeamTotals {
  teamId: number;
  teamName: string;
  played: number;
  won: number;
  tied: number;
  lost: number;
  own: number;
  enemy: number;
  points: number;
}

/** Points `teamId` earned in its finished games against `oppId`. */
export interface PairPoints {
  teamId: number;
  oppId: number;
  points: number;
}

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

/**
 * Standings order: points, then goal difference, then goals scored, then head-to-head points among exactly
 * the teams still level (their games against each other only). Teams level on all four share a rank and are
 * listed by name.
 */
export function rankStandings<T extends TeamTotals>(teams: T[], pairs: PairPoints[]): (T & { rank: number })[] {
  const sorted = [...teams].sort((a, b) => b.points - a.points || b.own - b.enemy - (a.own - a.enemy) || b.own - a.own);
  const level = (a: T, b: T) => a.points === b.points && a.own - a.enemy === b.own - b.enemy && a.own === b.own;
  const h2h = new Map<number, number>();
  const ordered: T[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i + 1;
    while (j < sorted.length && level(sorted[i]!, sorted[j]!)) j++;
    const run = sorted.slice(i, j);
    const ids = new Set(run.map((t) => t.teamId));
    for (const t of run) {
      h2h.set(
        t.teamId,
        pairs.filter((p) => p.teamId === t.teamId && ids.has(p.oppId)).reduce((sum, p) => sum + p.points, 0),
      );
    }
    run.sort((a, b) => h2h.get(b.teamId)! - h2h.get(a.teamId)! || collator.compare(a.teamName, b.teamName));
    ordered.push(...run);
    i = j;
  }
  return withRanks(ordered, (a, b) => level(a, b) && h2h.get(a.teamId) === h2h.get(b.teamId));
}

/** Competition ranking ("1, 2, 2, 4"): an entry equal to the one before it shares its rank. */
export function withRanks<T>(ordered: T[], equal: (a: T, b: T) => boolean): (T & { rank: number })[] {
  const out: (T & { rank: number })[] = [];
  ordered.forEach((item, i) => {
    const previous = out[i - 1];
    out.push({ ...item, rank: previous && equal(ordered[i - 1]!, item) ? previous.rank : i + 1 });
  });
  return out;
}

export function compareNames(a: string, b: string): number {
  return collator.compare(a, b);
}
