// The statements behind a person's games feed (/api/calendar/games-calendar/{token}.ics): its stamp, read on
// every request, its games, read only when the stamp changed, and its token's renewal. The first two find the feed's games the same way, each
// source by its own index: the home and away games of the teams of the person's current memberships and the games
// they officiate, from FEED_PAST_DAYS ago on (docs/benchmarks.md, "Second speed bar").
import type { LanguageCode } from '../../../shared/constants';
import { db } from '../../db/client';
import { Prisma } from '../../db/generated/client';
import { epochMsSql } from '../../db/sql-time';
import { cached } from '../../db/plan-cache';
import { currentMembershipSql, todaySql } from '../access';
import type { FeedGame } from './calendar-ics';

/** A person's feed: games from this many days ago on, and every game to come. */
export const FEED_PAST_DAYS = 60;
/** At most this many games, the earliest first (a feed is read by calendar apps, not paged). */
export const FEED_GAMES_MAX = 1000;

const DAY_MS = 86_400_000;

/**
 * `p` (the person of the token, none for an unknown one), `mine` (their current teams' ids, sorted) and `feed` (id,
 * row version and category of every game of the feed). `now` fixes today and the window's start.
 */
function feedCte(token: string, now: Date): Prisma.Sql {
  const since = Prisma.sql`(to_timestamp(${now.getTime() - FEED_PAST_DAYS * DAY_MS}::float8 / 1000) AT TIME ZONE 'UTC')`;
  return Prisma.sql`
    WITH p AS (SELECT p.id, p.preferred_language::text AS language FROM persons p WHERE p.calendar_token = ${token}::uuid),
    mine AS (SELECT ARRAY(SELECT DISTINCT m.team_id FROM memberships m JOIN p ON m.person_id = p.id
        WHERE NOT m.is_alumni AND m.team_id IS NOT NULL AND ${currentMembershipSql('m', todaySql(now))} ORDER BY 1) AS ids),
    feed AS (
      SELECT g.id, g.xmin::text AS version, g.competition_id FROM mine JOIN games g ON g.home_team_id = ANY(mine.ids)
        WHERE g.kickoff_time >= ${since}
      UNION
      SELECT g.id, g.xmin::text, g.competition_id FROM mine JOIN games g ON g.away_team_id = ANY(mine.ids)
        WHERE g.kickoff_time >= ${since}
      UNION
      SELECT g.id, g.xmin::text, g.competition_id FROM p JOIN game_officials o ON o.person_id = p.id
        JOIN games g ON g.id = o.game_id WHERE g.kickoff_time >= ${since})`;
}

export interface FeedStamp {
  language: LanguageCode;
  stamp: string;
}

/**
 * The stamp of a feed: the person's language and current teams, the feed's games with their row versions (any
 * change to a game, a game added, moved out of the window or officiated changes it), and the change counters of
 * their categories and of what all categories share (stats_versions: category, group, season and team names, bumped
 * by triggers, decision 005). Null for an unknown token.
 */
export function feedStampSql(token: string, now: Date): Prisma.Sql {
  return cached(Prisma.sql`${feedCte(token, now)}
    SELECT p.language, concat_ws('|', p.language, array_to_string(mine.ids, ','),
      (SELECT count(*) || ':' || coalesce(md5(string_agg(f.id || '.' || f.version, ',' ORDER BY f.id)), '') FROM feed f),
      (SELECT string_agg(v.competition_id || '.' || v.version, ',' ORDER BY v.competition_id) FROM stats_versions v
        WHERE v.competition_id = 0 OR v.competition_id IN (SELECT f.competition_id FROM feed f))) AS stamp
    FROM p, mine`);
}

export async function readFeedStamp(token: string, now: Date): Promise<FeedStamp | null> {
  const [row] = await db().$queryRaw<FeedStamp[]>(feedStampSql(token, now));
  return row ?? null;
}

interface FeedRow {
  id: number;
  number: number;
  kickoffTime: number;
  startedAt: number | null;
  finishedAt: number | null;
  updatedAt: number;
  sequence: number;
  location: string | null;
  status: FeedGame['status'];
  kickoffOpen: boolean;
  statusReason: string | null;
  competitionId: number;
  homeScore: number;
  awayScore: number;
  homeTeam: string;
  awayTeam: string;
  groupId: number | null;
  groupName: string | null;
  kind: FeedGame['competition']['kind'];
  competitionName: string;
  sportKey: string;
  seasonName: string;
}

const dateOrNull = (value: number | null) => (value === null ? null : new Date(value));

/** The feed's games, earliest first, with what their events show. */
export function feedGamesSql(token: string, now: Date): Prisma.Sql {
  return cached(Prisma.sql`${feedCte(token, now)}
    SELECT g.id, g.number, ${epochMsSql('g.kickoff_time')} AS "kickoffTime", ${epochMsSql('g.started_at')} AS "startedAt",
      ${epochMsSql('g.finished_at')} AS "finishedAt", ${epochMsSql('g.updated_at')} AS "updatedAt", g.sequence, g.location, g.status::text AS status,
      g.kickoff_open AS "kickoffOpen",
      g.status_reason AS "statusReason", g.competition_id AS "competitionId", g.home_score AS "homeScore",
      g.away_score AS "awayScore", ht.name AS "homeTeam", awt.name AS "awayTeam", g.group_id AS "groupId",
      (SELECT gr.name FROM groups gr WHERE gr.id = g.group_id) AS "groupName", c.kind::text AS kind,
      c.name AS "competitionName", sp.key AS "sportKey", s.name AS "seasonName"
    -- Each game and group by its key: with plain joins the generic plan of the prepared statement (which cannot see
    -- how few games the feed has) hashed all 20,000 games and scanned the groups once per game (12 ms, now 3.5 ms).
    FROM feed f CROSS JOIN LATERAL (SELECT g.* FROM games g WHERE g.id = f.id LIMIT 1) g
    JOIN teams ht ON ht.id = g.home_team_id JOIN teams awt ON awt.id = g.away_team_id
    JOIN competitions c ON c.id = g.competition_id JOIN sports sp ON sp.id = c.sport_id
    JOIN seasons s ON s.id = g.season_id
    ORDER BY g.kickoff_time, g.id LIMIT ${FEED_GAMES_MAX}`);
}

export async function readFeedGames(token: string, now: Date): Promise<FeedGame[]> {
  const rows = await db().$queryRaw<FeedRow[]>(feedGamesSql(token, now));
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    kickoffTime: new Date(r.kickoffTime),
    startedAt: dateOrNull(r.startedAt),
    finishedAt: dateOrNull(r.finishedAt),
    updatedAt: new Date(r.updatedAt),
    sequence: r.sequence,
    location: r.location,
    status: r.status,
    kickoffOpen: r.kickoffOpen,
    statusReason: r.statusReason,
    competitionId: r.competitionId,
    homeScore: r.homeScore,
    awayScore: r.awayScore,
    homeTeam: { name: r.homeTeam },
    awayTeam: { name: r.awayTeam },
    group: r.groupId === null ? null : { name: r.groupName },
    competition: { kind: r.kind, name: r.competitionName, sport: { key: r.sportKey } },
    season: { name: r.seasonName },
  }));
}

/** A fresh feed token from PostgreSQL (gen_random_uuid()) for the person; no row for an unknown person. */
export const renewTokenSql = (personId: number) => Prisma.sql`
  UPDATE persons SET calendar_token = gen_random_uuid() WHERE id = ${personId}::int RETURNING calendar_token::text AS token`;
