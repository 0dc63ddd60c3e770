// A game's officials (docs/product.md#game-day): the referee candidates, the referees and team managers of a game, and
// the overdue game tasks of the caller's leagues.
import { z } from 'zod';
import {
  GameOfficials,
  GameOfficialsInput,
  GameOfficialsParams,
  OverdueTask,
  OverdueTasksQuery,
  RefereeCandidates,
  RefereeCandidatesQuery,
} from '../schemas/game-officials';
import { dataOf, endpoint, json } from './endpoint';

const EDIT = {
  needs: ['games.edit'],
  on: 'association',
  note: "games.edit on the game's competition: its association (association admin) or the league itself (league representative)",
} as const;

export const gameOfficials = {
  candidates: endpoint({
    method: 'GET',
    path: '/games/{id}/referee-candidates',
    tag: 'Games',
    summary:
      "Persons with a valid referee licence of the game's association, with level (filter: level) and a warning for each overlapping game they referee",
    auth: 'user',
    permission: EDIT,
    params: GameOfficialsParams,
    query: RefereeCandidatesQuery,
    response: dataOf(RefereeCandidates),
    status: 200,
    success: json,
  }),
  get: endpoint({
    method: 'GET',
    path: '/games/{id}/officials',
    tag: 'Games',
    summary: "A game's referees (with overlap warnings) and the team managers of both teams (their team-leader rules)",
    auth: 'user',
    permission: EDIT,
    params: GameOfficialsParams,
    response: dataOf(GameOfficials),
    status: 200,
    success: json,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/games/{id}/officials',
    tag: 'Games',
    summary:
      "Set a game's referees (the whole list): 422 NotAReferee without a valid licence, 400 DuplicateReferee, 409 GameClosed once started, finished or cancelled; overlaps are warnings in the answer. The game tasks follow.",
    auth: 'user',
    recentAuth: true,
    permission: EDIT,
    params: GameOfficialsParams,
    body: GameOfficialsInput,
    response: dataOf(GameOfficials),
    status: 200,
    success: json,
  }),
  overdueTasks: endpoint({
    method: 'GET',
    path: '/game-tasks/overdue',
    tag: 'Games',
    summary:
      'Open game tasks more than 24 h after the end of regular play, in the competitions where the caller holds games.edit',
    auth: 'user',
    permission: { needs: ['games.edit'], on: 'scope' },
    query: OverdueTasksQuery,
    response: dataOf(z.array(OverdueTask)),
    status: 200,
    success: json,
  }),
};
