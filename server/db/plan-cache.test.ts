// Marked statements reach PostgreSQL as prepared statements of the connection; unmarked ones stay unnamed.
import { Prisma } from './generated/client';
import { cached, statementNames } from './plan-cache';
import { useTestApp } from '../../test/app';

const t = useTestApp();

const prepared = (tx: Prisma.TransactionClient) =>
  tx.$queryRaw<{ name: string; statement: string }[]>`SELECT name, statement FROM pg_prepared_statements ORDER BY name`;

it('prepares a marked statement once per connection and answers it like any other', async () => {
  // One transaction: one connection, whose prepared statements pg_prepared_statements lists.
  await t.prisma.$transaction(async (tx) => {
    for (const n of [1, 2, 3]) {
      const rows = await tx.$queryRaw<{ n: number }[]>(cached(Prisma.sql`SELECT ${n}::int + 1 AS n`));
      expect(rows).toEqual([{ n: n + 1 }]);
    }
    await tx.$queryRaw`SELECT 'not marked' AS x`;
    const names = await prepared(tx);
    const mine = names.filter((s) => s.statement.includes('::int + 1 AS n'));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.name).toMatch(/^pc_[0-9a-f]{24}$/);
    expect(names.some((s) => s.statement.includes('not marked'))).toBe(false);
  });
});

describe('statementNames', () => {
  it('names marked statements by their text, leaves the rest unnamed and stops naming at the cap', () => {
    const names = statementNames(2);
    const a = names({ sql: '/* plan-cache */ SELECT 1' });
    expect(a).toMatch(/^pc_/);
    expect(names({ sql: '/* plan-cache */ SELECT 1' })).toBe(a);
    expect(names({ sql: 'SELECT 1' })).toBeUndefined();
    const b = names({ sql: '/* plan-cache */ SELECT 2' });
    expect(b).not.toBe(a);
    expect(names({ sql: '/* plan-cache */ SELECT 3' })).toBeUndefined();
    expect(names({ sql: '/* plan-cache */ SELECT 2' })).toBe(b);
  });
});
