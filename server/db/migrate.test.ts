// The start-up migrator: idempotent, and its history matches what `prisma migrate deploy` records.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { useTestApp } from '../../test/app';
import { findMigrationsDir, migrate } from './migrate';

const t = useTestApp();

it('records every migration with its SHA-256 checksum and applies nothing twice', async () => {
  const dir = findMigrationsDir();
  const names = fs
    .readdirSync(dir)
    .filter((n) => fs.existsSync(path.join(dir, n, 'migration.sql')))
    .sort();
  const rows = await t.prisma.$queryRaw<{ migration_name: string; checksum: string; finished_at: Date | null }[]>`
    SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" ORDER BY migration_name`;
  expect(rows.map((r) => r.migration_name)).toEqual(names);
  for (const row of rows) {
    const sql = fs.readFileSync(path.join(dir, row.migration_name, 'migration.sql'));
    expect(row.checksum).toBe(crypto.createHash('sha256').update(sql).digest('hex'));
    expect(row.finished_at).not.toBeNull();
  }
  const url = (t.config.databaseUrl ?? '').toString();
  await expect(migrate(url)).resolves.toEqual([]);
});

it('enforces the integrity checks the schema language cannot express', async () => {
  const association = await t.prisma.association.create({ data: { name: 'V', abbreviation: 'CHK', countryCode: 'deu' } });
  const person = await t.prisma.person.create({
    data: { firstname: 'A', lastname: 'B', gender: 'male', birthdate: new Date('2000-01-01') },
  });
  await expect(t.prisma.aclRule.create({ data: { personId: person.id, role: 'club_leader' } })).rejects.toThrow();
  await expect(
    t.prisma.aclRule.create({ data: { personId: person.id, role: 'association_leader', associationId: association.id } }),
  ).resolves.toBeDefined();
  await expect(
    t.prisma.person.create({
      data: { email: 'Upper@Example.org', firstname: 'A', lastname: 'B', gender: 'male', birthdate: new Date('2000-01-01') },
    }),
  ).rejects.toThrow();
});
