// Approving and force-approving processes, and carrying them out when the last approval is given (docs/product.md#approvals,
// "Processes"). Everything happens in one transaction under the person's lock and a row lock on the process, so two
// approvers at the same moment (or a double click) give each approval once and complete the process once.
import type { ProcessAction } from '../../../shared/schemas/processes';
import { db } from '../../db/client';
import type { Prisma } from '../../db/generated/client';
import { AppError, conflict, forbidden, notFound } from '../../errors';
import { APPROVER_NAMES, isOwnProcess, mayForce, mayGive } from './policy';
import { type Access, currentMembership } from '../access';
import { audit } from '../../platform/audit';
import { changeClubOrSport, leaveTeam, lockPerson, type Tx } from '../memberships';
import { todayDate } from '../../../shared/clock';
import type { Mail } from '../../platform/mail';
import { applyErase, applyRectify } from './carry-out-privacy';
import { applyMerge } from './merge';
import { lockProcess } from './process.sql';
import { LOCKED_PROCESS_SELECT, type LockedProcess } from './rows';

type Effects = Record<string, Prisma.InputJsonValue | null>;

const pendingNames = (approvals: LockedProcess['approvals']) =>
  approvals.filter((a) => a.state === 'pending').map((a) => APPROVER_NAMES[a.approver]);

/** Club and team names for the history (ids alone say nothing to a reader). */
async function names(tx: Tx, clubIds: (number | null)[], teamIds: (number | null)[]) {
  const ids = (list: (number | null)[]) => list.filter((id): id is number => id !== null);
  const [clubs, teams] = await Promise.all([
    tx.club.findMany({ where: { id: { in: ids(clubIds) } }, select: { id: true, name: true } }),
    tx.team.findMany({ where: { id: { in: ids(teamIds) } }, select: { id: true, name: true } }),
  ]);
  return {
    club: (id: number | null) => clubs.find((c) => c.id === id)?.name ?? null,
    team: (id: number | null) => teams.find((t) => t.id === id)?.name ?? null,
  };
}

export interface ProcessActionResult {
  completed: boolean;
  /** Mails to send once committed (a rectified email's confirmation and notice). */
  mails: Mail[];
}

/**
 * PUT /api/processes/{id}?action=approve gives every pending approval of the process the user holds a matching role
 * for; force-approve (an association admin of the process's association) gives theirs, skips the rest and carries
 * the process out at once. Errors: 404 NotFound, 403 OwnProcess (the process is about the user) / NotApprover /
 * UnauthorizedAction, 409 ProcessCompleted / ApprovalAlreadyGiven.
 */
