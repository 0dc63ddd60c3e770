// Live streams have caps per client address and per instance: beyond them a stream request answers 503 ServerBusy
// with Retry-After in the error envelope, the instance keeps serving, and a closed stream gives its slot back.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { useTestApp } from '../app';
import { buildAssociation } from '../factories';
import { buildCompetition, buildGame, buildSeason, buildTeams } from '../factories-stats';
import { openSse, type SseStream } from './sse-client';

const t = useTestApp({ LIVE_MAX_STREAMS: '4', LIVE_STREAMS_PER_ADDRESS: '2', TRUST_PROXY: 'loopback' });

let server: Server;
let base: string;
let gameId: number;
let leagueId: number;
const streams: SseStream[] = [];

beforeAll(async () => {
  server = t.app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const association = await buildAssociation();
  const season = await buildSeason();
  const league = await buildCompetition({ associationId: association.id, defaultSeasonId: season.id });
  const [home, away] = await buildTeams(association.id, ['Kappe Nord', 'Kappe Süd']);
  const game = await buildGame({ competitionId: league.id, seasonId: season.id, home: home!, away: away!, state: 'live' });
  gameId = game.id;
  leagueId = league.id;
});

afterEach(async () => {
  for (const s of streams.splice(0)) s.close();
  // The slots come back with the closed sockets.
  await until(() => t.app.locals.live!.slots.size === 0);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A stream from the address `from` (X-Forwarded-For behind the trusted loopback proxy). */
async function stream(from: string, path = `/api/stats/games/${gameId}/live`): Promise<SseStream> {
  const s = await openSse(`${base}${path}`, { 'X-Forwarded-For': from });
  streams.push(s);
  return s;
}

/** The refusal's status, Retry-After and envelope, read as a plain request. */
async function refusal(from: string, path = `/api/stats/games/${gameId}/live`) {
  const res = await t.request().get(path).set('X-Forwarded-For', from).set('Accept', 'text/event-stream');
  return { status: res.status, retryAfter: res.headers['retry-after'], code: res.body?.error?.code };
}

const REFUSED = { status: 503, retryAfter: '30', code: 'ServerBusy' };

it('refuses a third stream from one address, not a stream from another', async () => {
  for (let i = 0; i < 2; i++) expect((await stream('198.51.100.7')).status).toBe(200);
  expect(await refusal('198.51.100.7')).toEqual(REFUSED);
  expect((await stream('198.51.100.8')).status).toBe(200);
  // Every stream still gets its first state.
  for (const s of streams) await s.next((e) => e.event === 'game');
});

it('refuses streams beyond the instance cap while every other answer goes on', async () => {
  const addresses = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4'];
  for (const a of addresses) expect((await stream(a)).status).toBe(200);
  expect(await refusal('203.0.113.9')).toEqual(REFUSED);
  expect(await refusal('203.0.113.9', `/api/stats/leagues/${leagueId}/live`)).toEqual(REFUSED);
  await t.request().get(`/api/stats/games/${gameId}`).expect(200);
  // A stream that ends gives its slot back.
  streams.shift()!.close();
  await until(() => t.app.locals.live!.slots.size === 3);
  expect((await stream('203.0.113.9', `/api/stats/leagues/${leagueId}/live`)).status).toBe(200);
});

it('refuses a stream while the heap is fuller than its ceiling', async () => {
  const slots = t.app.locals.live!.slots;
  const ceiling = slots.caps.heapCeiling;
  try {
    // A ceiling below what any running server uses: the next stream is refused, whatever the counts.
    slots.caps.heapCeiling = 0.0001;
    expect(await refusal('192.0.2.77')).toEqual(REFUSED);
  } finally {
    slots.caps.heapCeiling = ceiling;
  }
  expect((await stream('192.0.2.77')).status).toBe(200);
});

it('gives the slot back when the stream cannot open (an unknown game)', async () => {
  for (let i = 0; i < 3; i++)
    await t.request().get('/api/stats/games/999999999/live').set('X-Forwarded-For', '192.0.2.5').expect(404);
  expect(t.app.locals.live!.slots.size).toBe(0);
  expect((await stream('192.0.2.5')).status).toBe(200);
});
