// Counts the SQL statements the process sends while a request runs (every pg client: Prisma's adapter, the
// session store's pool), so a test can say how many statements an answer costs, as the bench does with
// pg_stat_statements (docs/benchmarks.md#second-speed-bar-issue-18).
import pg from 'pg';

type Query = typeof pg.Client.prototype.query;

let counting: string[] | null = null;
const original: Query = pg.Client.prototype.query;
let installed = false;

function install(): void {
  if (installed) return;
  installed = true;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (counting) {
      const first = args[0] as string | { text?: string; name?: string };
      counting.push(typeof first === 'string' ? first : (first?.text ?? first?.name ?? '?'));
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as Query;
}

/** The statements sent while `fn` runs (its answer awaited), with their text for a failing test's message. */
export async function statementsOf<T>(fn: () => Promise<T>): Promise<{ result: T; count: number; texts: string[] }> {
  install();
  const texts: string[] = [];
  counting = texts;
  try {
    const result = await fn();
    return { result, count: texts.length, texts: texts.map((s) => s.replace(/\s+/g, ' ').slice(0, 140)) };
  } finally {
    counting = null;
  }
}

/** The member list's count statement (personCountSql). */
export const isPersonCount = (text: string) => text.includes('SELECT count(*) AS n, pg_current_snapshot()');

/**
 * The statements of a member-list request that reused its kept count (server/domains/members/person-list.sql.ts). The count
 * is kept with PostgreSQL's snapshot, which is the whole cluster's, where other test files commit at any time: the
 * request is made until it ran while nothing committed since the count (at most 20 times).
 */
export async function statementsWithKeptCount<T>(fn: () => Promise<T>) {
  for (let i = 0; i < 20; i++) {
    const answer = await statementsOf(fn);
    if (!answer.texts.some(isPersonCount)) return answer;
  }
  throw new Error('the kept count was never reused');
}
