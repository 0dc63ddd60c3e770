// International (national) team assignments of a person, and the teams with their player counts.
import { db } from '../../db/client';
import { AppError, forbidden, notFound } from '../../errors';
import { associationsInScope, type Access } from '../access';
import { audit } from '../../platform/audit';

export async function internationalTeamsInScope(access: Access, permission: 'persons.list' | 'persons.update') {
  const associationIds = await associationsInScope(access, permission);
  const teams = await db().internationalTeam.findMany({
    where: { associationId: { in: associationIds } },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    select: {
      id: true,
      name: true,
      countryCode: true,
      associationId: true,
      sport: { select: { id: true, name: true } },
      _count: { select: { players: true } },
    },
  });
  return teams.map((t) => ({
    id: t.id,
    name: t.name,
    country_code: t.countryCode,
    association_id: t.associationId,
    sport: t.sport,
    players_count: t._count.players,
  }));
}

async function editableTeam(access: Access, teamId: number) {
  const team = await db().internationalTeam.findUnique({
    where: { id: teamId },
    select: { id: true, name: true, associationId: true },
  });
  if (!team) throw notFound('International team');
  // National teams are the association's business: association-level persons.update only.
  if (!access.scope('persons.update').associations.has(team.associationId)) throw forbidden('Team outside your scope');
  return team;
}

export async function addInternationalPlayer(access: Access, personId: number, teamId: number): Promise<number> {
  const team = await editableTeam(access, teamId);
  return db().$transaction(async (tx) => {
    const exists = await tx.internationalPlayer.findUnique({
      where: { personId_internationalTeamId: { personId, internationalTeamId: teamId } },
    });
    if (exists) throw new AppError('Conflict', 'Already assigned');
    const row = await tx.internationalPlayer.create({ data: { personId, internationalTeamId: teamId }, select: { id: true } });
    await audit(tx, {
      subjectId: personId,
      actorId: access.personId,
      action: 'international_player.added',
      entity: 'international_team',
      entityId: teamId,
      data: { team: team.name, before: null, after: { team: team.name } },
    });
    return row.id;
  });
}

export async function removeInternationalPlayer(access: Access, personId: number, playerId: number): Promise<void> {
  const row = await db().internationalPlayer.findFirst({
    where: { id: playerId, personId },
    select: { internationalTeamId: true },
  });
  if (!row) throw notFound('International player');
  const team = await editableTeam(access, row.internationalTeamId);
  await db().$transaction(async (tx) => {
    await tx.internationalPlayer.delete({ where: { id: playerId } });
    await audit(tx, {
      subjectId: personId,
      actorId: access.personId,
      action: 'international_player.removed',
      entity: 'international_team',
      entityId: team.id,
      data: { team: team.name, before: { team: team.name }, after: null },
    });
  });
}
