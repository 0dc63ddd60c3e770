// Who may do what on a club: the permission must hold on that club (association > region > club). Missing
// permission or a club outside the scope answers 403, an unknown club 404 (docs/decisions/009-rql.md).
import { PERMISSIONS, type Permission } from '../../../shared/permissions';
import { db } from '../../db/client';
import { forbidden, notFound } from '../../errors';
import { type Access, requirePermission, coversClub, type ClubRef } from '../access';

export async function loadClubRef(clubId: number): Promise<ClubRef> {
  const club = await db().club.findUnique({ where: { id: clubId }, select: { id: true, associationId: true, regionId: true } });
  if (!club) throw notFound('Club');
  return club;
}

/** The club for an action that needs `permission` on it (clubs.editProfile for profile, contacts, fields and logo). */
export async function authorizeClub(access: Access, permission: Permission, clubId: number): Promise<ClubRef> {
  requirePermission(access, permission);
  const club = await loadClubRef(clubId);
  if (!coversClub(access, permission, club)) throw forbidden('Club outside your scope');
  return club;
}

/** The permissions that hold on one club (a club's meta.permissions). */
export function clubPermissions(access: Access, club: ClubRef): Permission[] {
  return PERMISSIONS.filter((p) => coversClub(access, p, club));
}
