// Reported pictures: a report hides a picture (a picture of someone with admin rights only after
// reports from three accounts); the admins responsible for the person see the open reports and release the
// picture or remove it, and the owner is told by mail. Decisions: docs/decisions/016-avatar-reports.md, and for
// persons without a club docs/decisions/038-reports-of-persons-without-a-club.md.
import { isAdmin } from '../../../shared/permissions';
import type { AvatarReportAction, AvatarReportDecisionDTO } from '../../../shared/schemas/avatar-reports';
import { db } from '../../db/client';
import type { Prisma } from '../../db/generated/client';
import { AppError, forbidden, notFound } from '../../errors';
import { currentMembership, personScopeWhere, loadAccess, requirePermission, type Access } from '../access';
import { audit } from '../../platform/audit';
import { lockedAvatarId } from '../../platform/images';
import { runInBackground } from '../../platform/background';
import { mailer } from '../../platform/mail';
import { avatarReportMail } from './avatar-report-mails';

/** Reports from this many accounts hide the picture of a person with admin rights (one report hides anyone else's). */
export const REPORTS_TO_HIDE_ADMIN = 3;

type Tx = Prisma.TransactionClient;

const openReporters = (tx: Tx, personId: number) =>
  tx.avatarReport.findMany({
    where: { personId, handledAt: null, reporterId: { not: null } },
    distinct: ['reporterId'],
    select: { reporterId: true },
  });

/**
 * Someone reports another person's picture. The report is stored (once per reporter while it is open); the picture
 * is hidden from everybody but its owner and the admins handling it once enough accounts reported it.
 */
export async function reportAvatar(reporterId: number, personId: number): Promise<void> {
  if (reporterId === personId) {
    throw new AppError('ValidationFailed', 'Nobody reports their own picture', {
      details: [{ path: 'personId', code: 'custom', message: 'ownAvatar' }],
    });
  }
  // Read before the transaction: the owner's rights decide how many reports hide the picture.
  const needed = isAdmin(await loadAccess(personId)) ? REPORTS_TO_HIDE_ADMIN : 1;
  await db().$transaction(async (tx) => {
    // The person's row lock makes parallel reports (and an upload meanwhile) take turns.
    const avatarId = await lockedAvatarId(tx, personId);
    if (!avatarId) throw notFound('Avatar');
    const open = await tx.avatarReport.findFirst({ where: { personId, reporterId, handledAt: null }, select: { id: true } });
    if (!open) {
      const report = await tx.avatarReport.create({ data: { personId, reporterId }, select: { id: true } });
      await audit(tx, {
        subjectId: personId,
        actorId: reporterId,
        action: 'avatar.report',
        entity: 'avatar_report',
        entityId: report.id,
      });
    }
    if ((await openReporters(tx, personId)).length >= needed) {
      await tx.person.updateMany({ where: { id: personId, avatarHidden: false }, data: { avatarHidden: true } });
    }
  });
}

/**
 * The persons whose reported pictures the viewer answers for: those in their persons.update scope (as for editing
 * them); for a person without a current membership also the admins (persons.update on an association) of every
 * association the person was ever a member of; for a person tied to no association at all, every such admin. So every
 * reported picture has someone to decide about it (docs/decisions/038-reports-of-persons-without-a-club.md).
 */
export function reportResponsibleWhere(access: Access): Prisma.PersonWhereInput {
  const inScope = personScopeWhere(access, 'persons.update');
  const associations = [...access.scope('persons.update').associations];
  if (associations.length === 0) return inScope;
  return {
    OR: [
      inScope,
      {
        memberships: { none: currentMembership(), some: { club: { associationId: { in: associations } } } },
      },
      {
        memberships: { none: {} },
        licenses: { none: {} },
        tags: { none: {} },
        internationalPlayers: { none: {} },
      },
    ],
  };
}

/** Who may see a hidden picture besides its owner: whoever may handle its reports. */
export async function mayHandleReports(access: Access, personId: number): Promise<boolean> {
  if (!access.permissions.includes('persons.update')) return false;
  return (await db().person.count({ where: { AND: [{ id: personId }, reportResponsibleWhere(access)] } })) > 0;
}

