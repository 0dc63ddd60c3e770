// Teams as a member looks them up: the list of GET /api/teams and one team with player count, leagues and user meta.
import { PAGE_SIZE_DEFAULT } from '../../shared/constants';
import type { ListEnvelope } from '../../shared/api';
import type { TeamDTO, TeamListQuery } from '../../shared/schemas/teams';
import { fitsTeamGender } from '../../shared/schemas/teams';
import type { Prisma } from '../db/client';
import { db } from '../db/client';
import { notFound } from '../errors';
import { loadJoinContext, teamRefusal, teamUserMeta } from '../services/join';
import { playerCounts, presentTeam, TEAM_SELECT, teamLeagues } from './team';

export async function listTeams(personId: number, query: TeamListQuery): Promise<ListEnvelope<TeamDTO>> {
  const where: Prisma.TeamWhereInput = {};
  if (query.whereClubID) where.clubId = query.whereClubID;
  if (query.whereSportID) where.sportId = query.whereSportID;
  const rows = await db().team.findMany({
    where,
    orderBy: [{ club: { name: 'asc' } }, { name: 'asc' }, { id: 'asc' }],
    select: TEAM_SELECT,
  });
  const ctx = await loadJoinContext(db(), personId);
  // Joinability depends on the person (age, gender, memberships), so it filters after loading.
  const matching = query.whereJoinableByPerson
    ? rows.filter((t) => fitsTeamGender(t.gender, ctx.gender) && teamRefusal(ctx, t) === null)
    : rows;
  const requested = query.page_size ?? query.pageSize ?? PAGE_SIZE_DEFAULT;
  const size = requested === 0 ? Math.max(matching.length, 1) : requested;
  const page = matching.slice(query.page * size, query.page * size + size);
  return {
    data: page.map((t) => presentTeam(t, { userMeta: teamUserMeta(ctx, t) })),
    meta: {
      page: query.page,
      page_size: requested,
      max_page: Math.max(0, Math.ceil(matching.length / size) - 1),
      filter: {
        ...(query.whereClubID ? { whereClubID: query.whereClubID } : {}),
        ...(query.whereSportID ? { whereSportID: query.whereSportID } : {}),
        ...(query.whereJoinableByPerson ? { whereJoinableByPerson: true } : {}),
      },
      order_by: 'name',
      total_results: matching.length,
    },
  };
}

export async function teamDetails(personId: number, teamId: number): Promise<TeamDTO> {
  const team = await db().team.findUnique({ where: { id: teamId }, select: TEAM_SELECT });
  if (!team) throw notFound('Team');
  const [ctx, counts, leagues] = await Promise.all([
    loadJoinContext(db(), personId),
    playerCounts([team.id]),
    teamLeagues([team.id]),
  ]);
  return presentTeam(team, {
    playerCount: counts.get(team.id) ?? 0,
    userMeta: teamUserMeta(ctx, team),
    leagues: leagues.get(team.id) ?? [],
  });
}
