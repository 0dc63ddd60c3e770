// Starting a member's privacy requests (docs/decisions/024-privacy-requests.md): rectify (new name or
// email) and erase, each a process the person's association approves; and the member's own list of them.
import type { Prisma } from '../../db/generated/client';
import { db } from '../../db/client';
import { AppError } from '../../errors';
import { currentMembership } from '../access';
import type { RectifyInput } from '../../../shared/schemas/privacy';
import { audit } from '../../platform/audit';
import { lockPerson, type Tx } from '../memberships';
import { PRIVACY_REQUEST_SELECT, type PrivacyRequestRow } from './rows';

/**
 * The association that decides a person's privacy request: the one of their oldest current membership (players
 * before alumni), else of their newest past membership, of a licence, of a role; else the portal's first
 * association (a registered person who never joined). A process has one association approval
 * (required_approvals is unique per process and approver group), so one association decides.
 */
export async function deciderAssociation(tx: Tx, personId: number): Promise<number> {
  const current = await tx.membership.findFirst({
    where: { personId, ...currentMembership() },
    orderBy: [{ isAlumni: 'asc' }, { activeFrom: 'asc' }, { id: 'asc' }],
    select: { club: { select: { associationId: true } } },
  });
  if (current) return current.club.associationId;
  const past = await tx.membership.findFirst({
    where: { personId },
    orderBy: [{ activeTo: { sort: 'desc', nulls: 'first' } }, { id: 'desc' }],
    select: { club: { select: { associationId: true } } },
  });
  if (past) return past.club.associationId;
  const license = await tx.personLicense.findFirst({
    where: { personId },
    orderBy: { id: 'asc' },
    select: { license: { select: { associationId: true } } },
  });
  if (license) return license.license.associationId;
  const rule = await tx.aclRule.findFirst({
    where: { personId, associationId: { not: null } },
    orderBy: { id: 'asc' },
    select: { associationId: true },
  });
  if (rule?.associationId) return rule.associationId;
  const first = await tx.association.findFirst({ orderBy: { id: 'asc' }, select: { id: true } });
  if (!first) throw new AppError('Conflict', 'The portal has no association to decide the request');
  return first.id;
}

/** One privacy request at a time, and none while any other process of the person runs. */
async function ensureNothingOpen(tx: Tx, personId: number): Promise<void> {
  const open = await tx.process.findFirst({ where: { personId, status: 'open' }, select: { id: true, type: true } });
  if (open) throw new AppError('OpenProcess', `Process ${open.id} (${open.type}) is still open`);
}

async function createRequest(
  tx: Tx,
  personId: number,
  type: 'rectify' | 'erase',
  data: Prisma.InputJsonValue,
  auditData: Prisma.InputJsonValue,
): Promise<number> {
  const associationId = await deciderAssociation(tx, personId);
  const process = await tx.process.create({
    data: {
      type,
      personId,
      associationId,
      startedById: personId,
      data,
      approvals: { createMany: { data: [{ approver: 'association', contextAssociationId: associationId }] } },
    },
    select: { id: true },
  });
  await audit(tx, {
    subjectId: personId,
    actorId: personId,
    action: `process.start.${type}`,
    entity: 'process',
    entityId: process.id,
    data: auditData,
  });
  return process.id;
}

/**
 * Rectify: the fields that differ from the stored ones (400 NothingToChange when none does); the old values are kept
 * beside the new ones for the approver. Whether another account uses a new address is not told here (the request
 * would probe for accounts): it is checked when the approved change is carried out and again when it is confirmed.
 */
export async function startRectify(personId: number, input: RectifyInput): Promise<number> {
  return db().$transaction(async (tx) => {
    await lockPerson(tx, personId);
    await ensureNothingOpen(tx, personId);
    const person = await tx.person.findUniqueOrThrow({
      where: { id: personId },
      select: { firstname: true, lastname: true, email: true },
    });
    const wanted = {
      firstname: input.firstname?.trim(),
      lastname: input.lastname?.trim(),
      email: input.email?.trim().toLowerCase(),
    };
    const fields = (['firstname', 'lastname', 'email'] as const).filter(
      (f) => wanted[f] !== undefined && wanted[f] !== person[f],
    );
    if (fields.length === 0) throw new AppError('NothingToChange', 'The new values are the stored ones');
    const old = Object.fromEntries(fields.map((f) => [f, person[f]]));
    const next = Object.fromEntries(fields.map((f) => [f, wanted[f]!]));
    const note = input.note?.trim() || null;
    // The history names the fields only: the values live in the process (and go with an erasure).
    return createRequest(tx, personId, 'rectify', { old, new: next, note }, { fields, before: null, after: { status: 'open' } });
  });
}

/**
 * Erase: refused with 409 OpenProcess while another process of the person runs (a club switch, a retirement, a
 * rectify). Payments are not modelled (subscriptions name a fee plan, no invoice or payment state), so an unpaid
 * fee cannot block it: docs/decisions/024-privacy-requests.md.
 */
export async function startErase(personId: number, note: string | undefined): Promise<number> {
  return db().$transaction(async (tx) => {
    await lockPerson(tx, personId);
    await ensureNothingOpen(tx, personId);
    return createRequest(tx, personId, 'erase', { note: note?.trim() || null }, { before: null, after: { status: 'open' } });
  });
}

/** The member's own privacy requests, newest first. */
export async function ownPrivacyRequests(personId: number): Promise<PrivacyRequestRow[]> {
  return db().process.findMany({
    where: { personId, type: { in: ['rectify', 'erase'] } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: PRIVACY_REQUEST_SELECT,
  });
}

export async function ownPrivacyRequest(personId: number, id: number): Promise<PrivacyRequestRow> {
  return db().process.findFirstOrThrow({ where: { id, personId }, select: PRIVACY_REQUEST_SELECT });
}
