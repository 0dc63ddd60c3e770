// Starting approval processes (docs/product.md#process-types): club switch (move), alumni and retirement, each with its
// required approvals, one open process per membership (a second answers 409 ProcessAlreadyOpen). Approving
// them belongs to the processes issue.
import { type Prisma, db } from '../../db/client';
import { todayDate } from '../../../shared/clock';
import { currentMembership } from '../access';
import { AppError, conflict, notFound } from '../../errors';
import { audit } from '../../platform/audit';
import { ensureNoOpenProcess, lockPerson, type OwnMembership, loadOwnMembership, type Tx } from '../memberships';
import { moveApprovals, type RequiredApproval } from './policy';

/** The league a team plays in during a season that is running today, if any. */
async function runningLeagueOf(tx: Tx, teamIds: number[]): Promise<{ id: number; teamId: number }[]> {
  if (teamIds.length === 0) return [];
  const today = todayDate();
  const rows = await tx.groupTeam.findMany({
    where: {
      teamId: { in: teamIds },
      group: { competition: { kind: 'league' }, season: { startsOn: { lte: today }, endsOn: { gte: today } } },
    },
    select: { teamId: true, group: { select: { competitionId: true } } },
    orderBy: { groupId: 'asc' },
  });
  return rows.map((r) => ({ id: r.group.competitionId, teamId: r.teamId }));
}

/**
 * The new club's league for a switching league player: a team of the same sport in a running league season,
 * preferring the old league, then a team of the member's gender. None means no new-league approval.
 */
async function newLeagueFor(tx: Tx, toClubId: number, sportId: number, oldLeagueId: number, gender: 'male' | 'female') {
  const teams = await tx.team.findMany({ where: { clubId: toClubId, sportId }, select: { id: true, gender: true } });
  const leagues = await runningLeagueOf(
    tx,
    teams.map((t) => t.id),
  );
  if (leagues.length === 0) return null;
  const genderOf = new Map(teams.map((t) => [t.id, t.gender]));
  return (
    leagues.find((l) => l.id === oldLeagueId) ??
    leagues.find((l) => genderOf.get(l.teamId) === gender) ??
    leagues.find((l) => genderOf.get(l.teamId) === 'none') ??
    leagues[0]
  ).id;
}

/** The clubs of a switch by name, for the history (a retirement or alumni request names none). */
async function clubNames(tx: Tx, fromClubId?: number | null, toClubId?: number | null) {
  const ids = [fromClubId, toClubId].filter((id): id is number => typeof id === 'number');
  const clubs = await tx.club.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
  const name = (id?: number | null) => clubs.find((c) => c.id === id)?.name ?? null;
  return toClubId ? { from_club: name(fromClubId), to_club: name(toClubId) } : {};
}

async function createProcess(
  tx: Tx,
  actorId: number,
  data: Omit<Prisma.ProcessUncheckedCreateInput, 'approvals' | 'startedById'>,
  approvals: RequiredApproval[],
) {
  const process = await tx.process.create({
    data: { ...data, startedById: actorId, approvals: { createMany: { data: approvals } } },
    select: { id: true },
  });
  await audit(tx, {
    subjectId: data.personId,
    actorId,
    action: `process.start.${data.type}`,
    entity: 'process',
    entityId: process.id,
    data: {
      membership_id: data.membershipId ?? null,
      from_club_id: data.fromClubId ?? null,
      to_club_id: data.toClubId ?? null,
      approvals: approvals.map((a) => a.approver),
      before: null,
      after: { status: 'open', ...(await clubNames(tx, data.fromClubId, data.toClubId)) },
    },
  });
  return process.id;
}

/**
 * Club switch requested by the member ('Wechsel beantragt!') or by an admin with players.changeClub (the caller
 * checks that; `actorId` records who started it), approved as moveApprovals (policy.ts) says. The team is cleared
 * when the switch completes, not now.
 */
