// Load figures of the API answers (autocannon, concurrency 1 and 16), and for the member list the raw-SQL floor.
import type pg from 'pg';
import { measure, waitForQuiet } from '../lib/load';
import { measureFloor } from '../lib/floor';
import { replay, statementsOf } from '../lib/record';
import { personsRequest, personsStatements, type PersonsCase, type Statement } from '../lib/queries';
import { statementNames } from '../../server/db/plan-cache';
import { BENCH_PASSWORD, BENCH_SIGNIN_ACCOUNTS, benchSignInEmail } from '../lib/accounts';
import { wanted, type BenchContext, type LoadRow } from './context';
import { WEBCAL_ANSWER, webcalFloor } from './webcal';

const SELF_INCLUDE = 'licenses,contactData,personalStats,upcomingGames,gameTasks';
const CLUB_INCLUDE = 'listableTeams.playerCount,leaders,contacts,fields,profile,teams.userMeta,offeredSports';
const CLUB_ANSWER = 'club with all includes';
const SELF_ANSWER = 'self with all includes';

async function both(ctx: BenchContext, name: string, path: string, headers: Record<string, string> = {}, extra: object = {}) {
  const { runs, durationS, quietLoad } = ctx.settings;
  const url = `${ctx.server.base}${path}`;
  await waitForQuiet(quietLoad, 60);
  const c1 = await measure({ url, connections: 1, durationS, runs, headers, ...extra });
  await waitForQuiet(quietLoad, 60);
  // A slow answer needs longer runs at 16 connections to complete enough requests for its percentiles.
  const slowS = Math.min(30, Math.ceil((c1.p50 * 16 * 10) / 1000));
  const c16 = await measure({
    url,
    connections: 16,
    durationS: Math.max(durationS, slowS),
    runs,
    headers,
    countCpu: () => ctx.countCpu(),
    ...extra,
  });
  log(
    `${name}: c1 p50 ${c1.p50.toFixed(1)} ms, c16 p95 ${c16.p95.toFixed(1)} ms, ${c16.rps.toFixed(0)} req/s, load ${c16.load[0]}${cpuText(c16)}`,
  );
  return { name, path, c1, c16 };
}

export function log(line: string): void {
  process.stdout.write(`  ${line}\n`);
}

/** ", CPU per request: server x, PostgreSQL y, bench z ms" when counted. */
export function cpuText(f: { cpuPerRequest?: { serverMs: number; postgresMs: number | null; benchMs: number } }): string {
  const c = f.cpuPerRequest;
  if (!c) return '';
  const pg = c.postgresMs === null ? '' : `, PostgreSQL ${c.postgresMs.toFixed(2)}`;
  return `; CPU per request: server ${c.serverMs.toFixed(2)}${pg}, bench ${c.benchMs.toFixed(2)} ms`;
}

/**
 * The raw-SQL floor of an answer whose statements the server's own code makes (bench/lib/record.ts): recorded once
 * after a warm-up request (caches filled, the session touched), then replayed with pg at concurrency 1 and 16.
 */
export async function recordedFloor(ctx: BenchContext, path: string, cookie?: string): Promise<NonNullable<LoadRow['floor']>> {
  await ctx.recorder.record(path, cookie);
  const recording = await ctx.recorder.record(path, cookie);
  const answer = (pool: pg.Pool) => replay(pool, recording);
  const { runs, durationS } = ctx.settings;
  const floor = {
    c1: await measureFloor(ctx.pool, answer, { connections: 1, durationS, runs }),
    c16: await measureFloor(ctx.pool, answer, { connections: 16, durationS, runs, countCpu: () => ctx.countCpu(false) }),
    statements: statementsOf(recording),
  };
  log(
    `  floor (${floor.statements} statements): c1 p50 ${floor.c1.p50.toFixed(1)} ms, c16 p95 ${floor.c16.p95.toFixed(1)} ms${cpuText(floor.c16)}`,
  );
  return floor;
}

/** The member list: filtered, filtered + quick search, quick search, last page; each with its floor. */
export async function personsFigures(ctx: BenchContext): Promise<LoadRow[]> {
  const rows: LoadRow[] = [];
  const named = statementNames();
  const first = personsStatements(ctx.adminId, personsRequest(ctx.targets, 'last'));
  const total = Number((await ctx.pool.query<{ n: string }>(first.count.text, first.count.values)).rows[0]!.n);
  const lastPage = Math.max(0, Math.ceil(total / 30) - 1);
  for (const kind of ['rql', 'rql+q', 'q', 'last'] as PersonsCase[]) {
    if (!wanted(ctx.settings, `persons ${kind}`)) continue;
    const request = personsRequest(ctx.targets, kind, lastPage);
    const row: LoadRow = await both(ctx, `persons ${kind}`, request.path, { cookie: ctx.cookies.admin });
    const statements = personsStatements(ctx.adminId, request);
    // The same statements as the API, the same way: prepared like the server's (server/db/plan-cache.ts), a
    // combined first page as the server answers it while its kept page holds (the snapshot query; the page statement
    // itself only after a commit), any other page as the server reads it while its kept count holds
    // (listPersonsText in person-list.sql.ts): the page with the snapshot that checks the count, in one statement; the
    // count itself only after a commit.
    const run = (pool: pg.Pool, s: Statement) =>
      pool.query<{ n: string }>({ name: named({ sql: s.text }), text: s.text, values: s.values });
    const kept = statements.combined ? 0 : Number((await run(ctx.pool, statements.count)).rows[0]!.n);
    const snapshot: Statement = { text: 'SELECT pg_current_snapshot()::text AS snapshot', values: [] };
    const answer = async (pool: pg.Pool) => {
      if (statements.combined) {
        await run(pool, snapshot);
        return;
      }
      const page = statements.page(statements.firstPage ? null : kept, true);
      if (page) await run(pool, page);
    };
    const { runs, durationS } = ctx.settings;
    row.floor = {
      c1: await measureFloor(ctx.pool, answer, { connections: 1, durationS, runs }),
      c16: await measureFloor(ctx.pool, answer, { connections: 16, durationS, runs, countCpu: () => ctx.countCpu(false) }),
    };
    log(`  floor: c1 p50 ${row.floor.c1.p50.toFixed(1)} ms, c16 p95 ${row.floor.c16.p95.toFixed(1)} ms${cpuText(row.floor.c16)}`);
    rows.push(row);
  }
  return rows;
}

