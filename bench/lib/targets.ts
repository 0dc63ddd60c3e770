// What the bench asks about, looked up in the generated data: leagues, a live game, the member's club and
// feed, the biggest club of a sport for the filtered member list, and a filter with about 10,000 persons.
import type pg from 'pg';
import { BENCH_ADMIN_EMAIL, BENCH_MEMBER_EMAIL } from './accounts';

export interface Targets {
  leagueIds: number[];
  /** A league with a live game and two standings tables. */
  leagueId: number;
  liveGameId: number;
  memberFeedToken: string;
  memberClubId: number;
  filterSportId: number;
  filterClubId: number;
  quickSearch: string;
  /** An RQL filter matching roughly 10,000 persons (the small export). */
  tenThousandRql: string;
  tenThousandCount: number;
  persons: number;
  /** Persons the bench admin's list holds (set by the runner from the list's own count statement). */
  personsInScope: number;
}

export async function findTargets(client: pg.ClientBase | pg.Pool): Promise<Targets> {
  const one = async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows[0] as T;
  const leagues = await client.query<{ id: number }>(`SELECT id FROM competitions WHERE kind = 'league' ORDER BY id`);
  const live = await one<{ id: number; competition_id: number }>(
    `SELECT g.id, g.competition_id FROM games g WHERE g.started_at IS NOT NULL AND g.finished_at IS NULL
     AND (SELECT count(*) FROM groups gr WHERE gr.competition_id = g.competition_id AND gr.season_id = g.season_id) = 2
     ORDER BY g.id LIMIT 1`,
  );
  // The personal feed opens with the person's calendar token (the uuid opens nothing there).
  const member = await one<{ token: string; club_id: number }>(
    `SELECT p.calendar_token::text AS token, m.club_id FROM persons p JOIN memberships m ON m.person_id = p.id WHERE p.email = $1 ORDER BY m.id LIMIT 1`,
    [BENCH_MEMBER_EMAIL],
  );
  const admin = await one<{ id: number }>(`SELECT id FROM persons WHERE email = $1`, [BENCH_ADMIN_EMAIL]);
  if (!live || !member || !admin)
    throw new Error('The bench database lacks its accounts or a live game: run npm run bench:generate');
  const big = await one<{ club_id: number; sport_id: number }>(
    `SELECT club_id, sport_id FROM memberships WHERE active_to IS NULL GROUP BY club_id, sport_id ORDER BY count(*) DESC, club_id LIMIT 1`,
  );
  // Sports, alone or with a gender, whose current members come closest to 10,000.
  const options = await client.query<{ rql: string; n: string }>(
    `SELECT 'eq(sport,' || m.sport_id || ')' AS rql, count(DISTINCT m.person_id) AS n FROM memberships m
       WHERE m.active_to IS NULL OR m.active_to >= CURRENT_DATE GROUP BY m.sport_id
     UNION ALL
     SELECT 'and(eq(sport,' || m.sport_id || '),eq(gender,' || p.gender || '))', count(DISTINCT m.person_id) FROM memberships m
       JOIN persons p ON p.id = m.person_id WHERE m.active_to IS NULL OR m.active_to >= CURRENT_DATE GROUP BY m.sport_id, p.gender`,
  );
  const persons = Number((await one<{ n: string }>('SELECT count(*) AS n FROM persons')).n);
  const target = Math.round(persons / 10);
  const closest = options.rows.sort((a, b) => Math.abs(Number(a.n) - target) - Math.abs(Number(b.n) - target))[0]!;
  return {
    leagueIds: leagues.rows.map((r) => r.id),
    leagueId: live.competition_id,
    liveGameId: live.id,
    memberFeedToken: member.token,
    memberClubId: member.club_id,
    filterSportId: big.sport_id,
    filterClubId: big.club_id,
    quickSearch: 'schmidt',
    tenThousandRql: closest.rql,
    tenThousandCount: Number(closest.n),
    persons,
    personsInScope: 0,
  };
}
