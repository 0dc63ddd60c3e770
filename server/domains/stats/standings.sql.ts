// Standings ("Tabelle") of a category's season, per group: GP, W, T, L, own:enemy and points, aggregated in SQL.
import type { StandingGroupDTO } from '../../../shared/schemas/stats';
import { Prisma } from '../../db/generated/client';
import { finishedSql } from './game-state.sql';
import { seasonLiveSql } from './games.sql';
import { rankStandings, type PairPoints, type TeamTotals } from './rank';

export interface StandingsRow extends TeamTotals {
  groupId: number | null;
  /** Null on the team's total row; the opponent on a head-to-head row. */
  oppId: number | null;
  total: boolean;
}

/**
 * The standings aggregate of a category's season: one total row per table and team, one per opponent (head-to-head).
 * The points rule as numbers, or as SQL (the category's columns, when it is part of the category's statement).
 */
export function standingsSql(
  competitionId: number,
  seasonId: number,
  rule: { win: number | Prisma.Sql; tie: number | Prisma.Sql; loss: number | Prisma.Sql },
): Prisma.Sql {
  return Prisma.sql`
    WITH grp AS (
      SELECT gr.id FROM groups gr WHERE gr.competition_id = ${competitionId} AND gr.season_id = ${seasonId}
    ), sg AS (
      SELECT g.group_id, g.home_team_id, g.away_team_id, g.home_score, g.away_score, g.finished_at
      FROM games g WHERE g.competition_id = ${competitionId} AND g.season_id = ${seasonId}
    ), members AS (
      SELECT gt.group_id, gt.team_id FROM group_teams gt JOIN grp ON grp.id = gt.group_id
      UNION
      SELECT NULL::int, x.team_id FROM (SELECT home_team_id AS team_id FROM sg UNION SELECT away_team_id FROM sg) x
      WHERE NOT EXISTS (SELECT 1 FROM grp)
    ), res AS (
      SELECT group_id, home_team_id AS team_id, away_team_id AS opp_id, home_score AS own, away_score AS enemy
      FROM sg WHERE ${finishedSql('sg')}
      UNION ALL
      SELECT group_id, away_team_id, home_team_id, away_score, home_score FROM sg WHERE ${finishedSql('sg')}
    ), counted AS (
      SELECT m.group_id, m.team_id, r.opp_id, r.own, r.enemy
      FROM members m JOIN res r ON r.team_id = m.team_id
      WHERE r.group_id IS NOT DISTINCT FROM m.group_id
         OR (r.group_id IS NULL AND EXISTS (
              SELECT 1 FROM members o WHERE o.group_id IS NOT DISTINCT FROM m.group_id AND o.team_id = r.opp_id))
    )
    SELECT m.group_id AS "groupId", m.team_id AS "teamId", t.name AS "teamName", c.opp_id AS "oppId",
           GROUPING(c.opp_id) = 1 AS total,
           count(c.team_id)::int AS played,
           (count(*) FILTER (WHERE c.own > c.enemy))::int AS won,
           (count(*) FILTER (WHERE c.own = c.enemy))::int AS tied,
           (count(*) FILTER (WHERE c.own < c.enemy))::int AS lost,
           coalesce(sum(c.own), 0)::int AS own,
           coalesce(sum(c.enemy), 0)::int AS enemy,
           ((count(*) FILTER (WHERE c.own > c.enemy)) * ${rule.win}
             + (count(*) FILTER (WHERE c.own = c.enemy)) * ${rule.tie}
             + (count(*) FILTER (WHERE c.own < c.enemy)) * ${rule.loss})::int AS points
    FROM members m
    JOIN teams t ON t.id = m.team_id
    LEFT JOIN counted c ON c.group_id IS NOT DISTINCT FROM m.group_id AND c.team_id = m.team_id
    GROUP BY GROUPING SETS ((m.group_id, m.team_id, t.name), (m.group_id, m.team_id, t.name, c.opp_id))`;
}

/**
 * The standings view of a season in the category's statement (loadCategoryWith): the tables (groups) in their order
 * and the standings aggregate as JSON, with the category's own points rule.
 */
export const standingsViewSql = (competitionId: number, seasonId: number) => Prisma.sql`
    SELECT (SELECT coalesce(json_agg(json_build_object('id', gr.id, 'name', gr.name) ORDER BY gr.position, gr.id), '[]'::json)
        FROM groups gr WHERE gr.competition_id = ${competitionId} AND gr.season_id = ${seasonId}) AS groups,
      (SELECT coalesce(json_agg(s), '[]'::json) FROM (${standingsSql(competitionId, seasonId, {
        win: Prisma.sql`cat."pointsWin"`,
        tie: Prisma.sql`cat."pointsTie"`,
        loss: Prisma.sql`cat."pointsLoss"`,
      })}) s) AS standings`;

/** The standings view with whether a game of the season is live: the groups answer's part of the category's statement. */
export const liveStandingsViewSql = (competitionId: number, seasonId: number) =>
  Prisma.sql`SELECT l.live, s.groups, s.standings FROM (${seasonLiveSql(competitionId, seasonId)}) l, (${standingsViewSql(competitionId, seasonId)}) s`;

export interface StandingsView {
  groups: { id: number; name: string }[];
  standings: StandingsRow[];
}

/**
 * Only finished games count. A game counts in a group's table when it belongs to that group, or belongs to no
 * group and both teams are in the table. A season without groups has one table of every team that plays.
 */
export function standingsTables({ groups, standings: rows }: StandingsView): StandingGroupDTO[] {
  const tables: { id: number | null; name: string | null }[] = groups.length ? groups : [{ id: null, name: null }];
  return tables.map((table) => {
    const mine = rows.filter((r) => r.groupId === table.id);
    const totals = mine.filter((r) => r.total);
    const pairs: PairPoints[] = mine
      .filter((r) => !r.total && r.oppId !== null)
      .map((r) => ({ teamId: r.teamId, oppId: r.oppId!, points: r.points }));
    return {
      table,
      teams: rankStandings(totals, pairs).map((t) => ({
        rank: t.rank,
        team_id: t.teamId,
        team_name: t.teamName,
        stats: {
          games_played: t.played,
          games_won: t.won,
          games_tied: t.tied,
          games_lost: t.lost,
          own_score: t.own,
          enemy_score: t.enemy,
          points: t.points,
        },
      })),
    };
  });
}
