// /api/self/follows and /api/follows/teams: a member's follows and "my teams", a guest's "my teams".
import { contract } from '../../../shared/contract';
import { MAX_MY_TEAMS } from '../../../shared/schemas/follows';
import { implement, type Route } from '../../http/implement';
import { userId } from '../../middleware/auth';
import { follow, followsOf, mergeFollows, unfollow } from './follows';
import { myTeams } from './my-teams';
import { presentFollow, presentMyTeams } from './presenter';

const listOf = async (personId: number) => ({ data: (await followsOf(personId)).map(presentFollow) });

export function followsRoutes(): Route[] {
  return implement(contract.follows, {
    list: (_input, req) => listOf(userId(req)),
    follow: async ({ body }, req) => {
      await follow(userId(req), body, body.mail_events);
      return listOf(userId(req));
    },
    merge: async ({ body }, req) => {
      await mergeFollows(userId(req), body.follows);
      return listOf(userId(req));
    },
    unfollow: async ({ params }, req) => {
      await unfollow(userId(req), params.target, params.id);
      return { data: {} };
    },
    myTeams: async (_input, req) => {
      const teams = (await followsOf(userId(req))).filter((f) => f.target === 'team').map((f) => f.targetId);
      return presentMyTeams(await myTeams([...new Set(teams)].slice(0, MAX_MY_TEAMS)));
    },
    guestTeams: async ({ query }) => presentMyTeams(await myTeams(query.ids.slice(0, MAX_MY_TEAMS))),
  });
}
