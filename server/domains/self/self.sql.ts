// The one statement behind GET /api/self with its includes: the person, their current memberships, the open tasks'
// count and each include asked for, built as JSON inside PostgreSQL (as the member list does), so the answer costs
// the same few statements whatever the member has (test/speed/self-statements.test.ts, docs/benchmarks.md).
import type { SelfIncludeName } from '../../../shared/schemas/memberships';
import { readRows } from '../../db/raw';
import { Prisma } from '../../db/generated/client';
import { epochMsSql } from '../../db/sql-time';
import { cached } from '../../db/plan-cache';
import { currentMembershipSql, todaySql } from '../access';
import type { ContactDataRow } from './rows';
import type { GameTaskRow } from '../games';
import { OVERDUE_MS, SCHEDULE_LIMIT, type ScheduleGameRow } from './schedule';

const day = (column: string) => Prisma.raw(`to_char(${column}, 'YYYY-MM-DD')`);

export interface SelfMembershipRow {
  id: number;
  isAlumni: boolean;
  sport: { id: number; name: string; key: string };
  club: { id: number; name: string };
  team: {
    id: number;
    name: string;
    groupEntries: { group: { seasonId: number; competition: { id: number; name: string; defaultSeasonId: number | null } } }[];
  } | null;
}

export interface SelfLicenseRow {
  level: number;
  validFrom: Date;
  validTo: Date | null;
  license: {
    id: number;
    name: string;
    abbreviation: string;
    caption: string | null;
    color: string;
    levels: { level: number; caption: string; color: string }[];
  };
}

type Json<T> = T extends Date
  ? number
  : T extends (infer U)[]
    ? Json<U>[]
    : T extends object
      ? { [K in keyof T]: Json<T[K]> }
      : T;
type Day<T> = Omit<T, 'validFrom' | 'validTo'> & { validFrom: string; validTo: string | null };

interface Row extends ContactDataRow {
  id: number;
  uuid: string;
  calendarToken: string;
  firstname: string;
  lastname: string;
  email: string | null;
  gender: 'male' | 'female';
  avatarId: number | null;
  preferredLanguage: string;
  openTasks: number;
  memberships: SelfMembershipRow[];
  licenses: Day<SelfLicenseRow>[] | null;
  gameTasks: Json<GameTaskRow>[] | null;
  games: (Json<ScheduleGameRow> & { mine: boolean })[] | null;
  statsStamp: string | null;
}

const memberships = (today: Prisma.Sql) => Prisma.sql`
  (SELECT coalesce(json_agg(json_build_object('id', m.id, 'isAlumni', m.is_alumni,
      'sport', json_build_object('id', s.id, 'name', s.name, 'key', s.key),
      'club', json_build_object('id', c.id, 'name', c.name),
      'team', CASE WHEN t.id IS NULL THEN NULL ELSE json_build_object('id', t.id, 'name', t.name, 'groupEntries',
        (SELECT coalesce(json_agg(json_build_object('group', json_build_object('seasonId', g.season_id,
            'competition', json_build_object('id', co.id, 'name', co.name, 'defaultSeasonId', co.default_season_id)))
            ORDER BY gt.group_id), '[]'::json)
         FROM group_teams gt JOIN groups g ON g.id = gt.group_id
         JOIN competitions co ON co.id = g.competition_id AND co.kind = 'league'
         WHERE gt.team_id = t.id)) END) ORDER BY m.id), '[]'::json)
   FROM memberships m JOIN sports s ON s.id = m.sport_id JOIN clubs c ON c.id = m.club_id
   LEFT JOIN teams t ON t.id = m.team_id
   WHERE m.person_id = p.id AND ${currentMembershipSql('m', today)})`;

const licenses = Prisma.sql`
  (SELECT coalesce(json_agg(json_build_object('level', pl.level, 'validFrom', ${day('pl.valid_from')},
      'validTo', ${day('pl.valid_to')},
      'license', json_build_object('id', l.id, 'name', l.name, 'abbreviation', l.abbreviation, 'caption', l.caption,
        'color', l.color, 'levels',
        (SELECT coalesce(json_agg(json_build_object('level', ll.level, 'caption', ll.caption, 'color', ll.color)
           ORDER BY ll.level), '[]'::json) FROM license_levels ll WHERE ll.license_id = l.id)))
      ORDER BY l.name, pl.id), '[]'::json)
   FROM person_licenses pl JOIN licenses l ON l.id = pl.license_id WHERE pl.person_id = p.id)`;

