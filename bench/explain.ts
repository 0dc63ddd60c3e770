// npm run bench -- --explain (or tsx bench/explain.ts [case ...]): EXPLAIN (ANALYZE, BUFFERS) of the statements
// behind the benchmarked answers, on the bench database (DATABASE_URL, else the embedded one under .data/bench).
import pg from 'pg';
import { BENCH_ADMIN_EMAIL } from './lib/accounts';
import { openBenchDatabase } from './lib/database';
import { personsRequest, personsStatements, standingsStatement, type PersonsCase, type Statement } from './lib/queries';
import { findTargets } from './lib/targets';

async function explain(client: pg.Client, title: string, s: Statement): Promise<void> {
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${s.text}`, s.values);
  process.stdout.write(`\n### ${title}\n\n${rows.map((r) => r['QUERY PLAN']).join('\n')}\n`);
}

export async function explainAll(only: string[]): Promise<void> {
  const database = await openBenchDatabase();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const t = await findTargets(client);
    const adminId = (await client.query<{ id: number }>('SELECT id FROM persons WHERE email = $1', [BENCH_ADMIN_EMAIL])).rows[0]!
      .id;
    const want = (name: string) => only.length === 0 || only.includes(name);
    for (const kind of ['rql', 'rql+q', 'q', 'last'] as PersonsCase[]) {
      if (!want(`persons:${kind}`)) continue;
      const first = personsStatements(adminId, personsRequest(t, kind));
      const total = Number((await client.query<{ n: string }>(first.count.text, first.count.values)).rows[0]!.n);
      const request = personsRequest(t, kind, kind === 'last' ? Math.max(0, Math.ceil(total / 30) - 1) : 0);
      const statements = personsStatements(adminId, request);
      if (statements.combined) {
        await explain(client, `persons ${kind}: page ${request.query.page} with its total (one statement)`, statements.combined);
        continue;
      }
      await explain(client, `persons ${kind}: count`, statements.count);
      const page = statements.page(total);
      if (page) await explain(client, `persons ${kind}: page ${request.query.page}`, page);
    }
    if (want('standings')) {
      const c = (
        await client.query('SELECT points_win, points_tie, points_loss, default_season_id FROM competitions WHERE id = $1', [
          t.leagueId,
        ])
      ).rows[0];
      await explain(
        client,
        `standings of league ${t.leagueId}`,
        standingsStatement(t.leagueId, c.default_season_id, { win: c.points_win, tie: c.points_tie, loss: c.points_loss }),
      );
    }
  } finally {
    await client.end();
    await database.stop();
  }
}

if (require.main === module) void explainAll(process.argv.slice(2));
