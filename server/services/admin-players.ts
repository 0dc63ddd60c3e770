// PUT /api/players/{id} from the admin area: each changed field needs its permission on the membership
// (team/club: players.changeTeam/changeClub, jersey number, positions, subscription, alumni: players.edit).
// A membership with an open process is read-only (409 ProcessAlreadyOpen).
import type { z } from 'zod';
import type { Permission } from '../../shared/permissions';
import type { PlayerAdminUpdateInput } from '../../shared/schemas/persons';
import { db } from '../db/client';
import type { Prisma } from '../db/generated/client';
import type { PlayerPosition } from '../db/generated/enums';
import { AppError, forbidden, notFound } from '../errors';
import { startOfDay } from '../policies/persons';
import { coversClub, coversTeam } from '../policies/scope';
import type { Access } from './access';
import { audit } from './audit';
import { startMove } from './processes-start';
import { ensureNoOpenProcess, lockPerson } from './memberships';

type Input = z.output<typeof PlayerAdminUpdateInput>;

async function loadMembership(id: number) {
  const m = await db().membership.findUnique({
    where: { id },
    include: {
      club: { select: { id: true, associationId: true, regionId: true, sports: { select: { sportId: true } } } },
      team: { select: { id: true, groupEntries: { select: { group: { select: { competitionId: true } } } } } },
    },
  });
  if (!m) throw notFound('Membership');
  return m;
}

type Loaded = Awaited<ReturnType<typeof loadMembership>>;

function covers(access: Access, permission: Permission, m: Loaded): boolean {
  if (m.team) {
    return coversTeam(access, permission, {
      id: m.team.id,
      club: m.club,
      competitionIds: m.team.groupEntries.map((g) => g.group.competitionId),
    });
  }
  return coversClub(access, permission, m.club);
}

/** Whether the viewer reaches the membership at all (persons.list): otherwise 403 before anything else. */
export async function membershipPersonId(access: Access, id: number): Promise<{ personId: number; visible: boolean }> {
  const m = await loadMembership(id);
  return { personId: m.personId, visible: covers(access, 'persons.list', m) };
}

