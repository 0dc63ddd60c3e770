// npm run bench [-- --runs 5 --duration 5 --only persons,stats,live,... | --serve | --explain | --evidence]: the production server on
// the bench database (npm run bench:generate first), measured with autocannon at concurrency 1 and 16; the raw-SQL
// floors, statements per request, the export, the client bundle and Chromium, and start-up. Results go to
// .data/bench/results-<time>.json and .md; docs/benchmarks.md explains them.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import pg from 'pg';
import { BENCH_ADMIN_EMAIL, BENCH_MEMBER_EMAIL, BENCH_PASSWORD } from './lib/accounts';
import { countCpu, postmasterPid } from './lib/cpu';
import { BENCH_DATA_DIR, BENCH_PG_DIR, enableStatementStats, openBenchDatabase } from './lib/database';
import { signIn } from './lib/http';
import { personsRequest, personsStatements } from './lib/queries';
import { startRecorder } from './lib/record';
import { DIST_DIR, ensureBuild, startServer } from './lib/server';
import { findTargets } from './lib/targets';
import { renderMarkdown, type Results } from './report';
import { answerFigures, personsFigures, signInFigures } from './scenarios/api';
import { browserFigures } from './scenarios/browser';
import { bundleFigures } from './scenarios/bundle';
import { coldFigures, standingsFloor } from './scenarios/cold';
import type { BenchContext } from './scenarios/context';
import { exportFigures } from './scenarios/export';
import { startupFigures } from './scenarios/startup';
import { liveFigures } from './scenarios/live';
import { scheduleImportFigures } from './scenarios/schedule-import';
import { statementCounts } from './scenarios/statements';

const GROUPS = ['persons', 'stats', 'answers', 'signin', 'statements', 'export', 'import', 'client', 'live', 'startup'] as const;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      duration: { type: 'string', default: '5' },
      only: { type: 'string' },
      'quiet-load': { type: 'string', default: '3' },
      serve: { type: 'boolean', default: false },
      explain: { type: 'boolean', default: false },
      evidence: { type: 'boolean', default: false },
      match: { type: 'string' },
    },
    allowPositionals: true,
  });
  if (values.serve) return (await import('./serve')).serve();
  if (values.explain) return (await import('./explain')).explainAll([]);
  if (values.evidence) return (await import('./evidence')).evidence();
  const only = new Set(values.only ? values.only.split(',') : GROUPS);
  const settings = {
    runs: Number(values.runs),
    durationS: Number(values.duration),
    quietLoad: Number(values['quiet-load']),
    ...(values.match ? { match: values.match.split(',') } : {}),
  };

  ensureBuild();
  const database = await openBenchDatabase();
  const pool = new pg.Pool({ connectionString: database.url, max: 10 });
  // An idle client whose connection the server ends (a restart, a shutdown) must not end the run unhandled.
  pool.on('error', (error) => process.stderr.write(`bench pool: ${error.message}\n`));
  const results: Results = { meta: await meta(pool, settings), persons: [], answers: [], cold: [], statements: [] };
  let server = await startServer({ DATABASE_URL: database.url });
  const recorder = await startRecorder(database.url);
  const postmaster = postmasterPid(BENCH_PG_DIR, database.url);
  try {
    await enableStatementStats(pool);
    // Counters of an earlier run must not throttle this one's sign-ins.
    await pool.query('DELETE FROM rate_limit_hits');
    const targets = await findTargets(pool);
    const adminId = (await pool.query<{ id: number }>('SELECT id FROM persons WHERE email = $1', [BENCH_ADMIN_EMAIL])).rows[0]!
      .id;
    const scope = personsStatements(adminId, personsRequest(targets, 'last'));
    targets.personsInScope = Number((await pool.query<{ n: string }>(scope.count.text, scope.count.values)).rows[0]!.n);
    results.meta.targets = targets;
    const signInBoth = async () => ({
      admin: await signIn(server.base, BENCH_ADMIN_EMAIL, BENCH_PASSWORD),
      member: await signIn(server.base, BENCH_MEMBER_EMAIL, BENCH_PASSWORD),
    });
    const ctx: BenchContext = {
      server,
      databaseUrl: database.url,
      pool,
      targets,
      adminId,
      cookies: await signInBoth(),
      settings,
      recorder,
      countCpu: (withServer = true) => countCpu(withServer ? server.pid : null, postmaster),
      async restartServer() {
        await server.stop();
        server = await startServer({ DATABASE_URL: database.url });
        ctx.server = server;
        ctx.cookies = await signInBoth();
      },
    };
    const step = async (group: (typeof GROUPS)[number], run: () => Promise<void>) => {
      if (!only.has(group)) return;
      process.stdout.write(
        `${group} (load ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')})\n`,
      );
      await run();
    };
    await step('persons', async () => void (results.persons = await personsFigures(ctx)));
    await step('stats', async () => {
      results.cold = await coldFigures(ctx);
      results.standingsFloor = await standingsFloor(ctx);
    });
    await step('answers', async () => void (results.answers = await answerFigures(ctx)));
    await step('statements', async () => void (results.statements = await statementCounts(ctx)));
    await step('signin', async () => {
      results.signIn = await signInFigures(ctx);
      const hash = (await pool.query<{ h: string }>('SELECT password_hash AS h FROM persons WHERE id = $1', [adminId])).rows[0]!
        .h;
      results.meta.argon2 = hash.split('$').slice(1, 4).join('$');
    });
    await step('export', async () => void (results.exports = await exportFigures(ctx)));
    await step('import', async () => void (results.scheduleImport = await scheduleImportFigures(ctx)));
    await step('live', async () => void (results.live = await liveFigures(ctx)));
    await step('client', async () => {
      results.bundle = bundleFigures(path.join(DIST_DIR, 'client'));
      results.bundleLanguageKb = languageChunkKb(path.join(DIST_DIR, 'client'));
      results.browser = await browserFigures(ctx);
    });
  } catch (error) {
    // Keep what was measured before the failure.
    fs.writeFileSync(path.join(BENCH_DATA_DIR, 'results-partial.json'), JSON.stringify(results, null, 2));
    throw error;
  } finally {
    await server.stop();
    await recorder.close();
    await pool.end();
    await database.stop();
  }
  if (only.has('startup') && database.embedded) {
    process.stdout.write(
      `startup (load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')})\n`,
    );
    results.startup = await startupFigures();
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
  const file = path.join(BENCH_DATA_DIR, `results-${stamp}`);
  fs.writeFileSync(`${file}.json`, JSON.stringify(results, null, 2));
  const markdown = renderMarkdown(results);
  fs.writeFileSync(`${file}.md`, markdown);
  process.stdout.write(`\n${markdown}\nwritten to ${file}.json and .md\n`);
}

