// npm run bench:generate -- [--scale 1] [--reset] [--now ISO] [--audit-entries N]: fills the bench database (DATABASE_URL, else the
// embedded PostgreSQL under .data/bench) with a national federation, deterministically, through bulk inserts.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { hashPassword } from '../server/auth/password';
import { migrate } from '../server/db/migrate';
import { BENCH_PASSWORD } from './lib/accounts';
import { enableStatementStats, openBenchDatabase } from './lib/database';
import { Rng } from './lib/rng';
import { sizesAt, startOfDay, type World } from './generate/context';
import { seedGames } from './generate/games';
import { Loader } from './generate/insert';
import { seedOrganisation } from './generate/organisation';
import { seedPeople } from './generate/people';
import { AUDIT_ENTRIES, seedAuditEntries } from './generate/audit';

const SEED = 7_2026;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: '1' },
      reset: { type: 'boolean', default: false },
      now: { type: 'string' },
      // The audit log's entries: a million at scale 1 unless given (a smaller federation may carry the full log).
      'audit-entries': { type: 'string' },
    },
  });
  const scale = Number(values.scale);
  if (!(scale > 0 && scale <= 10)) throw new Error('--scale must be a number in (0, 10]');
  // Minute precision, so two runs in the same minute write the same rows.
  const now = values.now ? new Date(values.now) : new Date(Math.floor(Date.now() / 60_000) * 60_000);
  const started = Date.now();
  const database = await openBenchDatabase();
  try {
    await migrate(database.url);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await prepare(client, values.reset);
      const passwordHash = await hashPassword(BENCH_PASSWORD);
      const sizes = sizesAt(scale);
      const w = {
        rng: new Rng(SEED),
        load: new Loader(client),
        now,
        today: startOfDay(now),
        sizes,
        sportIds: {},
        subscriptionIds: {},
        regionIds: [],
        clubs: [],
        teams: [],
        leagues: [],
        referees: [],
        bench: { adminId: 1, memberId: 2, memberClubId: 0, memberTeamId: 0, memberSecondTeamId: 0 },
      } as unknown as World;
      await client.query('BEGIN');
      await client.query('SET LOCAL synchronous_commit = off');
      const step = async (name: string, run: () => Promise<void>) => {
        const t = Date.now();
        await run();
        log(`${name}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
      };
      await step('organisation, clubs, teams, leagues', () => seedOrganisation(w));
      await step('persons, memberships, staff', () => seedPeople(w, passwordHash));
      await step('games, line-ups, events', () => seedGames(w));
      await w.load.flushAll();
      await step('audit log entries', () =>
        seedAuditEntries(client, now, Number(values['audit-entries'] ?? Math.round(AUDIT_ENTRIES * scale)), w.bench.adminId),
      );
      await resetSequences(client);
      await client.query('COMMIT');
      await step('vacuum analyze', async () => {
        await client.query('VACUUM (ANALYZE)');
      });
      const counts = w.load.counts();
      log(`scale ${scale}: ${JSON.stringify(counts)}`);
      log(`bench accounts ${JSON.stringify(w.bench)}; done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } finally {
      await client.end();
    }
  } finally {
    await database.stop();
  }
}

/** Refuses a database that holds data unless --reset, which empties every table but the migration history. */
async function prepare(client: pg.Client, reset: boolean): Promise<void> {
  await enableStatementStats(client);
  const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM persons');
  if (Number(rows[0]!.n) > 0) {
    if (!reset) throw new Error('The bench database holds data: run with --reset to replace it');
    const tables = await client.query<{ tablename: string }>(
      `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`,
    );
    await client.query(`TRUNCATE ${tables.rows.map((t) => `"${t.tablename}"`).join(', ')} RESTART IDENTITY CASCADE`);
  }
}

/** Ids were written explicitly: move every serial sequence past them. */
async function resetSequences(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ table: string; column: string }>(
    `SELECT c.table_name AS table, c.column_name AS column FROM information_schema.columns c
     WHERE c.table_schema = 'public' AND c.column_default LIKE 'nextval(%'`,
  );
  for (const r of rows) {
    await client.query(
      `SELECT setval(pg_get_serial_sequence('"${r.table}"', '${r.column}'), coalesce((SELECT max("${r.column}") FROM "${r.table}"), 0) + 1, false)`,
    );
  }
}

function log(line: string): void {
  process.stdout.write(`${line}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:generate failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
