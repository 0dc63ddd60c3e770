// Who may change a game or a group's schedule (docs/product.md#game-day): games.edit on the competition they belong
// to (server/domains/games/competitions-policy.ts). Without the permission 403 before anything is read; an unknown game or
// group 404; one of a competition outside the scope 403.
import type { Permission } from '../../../shared/permissions';
import { db } from '../../db/client';
import { forbidden, notFound } from '../../errors';
import { type Access, requirePermission } from '../access';
import { coversCompetition } from './competitions-policy';
import { COMPETITION_SCOPE, type ScheduledGameRow } from './rows';

export async function authorizeGame(access: Access, permission: Permission, gameId: number): Promise<{ id: number }> {
  requirePermission(access, permission);
  const game = await db().game.findUnique({ where: { id: gameId }, select: { id: true, competition: COMPETITION_SCOPE } });
  if (!game) throw notFound('Game');
  if (!coversCompetition(access, permission, game.competition)) throw forbidden('Game outside your scope');
  return { id: game.id };
}

export async function authorizeGroup(access: Access, permission: Permission, groupId: number): Promise<{ id: number }> {
  requirePermission(access, permission);
  const group = await db().group.findUnique({ where: { id: groupId }, select: { id: true, competition: COMPETITION_SCOPE } });
  if (!group) throw notFound('Group');
  if (!coversCompetition(access, permission, group.competition)) throw forbidden('Group outside your scope');
  return { id: group.id };
}

/** A Prisma `where` for the games the caller may list: of competitions in scope, or of the teams they manage. */
export function gameListWhere(access: Access, permission: Permission) {
  const s = access.scope(permission);
  const teams = [...s.teams];
  return {
    OR: [
      { competition: { associationId: { in: [...s.associations] } } },
      { competitionId: { in: [...s.leagues] } },
      { homeTeamId: { in: teams } },
      { awayTeamId: { in: teams } },
    ],
  };
}

/** Referees stay as they are once a game started or finished, and a cancelled game gets none. */
export const officialsEditable = (game: Pick<ScheduledGameRow, 'status' | 'startedAt' | 'finishedAt'>) =>
  game.status !== 'cancelled' && game.startedAt === null && game.finishedAt === null;
