// Version stamps of the statistics data, each read in one cheap query. A category's stamp is its change counter
// and the shared one (stats_versions, bumped by triggers on every table its answers are made from, players' names
// included); a game's stamp is the count and sum of PostgreSQL's row versions (xmin) of its few rows plus its
// category's counter, the associations' stamp the same over associations and competitions. Any insert, update or
// delete changes a stamp, whichever instance or tool made it, so cached answers are dropped at once (decision 005).
import crypto from 'node:crypto';
import { db } from '../../db/client';
import { readRows } from '../../db/raw';
import { Prisma } from '../../db/generated/client';
import { cached } from '../../db/plan-cache';
import { SingleFlight } from './single-flight';

export interface CategoryStamp {
  kind: 'league' | 'tournament';
  /** The season asked for, else the default season, else the newest season with groups or games. */
  seasonId: number | null;
  stamp: string;
}

/**
 * A category's data version as the answers and the category's live stream name it (`version`): a digest of the stamp,
 * which holds row versions the public need not see. Equal stamps, equal versions.
 */
export const publicVersion = (stamp: string) => crypto.createHash('sha1').update(stamp).digest('base64url').slice(0, 16);

/** Largest value of PostgreSQL's int4 ids: bigger numbers cannot name a row. */
export const MAX_ID = 2_147_483_647;

// Concurrent requests for the same stamp share one query that began after they arrived (single-flight.ts).
const categoryStamps = new SingleFlight<CategoryStamp | null>();
const gameStamps = new SingleFlight<{ competitionId: number; stamp: string } | null>();
const associationStamps = new SingleFlight<string>();

/** The stamp of one category and season; null when the category does not exist. */
export function categoryStamp(id: number, seasonId: number | undefined): Promise<CategoryStamp | null> {
  if (id > MAX_ID || (seasonId !== undefined && seasonId > MAX_ID)) return Promise.resolve(null);
  return categoryStamps.read(`${id}:${seasonId ?? ''}`, () => readCategoryStamp(id, seasonId));
}

async function readCategoryStamp(id: number, seasonId: number | undefined): Promise<CategoryStamp | null> {
  // The counters of the category and of what all categories share (stats_versions, bumped by triggers).
  const rows = await readRows<{ kind: 'league' | 'tournament'; seasonId: number | null; stamp: string }>(
    cached(Prisma.sql`
    SELECT c.kind::text AS kind,
      coalesce(${seasonId ?? null}::int, c.default_season_id, (
        SELECT s.id FROM seasons s
        WHERE s.id IN (SELECT gr.season_id FROM groups gr WHERE gr.competition_id = c.id
                       UNION SELECT g.season_id FROM games g WHERE g.competition_id = c.id)
        ORDER BY s.starts_on DESC, s.id DESC LIMIT 1)) AS "seasonId",
      concat_ws('|', c.xmin::text,
        coalesce((SELECT v.version::text FROM stats_versions v WHERE v.competition_id = c.id), '-'),
        coalesce((SELECT v.version::text FROM stats_versions v WHERE v.competition_id = 0), '-')) AS stamp
    FROM competitions c WHERE c.id = ${id}`),
  );
  return rows[0] ?? null;
}

/**
 * The stamp of one game (its row with the clock, events, line-ups, signatures, corrections, teams, group, season and
 * category), plus its category's change
 * counter: the players' names come from persons, whose name trigger bumps that counter (migration security_review).
 * Null when unknown.
 */
export function gameStamp(id: number): Promise<{ competitionId: number; stamp: string } | null> {
  if (id > MAX_ID) return Promise.resolve(null);
  return gameStamps.read(String(id), () => readGameStamp(id));
}

async function readGameStamp(id: number): Promise<{ competitionId: number; stamp: string } | null> {
  const rows = await readRows<{ competitionId: number; stamp: string }>(
    cached(Prisma.sql`
    SELECT g.competition_id AS "competitionId", concat_ws('|', g.xmin::text, c.xmin::text, s.xmin::text, ht.xmin::text,
      at.xmin::text, gr.xmin::text,
      (SELECT count(*) || ':' || coalesce(sum(e.xmin::text::bigint), 0) FROM game_events e WHERE e.game_id = g.id),
      (SELECT count(*) || ':' || coalesce(sum(l.xmin::text::bigint), 0) FROM game_lineups l WHERE l.game_id = g.id),
      (SELECT count(*) || ':' || coalesce(sum(x.xmin::text::bigint), 0) FROM game_signatures x WHERE x.game_id = g.id),
      (SELECT count(*) || ':' || coalesce(sum(x.xmin::text::bigint), 0) FROM game_corrections x WHERE x.game_id = g.id),
      coalesce((SELECT v.version::text FROM stats_versions v WHERE v.competition_id = c.id), '-')
    ) AS stamp
    FROM games g
    JOIN competitions c ON c.id = g.competition_id
    JOIN seasons s ON s.id = g.season_id
    JOIN teams ht ON ht.id = g.home_team_id
    JOIN teams at ON at.id = g.away_team_id
    LEFT JOIN groups gr ON gr.id = g.group_id
    WHERE g.id = ${id}`),
  );
  return rows[0] ?? null;
}

/** The stamp of the associations overview: associations and competitions. */
export function associationsStamp(): Promise<string> {
  return associationStamps.read('', readAssociationsStamp);
}

async function readAssociationsStamp(): Promise<string> {
  const rows = await db().$queryRaw<{ stamp: string }[]>`
    SELECT concat_ws('|',
      (SELECT count(*) || ':' || coalesce(sum(a.xmin::text::bigint), 0) FROM associations a),
      (SELECT count(*) || ':' || coalesce(sum(c.xmin::text::bigint), 0) FROM competitions c)
    ) AS stamp`;
  return rows[0]!.stamp;
}