/** The gzip size of the biggest per-language translation chunk (the first page loads one of them). */
function languageChunkKb(clientDir: string): number {
  const assets = fs.readdirSync(path.join(clientDir, 'assets')).filter((f) => /^(de|en|fr|nl)-[\w-]+\.js$/.test(f));
  const sizes = assets.map((f) => zlib.gzipSync(fs.readFileSync(path.join(clientDir, 'assets', f)), { level: 9 }).length / 1024);
  return Math.round(Math.max(0, ...sizes) * 10) / 10;
}

async function meta(pool: pg.Pool, settings: object): Promise<Results['meta']> {
  const git = (cmd: string) => {
    try {
      return execSync(cmd, { encoding: 'utf8' }).trim();
    } catch {
      return 'unknown';
    }
  };
  const counts = (
    await pool.query<Record<string, string>>(
      `SELECT (SELECT count(*) FROM persons) AS persons, (SELECT count(*) FROM memberships) AS memberships,
        (SELECT count(*) FROM clubs) AS clubs, (SELECT count(*) FROM teams) AS teams,
        (SELECT count(*) FROM competitions WHERE kind = 'league') AS leagues, (SELECT count(*) FROM games) AS games,
        (SELECT count(*) FROM game_events) AS events, (SELECT count(*) FROM game_lineups) AS lineups`,
    )
  ).rows[0]!;
  return {
    date: new Date().toISOString(),
    commit: `${git('git rev-parse --short HEAD')}${git('git status --porcelain') ? ' + uncommitted changes' : ''}`,
    machine: `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, ${os.type()} ${os.release()}`,
    node: process.version,
    postgres: (await pool.query<{ server_version: string }>('SHOW server_version')).rows[0]!.server_version,
    dist: DIST_DIR,
    settings,
    data: Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, Number(v)])),
  };
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
