// What a membership was when: the club and sport periods behind the history, and leaving a team, so a club
// switch, a sport change or alumni status change the membership from today on and leave its past as it was.
import type { Tx } from './memberships';

interface Current {
  id: number;
  clubId: number;
  sportId: number;
  activeFrom: Date;
}

/**
 * The membership's club or sport changes today: the open period ends today and a new one starts today. A membership
 * without recorded periods had its current club and sport since it began, so that becomes its first period. A change
 * on the day the open period began corrects that period instead of leaving one of no length.
 */
export async function changeClubOrSport(tx: Tx, m: Current, next: { clubId: number; sportId: number }, today: Date) {
  if (next.clubId === m.clubId && next.sportId === m.sportId) return;
  const open = await tx.membershipPeriod.findFirst({
    where: { membershipId: m.id, activeTo: null },
    orderBy: { activeFrom: 'desc' },
    select: { id: true, activeFrom: true },
  });
  if (open && open.activeFrom.getTime() >= today.getTime()) {
    await tx.membershipPeriod.update({ where: { id: open.id }, data: next });
    return;
  }
  if (open) await tx.membershipPeriod.update({ where: { id: open.id }, data: { activeTo: today } });
  else if (m.activeFrom.getTime() < today.getTime()) {
    const recorded = await tx.membershipPeriod.count({ where: { membershipId: m.id } });
    if (recorded === 0) {
      await tx.membershipPeriod.create({
        data: { membershipId: m.id, clubId: m.clubId, sportId: m.sportId, activeFrom: m.activeFrom, activeTo: today },
      });
    }
  }
  await tx.membershipPeriod.create({ data: { membershipId: m.id, ...next, activeFrom: today } });
}

/** The membership leaves its team today: no team, no jersey number (it goes with the team), the team period ends. */
export async function leaveTeam(tx: Tx, membershipId: number, today: Date) {
  await tx.membership.update({ where: { id: membershipId }, data: { teamId: null, jerseyNumber: null } });
  await tx.teamHistory.updateMany({ where: { membershipId, activeTo: null }, data: { activeTo: today } });
}