const gameOf = Prisma.sql`json_build_object('id', g.id, 'number', g.number, 'kickoffTime', ${epochMsSql('g.kickoff_time')},
  'startedAt', ${epochMsSql('g.started_at')}, 'status', g.status, 'homeTeam', json_build_object('name', ht.name),
  'awayTeam', json_build_object('name', awt.name)`;

const gameTasks = Prisma.sql`
  (SELECT coalesce(json_agg(json_build_object('id', gt.id, 'type', gt.type, 'createdAt', ${epochMsSql('gt.created_at')},
      'game', ${gameOf}, 'competition', json_build_object('id', co.id, 'kind', co.kind, 'name', co.name,
        'periodCount', co.period_count, 'periodSeconds', co.period_seconds)))
      ORDER BY g.kickoff_time, gt.id), '[]'::json)
   FROM game_tasks gt JOIN games g ON g.id = gt.game_id JOIN teams ht ON ht.id = g.home_team_id
   JOIN teams awt ON awt.id = g.away_team_id JOIN competitions co ON co.id = g.competition_id
   WHERE gt.person_id = p.id AND gt.state = 'open')`;

/**
 * Live and coming games of the person's teams and of the games they officiate (server/domains/self/schedule.ts): the
 * soonest SCHEDULE_LIMIT of each source (home games, away games, officiated games) read by its own index, then the
 * soonest of those. Joining the three sources to all games first had PostgreSQL read every game of the database.
 * The person's teams and officiated games come from the statement's `mine` and `officiated` (selfSql).
 */
const upcoming = (since: Date) => {
  const open = (g: string) => Prisma.raw(`${g}.finished_at IS NULL AND (${g}.started_at IS NOT NULL OR ${g}.kickoff_time >= `);
  const sinceSql = Prisma.sql`to_timestamp(${since.getTime()}::float8 / 1000) AT TIME ZONE 'UTC')`;
  const soonest = (g: string) => Prisma.raw(`ORDER BY ${g}.kickoff_time, ${g}.id LIMIT ${SCHEDULE_LIMIT}`);
  return Prisma.sql`
  (SELECT coalesce(json_agg(x.game ORDER BY x.kickoff_time, x.id), '[]'::json) FROM (
     SELECT g.id, g.kickoff_time, ${gameOf}, 'finishedAt', ${epochMsSql('g.finished_at')}, 'location', g.location,
       'statusReason', g.status_reason, 'homeTeamId', g.home_team_id, 'awayTeamId', g.away_team_id,
       'homeScore', g.home_score, 'awayScore', g.away_score, 'duration', g.duration, 'period', g.period,
       'clockSeconds', g.clock_seconds, 'clockRunningSince', ${epochMsSql('g.clock_running_since')},
       'competition', json_build_object('id', co.id, 'kind', co.kind, 'name', co.name,
         'periodCount', co.period_count, 'periodSeconds', co.period_seconds),
       'mine', g.home_team_id = ANY(mine.ids) OR g.away_team_id = ANY(mine.ids)) AS game
     FROM mine
     CROSS JOIN LATERAL (
       SELECT u.id FROM (
         (SELECT h.id, h.kickoff_time FROM games h
          WHERE h.home_team_id = ANY(mine.ids) AND ${open('h')}${sinceSql} ${soonest('h')})
         UNION
         (SELECT a.id, a.kickoff_time FROM games a
          WHERE a.away_team_id = ANY(mine.ids) AND ${open('a')}${sinceSql} ${soonest('a')})
         UNION
         (SELECT o.id, o.kickoff_time FROM officiated f JOIN games o ON o.id = f.game_id
          WHERE ${open('o')}${sinceSql} ${soonest('o')})
       ) u ORDER BY u.kickoff_time, u.id LIMIT ${SCHEDULE_LIMIT}) pick
     JOIN games g ON g.id = pick.id
     JOIN teams ht ON ht.id = g.home_team_id JOIN teams awt ON awt.id = g.away_team_id
     JOIN competitions co ON co.id = g.competition_id) x)`;
};

/**
 * What the personal statistics are made from: every category's change counter (stats_versions, bumped by triggers
 * on games, events and line-ups), the person's memberships and the games they officiate. Unchanged stamp, unchanged
 * statistics (server/domains/self/self.ts keeps them).
 */
