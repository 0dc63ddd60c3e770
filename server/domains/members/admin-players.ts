// PUT /api/players/{id} from the admin area: each changed field needs its permission on the membership
// (team/club: players.changeTeam/changeClub, jersey number, positions, subscription, alumni: players.edit).
// A membership with an open process is read-only (409 ProcessAlreadyOpen).
import type { z } from 'zod';
import type { Permission } from '../../../shared/permissions';
import type { PlayerAdminUpdateInput } from '../../../shared/schemas/persons';
import { db } from '../../db/client';
import type { Prisma } from '../../db/generated/client';
import type { PlayerPosition } from '../../db/generated/enums';
import { AppError, forbidden, notFound } from '../../errors';
import { todayDate } from '../../../shared/clock';
import { currentMembership, coversClub, coversTeam, type Access } from '../access';
import { audit } from '../../platform/audit';
import { startMove } from '../processes';
import { changeClubOrSport, ensureNoOpenProcess, lockPerson } from '../memberships';

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

/** The sports an alumni membership may return to: its own, and those its club offers. */
export const reactivationSportIds = (m: { sportId: number; club: { sports: { sportId: number }[] } }) => [
  ...new Set([m.sportId, ...m.club.sports.map((s) => s.sportId)]),
];

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
    // A club switch is a move process with approvals (docs/product.md#process-types): the admin starts it, the approvers decide.
    await startMove(m.personId, id, input.club_id, access.personId);
    return;
  }
  // Reactivation may change the sport (checked below with is_alumni); a team must be one of the sport played from now on.
  const sportId = input.is_alumni === false && m.isAlumni && input.sport_id !== undefined ? input.sport_id : m.sportId;
  const becomesAlumni = input.is_alumni === true && !m.isAlumni;
  if (input.team_id !== undefined && input.team_id !== m.teamId && !becomesAlumni) {
    need('players.changeTeam');
    if (input.team_id !== null) {
      const team = await db().team.findUnique({
        where: { id: input.team_id },
        select: { id: true, clubId: true, sportId: true, club: { select: { id: true, associationId: true, regionId: true } } },
      });
      if (!team || team.clubId !== m.clubId || team.sportId !== sportId) {
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
      // The interval is cleared when the new subscription does not offer it (docs/product.md#membership-rules).
      if (interval !== null && !sub.availableIntervals.includes(interval)) interval = null;
    } else interval = null;
    if (subscriptionId !== m.subscriptionId) change('subscription_id', 'subscriptionId', m.subscriptionId, subscriptionId);
    if (interval !== m.billingInterval) change('billing_interval', 'billingInterval', m.billingInterval, interval);
  }
  if (input.is_alumni !== undefined && input.is_alumni !== m.isAlumni) {
    need('players.edit');
    if (!input.is_alumni) {
      // Reactivation needs the sport to play again (docs/product.md#membership-rules): its own, or one its club offers.
      if (input.sport_id === undefined || !reactivationSportIds(m).includes(input.sport_id)) {
        throw new AppError('ValidationFailed', 'Reactivation needs the own sport or one of the club', {
          details: [{ path: 'sport_id', code: 'custom', message: 'required' }],
        });
      }
      if (input.sport_id !== m.sportId) {
        change('sport_id', 'sportId', m.sportId, input.sport_id);
        // A team of the other sport stays behind (and with it its league), unless a team of the new sport was chosen.
        if (m.teamId !== null && !('team_id' in changes)) change('team_id', 'teamId', m.teamId, null);
      }
    } else if (m.teamId !== null) {
      // Alumni play in no team, as after the member's own alumni request.
      change('team_id', 'teamId', m.teamId, null);
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
    if (sportId !== m.sportId) {
      const other = await tx.membership.findFirst({
        where: {
          id: { not: id },
          personId: m.personId,
          sportId,
          isAlumni: false,
          club: { associationId: m.club.associationId },
          ...currentMembership(),
        },
        select: { id: true },
      });
      if (other) throw new AppError('SportAlreadyPlayed', 'The sport is played in another membership');
    }
    // The jersey number goes with a team left by alumni status or a sport change (as with a club switch).
    const jerseyGoes = (becomesAlumni || sportId !== m.sportId) && m.teamId !== null && !('jersey_number' in changes);
    await tx.membership.update({ where: { id }, data: jerseyGoes ? { ...data, jerseyNumber: null } : data });
    const today = todayDate();
    // The period of the old sport ends today, the new one starts today.
    await changeClubOrSport(tx, m, { clubId: m.clubId, sportId }, today);
    if ('team_id' in changes) {
      await tx.teamHistory.updateMany({ where: { membershipId: id, activeTo: null }, data: { activeTo: today } });
      const teamId = changes.team_id!.to as number | null;
      if (teamId) await tx.teamHistory.create({ data: { membershipId: id, teamId, activeFrom: today } });
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
