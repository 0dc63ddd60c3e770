// SQL statements per request, counted by pg_stat_statements (the bench cluster preloads it): reset, send the
// requests one after the other, sum the calls of every statement but the bench's own. Session reads and writes of
// connect-pg-simple count too: they are statements the request costs.
import { personsRequest } from '../lib/queries';
import { CLUB_INCLUDE, log, SELF_INCLUDE } from './api';
import type { BenchContext } from './context';
import { WEBCAL_ANSWER, webcalCategory } from './webcal';

export interface StatementRow {
  name: string;
  requests: number;
  perRequest: number;
  /** The statements of one request, most frequent first (normalised text, shortened). */
  top: { calls: number; query: string }[];
}

const OWN = `query NOT LIKE '%pg_stat_statements%' AND query NOT LIKE 'UPDATE competitions SET name = name%'`;

async function count(ctx: BenchContext, name: string, path: string, cookie: string | undefined, before?: () => Promise<void>) {
  const n = 10;
  // One request first: connections the pool opens on the way are not the request's statements.
  await before?.();
  await (await fetch(`${ctx.server.base}${path}`, { headers: cookie ? { cookie } : {} })).arrayBuffer();
  await ctx.pool.query('SELECT pg_stat_statements_reset()');
  for (let i = 0; i < n; i++) {
    await before?.();
    const res = await fetch(`${ctx.server.base}${path}`, { headers: cookie ? { cookie } : {} });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${name}: ${res.status}`);
  }
  // Statistics are written when a backend goes idle: give the last ones a moment.
  await new Promise((r) => setTimeout(r, 300));
  const { rows } = await ctx.pool.query<{ calls: string; query: string }>(
    `SELECT calls, left(regexp_replace(query, '\\s+', ' ', 'g'), 110) AS query FROM pg_stat_statements WHERE ${OWN} ORDER BY calls DESC`,
  );
  const total = rows.reduce((s, r) => s + Number(r.calls), 0);
  const row: StatementRow = {
    name,
    requests: n,
    perRequest: Math.round((total / n) * 10) / 10,
    top: rows.map((r) => ({ calls: Number(r.calls) / n, query: r.query })),
  };
  log(`${name}: ${row.perRequest} statements per request`);
  return row;
}

export async function statementCounts(ctx: BenchContext): Promise<StatementRow[]> {
  const t = ctx.targets;
  const rows: StatementRow[] = [];
  const base = personsRequest(t, 'rql');
  for (const size of [10, 30, 100, 300]) {
    const path = `/api/persons?page=0&page_size=${size}&include=aclLabels,tags&order_by=persons.lastname`;
    rows.push(await count(ctx, `persons, page size ${size}`, path, ctx.cookies.admin));
  }
  rows.push(await count(ctx, 'persons rql, page size 30', base.path, ctx.cookies.admin));
  rows.push(
    await count(ctx, 'club with all includes', `/api/clubs/${t.memberClubId}?include=${CLUB_INCLUDE}`, ctx.cookies.member),
  );
  rows.push(await count(ctx, 'self with all includes', `/api/self?include=${SELF_INCLUDE}`, ctx.cookies.member));
  const groups = `/api/stats/leagues/${t.leagueId}/groups`;
  rows.push(
    await count(ctx, 'stats groups (cold)', groups, undefined, async () => {
      await ctx.pool.query('UPDATE competitions SET name = name WHERE id = $1', [t.leagueId]);
    }),
  );
  rows.push(await count(ctx, 'stats groups (warm)', groups, undefined));
  rows.push(await count(ctx, 'live game details (warm)', `/api/stats/games/${t.liveGameId}`, undefined));
  const feed = `/api/calendar/games-calendar/${t.memberFeedToken}.ics`;
  rows.push(await count(ctx, WEBCAL_ANSWER, feed, undefined));
  const category = await webcalCategory(ctx);
  rows.push(
    await count(ctx, `${WEBCAL_ANSWER} (changed)`, feed, undefined, async () => {
      await ctx.pool.query('UPDATE competitions SET name = name WHERE id = $1', [category]);
    }),
  );
  return rows;
}