const statsStamp = Prisma.sql`
  concat_ws('|',
    (SELECT count(*) || ':' || coalesce(sum(v.version), 0) FROM stats_versions v),
    (SELECT count(*) || ':' || coalesce(sum(m.xmin::text::bigint), 0) FROM memberships m WHERE m.person_id = p.id),
    (SELECT count(*) || ':' || coalesce(sum(f.version), 0) FROM officiated f))`;

const none = (name: string) => Prisma.raw(`NULL AS "${name}"`);

/** The statement of readSelfRow (also for bench/evidence.ts). */
export function selfSql(personId: number, include: Set<SelfIncludeName>, now: Date): Prisma.Sql {
  const today = todaySql(now);
  const since = new Date(now.getTime() - OVERDUE_MS);
  // The person's officiated games (with their row versions) and current teams, read once for the schedule and the
  // statistics stamp; a CTE nothing refers to is not run.
  return cached(Prisma.sql`
    WITH officiated AS MATERIALIZED (
      SELECT o.game_id, o.xmin::text::bigint AS version FROM game_officials o WHERE o.person_id = ${personId}
    ), mine AS MATERIALIZED (
      SELECT ARRAY(SELECT m.team_id FROM memberships m
        WHERE m.person_id = ${personId} AND NOT m.is_alumni AND m.team_id IS NOT NULL
          AND ${currentMembershipSql('m', today)}) AS ids
    )
    SELECT p.id, p.uuid::text AS uuid, p.calendar_token::text AS "calendarToken", p.firstname, p.lastname, p.email,
      p.gender::text AS gender, p.avatar_id AS "avatarId", p.preferred_language::text AS "preferredLanguage",
      p.phone_number AS "phoneNumber", p.mobile_phone AS "mobilePhone", p.address_1 AS "address1",
      p.address_2 AS "address2", p.zip_code AS "zipCode", p.city, p.region, p.country,
      (SELECT count(*)::int FROM game_tasks gt WHERE gt.person_id = p.id AND gt.state = 'open') AS "openTasks",
      ${memberships(today)} AS memberships,
      ${include.has('licenses') ? Prisma.sql`${licenses} AS licenses` : none('licenses')},
      ${include.has('gameTasks') ? Prisma.sql`${gameTasks} AS "gameTasks"` : none('gameTasks')},
      ${include.has('upcomingGames') ? Prisma.sql`${upcoming(since)} AS games` : none('games')},
      ${include.has('personalStats') ? Prisma.sql`${statsStamp} AS "statsStamp"` : none('statsStamp')}
    FROM persons p WHERE p.id = ${personId}`);
}

/** The person's row with the includes asked for; null when the person is gone. */
export async function readSelfRow(personId: number, include: Set<SelfIncludeName>, now: Date) {
  // Every start page reads it: straight on pg (server/db/raw.ts).
  const [row] = await readRows<Row>(selfSql(personId, include, now));
  return row ?? null;
}
export type SelfRow = NonNullable<Awaited<ReturnType<typeof readSelfRow>>>;

const date = (value: number) => new Date(value);
const dateOrNull = (value: number | null) => (value === null ? null : new Date(value));

export function licenseRows(rows: Day<SelfLicenseRow>[]): SelfLicenseRow[] {
  return rows.map((r) => ({
    ...r,
    validFrom: new Date(`${r.validFrom}T00:00:00Z`),
    validTo: r.validTo === null ? null : new Date(`${r.validTo}T00:00:00Z`),
  }));
}

export function gameTaskRows(rows: Json<GameTaskRow>[]): GameTaskRow[] {
  return rows.map((t) => ({
    ...t,
    createdAt: date(t.createdAt),
    game: { ...t.game, kickoffTime: date(t.game.kickoffTime), startedAt: dateOrNull(t.game.startedAt) },
  }));
}

export function scheduleGameRows(rows: NonNullable<Row['games']>): (ScheduleGameRow & { mine: boolean })[] {
  return rows.map((g) => ({
    ...g,
    kickoffTime: date(g.kickoffTime),
    startedAt: dateOrNull(g.startedAt),
    finishedAt: dateOrNull(g.finishedAt),
    clockRunningSince: dateOrNull(g.clockRunningSince),
  }));
}
