// Team rows -> the Team of docs/product.md#entities, field by field, plus the player counts and leagues it may carry.
import type { TeamDTO, TeamUserMetaDTO } from '../../shared/schemas/teams';
import type { Prisma } from '../db/client';
import { db } from '../db/client';
import { currentMembership } from '../policies/persons';

export const TEAM_SELECT = {
  id: true,
  name: true,
  localName: true,
  gender: true,
  minAge: true,
  maxAge: true,
  isJoinable: true,
  sport: { select: { id: true, name: true, key: true } },
  club: { select: { id: true, name: true, associationId: true } },
} as const;

export type TeamRow = Prisma.TeamGetPayload<{ select: typeof TEAM_SELECT }>;

export function presentTeam(
  team: TeamRow,
  extra: { playerCount?: number; userMeta?: TeamUserMetaDTO; leagues?: { id: number; name: string }[] } = {},
): TeamDTO {
  return {
    id: team.id,
    name: team.name,
    local_name: team.localName,
    gender: team.gender,
    min_age: team.minAge,
    max_age: team.maxAge,
    sport: team.sport,
    club: { id: team.club.id, name: team.club.name },
    ...(extra.playerCount !== undefined ? { playerCount: { count: extra.playerCount } } : {}),
    ...(extra.userMeta ? { userMeta: extra.userMeta } : {}),
    ...(extra.leagues ? { leagues: extra.leagues } : {}),
  };
}

/** Active, non-alumni members per team. */
export async function playerCounts(teamIds: number[]): Promise<Map<number, number>> {
  if (teamIds.length === 0) return new Map();
  const rows = await db().membership.groupBy({
    by: ['teamId'],
    where: { teamId: { in: teamIds }, isAlumni: false, ...currentMembership() },
    _count: { _all: true },
  });
  return new Map(rows.map((r) => [r.teamId!, r._count._all]));
}

/** The leagues (not tournaments) each team plays in, in the league's default season. */
export async function teamLeagues(teamIds: number[]): Promise<Map<number, { id: number; name: string }[]>> {
  const result = new Map<number, { id: number; name: string }[]>();
  if (teamIds.length === 0) return result;
  const rows = await db().groupTeam.findMany({
    where: { teamId: { in: teamIds }, group: { competition: { kind: 'league' } } },
    select: {
      teamId: true,
      group: { select: { seasonId: true, competition: { select: { id: true, name: true, defaultSeasonId: true } } } },
    },
  });
  for (const r of rows) {
    const c = r.group.competition;
    if (c.defaultSeasonId !== null && r.group.seasonId !== c.defaultSeasonId) continue;
    const list = result.get(r.teamId) ?? [];
    if (!list.some((l) => l.id === c.id)) list.push({ id: c.id, name: c.name });
    result.set(r.teamId, list);
  }
  return result;
}
