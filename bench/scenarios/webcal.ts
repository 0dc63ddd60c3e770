// The personal webcal feed's raw-SQL floor: what the server sends per request while the feed is kept, its stamp
// statement (server/domains/stats/personal-feed.sql.ts), prepared the same way, one per answer.
import { measureFloor } from '../lib/floor';
import { feedStampSql } from '../../server/domains/stats/personal-feed.sql';
import { statementNames } from '../../server/db/plan-cache';
import type { BenchContext, LoadRow } from './context';

export const WEBCAL_ANSWER = 'personal webcal feed';

export async function webcalFloor(ctx: BenchContext): Promise<NonNullable<LoadRow['floor']>> {
  const named = statementNames();
  const sql = feedStampSql(ctx.targets.memberFeedToken, new Date());
  const statement = { name: named({ sql: sql.text }), text: sql.text, values: sql.values };
  const answer = async (pool: BenchContext['pool']) => void (await pool.query(statement));
  const { runs, durationS } = ctx.settings;
  return {
    c1: await measureFloor(ctx.pool, answer, { connections: 1, durationS, runs }),
    c16: await measureFloor(ctx.pool, answer, { connections: 16, durationS, runs }),
  };
}

/** One of the feed's categories: bumping its counter (a no-op update) changes the feed's stamp. */
export async function webcalCategory(ctx: BenchContext): Promise<number> {
  const { rows } = await ctx.pool.query<{ id: number }>(
    `SELECT g.competition_id AS id FROM persons p JOIN memberships m ON m.person_id = p.id
     JOIN games g ON g.home_team_id = m.team_id WHERE p.calendar_token = $1::uuid ORDER BY g.kickoff_time DESC LIMIT 1`,
    [ctx.targets.memberFeedToken],
  );
  return rows[0]!.id;
}