export async function actOnProcess(
  access: Access,
  processId: number,
  action: Exclude<ProcessAction, 'withdraw'>,
  baseUrl = 'http://localhost',
): Promise<ProcessActionResult> {
  const head = await db().process.findUnique({ where: { id: processId }, select: { personId: true } });
  if (!head) throw notFound('Process');
  if (isOwnProcess(access, head)) throw new AppError('OwnProcess', 'Nobody approves a process about themselves');
  const force = action === 'force-approve';
  return db().$transaction(async (tx) => {
    // The person first (process starts and joins take the same lock), then the process row itself.
    await lockPerson(tx, head.personId);
    await lockProcess(tx, processId);
    const p = await tx.process.findUniqueOrThrow({ where: { id: processId }, select: LOCKED_PROCESS_SELECT });
    const mine = p.approvals.filter((a) => mayGive(access, a));
    if (force && !mayForce(access, p.associationId)) throw forbidden('Force-approve needs an admin of the association');
    if (!force && mine.length === 0) throw new AppError('NotApprover', 'None of the approvals is yours to give');
    if (p.status !== 'open') throw new AppError('ProcessCompleted', `Process ${p.id} is ${p.status}`);

    const now = new Date();
    const pendingMine = mine.filter((a) => a.state === 'pending');
    if (!force && pendingMine.length === 0) throw new AppError('ApprovalAlreadyGiven', 'Your approvals are given already');
    if (pendingMine.length > 0) {
      const { count } = await tx.requiredApproval.updateMany({
        where: { id: { in: pendingMine.map((a) => a.id) }, state: 'pending' },
        data: { state: 'given', givenById: access.personId, givenAt: now },
      });
      // The row lock makes this impossible; the condition above is the second line of defence.
      if (count !== pendingMine.length) throw conflict('The approvals changed meanwhile');
      await audit(tx, {
        subjectId: p.personId,
        actorId: access.personId,
        action: 'process.approve',
        entity: 'process',
        entityId: p.id,
        data: {
          type: p.type,
          approvals: pendingMine.map((a) => APPROVER_NAMES[a.approver]),
          before: { pending: pendingNames(p.approvals) },
          after: { pending: pendingNames(p.approvals.filter((a) => !pendingMine.includes(a))) },
        },
      });
    }

    const givenNow = new Set(pendingMine.map((a) => a.id));
    const missing = p.approvals.filter((a) => a.state === 'pending' && !givenNow.has(a.id));
    if (!force && missing.length > 0) return { completed: false, mails: [] };
    if (force && missing.length > 0) {
      await tx.requiredApproval.updateMany({
        where: { id: { in: missing.map((a) => a.id) }, state: 'pending' },
        // On a skipped approval, "given by" records who skipped it.
        data: { state: 'skipped', givenById: access.personId, givenAt: now },
      });
      await audit(tx, {
        subjectId: p.personId,
        actorId: access.personId,
        action: 'process.force_approve',
        entity: 'process',
        entityId: p.id,
        data: {
          type: p.type,
          skipped: missing.map((a) => APPROVER_NAMES[a.approver]),
          before: { pending: pendingNames(missing) },
          after: { pending: [], skipped: missing.map((a) => APPROVER_NAMES[a.approver]) },
        },
      });
    }
    const mails = await carryOut(tx, p, access.personId, force, now, baseUrl);
    return { completed: true, mails };
  });
}

/** Marks the process completed (only if still open) and applies its effect, in the caller's transaction. */
async function carryOut(tx: Tx, p: LockedProcess, actorId: number, forced: boolean, now: Date, baseUrl: string): Promise<Mail[]> {
  const { count } = await tx.process.updateMany({
    where: { id: p.id, status: 'open' },
    data: { status: 'completed', completedAt: now, forced },
  });
  if (count !== 1) throw new AppError('ProcessCompleted', `Process ${p.id} is no longer open`);
  const { effects, mails } = await effectOf(tx, p, actorId, forced, now, baseUrl);
  await audit(tx, {
    subjectId: p.personId,
    actorId,
    action: `process.complete.${p.type}`,
    entity: 'process',
    entityId: p.id,
    data: { forced, ...effects },
  });
  return mails;
}

/** Applies what the process asks for; a rectified email answers the mails to send after commit. */
async function effectOf(tx: Tx, p: LockedProcess, actorId: number, forced: boolean, now: Date, baseUrl: string) {
  if (p.type === 'rectify') return applyRectify(tx, p, baseUrl);
  if (p.type === 'erase') return { effects: await applyErase(tx, p, actorId, forced, now), mails: [] };
  if (p.type === 'merge') return { effects: await applyMerge(tx, p, actorId), mails: [] };
  const effects =
    p.type === 'move' ? await move(tx, p, now) : p.type === 'alumni' ? await alumni(tx, p, now) : await retire(tx, p, now);
  return { effects, mails: [] };
}

async function membershipOf(tx: Tx, p: LockedProcess) {
  const m = p.membershipId
    ? await tx.membership.findUnique({
        where: { id: p.membershipId },
        select: { id: true, personId: true, clubId: true, sportId: true, teamId: true, activeFrom: true },
      })
    : null;
  if (!m) throw conflict('The membership of the process no longer exists');
  return m;
}

