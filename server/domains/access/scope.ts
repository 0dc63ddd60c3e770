// Whether a permission holds on a club or team, given where the person's rules point
// (association > region > club > team; association > league > team).
import type { Permission } from '../../../shared/permissions';
import type { Access, Scope } from './access';

export interface ClubRef {
  id: number;
  associationId: number;
  regionId: number | null;
}

export interface TeamRef {
  id: number;
  club: ClubRef;
  /** Leagues the team plays in. */
  competitionIds: number[];
}

export function coversAssociation(access: Access, permission: Permission, associationId: number): boolean {
  return access.scope(permission).associations.has(associationId);
}

export function coversClub(access: Access, permission: Permission, club: ClubRef): boolean {
  const s = access.scope(permission);
  return (
    s.associations.has(club.associationId) || (club.regionId !== null && s.regions.has(club.regionId)) || s.clubs.has(club.id)
  );
}

export function coversTeam(access: Access, permission: Permission, team: TeamRef): boolean {
  const s = access.scope(permission);
  return coversClub(access, permission, team.club) || s.teams.has(team.id) || team.competitionIds.some((id) => s.leagues.has(id));
}

/** A Prisma `where` for clubs on which the permission holds (ACL list filter). */
export function clubWhere(access: Access, permission: Permission) {
  const s = access.scope(permission);
  return {
    OR: [{ associationId: { in: [...s.associations] } }, { regionId: { in: [...s.regions] } }, { id: { in: [...s.clubs] } }],
  };
}

/** A Prisma `where` for teams on which the permission holds: by their club, themselves, or a league they play in. */
export function teamWhere(access: Access, permission: Permission) {
  const s = access.scope(permission);
  return {
    OR: [
      { club: clubWhere(access, permission) },
      { id: { in: [...s.teams] } },
      { groupEntries: { some: { group: { competitionId: { in: [...s.leagues] } } } } },
    ],
  };
}

/** A Prisma `where` for leagues (competitions) on which the permission holds: by their association or themselves. */
export function leagueWhere(access: Access, permission: Permission) {
  const s = access.scope(permission);
  return { OR: [{ associationId: { in: [...s.associations] } }, { id: { in: [...s.leagues] } }] };
}

export function isEmptyScope(s: Scope): boolean {
  return s.associations.size + s.regions.size + s.leagues.size + s.clubs.size + s.teams.size === 0;
}
