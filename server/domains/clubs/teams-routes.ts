// /api/teams: the team list (by club, sport, joinable by the user, or the caller's teams.list scope with whereACL) and
// one team with its player count, leagues and user meta.
import { contract } from '../../../shared/contract';
import { accessOf, userId } from '../../middleware/auth';
import { presentTeam, presentTeamList } from './team-presenter';
import { listTeams, loadTeamDetails } from './teams';
import { implement, type Route } from '../../http/implement';

export function teamsRoutes(): Route[] {
  return implement(contract.teams, {
    list: async ({ query }, req) => presentTeamList(query, await listTeams(await accessOf(req), query)),
    get: async ({ params }, req) => {
      const { team, ...extra } = await loadTeamDetails(userId(req), params.id);
      return { data: presentTeam(team, extra) };
    },
  });
}