/** The person must exist (404) and the viewer answer for their reported picture (403). */
async function authorizeReportDecision(access: Access, personId: number): Promise<void> {
  requirePermission(access, 'persons.update');
  if (!(await db().person.count({ where: { id: personId } }))) throw notFound('Person');
  if (!(await mayHandleReports(access, personId))) throw forbidden('Person outside your scope');
}

const openReportsInScope = (access: Access): Prisma.PersonWhereInput => ({
  AND: [reportResponsibleWhere(access), { avatarId: { not: null } }, { avatarReports: { some: { handledAt: null } } }],
});

/** The number on the admin dashboard: persons the viewer answers for with an open report. */
export async function openReportCount(access: Access): Promise<number | null> {
  if (!access.permissions.includes('persons.update')) return null;
  return db().person.count({ where: openReportsInScope(access) });
}

/** GET /api/avatar-reports: the persons the viewer answers for whose picture has open reports, with those reports. */
export async function openReports(access: Access) {
  if (!access.permissions.includes('persons.update')) return [];
  return db().person.findMany({
    where: openReportsInScope(access),
    select: {
      id: true,
      firstname: true,
      lastname: true,
      avatarId: true,
      avatarHidden: true,
      avatarReports: { where: { handledAt: null }, select: { reporterId: true, createdAt: true } },
    },
  });
}
export type ReportedPersonRow = Awaited<ReturnType<typeof openReports>>[number];

const OUTCOME = { release: 'released', remove: 'removed' } as const;

/**
 * PUT /api/avatar-reports/{personId}: `release` shows the picture again, `remove` deletes it; either closes every open
 * report of the person with that outcome, in one transaction under the person's row lock. 409 Conflict when nothing
 * is open (another admin was faster, or the owner replaced the picture meanwhile). The owner is told afterwards.
 */
export async function decideReports(
  access: Access,
  personId: number,
  action: AvatarReportAction,
  owner: { profileUrl: string; onMailError: (error: unknown) => void },
): Promise<AvatarReportDecisionDTO> {
  await authorizeReportDecision(access, personId);
  const outcome = OUTCOME[action];
  const handled = await db().$transaction(async (tx) => {
    const avatarId = await lockedAvatarId(tx, personId);
    const reports = await tx.avatarReport.findMany({ where: { personId, handledAt: null }, select: { id: true } });
    if (!avatarId || reports.length === 0) throw new AppError('Conflict', 'No open report of this picture');
    await tx.avatarReport.updateMany({
      where: { id: { in: reports.map((r) => r.id) } },
      data: { handledAt: new Date(), handledById: access.personId, outcome },
    });
    if (action === 'remove') {
      await tx.person.update({ where: { id: personId }, data: { avatarId: null, avatarHidden: false } });
      await tx.image.delete({ where: { id: avatarId } });
    } else {
      await tx.person.update({ where: { id: personId }, data: { avatarHidden: false } });
    }
    await audit(tx, {
      subjectId: personId,
      actorId: access.personId,
      action: action === 'remove' ? 'avatar.report.remove' : 'avatar.report.release',
      entity: 'image',
      entityId: avatarId,
    });
    return reports.length;
  });
  // After the commit and after the answer: a slow mail server does not hold the admin, a failed mail is logged.
  runInBackground(() => tellOwner(personId, outcome, owner.profileUrl), owner.onMailError);
  return { person_id: personId, action, handled, avatar_state: action === 'remove' ? 'none' : 'ok' };
}

async function tellOwner(personId: number, outcome: 'released' | 'removed', profileUrl: string): Promise<void> {
  const person = await db().person.findUnique({
    where: { id: personId },
    select: { email: true, firstname: true, preferredLanguage: true },
  });
  if (!person?.email) return;
  await mailer().send({ to: person.email, ...avatarReportMail(outcome, person.preferredLanguage, person.firstname, profileUrl) });
}