/** Statistics answers served from the warm cache, the live game, the webcal feed, club and self. */
export async function answerFigures(ctx: BenchContext): Promise<LoadRow[]> {
  const t = ctx.targets;
  const member = { cookie: ctx.cookies.member };
  const admin = { cookie: ctx.cookies.admin };
  const figures: [string, string, Record<string, string>?][] = [
    // The audit log over the generator's 1,000,000 entries (docs/decisions/059-one-audit-log.md), as the association
    // admin: the newest page, one member's, one kind's, and a page 100,000 entries deep by its keyset cursor.
    ...(await auditLogFigures(ctx)).map(([name, path]): [string, string, Record<string, string>] => [name, path, admin]),
    ...['games', 'groups', 'points', 'fouls'].map((view): [string, string] => [
      `stats ${view} (warm)`,
      `/api/stats/leagues/${t.leagueId}/${view}`,
    ]),
    ['stats groups (warm, gzip)', `/api/stats/leagues/${t.leagueId}/groups`, { 'accept-encoding': 'gzip' }],
    ['live game details (warm)', `/api/stats/games/${t.liveGameId}`],
    [WEBCAL_ANSWER, `/api/calendar/games-calendar/${t.memberFeedToken}.ics`],
    [`${WEBCAL_ANSWER} (gzip)`, `/api/calendar/games-calendar/${t.memberFeedToken}.ics`, { 'accept-encoding': 'gzip' }],
    [CLUB_ANSWER, `/api/clubs/${t.memberClubId}?include=${CLUB_INCLUDE}`, member],
    [SELF_ANSWER, `/api/self?include=${SELF_INCLUDE}`, member],
  ];
  const rows: LoadRow[] = [];
  for (const [name, path, headers] of figures) {
    if (!wanted(ctx.settings, name)) continue;
    const row: LoadRow = await both(ctx, name, path, headers);
    if (name === WEBCAL_ANSWER) {
      row.floor = await webcalFloor(ctx);
      log(`  floor: c1 p50 ${row.floor.c1.p50.toFixed(1)} ms, c16 p95 ${row.floor.c16.p95.toFixed(1)} ms`);
    }
    // The signed-in answers of their floor is every statement the server sends for them.
    if (name === CLUB_ANSWER || name === SELF_ANSWER) row.floor = await recordedFloor(ctx, path, headers?.cookie);
    rows.push(row);
  }
  return rows;
}

/** The audit log's figures: name and path. */
async function auditLogFigures(ctx: BenchContext): Promise<[string, string][]> {
  const { rows } = await ctx.pool.query<{ ms: string; id: number; subject: number }>(
    `SELECT (extract(epoch FROM created_at) * 1000)::bigint AS ms, id, (SELECT subject_id FROM audit_entries WHERE subject_id IS NOT NULL ORDER BY id DESC LIMIT 1) AS subject
     FROM audit_entries ORDER BY created_at DESC, id DESC OFFSET 100000 LIMIT 1`,
  );
  const deep = rows[0];
  if (!deep) return [];
  return [
    ['audit log (newest)', '/api/audit-log'],
    ['audit log (member)', `/api/audit-log?person_id=${deep.subject}`],
    ['audit log (kind=club)', '/api/audit-log?kind=club'],
    ['audit log (100,000 deep)', `/api/audit-log?cursor=${deep.ms}_${deep.id}`],
  ];
}

/**
 * Sign-in: argon2id verification on purpose (OWASP's minimum cost); every answer also writes a session. The
 * requests rotate over the sign-in accounts of the generator: the limiter counts per address and account, and
 * sixteen parallel sign-ins of one account from one address are what it is there to stop.
 */
export async function signInFigures(ctx: BenchContext): Promise<LoadRow> {
  let next = 0;
  const nextBody = () => {
    next = (next % BENCH_SIGNIN_ACCOUNTS) + 1;
    return JSON.stringify({ username: benchSignInEmail(next + 2), password: BENCH_PASSWORD, remember: false });
  };
  // A run stops with sign-ins in flight, which the limiter counts as failures: every run starts from zero, and the
  // runs after this one find no leftovers either.
  const beforeRun = async () => void (await ctx.pool.query(`DELETE FROM rate_limit_hits WHERE key LIKE 'signin%'`));
  const row = await both(
    ctx,
    'sign-in',
    '/api/auth/signin',
    { 'content-type': 'application/json' },
    { method: 'POST', nextBody, beforeRun },
  );
  await beforeRun();
  return row;
}

export { SELF_INCLUDE, CLUB_INCLUDE };
