// Live streams (docs/decisions/023-live-streams.md): two instances of the app on one test database, a change committed
// through one reaches the event streams of the other by LISTEN/NOTIFY; 404 before a stream, the initial state, the
// headers, one computation per change for many streams, coalesced duplicates, reconnect after a dropped LISTEN.
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../../server/app';
import { createPool, db } from '../../server/db/client';
import type { Live } from '../../server/live';
import { publishGameChange } from '../../server/live/publish';
import { statsCache } from '../../server/domains/stats/cache';
import type { StatsGameDetailsDTO } from '../../shared/schemas/stats';
import { useTestApp } from '../app';
import { buildAssociation } from '../factories';
import { buildScoreSheetWorld, signInAs } from '../factories-score-sheet';
import { buildCompetition, buildGame, buildGroup, buildSeason, buildTeams } from '../factories-stats';
import { HOSTILE_IDS } from '../security/arbitraries';
import { problemOf } from '../security/hostile';
import { openSse, type SseStream } from './sse-client';

const t = useTestApp();

interface Instance {
  server: Server;
  base: string;
  live: Live;
  pool: pg.Pool;
}

let a: Instance;
let b: Instance;
let leagueId: number;
let gameId: number;
let homeTeamId: number;
const streams: SseStream[] = [];

async function listen(app: ReturnType<typeof buildApp>, pool: pg.Pool): Promise<Instance> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, live: app.locals.live!, pool };
}

async function stop(instance: Instance | undefined) {
  if (!instance) return;
  await instance.live.close();
  instance.server.closeAllConnections();
  await new Promise((resolve) => instance.server.close(resolve));
  if (instance.pool !== undefined) await instance.pool.end();
}

async function open(instance: Instance, path: string, headers: Record<string, string> = {}) {
  const stream = await openSse(`${instance.base}/api${path}`, headers);
  streams.push(stream);
  return stream;
}

/** A change as the score sheet makes it: the row and the NOTIFY in one transaction. */
async function addGoal(time: number) {
  return db().$transaction(async (tx) => {
    const event = await tx.gameEvent.create({
      data: { gameId, type: 'goal', eventTime: time, teamId: homeTeamId, awayTeam: false, period: 1 },
    });
    await publishGameChange({ gameId, competitionId: leagueId }, tx);
    return event;
  });
}

