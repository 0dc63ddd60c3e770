// A member's own memberships: what counts as active, which subscriptions apply, open processes, and the member's
// edits (jersey number and positions, subscription, alumni reactivation), each in one transaction with history.
import { isCurrentMembership, todayDate } from '../../../shared/clock';
import { ageOnReferenceDay } from '../../../shared/schemas/teams';
import type { PlayerEditInput, ReactivateInput, SubscriptionChangeInput } from '../../../shared/schemas/players';
import { type Prisma, db } from '../../db/client';
import { AppError, conflict, forbidden, notFound } from '../../errors';
import { currentMembership } from '../access';
import { audit } from '../../platform/audit';
import { changeClubOrSport, leaveTeam } from './membership-periods';
import { fromDbPosition, toDbPosition } from './position-names';
import { lockPerson } from './person-lock.sql';
import { MEMBER_PROCESS_SELECT, OWN_MEMBERSHIP_SELECT, OWN_SELECT } from './rows';

export type Tx = Prisma.TransactionClient;

/**
 * The association's subscriptions for a sport that a person of this birthdate may choose: those for every sport plus
 * those for this one, within their age range (a youth subscription is not offered to a 31-year-old). `keepId`, the
 * subscription a membership holds, stays on offer when its holder has grown out of it.
 */
export async function availableSubscriptions(
  client: Tx,
  associationId: number,
  sportId: number,
  birthdate: Date,
  keepId: number | null = null,
) {
  const age = ageOnReferenceDay(birthdate);
  const rows = await client.subscription.findMany({
    where: {
      associationId,
      AND: [
        { OR: [{ sportId: null }, { sportId }] },
        {
          OR: [
            { AND: [{ OR: [{ minAge: null }, { minAge: { lte: age } }] }, { OR: [{ maxAge: null }, { maxAge: { gte: age } }] }] },
            ...(keepId != null ? [{ id: keepId }] : []),
          ],
        },
      ],
    },
    orderBy: [{ sportId: { sort: 'asc', nulls: 'first' } }, { id: 'asc' }],
    select: { id: true, name: true, availableIntervals: true },
  });
  return rows.map((s) => ({ id: s.id, name: s.name, available_intervals: [...s.availableIntervals].sort((a, b) => a - b) }));
}

/**
 * The open process that concerns a membership: one started for it, or a retirement of its person from its
 * association (which ends every membership there).
 */
export function openProcessWhere(m: { id: number; personId: number; associationId: number }) {
  return {
    status: 'open' as const,
    OR: [{ membershipId: m.id }, { type: 'retire' as const, personId: m.personId, associationId: m.associationId }],
  };
}

export async function ensureNoOpenProcess(tx: Tx, memberships: { id: number; personId: number; associationId: number }[]) {
  if (memberships.length === 0) return;
  const open = await tx.process.findFirst({ where: { OR: memberships.map(openProcessWhere) }, select: { id: true } });
  if (open) throw new AppError('ProcessAlreadyOpen', `Process ${open.id} is still open`);
}

export type OwnMembership = Prisma.MembershipGetPayload<{ select: typeof OWN_SELECT }> & { associationId: number };

/**
 * A membership the signed-in user may change: their own and not ended. Someone else's answers 403 (the admin
 * variant of PUT /api/players/{id} belongs to the admin issue), an unknown id 404.
 */
export async function loadOwnMembership(client: Tx, personId: number, membershipId: number): Promise<OwnMembership> {
  const m = await client.membership.findUnique({ where: { id: membershipId }, select: OWN_SELECT });
  if (!m) throw notFound('Membership');
  if (m.personId !== personId) throw forbidden('Not your membership');
  if (!isCurrentMembership(m.activeTo)) throw conflict('The membership has ended');
  return { ...m, associationId: m.club.associationId };
}

/** One of the person's own memberships with its subscriptions and open process; anyone else's is "not found". */
export async function ownMembershipRows(personId: number, membershipId: number) {
  const m = await db().membership.findFirst({ where: { id: membershipId, personId }, select: OWN_MEMBERSHIP_SELECT });
  if (!m) throw notFound('Membership');
  const association = m.club.association;
  const [subscriptions, process] = await Promise.all([
    availableSubscriptions(db(), association.id, m.sport.id, m.person.birthdate, m.subscription?.id ?? null),
    db().process.findFirst({
      where: openProcessWhere({ id: m.id, personId: m.personId, associationId: association.id }),
      orderBy: { createdAt: 'desc' },
      select: MEMBER_PROCESS_SELECT,
    }),
  ]);
  return { membership: m, subscriptions, process };
}
export type OwnMembershipRows = Awaited<ReturnType<typeof ownMembershipRows>>;

