// The names a penalty type is shown by (docs/product.md#game-day): the sports' default types (shared/game-day.ts) are
// stored under keys such as personal-1 and shown in the reader's language (games:penaltyNames); a league's own name
// stays as the league wrote it.
import { GAME_DAY_DEFAULTS } from './game-day';

/** The keys the sports' default penalty types are stored under. */
export const PENALTY_NAME_KEYS: readonly string[] = [
  ...new Set(Object.values(GAME_DAY_DEFAULTS).flatMap((d) => d.penalties.map((p) => p.name))),
];

export const isPenaltyNameKey = (name: string): boolean => PENALTY_NAME_KEYS.includes(name);

/** A penalty type's name as shown: a key by its translation among `names` (games:penaltyNames), any other as it is. */
export function penaltyName(name: string, names: Readonly<Record<string, string>>): string {
  return isPenaltyNameKey(name) ? (names[name] ?? name) : name;
}
