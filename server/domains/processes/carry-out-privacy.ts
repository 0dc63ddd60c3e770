// Carrying out an approved privacy request inside the approval's transaction
// (docs/decisions/024-privacy-requests.md): rectify sets the names and starts an email change that waits for the
// new address (server/domains/access/email-change.ts); erase removes or replaces every personal value of the person.
import type { Prisma } from '../../db/generated/client';
import { todayDate } from '../../../shared/clock';
import { conflict } from '../../errors';
import { currentMembership, startEmailChange, endSessions } from '../access';
import { personName, sortName } from '../../../shared/person-name';
import { audit } from '../../platform/audit';
import type { Mail } from '../../platform/mail';
import type { Tx } from '../memberships';
import { scrubAuditEntries } from './scrub-history';
import { clearProcessData, newCalendarToken } from './process.sql';
import { ERASED_VALUES_SELECT } from './rows';

type Effects = Record<string, Prisma.InputJsonValue | null>;

/** What an erased person is called from now on (names are data: the league's language, decision 024). */
export const ERASED_NAME = { firstname: 'Ehemalige', lastname: 'Person' } as const;
/** birthdate is NOT NULL: a fixed day that says nothing. */
export const ERASED_BIRTHDATE = new Date(Date.UTC(1900, 0, 1));

interface RectifyData {
  old?: Record<string, string | null>;
  new?: { firstname?: string; lastname?: string; email?: string };
}

/**
 * Rectify: first and last name as asked; a new email address gets the confirmation mail and becomes the sign-in
 * address only when confirmed (the old one is told, as with every change). Returns the mails to send after commit.
 */
export async function applyRectify(
  tx: Tx,
  p: { id: number; personId: number; data: Prisma.JsonValue },
  baseUrl: string,
): Promise<{ effects: Effects; mails: Mail[] }> {
  const d = (p.data ?? {}) as RectifyData;
  const names: { firstname?: string; lastname?: string } = {};
  if (typeof d.new?.firstname === 'string') names.firstname = d.new.firstname;
  if (typeof d.new?.lastname === 'string') names.lastname = d.new.lastname;
  const before = await tx.person.findUniqueOrThrow({
    where: { id: p.personId },
    select: { firstname: true, lastname: true, erasedAt: true },
  });
  if (before.erasedAt) throw conflict('The person is erased');
  if (Object.keys(names).length) await tx.person.update({ where: { id: p.personId }, data: names });
  const email = typeof d.new?.email === 'string' ? d.new.email : null;
  const mails = email
    ? // The person asked for the address themselves: the change is theirs, whoever approved the request.
      await startEmailChange(tx, { personId: p.personId, newEmail: email, requestedById: p.personId, baseUrl })
    : [];
  return {
    effects: {
      fields: [...Object.keys(names), ...(email ? ['email'] : [])],
      before: Object.fromEntries(Object.keys(names).map((k) => [k, before[k as keyof typeof names]])),
      after: { ...names, ...(email ? { email_confirmation: 'pending' } : {}) },
    },
    mails,
  };
}

/**
 * Erase: sign-in impossible (no email, password, PIN, reset links or sessions), names replaced, contact data, bank
 * details, picture, birth date, short name, tags, roles, club contact positions, national team nominations and
 * pending email changes gone; memberships, their teams and licences end today (rows kept for the league's history);
 * other open processes of the person are cancelled; the data of their processes and the personal values in older
 * history entries are scrubbed. The new history entry names who erased, never what was erased.
 */