/** A process by id with what its subject sees of it. */
export async function loadMemberProcess(processId: number) {
  const p = await db().process.findUnique({ where: { id: processId }, select: MEMBER_PROCESS_SELECT });
  if (!p) throw notFound('Process');
  return p;
}

/** /memberships/{id}/edit: jersey number and positions ('Daten gespeichert!'). */
export async function editOwnMembership(personId: number, membershipId: number, input: PlayerEditInput): Promise<void> {
  await db().$transaction(async (tx) => {
    const m = await loadOwnMembership(tx, personId, membershipId);
    const data: Prisma.MembershipUpdateInput = {};
    if (input.jersey_number !== undefined) data.jerseyNumber = input.jersey_number;
    if (input.positions !== undefined) data.positions = [...new Set(input.positions)].map(toDbPosition);
    await tx.membership.update({ where: { id: m.id }, data });
    await audit(tx, {
      subjectId: personId,
      actorId: personId,
      action: 'membership.edit',
      entity: 'membership',
      entityId: m.id,
      data: {
        before: { jersey_number: m.jerseyNumber, positions: m.positions.map(fromDbPosition) },
        after: { jersey_number: input.jersey_number, positions: input.positions },
      },
    });
  });
}

/** /memberships/{id}/subscription: a subscription on offer for the membership and one of its intervals. */
export async function changeOwnSubscription(personId: number, membershipId: number, input: SubscriptionChangeInput) {
  await db().$transaction(async (tx) => {
    const m = await loadOwnMembership(tx, personId, membershipId);
    const offered = await availableSubscriptions(tx, m.associationId, m.sportId, m.person.birthdate, m.subscriptionId);
    const subscription = offered.find((s) => s.id === input.subscription_id);
    if (!subscription)
      throw new AppError('ValidationFailed', 'Subscription not offered', { details: [{ path: 'subscription_id' }] });
    if (!subscription.available_intervals.includes(input.billing_interval))
      throw new AppError('ValidationFailed', 'Interval not offered', { details: [{ path: 'billing_interval' }] });
    await tx.membership.update({
      where: { id: m.id },
      data: { subscriptionId: subscription.id, billingInterval: input.billing_interval },
    });
    await audit(tx, {
      subjectId: personId,
      actorId: personId,
      action: 'membership.subscription',
      entity: 'membership',
      entityId: m.id,
      data: {
        before: { subscription_id: m.subscriptionId, billing_interval: m.billingInterval },
        after: { subscription_id: subscription.id, billing_interval: input.billing_interval },
      },
    });
  });
}

/**
 * Alumni back to active: needs a sport the club offers, no open process, and the sport not played in another
 * active membership of the association. A different sport than before leaves the team.
 */
export async function reactivateOwnMembership(personId: number, membershipId: number, input: ReactivateInput) {
  await db().$transaction(async (tx) => {
    await lockPerson(tx, personId);
    const m = await loadOwnMembership(tx, personId, membershipId);
    if (!m.isAlumni) throw conflict('The membership is already active');
    await ensureNoOpenProcess(tx, [m]);
    // Its own sport, or one the club offers.
    const offered =
      input.sport_id === m.sportId ||
      (await tx.clubSport.findUnique({ where: { clubId_sportId: { clubId: m.clubId, sportId: input.sport_id } } }));
    if (!offered) throw new AppError('NotJoinable', 'The club does not offer this sport');
    const other = await tx.membership.findFirst({
      where: {
        id: { not: m.id },
        personId,
        sportId: input.sport_id,
        isAlumni: false,
        club: { associationId: m.associationId },
        ...currentMembership(),
      },
      select: { id: true },
    });
    if (other) throw new AppError('SportAlreadyPlayed', 'The sport is played in another membership');
    await tx.membership.update({ where: { id: m.id }, data: { isAlumni: false, sportId: input.sport_id } });
    if (input.sport_id !== m.sportId) {
      // The old sport's period ends today; its team (and league) stays behind.
      await changeClubOrSport(tx, m, { clubId: m.clubId, sportId: input.sport_id }, todayDate());
      if (m.teamId !== null) await leaveTeam(tx, m.id, todayDate());
    }
    await audit(tx, {
      subjectId: personId,
      actorId: personId,
      action: 'membership.reactivate',
      entity: 'membership',
      entityId: m.id,
      data: { sport_id: input.sport_id, previous_sport_id: m.sportId },
    });
  });
}
