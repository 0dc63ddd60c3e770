// After an erasure the league's statistics keep the player's rows, so every total stays, and show the
// former player's marker instead of the name, at once (the stats cache follows the name change through its trigger on
// persons): the answers, cached once for every reader, flag the row (`erased`) for the client to show the reader's
// word, and keep the stored "Ehemalige Person" as the name for clients without the flag (decision 024).
import { useTestApp } from '../app';
import { ADMIN_PASSWORD, buildAssociation, buildPlayer, inTeam, signIn } from '../factories';
import { buildStaff } from '../factories-processes';
import { addGoal, addLineup, buildCompetition, buildGame, buildGroup, buildSeason, buildTeams } from '../factories-stats';
import type { StatsGameDetailsDTO, StatsPointsDTO, StatsTeamDTO } from '../../shared/schemas/stats';

const t = useTestApp();

it('the points table and the game details show the former player with the same totals', async () => {
  const association = await buildAssociation();
  const season = await buildSeason();
  const league = await buildCompetition({ associationId: association.id, defaultSeasonId: season.id });
  const [A, B] = await buildTeams(association.id, ['Adler', 'Bären']);
  await buildGroup({ competitionId: league.id, seasonId: season.id, name: null, teamIds: [A!.id, B!.id] });
  const erased = await buildPlayer({ ...inTeam(A!), firstname: 'Emil', lastname: 'Weg', publicShortName: 'Emil W.' });
  const stays = await buildPlayer({ ...inTeam(A!), firstname: 'Stefan', lastname: 'Bleibt', jerseyNumber: '4' });
  const game = await buildGame({ competitionId: league.id, seasonId: season.id, home: A!, away: B!, score: [3, 0] });
  await addLineup(game.id, A!.id, [erased.membership, stays.membership]);
  await addGoal({ gameId: game.id, teamId: A!.id, away: false, time: 100, scorer: erased.membership, assist: stays.membership });
  await addGoal({ gameId: game.id, teamId: A!.id, away: false, time: 200, scorer: erased.membership });
  await addGoal({ gameId: game.id, teamId: A!.id, away: false, time: 300, scorer: stays.membership, assist: erased.membership });

  const points = async () =>
    ((await t.request().get(`/api/stats/leagues/${league.id}/points`).expect(200)).body.data as StatsPointsDTO).players.map(
      (p) => ({ name: p.name, erased: p.erased, goals: p.goals, assists: p.assists, points: p.points, games: p.games_played }),
    );
  const scorers = async () =>
    ((await t.request().get(`/api/stats/games/${game.id}`).expect(200)).body.data as StatsGameDetailsDTO).game.events.map((e) => [
      e.player_name,
      e.player_erased,
      e.assist_name,
      e.assist_erased,
    ]);
  const roster = async () =>
    (
      (await t.request().get(`/api/stats/leagues/${league.id}/teams/${A!.id}`).expect(200)).body.data as StatsTeamDTO
    ).team.roster.map((r) => [r.name, r.erased, r.goals]);
  const before = await points();
  expect(before).toEqual([
    { name: 'Emil W.', erased: false, goals: 2, assists: 1, points: 3, games: 1 },
    { name: 'Stefan Bleibt', erased: false, goals: 1, assists: 1, points: 2, games: 1 },
  ]);
  expect(await scorers()).toEqual([
    ['Emil W.', false, 'Stefan Bleibt', false],
    ['Emil W.', false, null, false],
    ['Stefan Bleibt', false, 'Emil W.', false],
  ]);

  const member = await signIn(t, erased.person.email!, ADMIN_PASSWORD);
  const request = await member.post('/api/self/privacyRequests/erase').send({}).expect(201);
  const admin = await buildStaff(t, 'association-leader', { associationId: association.id });
  await admin.agent.put(`/api/processes/${request.body.data.id}?action=approve`).expect(200);

  expect(await points()).toEqual([{ ...before[0], name: 'Ehemalige Person', erased: true }, before[1]]);
  expect(await scorers()).toEqual([
    ['Ehemalige Person', true, 'Stefan Bleibt', false],
    ['Ehemalige Person', true, null, false],
    ['Stefan Bleibt', false, 'Ehemalige Person', true],
  ]);
  expect(await roster()).toEqual(
    expect.arrayContaining([
      ['Ehemalige Person', true, 2],
      ['Stefan Bleibt', false, 1],
    ]),
  );
});