const positionsOf = (p: readonly string[]) => p.map((x) => x.replace('-', '_') as PlayerPosition);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export async function updatePlayerAsAdmin(access: Access, id: number, input: Input): Promise<void> {
  const m = await loadMembership(id);
  if (!covers(access, 'persons.list', m)) throw forbidden('Membership outside your scope');
  const need = (permission: Permission) => {
    if (!covers(access, permission, m)) throw forbidden(`Missing ${permission} on this membership`);
  };
  const data: Prisma.MembershipUncheckedUpdateInput = {};
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  const change = (key: string, column: keyof Prisma.MembershipUncheckedUpdateInput, from: unknown, to: unknown) => {
    (data as Record<string, unknown>)[column] = to;
    changes[key] = { from, to };
  };

  if (input.club_id !== undefined && input.club_id !== m.clubId) {
    need('players.changeClub');
    // A club switch is a move process with approvals (DOMAIN.md): the admin starts it, the approvers decide.
    await startMove(m.personId, id, input.club_id, access.personId);
    return;
  }
  if (input.team_id !== undefined && input.team_id !== m.teamId) {
    need('players.changeTeam');
    if (input.team_id !== null) {
      const team = await db().team.findUnique({
        where: { id: input.team_id },
        select: { id: true, clubId: true, sportId: true, club: { select: { id: true, associationId: true, regionId: true } } },
      });
      if (!team || team.clubId !== m.clubId || team.sportId !== m.sportId) {
        throw new AppError('ValidationFailed', 'The team must belong to the membership club and sport', {
          details: [{ path: 'team_id', code: 'custom', message: 'teamNotInClub' }],
        });
      }
    }
    change('team_id', 'teamId', m.teamId, input.team_id);
  }
  if (input.jersey_number !== undefined && input.jersey_number !== m.jerseyNumber) {
    need('players.edit');
    change('jersey_number', 'jerseyNumber', m.jerseyNumber, input.jersey_number);
  }
  if (input.positions !== undefined && !same([...positionsOf(input.positions)].sort(), [...m.positions].sort())) {
    need('players.edit');
    change('positions', 'positions', m.positions, positionsOf(input.positions));
  }
  const subscriptionChanged = input.subscription_id !== undefined && input.subscription_id !== m.subscriptionId;
  const intervalChanged = input.billing_interval !== undefined && input.billing_interval !== m.billingInterval;
  if (subscriptionChanged || intervalChanged) {
    need('players.edit');
    const subscriptionId = input.subscription_id !== undefined ? input.subscription_id : m.subscriptionId;
    let interval = input.billing_interval !== undefined ? input.billing_interval : m.billingInterval;
    if (subscriptionId !== null) {
      const sub = await db().subscription.findUnique({ where: { id: subscriptionId } });
      if (!sub || sub.associationId !== m.club.associationId || (sub.sportId !== null && sub.sportId !== m.sportId)) {
        throw new AppError('ValidationFailed', 'Subscription not available', {
          details: [{ path: 'subscription_id', code: 'custom', message: 'subscriptionNotAvailable' }],
        });
      }
      // The interval is cleared when the new subscription does not offer it (spec section 4).
      if (interval !== null && !sub.availableIntervals.includes(interval)) interval = null;
    } else interval = null;
    if (subscriptionId !== m.subscriptionId) change('subscription_id', 'subscriptionId', m.subscriptionId, subscriptionId);
    if (interval !== m.billingInterval) change('billing_interval', 'billingInterval', m.billingInterval, interval);
  }
  if (input.is_alumni !== undefined && input.is_alumni !== m.isAlumni) {
    need('players.edit');
    if (!input.is_alumni) {
      // Reactivation needs the sport to play again (spec section 4).
      if (input.sport_id === undefined || !m.club.sports.some((s) => s.sportId === input.sport_id)) {
        throw new AppError('ValidationFailed', 'Reactivation needs a sport of the club', {
          details: [{ path: 'sport_id', code: 'custom', message: 'required' }],
        });
      }
      if (input.sport_id !== m.sportId) change('sport_id', 'sportId', m.sportId, input.sport_id);
    }
    change('is_alumni', 'isAlumni', m.isAlumni, input.is_alumni);
  }
  if (Object.keys(changes).length === 0) return;

  await db().$transaction(async (tx) => {
    // Under the person's lock (as processes start and complete): no process open now, and none completed since the
    // membership was read above, which would have moved it under our feet.
    await lockPerson(tx, m.personId);
    await ensureNoOpenProcess(tx, [{ id: m.id, personId: m.personId, associationId: m.club.associationId }]);
    const now = await tx.membership.findUnique({
      where: { id },
      select: { clubId: true, teamId: true, sportId: true, isAlumni: true, activeTo: true },
    });
    const moved =
      !now ||
      now.clubId !== m.clubId ||
      now.teamId !== m.teamId ||
      now.sportId !== m.sportId ||
      now.isAlumni !== m.isAlumni ||
      now.activeTo?.getTime() !== m.activeTo?.getTime();
    if (moved) {
      throw new AppError('Conflict', 'The membership changed meanwhile');
    }
    await tx.membership.update({ where: { id }, data });
    if ('team_id' in changes) {
      const today = startOfDay(new Date());
      await tx.teamHistory.updateMany({ where: { membershipId: id, activeTo: null }, data: { activeTo: today } });
      if (input.team_id) await tx.teamHistory.create({ data: { membershipId: id, teamId: input.team_id, activeFrom: today } });
    }
    await audit(tx, {
      subjectId: m.personId,
      actorId: access.personId,
      action: 'membership.updated',
      entity: 'membership',
      entityId: id,
      data: changes as Prisma.InputJsonValue,
    });
  });
}
