// Who of a team is an official, not a player (docs/product.md#score-sheet): a membership whose positions are all
// officials' ones (a coach, an assistant coach, a team manager; a playing coach, also holding a player's position, plays). The SQL rule and its twin.
import { Prisma } from '../../db/generated/client';

/** The positions of a team's officials (the membership positions of shared/constants.ts PLAYER_POSITIONS). */
export const OFFICIAL_POSITIONS = ['coach', 'assistant', 'manager'] as const;

/** A membership with these positions is a team official: on the sheet's own list, never a player on line-ups or in statistics. */
export function isTeamOfficial(positions: readonly string[]): boolean {
  return positions.length > 0 && positions.every((p) => (OFFICIAL_POSITIONS as readonly string[]).includes(p));
}

/** isTeamOfficial in SQL, for the membership alias `m`. */
export function teamOfficialSql(m = 'm'): Prisma.Sql {
  const list = OFFICIAL_POSITIONS.map((p) => `'${p}'`).join(', ');
  // Never NULL (positions may be): false for a membership without positions, so NOT of it keeps the players.
  return Prisma.raw(`coalesce(cardinality(${m}.positions) > 0 AND ${m}.positions <@ ARRAY[${list}]::"PlayerPosition"[], false)`);
}
