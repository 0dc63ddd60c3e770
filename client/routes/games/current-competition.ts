// The competition the game management area was last at (this tab): the schedule opens there when its address names
// none, so a competition just made or just looked at is not swapped for the alphabetically first one.
const KEY = 'games.competition';

export function rememberCompetition(id: number): void {
  try {
    window.sessionStorage.setItem(KEY, String(id));
  } catch {
    // A browser without storage (private mode) opens the schedule at the first competition.
  }
}

export function rememberedCompetition(): number | null {
  try {
    return Number(window.sessionStorage.getItem(KEY)) || null;
  } catch {
    return null;
  }
}
