// npm run bench:audit-log [-- --runs 3 --duration 5]: the audit log's answers over 1,000,000 entries on a database of
// its own (docs/decisions/059-one-audit-log.md): an association of 20,000 members in 100 clubs, the entries of
// bench/generate/audit.ts, the production server (DIST_DIR, built when missing) and autocannon at 1 and 16 connections.
// The full federation (npm run bench:generate) carries the same entries; this one needs no games and starts in a minute.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import pino from 'pino';
import { hashPassword } from '../server/auth/password';
import { startEmbeddedPostgres } from '../server/db/embedded';
import { migrate } from '../server/db/migrate';
import { BENCH_PASSWORD } from './lib/accounts';
import { signIn } from './lib/http';
import { measure } from './lib/load';
import { ensureBuild, startServer } from './lib/server';
import { AUDIT_ENTRIES, seedAuditEntries } from './generate/audit';

const DIR = path.resolve(process.env.BENCH_DATA_DIR ?? '.data/bench-audit-log');
const MEMBERS = 20_000;
const CLUBS = 100;
const ADMIN = 'audit-admin@bench.test';
const CLUB_REP = 'audit-club@bench.test';

async function seed(client: pg.Client, now: Date): Promise<void> {
  const hash = await hashPassword(BENCH_PASSWORD);
  await client.query('BEGIN');
  await client.query(`INSERT INTO associations (id, name, abbreviation, country_code) VALUES (1, 'Bench-Verband', 'BV', 'deu')`);
  await client.query(`INSERT INTO sports (id, key, name) VALUES (1, 'lacrosse', 'Lacrosse')`);
  await client.query(
    `INSERT INTO clubs (id, association_id, name, updated_at) SELECT i, 1, 'Club ' || i, now() FROM generate_series(1, $1::int) i`,
    [CLUBS],
  );
  // Persons 1 and 2 are the association admin and club 1's representative; the members follow.
  await client.query(
    `INSERT INTO persons (id, uuid, email, password_hash, firstname, lastname, gender, birthdate, updated_at)
     SELECT i, gen_random_uuid(), CASE i WHEN 1 THEN $2 WHEN 2 THEN $3 END, CASE WHEN i <= 2 THEN $4 END, 'Vorname' || i, 'Name' || i,
       CASE WHEN i % 2 = 0 THEN 'male' ELSE 'female' END::"Gender", date '1990-01-01' + (i % 9000), now()
     FROM generate_series(1, $1::int) i`,
    [MEMBERS + 2, ADMIN, CLUB_REP, hash],
  );
  await client.query(
    `INSERT INTO memberships (person_id, club_id, sport_id, active_from, updated_at)
     SELECT i, 1 + i % $2::int, 1, date '2020-01-01', now() FROM generate_series(3, $1::int) i`,
    [MEMBERS + 2, CLUBS],
  );
  await client.query(`INSERT INTO acl_rules (person_id, role, association_id) VALUES (1, 'association-leader', 1)`);
  await client.query(`INSERT INTO acl_rules (person_id, role, club_id) VALUES (2, 'club-leader', 1)`);
  await seedAuditEntries(client, now, AUDIT_ENTRIES, 1);
  for (const table of ['associations', 'sports', 'clubs', 'persons', 'memberships', 'acl_rules', 'audit_entries']) {
    await client.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
  }
  await client.query('COMMIT');
  await client.query('VACUUM (ANALYZE)');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '3' }, duration: { type: 'string', default: '5' } },
  });
  ensureBuild();
  fs.rmSync(DIR, { recursive: true, force: true });
  const started = Date.now();
  const database = await startEmbeddedPostgres(path.join(DIR, 'postgres'), pino({ level: 'warn' }));
  try {
    await migrate(database.url);
    const client = new pg.Client({ connectionString: database.url });
    // A failure below stops the database under this connection: its own error is the one to report.
    client.on('error', () => undefined);
    await client.connect();
    await seed(client, new Date());
    const [deep] = (
      await client.query<{ ms: string; id: number; subject: number }>(
        `SELECT (extract(epoch FROM created_at) * 1000)::bigint AS ms, id,
           (SELECT subject_id FROM audit_entries WHERE subject_id IS NOT NULL ORDER BY id DESC LIMIT 1) AS subject
         FROM audit_entries ORDER BY created_at DESC, id DESC OFFSET 100000 LIMIT 1`,
      )
    ).rows;
    const { rows: counts } = await client.query<{ n: string }>('SELECT count(*) AS n FROM audit_entries');
    await client.end();
    log(`seeded ${counts[0]!.n} entries in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    const server = await startServer({ DATABASE_URL: database.url, DATA_DIR: path.join(DIR, 'data') });
    try {
      const admin = await signIn(server.base, ADMIN, BENCH_PASSWORD);
      const clubRep = await signIn(server.base, CLUB_REP, BENCH_PASSWORD);
      const cases: [string, string, string][] = [
        ['audit log (newest)', '/api/audit-log', admin],
        ['audit log (member)', `/api/audit-log?person_id=${deep!.subject}`, admin],
        ['audit log (actor)', '/api/audit-log?actor_id=1', admin],
        ['audit log (kind=club)', '/api/audit-log?kind=club', admin],
        ['audit log (one day)', `/api/audit-log?from=2026-01-15&to=2026-01-15`, admin],
        ['audit log (100,000 deep)', `/api/audit-log?cursor=${deep!.ms}_${deep!.id}`, admin],
        ['audit log (club representative)', '/api/audit-log', clubRep],
      ];
      const runs = Number(values.runs);
      const durationS = Number(values.duration);
      for (const [name, urlPath, cookie] of cases) {
        const probe = await fetch(`${server.base}${urlPath}`, { headers: { cookie } });
        const body = (await probe.json()) as { data?: unknown[] };
        const url = `${server.base}${urlPath}`;
        const c1 = await measure({ url, connections: 1, durationS, runs, headers: { cookie } });
        const c16 = await measure({ url, connections: 16, durationS, runs, headers: { cookie } });
        log(
          `${name}: ${probe.status}, ${body.data?.length ?? 0} entries; c1 p50 ${c1.p50.toFixed(1)} ms, c16 p95 ${c16.p95.toFixed(1)} ms, ${c16.rps.toFixed(0)} req/s, load ${c16.load[0]}`,
        );
      }
    } finally {
      await server.stop();
    }
  } finally {
    await database.stop();
  }
}

function log(line: string): void {
  process.stdout.write(`${line}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:audit-log failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
