// The statistics' games statements: a season's games as GAME_SELECT reads them, and as the answer's JSON text.
import { Prisma } from '../../db/generated/client';
import { epochMsSql, isoTimeSql } from '../../db/sql-time';
import { cached } from '../../db/plan-cache';
import { finishedSql, liveSql } from './game-state.sql';
import type { GameRow } from './rows';

export type GameJson = Omit<GameRow, 'kickoffTime' | 'startedAt' | 'finishedAt' | 'clockRunningSince'> & {
  kickoffTime: number;
  startedAt: number | null;
  finishedAt: number | null;
  clockRunningSince: number | null;
};

/**
 * The games of a category's season (or of one of its teams) with what GAME_SELECT reads, as one JSON array built in
 * PostgreSQL by one prepared statement: Prisma's relation reads made five statements of it and spent much of the
 * server's CPU of a cold answer turning their rows into objects (docs/benchmarks.md).
 */
export const gamesSql = (competitionId: number, seasonId: number, teamId: number | null) =>
  cached(Prisma.sql`
    SELECT coalesce(json_agg(json_build_object('id', g.id, 'number', g.number, 'kickoffTime', ${epochMsSql('g.kickoff_time')},
        'startedAt', ${epochMsSql('g.started_at')}, 'finishedAt', ${epochMsSql('g.finished_at')}, 'location', g.location,
        'duration', g.duration, 'period', g.period, 'clockSeconds', g.clock_seconds,
        'clockRunningSince', ${epochMsSql('g.clock_running_since')},
        'status', g.status, 'statusReason', g.status_reason, 'outcome', g.outcome, 'forfeitSide', g.forfeit_side, 'extraTime', g.extra_time, 'competitionId', g.competition_id, 'seasonId', g.season_id,
        'homeTeamId', g.home_team_id, 'awayTeamId', g.away_team_id, 'homeScore', g.home_score, 'awayScore', g.away_score,
        'competition', json_build_object('kind', c.kind, 'periodCount', c.period_count, 'periodSeconds', c.period_seconds,
          'overtimeMinutes', c.overtime_minutes),
        'homeTeam', json_build_object('name', ht.name), 'awayTeam', json_build_object('name', awt.name),
        'group', CASE WHEN gr.id IS NULL THEN NULL ELSE json_build_object('name', gr.name) END)
        ORDER BY g.kickoff_time, g.number), '[]'::json) AS games
    FROM games g
    JOIN competitions c ON c.id = g.competition_id
    JOIN teams ht ON ht.id = g.home_team_id
    JOIN teams awt ON awt.id = g.away_team_id
    LEFT JOIN groups gr ON gr.id = g.group_id
    WHERE g.competition_id = ${competitionId} AND g.season_id = ${seasonId}
      AND (${teamId}::int IS NULL OR g.home_team_id = ${teamId}::int OR g.away_team_id = ${teamId}::int)`);

/**
 * The games of a category's season as the answer's JSON text, each game as presentGame (server/domains/stats/presenter.ts)
 * writes it, field by field in its order, at `asOf`; and whether one of them is live. A cold games answer then costs
 * no parse, no presenter and no serialization of 200 games in the server: PostgreSQL writes the text once
 * (docs/benchmarks.md, "Second speed bar"). test/speed/stats-games-text.test.ts holds it to presentGame. A query of
 * one row: the cold games answer reads it in the category's statement (loadCategoryWith).
 */
export const gamesTextSql = (competitionId: number, seasonId: number, asOf: Date) =>
  Prisma.sql`
    SELECT coalesce('[' || string_agg(row_to_json(o)::text, ',' ORDER BY g.kickoff_time, g.number) || ']', '[]') AS games,
      coalesce(bool_or(f.live), false) AS live
    FROM games g
    JOIN competitions c ON c.id = g.competition_id
    JOIN teams ht ON ht.id = g.home_team_id
    JOIN teams awt ON awt.id = g.away_team_id
    LEFT JOIN groups gr ON gr.id = g.group_id
    CROSS JOIN LATERAL (
      SELECT ${liveSql('g')} AS live, ${finishedSql('g')} AS finished,
        c.period_count * c.period_seconds AS regular
    ) f
    CROSS JOIN LATERAL (
      SELECT CASE WHEN f.finished AND g.started_at IS NOT NULL
        THEN coalesce(g.duration, greatest(0, floor((${epochMsSql('g.finished_at')} - ${epochMsSql('g.started_at')}) / 1000))::int) END AS duration,
        -- An overtime ends after its own minutes, a shootout has no time (shared/game-clock.ts periodBounds).
        CASE WHEN c.overtime_minutes > 0 AND g.period > c.period_count
          THEN c.period_count * c.period_seconds + c.overtime_minutes * 60
          ELSE greatest(g.period, 1) * c.period_seconds END AS period_end,
        g.clock_seconds + CASE WHEN g.clock_running_since IS NULL THEN 0
          ELSE greatest(0, floor((${asOf.getTime()}::float8 - ${epochMsSql('g.clock_running_since')}) / 1000))::int END AS clock_raw
    ) d
    -- The game clock as shared/game-clock.ts reads it: stopped at the end of the period being played.
    CROSS JOIN LATERAL (
      SELECT CASE WHEN c.period_seconds > 0 THEN least(d.clock_raw, d.period_end) ELSE d.clock_raw END AS elapsed
    ) k
    CROSS JOIN LATERAL (
      SELECT g.id, g.number, ${isoTimeSql('g.kickoff_time')} AS kickoff_time, ${isoTimeSql('g.started_at')} AS started_at,
        ${isoTimeSql('g.finished_at')} AS finished_at, f.live AS is_live, f.finished AS is_finished, d.duration,
        CASE WHEN f.live THEN k.elapsed ELSE d.duration END AS ellapsed_time,
        f.regular AS regular_length, CASE WHEN f.live THEN g.period END AS period, c.period_seconds AS period_length,
        (f.live AND g.clock_running_since IS NOT NULL AND NOT (c.period_seconds > 0 AND k.elapsed >= d.period_end)) AS clock_running,
        g.status, g.status_reason, g.outcome, g.forfeit_side, g.extra_time, g.location, gr.name AS group_name,
        g.home_team_id, ht.name AS home_team_name, g.away_team_id, awt.name AS away_team_name,
        CASE WHEN g.started_at IS NOT NULL OR f.finished THEN g.home_score END AS home_score,
        CASE WHEN g.started_at IS NOT NULL OR f.finished THEN g.away_score END AS away_score,
        CASE WHEN c.kind = 'league' THEN g.competition_id END AS league_id,
        CASE WHEN c.kind = 'tournament' THEN g.competition_id END AS tournament_id,
        g.season_id
    ) o
    WHERE g.competition_id = ${competitionId} AND g.season_id = ${seasonId}`;

/** Whether a game of the season is live (liveSql): a query of one row for loadCategoryWith. */
export const seasonLiveSql = (competitionId: number, seasonId: number) => Prisma.sql`
  SELECT EXISTS (SELECT 1 FROM games g WHERE g.competition_id = ${competitionId} AND g.season_id = ${seasonId}
    AND ${liveSql('g')}) AS live`;

/** The stamp read before the answer is computed: a change meanwhile makes the version older, never newer, than the data. */
