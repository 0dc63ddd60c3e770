// A category's live stream names the version of the category's data in its first `changed` event, the version its
// pages' answers carry (docs/decisions/023-live-streams.md): a page whose answer is of another version (a change
// committed between the answer and the stream's start, whose NOTIFY reached no stream) asks again, and only then.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { db } from '../../server/db/client';
import { publishGameChange } from '../../server/live/publish';
import type { StatsGamesDTO, StatsPointsDTO, StatsTeamDTO } from '../../shared/schemas/stats';
import { useTestApp } from '../app';
import { buildAssociation } from '../factories';
import { buildCompetition, buildGame, buildGroup, buildSeason, buildTeams } from '../factories-stats';
import { openSse, type SseStream } from './sse-client';

const t = useTestApp();

let server: Server;
let base: string;
const streams: SseStream[] = [];

beforeAll(async () => {
  server = t.app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => {
  for (const s of streams.splice(0)) s.close();
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** The version the category's stream names first. */
async function streamVersion(leagueId: number): Promise<string> {
  const stream = await openSse(`${base}/api/stats/leagues/${leagueId}/live`);
  streams.push(stream);
  const first = await stream.next(() => true);
  expect(first.event).toBe('changed');
  const data = JSON.parse(first.data) as { competition_id: number; version: string };
  expect(data.competition_id).toBe(leagueId);
  return data.version;
}

it('names the version of the answers when nothing changed, and a new one after a change no stream heard', async () => {
  const association = await buildAssociation();
  const season = await buildSeason({ name: `Version ${Date.now()}` });
  const league = await buildCompetition({ associationId: association.id, defaultSeasonId: season.id });
  const [home, away] = await buildTeams(association.id, ['Stand Nord', 'Stand Süd']);
  await buildGroup({ competitionId: league.id, seasonId: season.id, teamIds: [home!.id, away!.id] });
  const game = await buildGame({ competitionId: league.id, seasonId: season.id, home: home!, away: away!, state: 'live' });
  const answer = async <T>(view: string) =>
    (await t.request().get(`/api/stats/leagues/${league.id}/${view}`).expect(200)).body.data as T;

  const games = await answer<StatsGamesDTO>('games');
  const points = await answer<StatsPointsDTO>('points');
  const team = await answer<StatsTeamDTO>(`teams/${home!.id}`);
  expect(games.version).toMatch(/^[\w-]{16}$/);
  expect(new Set([games.version, points.version, team.version]).size).toBe(1);
  // Nothing changed: the stream names the answers' version, a page asks nothing again.
  expect(await streamVersion(league.id)).toBe(games.version);

  // A goal committed while no stream of the category is open.
  await db().$transaction(async (tx) => {
    await tx.gameEvent.create({
      data: { gameId: game.id, type: 'goal', eventTime: 60, teamId: home!.id, awayTeam: false, period: 1 },
    });
    await publishGameChange({ gameId: game.id, competitionId: league.id }, tx);
  });
  const opened = await streamVersion(league.id);
  expect(opened).not.toBe(games.version);
  // Asked again, the answers are of the version the stream named.
  expect((await answer<StatsGamesDTO>('games')).version).toBe(opened);
  expect((await answer<StatsTeamDTO>(`teams/${home!.id}`)).version).toBe(opened);
});
