// Reading teams (docs/product.md#entities): the list of GET /api/teams (by club, sport, joinable by the user, or the
// caller's teams.list scope), one team with player count, leagues and the join rules' context, and the counts both use.
import { type TeamListQuery, fitsTeamGender } from '../../../shared/schemas/teams';
import { type Prisma, db } from '../../db/client';
import { notFound } from '../../errors';
import { currentMembership, requirePermission, teamWhere, type Access } from '../access';
import { TEAM_SELECT } from './rows';
import { loadJoinContext } from './join';
import { teamRefusal, teamUserMeta } from './join-rules';

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

/** GET /api/teams: the matching teams (all of them; the presenter pages), each with the user's meta. */
export async function listTeams(access: Access, query: TeamListQuery) {
  const and: Prisma.TeamWhereInput[] = [];
  if (query.whereClubID) and.push({ clubId: query.whereClubID });
  if (query.whereSportID) and.push({ sportId: query.whereSportID });
  if (query.whereACL) {
    requirePermission(access, query.whereACL);
    and.push(teamWhere(access, query.whereACL));
  }
  const rows = await db().team.findMany({
    where: { AND: and },
    orderBy: [{ club: { name: 'asc' } }, { name: 'asc' }, { id: 'asc' }],
    select: TEAM_SELECT,
  });
  const ctx = await loadJoinContext(db(), access.personId);
  // Joinability depends on the person (age, gender, memberships), so it filters after loading.
  const teams = query.whereJoinableByPerson
    ? rows.filter((t) => fitsTeamGender(t.gender, ctx.gender) && teamRefusal(ctx, t) === null)
    : rows;
  return teams.map((team) => ({ team, userMeta: teamUserMeta(ctx, team) }));
}

/** GET /api/teams/{id}: the team, its player count and leagues, and the user's meta. */
export async function loadTeamDetails(personId: number, teamId: number) {
  const team = await db().team.findUnique({ where: { id: teamId }, select: TEAM_SELECT });
  if (!team) throw notFound('Team');
  const [ctx, counts, leagues] = await Promise.all([
    loadJoinContext(db(), personId),
    playerCounts([team.id]),
    teamLeagues([team.id]),
  ]);
  return { team, playerCount: counts.get(team.id) ?? 0, userMeta: teamUserMeta(ctx, team), leagues: leagues.get(team.id) ?? [] };
}
