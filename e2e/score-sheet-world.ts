// The score sheet's world on the league fixture, for the specs that play a game at the table: the league's penalty
// types, four players a side, a game, both team managers, two referees and a scorer, each with an account and the
// signature PIN, made through the API as the league does (players' teams and PINs by SQL: no endpoint sets them).
import type { APIRequestContext } from '@playwright/test';
import { hashPassword } from '../server/auth/password';
import {
  createMember,
  expect,
  FIXTURE_CLUB,
  grantRole,
  makeAccount,
  queryE2eDatabase,
  unique,
  type LeagueWithGroup,
} from './fixtures';

export const PASSWORD = 'Tisch!Portal2026';
export const PIN = '4711';

/** The goals stored for a game (what the server has, whatever a phone shows). */
export async function goalsOf(gameId: number): Promise<number> {
  const [row] = await queryE2eDatabase<{ n: number }>(
    "SELECT count(*)::int AS n FROM game_events WHERE game_id = $1 AND type = 'goal'",
    [gameId],
  );
  return row!.n;
}

export async function ok<T>(res: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<T> {
  expect(res.status(), await res.text()).toBe(status);
  return ((await res.json()) as { data: T }).data;
}

/** A test's own person of the club with an account and a signature PIN (hashed as the profile hashes it). */
export async function signer(admin: APIRequestContext, lastname: string) {
  const member = await createMember({ club: FIXTURE_CLUB, lastname: `${lastname}-${unique()}` }, admin);
  await makeAccount(member.email!, PASSWORD);
  await queryE2eDatabase('UPDATE persons SET signature_pin_hash = $1 WHERE id = $2', [await hashPassword(PIN), member.id]);
  return member;
}

/**
 * Builds the world on the league fixture: penalty types, four players a side, a game (kick-off `kickoffInMinutes`
 * from now), managers, referees, a scorer.
 */
export async function buildWorld(
  admin: APIRequestContext,
  { associationId, sportId, marker, season, league, teams: [home, away], group }: LeagueWithGroup,
  { kickoffInMinutes = 30 }: { kickoffInMinutes?: number } = {},
) {
  await ok(
    await admin.put(`/api/competitions/${league.id}/penalties`, {
      data: {
        penalties: [
          { kind: 'technical', name: 'Technisch 30 s', seconds: 30 },
          { kind: 'personal', name: 'Persönlich 1 min', seconds: 60 },
        ],
      },
    }),
  );
  const teams = { home: home!, away: away! };
  // Four players a side: jerseys 1-4 at home, 11-14 away; the home #1 (the top scorer) has an account.
  const players: Record<'home' | 'away', { id: number; jersey: string; email: string | null }[]> = { home: [], away: [] };
  for (const side of ['home', 'away'] as const) {
    for (let i = 0; i < 4; i++) {
      const jersey = String((side === 'home' ? 1 : 11) + i);
      const member = await createMember(
        { club: FIXTURE_CLUB, lastname: `${side === 'home' ? 'Adler' : 'Falke'}${jersey}-${marker}` },
        admin,
      );
      await queryE2eDatabase('UPDATE memberships SET team_id = $1, jersey_number = $2 WHERE person_id = $3', [
        teams[side].id,
        jersey,
        member.id,
      ]);
      players[side].push({ id: member.id, jersey, email: member.email });
    }
  }
  await makeAccount(players.home[0]!.email!, PASSWORD);

  // The team managers before the game: scheduling it makes their line-up tasks.
  const homeManager = await signer(admin, 'Heimwart');
  const awayManager = await signer(admin, 'Gastwart');
  await grantRole(homeManager.id, 'team-leader', { teamId: teams.home.id });
  await grantRole(awayManager.id, 'team-leader', { teamId: teams.away.id });
  const game = await ok<{ id: number; number: number }>(
    await admin.post(`/api/competitions/${league.id}/games`, {
      data: {
        number: 9000 + Math.floor(Math.random() * 900),
        kickoff_time: new Date(Date.now() + kickoffInMinutes * 60_000).toISOString(),
        group_id: group.id,
        home_team_id: teams.home.id,
        away_team_id: teams.away.id,
        location: 'Sporthalle Nord',
      },
    }),
    201,
  );

  const [licence] = await queryE2eDatabase<{ id: number }>(
    'SELECT id FROM licenses WHERE is_referee AND association_id = $1 AND (sport_id IS NULL OR sport_id = $2) ORDER BY id LIMIT 1',
    [associationId, sportId],
  );
  const referees = [await signer(admin, 'Pfeife'), await signer(admin, 'Flagge')];
  for (const r of referees) await ok(await admin.put(`/api/persons/${r.id}/licenses/${licence!.id}`, { data: { level: 1 } }));
  await ok(await admin.put(`/api/games/${game.id}/officials`, { data: { referee_ids: referees.map((r) => r.id) } }));

  const scorer = await signer(admin, 'Anschreiber');
  await ok(await admin.put(`/api/games/${game.id}/scorers`, { data: { person_ids: [scorer.id] } }));
  return { admin, marker, season, league, teams, players, game, homeManager, awayManager, referees, scorer };
}
