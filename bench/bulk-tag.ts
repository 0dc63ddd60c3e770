// The bulk tag's time through the real HTTP API: 10,000 members of one club tagged by "all matching this search"
// (one set-based INSERT and one INSERT of their history entries), the undo, and the removal. Its own embedded
// PostgreSQL under BENCH_DATA_DIR (npm run bench:bulk uses .data/bench-bulk) and the built server (DIST_DIR).
//   npm run bench:bulk [-- members]
import fs from 'node:fs';
import pg from 'pg';
import { hashPassword } from '../server/auth/password';
import { migrate } from '../server/db/migrate';
import { openBenchDatabase } from './lib/database';
import { signIn } from './lib/http';
import { ensureBuild, startServer } from './lib/server';

const MEMBERS = Number(process.argv[2] ?? 10_000);
const PASSWORD = 'Bench!Bulk2026';
const log = (line: string) => process.stdout.write(`${line}\n`);

/** A new association with one club of MEMBERS members, its admin and a tag: each run has its own. */
async function seed(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const stamp = `${Date.now().toString(36)}`;
    const one = async <T>(sql: string, values: unknown[] = []) =>
      (await client.query<T & pg.QueryResultRow>(sql, values)).rows[0]!;
    const association = await one<{ id: number }>(
      `INSERT INTO associations (name, abbreviation, country_code) VALUES ($1, $2, 'DEU') RETURNING id`,
      [`Bulk-Verband ${stamp}`, `B${stamp}`.slice(0, 20)],
    );
    const sport = await one<{ id: number }>(
      `INSERT INTO sports (key, name) VALUES ($1, $1) ON CONFLICT (key) DO UPDATE SET key = EXCLUDED.key RETURNING id`,
      ['lacrosse'],
    );
    const club = await one<{ id: number }>(
      `INSERT INTO clubs (association_id, name, updated_at) VALUES ($1, $2, now()) RETURNING id`,
      [association.id, `Bulk-Club ${stamp}`],
    );
    await client.query('BEGIN');
    await client.query(
      `WITH p AS (
         INSERT INTO persons (uuid, firstname, lastname, gender, birthdate, email, updated_at)
         SELECT gen_random_uuid(), 'Mitglied', 'Bulk ' || g, 'female', DATE '2000-01-01', $3 || '-' || g || '@bench.example', now()
           FROM generate_series(1, $1::int) g RETURNING id
       )
       INSERT INTO memberships (person_id, club_id, sport_id, updated_at) SELECT id, $2, ${sport.id}, now() FROM p`,
      [MEMBERS, club.id, `bulk-${stamp}`],
    );
    const admin = await one<{ id: number }>(
      `INSERT INTO persons (uuid, firstname, lastname, gender, birthdate, email, password_hash, updated_at)
       VALUES (gen_random_uuid(), 'Bulk', 'Admin', 'male', DATE '1980-01-01', $1, $2, now()) RETURNING id`,
      [`bulk-admin-${stamp}@bench.example`, await hashPassword(PASSWORD)],
    );
    await client.query(`INSERT INTO acl_rules (person_id, role, association_id) VALUES ($1, 'association-leader', $2)`, [
      admin.id,
      association.id,
    ]);
    // Terms waiting for consent would refuse every change (the consent gate): the admin has consented to all.
    await client.query(
      `INSERT INTO consents (person_id, term_version_id) SELECT $1, id FROM term_versions ON CONFLICT DO NOTHING`,
      [admin.id],
    );
    const tag = await one<{ id: number }>(`INSERT INTO tags (association_id, name) VALUES ($1, 'Bulk') RETURNING id`, [
      association.id,
    ]);
    await client.query('COMMIT');
    await client.query('ANALYZE');
    return { clubId: club.id, tagId: tag.id, email: `bulk-admin-${stamp}@bench.example` };
  } finally {
    await client.end();
  }
}

async function post(base: string, path: string, cookie: string, body?: unknown) {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${text}`);
  return { ms, data: (JSON.parse(text) as { data: { id: number; selected: number; done: number } }).data };
}

async function main(): Promise<void> {
  ensureBuild();
  const database = await openBenchDatabase();
  try {
    await migrate(database.url);
    const world = await seed(database.url);
    const server = await startServer({ DATABASE_URL: database.url });
    try {
      const cookie = await signIn(server.base, world.email, PASSWORD);
      const selection = { search: { rql: `eq(club,${world.clubId})` } };
      const rows: string[] = [];
      const run = async (name: string, path: string, body?: unknown) => {
        const { ms, data } = await post(server.base, path, cookie, body);
        rows.push(`${name}: ${data.done} of ${data.selected} in ${Math.round(ms)} ms`);
        log(rows[rows.length - 1]!);
        return data;
      };
      const added = await run('tag (all matching)', '/api/bulk/persons/tags', { selection, tag_id: world.tagId });
      if (added.done !== MEMBERS) throw new Error(`tagged ${added.done}, expected ${MEMBERS}`);
      await run('undo', `/api/bulk/${added.id}/undo`);
      await run('tag again', '/api/bulk/persons/tags', { selection, tag_id: world.tagId });
      await run('remove', '/api/bulk/persons/tags', { selection, tag_id: world.tagId, remove: true });
      log(`loadavg: ${fs.readFileSync('/proc/loadavg', 'utf8').trim()}`);
    } finally {
      await server.stop();
    }
  } finally {
    await database.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