export async function applyErase(
  tx: Tx,
  p: { id: number; personId: number },
  actorId: number,
  forced: boolean,
  now: Date,
): Promise<Effects> {
  const personId = p.personId;
  const today = todayDate(now);
  const person = await tx.person.findUniqueOrThrow({ where: { id: personId }, select: ERASED_VALUES_SELECT });
  if (person.erasedAt) throw conflict('The person is erased already');

  await tx.person.update({
    where: { id: personId },
    data: {
      email: null,
      passwordHash: null,
      passwordChangedAt: null,
      signaturePinHash: null,
      failedSignins: 0,
      lockedUntil: null,
      firstname: ERASED_NAME.firstname,
      lastname: ERASED_NAME.lastname,
      birthdate: ERASED_BIRTHDATE,
      publicShortName: null,
      excludeFromMaillists: true,
      needsBankInfo: false,
      avatarId: null,
      avatarHidden: false,
      phoneNumber: null,
      mobilePhone: null,
      address1: null,
      address2: null,
      zipCode: null,
      city: null,
      region: null,
      country: null,
      erasedAt: now,
    },
  });
  await newCalendarToken(tx, personId);
  if (person.avatarId !== null) {
    const shared =
      (await tx.person.count({ where: { avatarId: person.avatarId } })) +
      (await tx.club.count({ where: { logoId: person.avatarId } }));
    if (!shared) await tx.image.deleteMany({ where: { id: person.avatarId } });
  }
  await tx.bankInfo.deleteMany({ where: { personId } });
  await tx.emailChange.deleteMany({ where: { personId } });
  await tx.passwordResetToken.deleteMany({ where: { personId } });
  await tx.personTag.deleteMany({ where: { personId } });
  await tx.aclRule.deleteMany({ where: { personId } });
  await tx.clubContact.deleteMany({ where: { personId } });
  await tx.internationalPlayer.deleteMany({ where: { personId } });
  await tx.avatarReport.deleteMany({ where: { personId } });
  // Notices to the person hold their address and texts naming them, sent or still queued.
  await tx.notification.deleteMany({ where: { personId } });
  // What the person followed, and their browsers' push subscriptions (docs/decisions/056-follows-and-web-push.md).
  await tx.follow.deleteMany({ where: { personId } });
  await tx.pushSubscription.deleteMany({ where: { personId } });
  await tx.gameTask.deleteMany({ where: { personId, state: 'open' } });
  // A removed signature only waits to be given again, which an erased person never does.
  await tx.gameSignatureRemoval.deleteMany({ where: { personId } });
  // Saved views (decision 058): private ones and chosen columns go; shared ones stay for the association's admins,
  // ownerless (any admin they are shared with may then change or delete them).
  await tx.listView.deleteMany({ where: { ownerId: personId, associationId: null } });
  await tx.listView.updateMany({ where: { ownerId: personId }, data: { ownerId: null } });
  await tx.listColumns.deleteMany({ where: { personId } });
  await endSessions(tx, personId);

  // Memberships, their teams and periods, and licences end today; the rows stay (line-ups and statistics use them).
  const memberships = await tx.membership.findMany({
    where: { personId, ...currentMembership(now) },
    select: { id: true },
  });
  const ids = memberships.map((m) => m.id);
  await tx.membership.updateMany({ where: { id: { in: ids } }, data: { activeTo: today } });
  await tx.membership.updateMany({ where: { personId }, data: { jerseyNumber: null } });
  await tx.teamHistory.updateMany({ where: { membershipId: { in: ids }, activeTo: null }, data: { activeTo: today } });
  await tx.membershipPeriod.updateMany({ where: { membershipId: { in: ids }, activeTo: null }, data: { activeTo: today } });
  await tx.personLicense.updateMany({
    where: { personId, OR: [{ validTo: null }, { validTo: { gt: today } }] },
    data: { validTo: today },
  });

  // Other open processes of the person end with the person; the values any of them held go.
  const open = await tx.process.findMany({
    where: { personId, status: 'open', id: { not: p.id } },
    select: { id: true, type: true },
  });
  await tx.process.updateMany({ where: { id: { in: open.map((o) => o.id) } }, data: { status: 'cancelled', completedAt: now } });
  for (const o of open) {
    await audit(tx, {
      subjectId: personId,
      actorId,
      action: 'process.cancelled',
      entity: 'process',
      entityId: o.id,
      data: { type: o.type, by: 'erasure' },
    });
  }
  await clearProcessData(tx, personId);

  const values = [
    person.firstname,
    person.lastname,
    personName(person),
    sortName(person),
    person.email,
    person.publicShortName,
    person.phoneNumber,
    person.mobilePhone,
    person.address1,
    person.address2,
    person.zipCode,
    person.city,
    person.birthdate.toISOString().slice(0, 10),
    person.bankInfo?.accountHolder,
    person.bankInfo?.bic,
    ...person.emailChanges.flatMap((c) => [c.oldEmail, c.newEmail]),
  ];
  const scrubbed = await scrubAuditEntries(tx, personId, values);
  await audit(tx, {
    subjectId: personId,
    actorId,
    action: 'person.erase',
    entity: 'person',
    entityId: personId,
    data: { process_id: p.id, forced },
  });
  return {
    memberships_ended: ids.length,
    processes_cancelled: open.map((o) => o.id),
    audit_entries_scrubbed: scrubbed,
  };
}