export async function startMove(personId: number, membershipId: number, toClubId: number, actorId = personId): Promise<number> {
  return db().$transaction(async (tx) => {
    await lockPerson(tx, personId);
    const m = await loadOwnMembership(tx, personId, membershipId);
    await ensureNoOpenProcess(tx, [m]);
    const toClub = await tx.club.findUnique({ where: { id: toClubId }, select: { id: true, associationId: true } });
    if (!toClub) throw notFound('Club');
    if (toClub.id === m.clubId)
      throw new AppError('ValidationFailed', 'Already in this club', { details: [{ path: 'club_id' }] });
    if (toClub.associationId !== m.associationId) throw new AppError('NotJoinable', 'A switch stays within the association');
    const offers = await tx.clubSport.findUnique({ where: { clubId_sportId: { clubId: toClub.id, sportId: m.sportId } } });
    if (!offers) throw new AppError('NotJoinable', 'The new club does not offer the sport');
    const there = await tx.membership.findFirst({
      where: { personId, clubId: toClub.id, sportId: m.sportId, ...currentMembership() },
      select: { id: true },
    });
    if (there) throw new AppError('SportAlreadyPlayed', 'Already a member of the new club in this sport');

    const [oldLeague] = m.teamId ? await runningLeagueOf(tx, [m.teamId]) : [];
    let newLeague: number | null = null;
    if (oldLeague) {
      const person = await tx.person.findUniqueOrThrow({ where: { id: personId }, select: { gender: true } });
      newLeague = await newLeagueFor(tx, toClub.id, m.sportId, oldLeague.id, person.gender);
    }
    return createProcess(
      tx,
      actorId,
      {
        type: 'move',
        personId,
        membershipId: m.id,
        associationId: m.associationId,
        fromClubId: m.clubId,
        fromTeamId: m.teamId,
        toClubId: toClub.id,
        toTeamId: null,
      },
      moveApprovals(m, toClub.id, oldLeague?.id ?? null, newLeague),
    );
  });
}

/** Alumni status requested by the member: the old club approves. */
export async function startAlumni(personId: number, membershipId: number): Promise<number> {
  return db().$transaction(async (tx) => {
    await lockPerson(tx, personId);
    const m: OwnMembership = await loadOwnMembership(tx, personId, membershipId);
    if (m.isAlumni) throw conflict('The membership is alumni already');
    await ensureNoOpenProcess(tx, [m]);
    return createProcess(
      tx,
      personId,
      {
        type: 'alumni',
        personId,
        membershipId: m.id,
        associationId: m.associationId,
        fromClubId: m.clubId,
        fromTeamId: m.teamId,
      },
      [{ approver: 'old_club', contextClubId: m.clubId }],
    );
  });
}

/**
 * Retirement from an association requested by the person themselves ('Austritt beantragt!') or by an admin with
 * persons.retireFromAssociation there (the caller checks that): old-club and the association approve; it concerns
 * every membership there, so none of them may have an open process. The process hangs on the person's main
 * membership (the oldest active one, players before alumni), whose club approves.
 */
export async function startRetire(actorId: number, personId: number, associationId: number): Promise<number> {
  return db().$transaction(async (tx) => {
    await lockPerson(tx, personId);
    const memberships = await tx.membership.findMany({
      where: { personId, club: { associationId }, ...currentMembership() },
      orderBy: [{ isAlumni: 'asc' }, { activeFrom: 'asc' }, { id: 'asc' }],
      select: { id: true, clubId: true, teamId: true },
    });
    if (memberships.length === 0) throw notFound('Membership in this association');
    await ensureNoOpenProcess(
      tx,
      memberships.map((m) => ({ id: m.id, personId, associationId })),
    );
    const main = memberships[0];
    return createProcess(
      tx,
      actorId,
      { type: 'retire', personId, membershipId: main.id, associationId, fromClubId: main.clubId, fromTeamId: main.teamId },
      [
        { approver: 'old_club', contextClubId: main.clubId },
        { approver: 'association', contextAssociationId: associationId },
      ],
    );
  });
}
