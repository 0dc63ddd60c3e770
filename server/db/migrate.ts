// Applies prisma/migrations/*/migration.sql at start-up, recording them in Prisma's _prisma_migrations
// table exactly as `prisma migrate deploy` does, so `prisma migrate status` agrees.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const HISTORY_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

// Any fixed number: only one process migrates a database at a time.
const LOCK_KEY = 72_707_369;

export function findMigrationsDir(): string {
  const candidates = [
    path.resolve(process.cwd(), 'prisma', 'migrations'),
    path.resolve(__dirname, '..', '..', 'prisma', 'migrations'),
    path.resolve(__dirname, '..', '..', '..', 'prisma', 'migrations'),
  ];
  const found = candidates.find((c) => fs.existsSync(c));
  if (!found) throw new Error(`prisma/migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

/** Applies pending migrations; answers the names it applied. */
export async function migrate(databaseUrl: string, migrationsDir = findMigrationsDir()): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    await client.query(HISTORY_TABLE);
    const done = await client.query<{ migration_name: string; finished_at: Date | null }>(
      'SELECT migration_name, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL',
    );
    const failed = done.rows.find((r) => r.finished_at === null);
    if (failed) throw new Error(`migration ${failed.migration_name} failed earlier; resolve it before starting`);
    const applied = new Set(done.rows.map((r) => r.migration_name));
    const names = fs
      .readdirSync(migrationsDir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && fs.existsSync(path.join(migrationsDir, d.name, 'migration.sql')))
      .map((d) => d.name)
      .sort();
    const appliedNow: string[] = [];
    for (const name of names) {
      if (applied.has(name)) continue;
      const sql = fs.readFileSync(path.join(migrationsDir, name, 'migration.sql'));
      const checksum = crypto.createHash('sha256').update(sql).digest('hex');
      const id = crypto.randomUUID();
      await client.query('BEGIN');
      try {
        await client.query(
          'INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at) VALUES ($1, $2, $3, now())',
          [id, checksum, name],
        );
        await client.query(sql.toString('utf8'));
        await client.query('UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1', [id]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`migration ${name} failed: ${(error as Error).message}`, { cause: error });
      }
      appliedNow.push(name);
    }
    return appliedNow;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}