const details = (data: string) => JSON.parse(data) as StatsGameDetailsDTO;

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 5_000) {
  const start = Date.now();
  while (!(await condition())) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

beforeAll(async () => {
  const association = await buildAssociation();
  const season = await buildSeason({ name: `Live ${Date.now()}` });
  const league = await buildCompetition({ associationId: association.id, defaultSeasonId: season.id });
  leagueId = league.id;
  const [home, away] = await buildTeams(association.id, ['Live Nord', 'Live Süd']);
  homeTeamId = home!.id;
  await buildGroup({ competitionId: league.id, seasonId: season.id, teamIds: [home!.id, away!.id] });
  gameId = (await buildGame({ competitionId: league.id, seasonId: season.id, home: home!, away: away!, state: 'live' })).id;
  // Instance A is the test app itself, instance B a second app on the same database with pools of its own.
  a = await listen(t.app, undefined as unknown as pg.Pool);
  const poolB = createPool(t.config.databaseUrl!, 2);
  b = await listen(
    buildApp({
      config: t.config,
      pool: poolB,
      sessionSecret: 'test-session-secret-0123456789',
      logger: pino({ level: 'silent' }),
    }),
    poolB,
  );
});

afterEach(() => {
  for (const s of streams.splice(0)) s.close();
});

afterAll(async () => {
  await stop(b);
  // A's live hub and pool close with the test app; only its listening server is stopped here.
  a?.server.closeAllConnections();
  await new Promise((resolve) => a?.server.close(resolve));
});

describe('GET /api/stats/games/{gameID}/live', () => {
  it('answers 404 for an unknown game and 400 for a malformed id, before any stream', async () => {
    const missing = await t.request().get('/api/stats/games/999999/live').expect(404);
    expect(missing.body.error.code).toBe('NotFound');
    expect(missing.headers['content-type']).toMatch(/json/);
    await t.request().get('/api/stats/games/abc/live').expect(400);
  });

  it('opens an uncompressed event stream with the retry hint and the current state first', async () => {
    const stream = await open(a, `/stats/games/${gameId}/live`, { 'Accept-Encoding': 'gzip' });
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-cache, no-transform');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect(stream.headers['content-encoding']).toBeUndefined();
    const first = await stream.next((e) => e.event === 'game');
    expect(stream.retry).toBeGreaterThan(0);
    const current = await t.request().get(`/api/stats/games/${gameId}`).expect(200);
    expect(details(first.data)).toEqual(current.body.data);
  });

  it('brings a change committed through instance A to the streams of instance B, computed once for all of them', async () => {
    const viewers = await Promise.all(Array.from({ length: 20 }, () => open(b, `/stats/games/${gameId}/live`)));
    await Promise.all(viewers.map((v) => v.next((e) => e.event === 'game')));
    const before = details(viewers[0]!.events[0]!.data).game.events.length;
    // Let the join checks settle (each new stream looks once more for a change it might have missed).
    await new Promise((r) => setTimeout(r, 100));
    const misses = statsCache.counts.misses;
    const posted = performance.now();
    const goal = await addGoal(600);
    const received = await Promise.all(viewers.map((v) => v.next((e) => e.event === 'game', 5_000, 1)));
    for (const event of received) {
      const game = details(event.data).game;
      expect(game.events).toHaveLength(before + 1);
      expect(game.events.some((e) => e.event_time === 600 && e.type === 'goal')).toBe(true);
    }
    // Every viewer got the same bytes, made by one computation of the game's answer.
    expect(new Set(received.map((e) => e.data)).size).toBe(1);
    expect(statsCache.counts.misses - misses).toBe(1);
    expect(Math.max(...received.map((e) => e.at)) - posted).toBeLessThan(2_000);
    expect(goal.id).toBeGreaterThan(0);
  });

  it('sends nothing for notifications that changed nothing, and one state for a burst of changes', async () => {
    const stream = await open(b, `/stats/games/${gameId}/live`);
    await stream.next((e) => e.event === 'game');
    await new Promise((r) => setTimeout(r, 100));
    const count = stream.events.length;
    for (let i = 0; i < 10; i++) await publishGameChange({ gameId, competitionId: leagueId });
    // Then a burst of real changes: the stream ends on the newest state. The three commit concurrently, in any order
    // (a state may show 700 and 702 before 701 has committed), so the state waited for is the one with all three.
    const burst = [700, 701, 702];
    const goals = await Promise.all(burst.map((time) => addGoal(time)));
    const last = await stream.next(
      (e) => e.event === 'game' && burst.every((time) => details(e.data).game.events.some((x) => x.event_time === time)),
      5_000,
      count,
    );
    expect(details(last.data).game.events.filter((x) => burst.includes(x.event_time))).toHaveLength(3);
    expect(stream.events.length - count).toBeLessThanOrEqual(3);
    expect(goals).toHaveLength(3);
  });

  it('drops a closed stream from the hub', async () => {
    const stream = await open(b, `/stats/games/${gameId}/live`);
    await stream.next((e) => e.event === 'game');
    const size = b.live.hub.size;
    stream.close();
    await until(() => b.live.hub.size === size - 1);
  });

  it('listens again after the LISTEN connection was dropped, and the streams catch up', async () => {
    const stream = await open(b, `/stats/games/${gameId}/live`);
    await stream.next((e) => e.event === 'game');
    const listeners = await db().$queryRaw<{ pid: number }[]>`
      SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN%' OR query = 'SELECT 1'`;
    expect(listeners.length).toBeGreaterThanOrEqual(2);
    await db().$queryRaw`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND (query ILIKE 'LISTEN%' OR query = 'SELECT 1')`;
    await until(() => !b.live.listener.isListening);
    await until(() => b.live.listener.isListening, 10_000);
    const from = stream.events.length;
    await addGoal(800);
    const event = await stream.next((e) => e.event === 'game', 5_000, from);
    expect(details(event.data).game.events.some((x) => x.event_time === 800)).toBe(true);
  });
});

describe('the score sheet on instance A, the public streams on instance B', () => {
  it('shows the start and each goal posted through the API of A on the game and category streams of B', async () => {
    const w = await buildScoreSheetWorld();
    const scorer = await signInAs(t, w.leagueRep);
    const game = await open(b, `/stats/games/${w.game.id}/live`);
    const category = await open(b, `/stats/leagues/${w.league.id}/live`);
    expect(details((await game.next((e) => e.event === 'game')).data).game.is_live).toBe(false);
    await category.next((e) => e.event === 'changed');

    await scorer.post(`/api/games/${w.game.id}/start`).send({}).expect(200);
    await game.next((e) => e.event === 'game' && details(e.data).game.is_live);
    for (const [i, time] of [75, 130].entries()) {
      const from = game.events.length;
      const posted = performance.now();
      await scorer
        .post(`/api/games/${w.game.id}/events`)
        .send({
          idempotency_key: crypto.randomUUID(),
          type: 'goal',
          event_time: time,
          period: 1,
          side: 'home',
          membership_id: w.homePlayers[i]!.membership.id,
          assist_membership_id: null,
          penalty_type_id: null,
        })
        .expect(201);
      const event = await game.next((e) => e.event === 'game' && details(e.data).game.home_score === i + 1, 5_000, from);
      expect(event.at - posted).toBeLessThan(2_000);
      const shown = details(event.data).game;
      expect(shown.events.filter((e) => e.type === 'goal').map((e) => e.event_time)).toEqual([75, 130].slice(0, i + 1));
      expect(shown.events.at(-1)!.player_name).toContain(w.homePlayers[i]!.person.lastname);
    }
    const listed = await category.next(
      (e) => e.event === 'game' && (JSON.parse(e.data) as { home_score: number }).home_score === 2,
    );
    expect(JSON.parse(listed.data)).toMatchObject({ id: w.game.id, is_live: true, home_score: 2, away_score: 0 });
  });
});

describe('shutdown', () => {
  it('ends the open streams and the LISTEN connection at once', async () => {
    const pool = createPool(t.config.databaseUrl!, 1);
    const c = await listen(
      buildApp({ config: t.config, pool, sessionSecret: 'test-session-secret-0123456789', logger: pino({ level: 'silent' }) }),
      pool,
    );
    try {
      const stream = await open(c, `/stats/games/${gameId}/live`);
      await stream.next((e) => e.event === 'game');
      const started = performance.now();
      await c.live.close();
      await stream.closed;
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(c.live.hub.size).toBe(0);
      expect(c.live.listener.isListening).toBe(false);
    } finally {
      await stop(c);
    }
  });
});

describe('hostile ids on the stream paths', () => {
  it('answer a typed 4xx before any stream', async () => {
    const failures: string[] = [];
    for (const id of HOSTILE_IDS) {
      for (const path of [`/stats/games/${id}/live`, `/stats/leagues/${id}/live`, `/stats/${id}/${leagueId}/live`]) {
        const res = await t.request().get(`/api${path}`);
        const problem = problemOf(res) ?? (res.status < 400 ? `status ${res.status}` : null);
        if (problem) failures.push(`${path}: ${problem}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('GET /api/stats/{type}/{id}/live', () => {
  it('answers 404 for an unknown category, the wrong type or an unknown type, as the statistics do', async () => {
    await t.request().get('/api/stats/leagues/999999/live').expect(404);
    await t.request().get(`/api/stats/tournaments/${leagueId}/live`).expect(404);
    const games = await t.request().get(`/api/stats/cups/${leagueId}/games`);
    await t.request().get(`/api/stats/cups/${leagueId}/live`).expect(games.status);
  });

  it('tells the category streams of instance B which game changed on instance A', async () => {
    const stream = await open(b, `/stats/leagues/${leagueId}/live`);
    const first = await stream.next(() => true);
    expect(first.event).toBe('changed');
    await addGoal(900);
    const event = await stream.next((e) => e.event === 'game', 5_000, 1);
    const game = JSON.parse(event.data) as StatsGameDetailsDTO['game'];
    expect(game.id).toBe(gameId);
    expect(game.is_live).toBe(true);
    expect('events' in game).toBe(false);
  });
});
