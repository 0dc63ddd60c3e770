// Prepared statements for the hot raw statements (docs/decisions/012-prepared-statements.md). PostgreSQL plans an
// unnamed statement anew on every execution; the member list's page statement spends as long in the planner as in
// the executor. A statement whose text starts with PLAN_CACHE gets a name (a hash of its text): node-postgres then
// prepares it once per connection, and PostgreSQL keeps its plan (a generic one once that is no worse than
// re-planning). Everything else stays unnamed, so the prepared statements per connection stay few and bounded.
import crypto from 'node:crypto';
import { Prisma } from './generated/client';

/** The marker that asks for a prepared statement: the first thing in the statement's text. */
export const PLAN_CACHE = '/* plan-cache */';

/** Distinct statements a process prepares at most; any further one runs unnamed. */
export const MAX_PREPARED = 200;

/** The marked statement: `cached(Prisma.sql\`SELECT ...\`)`. */
export function cached(sql: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`${Prisma.raw(PLAN_CACHE)} ${sql}`;
}

/** The adapter's statementNameGenerator: a name for marked statements, none (unnamed) for the rest. */
export function statementNames(max = MAX_PREPARED): (query: { sql: string }) => string {
  const names = new Map<string, string>();
  return (query) => {
    if (!query.sql.startsWith(PLAN_CACHE)) return undefined as unknown as string;
    let name = names.get(query.sql);
    if (name === undefined) {
      if (names.size >= max) return undefined as unknown as string;
      name = `pc_${crypto.createHash('sha1').update(query.sql).digest('hex').slice(0, 24)}`;
      names.set(query.sql, name);
    }
    return name;
  };
}
