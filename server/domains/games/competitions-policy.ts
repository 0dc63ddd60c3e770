// Who may schedule a competition (docs/product.md#game-day): `games.edit` held on its association (association admins)
// or on the competition itself (the league representative of that league). Missing permission or a competition outside
// the scope answers 403, an unknown one 404 - as for clubs (server/domains/clubs/policy.ts).
import type { Permission } from '../../../shared/permissions';
import { db } from '../../db/client';
import { AppError, forbidden, notFound } from '../../errors';
import { type Access, requirePermission, leagueWhere } from '../access';

export interface CompetitionRef {
  id: number;
  associationId: number;
  sportId: number;
  kind: 'league' | 'tournament';
}

export function coversCompetition(access: Access, permission: Permission, competition: CompetitionRef): boolean {
  const s = access.scope(permission);
  return s.associations.has(competition.associationId) || s.leagues.has(competition.id);
}

export async function loadCompetitionRef(competitionId: number): Promise<CompetitionRef> {
  const competition = await db().competition.findUnique({
    where: { id: competitionId },
    select: { id: true, associationId: true, sportId: true, kind: true },
  });
  if (!competition) throw notFound('Competition');
  return competition;
}

/** The competition for an action that needs `permission` on it (games.edit: schedule, groups, officials). */
export async function authorizeCompetition(
  access: Access,
  permission: Permission,
  competitionId: number,
): Promise<CompetitionRef> {
  requirePermission(access, permission);
  const competition = await loadCompetitionRef(competitionId);
  if (!coversCompetition(access, permission, competition)) throw forbidden('Competition outside your scope');
  return competition;
}

/** May the caller create a competition in this association (association admins only: a league exists before its rep). */
export function authorizeNewCompetition(access: Access, associationId: number): void {
  requirePermission(access, 'games.edit');
  if (!access.scope('games.edit').associations.has(associationId)) throw forbidden('Association outside your scope');
}

/** A Prisma `where` for the competitions on which the permission holds (lists of the game management area). */
export const competitionWhere = (access: Access, permission: Permission) => leagueWhere(access, permission);

/**
 * Seasons are shared by every competition of every association: only association admins (games.edit held on an
 * association) create and change them (docs/decisions/022-seasons-and-competitions.md); a change also needs
 * `authorizeSeasonChange` over the season's users.
 */
export function authorizeSeasonEdit(access: Access): void {
  requirePermission(access, 'games.edit');
  if (access.scope('games.edit').associations.size === 0) throw forbidden('Seasons are edited by association admins');
}

/**
 * A season changes only for a caller who holds games.edit over every association whose competitions use it (as their
 * default season, in a group or a game): one association does not rename or move the season of another (409
 * SeasonShared; docs/decisions/039-shared-seasons.md). A season nobody uses yet is any association admin's.
 */
export function authorizeSeasonChange(access: Access, usingAssociationIds: number[]): void {
  const own = access.scope('games.edit').associations;
  if (usingAssociationIds.some((id) => !own.has(id))) {
    throw new AppError('SeasonShared', 'The season is used by an association outside your scope');
  }
}