/**
 * Club switch: the membership moves to the new club; its team is cleared (or becomes the new team the process
 * named, if that team belongs to the new club and sport), the jersey number goes with the old team, the team
 * history is closed today and a new row opens for a new team.
 */
async function move(tx: Tx, p: LockedProcess, now: Date): Promise<Effects> {
  const m = await membershipOf(tx, p);
  if (p.toClubId === null) throw conflict('The new club of the process no longer exists');
  const today = todayDate(now);
  const duplicate = await tx.membership.findFirst({
    where: { id: { not: m.id }, personId: m.personId, clubId: p.toClubId, sportId: m.sportId, ...currentMembership(now) },
    select: { id: true },
  });
  if (duplicate) throw new AppError('SportAlreadyPlayed', 'The person plays the sport in the new club already');
  let teamId: number | null = null;
  if (p.toTeamId !== null) {
    const team = await tx.team.findUnique({ where: { id: p.toTeamId }, select: { clubId: true, sportId: true } });
    if (team && team.clubId === p.toClubId && team.sportId === m.sportId) teamId = p.toTeamId;
  }
  await tx.membership.update({ where: { id: m.id }, data: { clubId: p.toClubId, teamId, jerseyNumber: null } });
  // The period at the old club ends today and the one at the new club starts today.
  await changeClubOrSport(tx, m, { clubId: p.toClubId, sportId: m.sportId }, today);
  await tx.teamHistory.updateMany({ where: { membershipId: m.id, activeTo: null }, data: { activeTo: today } });
  if (teamId !== null) await tx.teamHistory.create({ data: { membershipId: m.id, teamId, activeFrom: today } });
  const n = await names(tx, [m.clubId, p.toClubId], [m.teamId, teamId]);
  return {
    membership_id: m.id,
    from_club_id: m.clubId,
    from_team_id: m.teamId,
    to_club_id: p.toClubId,
    to_team_id: teamId,
    before: { club: n.club(m.clubId), team: n.team(m.teamId) },
    after: { club: n.club(p.toClubId), team: n.team(teamId) },
  };
}

/** Alumni status: the membership leaves its team today (as the admin's change does). */
async function alumni(tx: Tx, p: LockedProcess, now: Date): Promise<Effects> {
  const m = await membershipOf(tx, p);
  await tx.membership.update({ where: { id: m.id }, data: { isAlumni: true } });
  if (m.teamId !== null) await leaveTeam(tx, m.id, todayDate(now));
  const n = await names(tx, [], [m.teamId]);
  return {
    membership_id: m.id,
    before: { is_alumni: false, team: n.team(m.teamId) },
    after: { is_alumni: true, team: null },
  };
}

/** Leaving the association: every current membership there ends today, its teams too, and its licences go. */
async function retire(tx: Tx, p: LockedProcess, now: Date): Promise<Effects> {
  const today = todayDate(now);
  const memberships = await tx.membership.findMany({
    where: { personId: p.personId, club: { associationId: p.associationId }, ...currentMembership(now) },
    select: { id: true },
  });
  const ids = memberships.map((m) => m.id);
  await tx.membership.updateMany({ where: { id: { in: ids } }, data: { activeTo: today } });
  await tx.teamHistory.updateMany({ where: { membershipId: { in: ids }, activeTo: null }, data: { activeTo: today } });
  const licenses = await tx.personLicense.findMany({
    where: { personId: p.personId, license: { associationId: p.associationId } },
    select: { id: true, licenseId: true, level: true, license: { select: { name: true } } },
  });
  await tx.personLicense.deleteMany({ where: { id: { in: licenses.map((l) => l.id) } } });
  const clubs = await tx.club.findMany({ where: { memberships: { some: { id: { in: ids } } } }, select: { name: true } });
  return {
    membership_ids: ids,
    licenses_removed: licenses.map((l) => ({ license_id: l.licenseId, name: l.license.name, level: l.level })),
    before: { clubs: clubs.map((c) => c.name), licenses: licenses.map((l) => l.license.name) },
    after: { clubs: [], licenses: [] },
  };
}
