// A confirmed line-up changed by someone else (docs/product.md#score-sheet): the team manager sees that the
// confirmation was removed, re-adds a player who keeps the position of his membership, and confirms again.
import type { APIRequestContext } from '@playwright/test';
import { hashPassword } from '../server/auth/password';
import {
  createMember,
  expect,
  FIXTURE_CLUB,
  grantRole,
  makeAccount,
  phoneOf,
  queryE2eDatabase,
  shoot,
  signedInApi,
  test,
  unique,
} from './fixtures';

const PASSWORD = 'Tisch!Portal2026';
const PIN = '4711';
const SLOW = 20_000;

test.use({ leagueOptions: { teams: ['Heim', 'Gast'], group: 'Nord' } });

async function awayPlayers(admin: APIRequestContext, teamId: number, marker: string) {
  const players = [];
  for (const jersey of ['11', '12', '13']) {
    const member = await createMember({ club: FIXTURE_CLUB, lastname: `Gast${jersey}-${marker}` }, admin);
    const [membership] = await queryE2eDatabase<{ id: number }>(
      'UPDATE memberships SET team_id = $1, jersey_number = $2 WHERE person_id = $3 RETURNING id',
      [teamId, jersey, member.id],
    );
    players.push({ ...member, membershipId: membership!.id });
  }
  // The first plays attack by his membership.
  await queryE2eDatabase("UPDATE memberships SET positions = '{attack}' WHERE person_id = $1", [players[0]!.id]);
  return players;
}

test('a confirmed line-up changed by the league: the manager sees it, re-adds a player with his position, confirms', async ({
  browser,
  adminApi: admin,
  leagueWithGroup: { league, group, teams, marker },
}) => {
  test.setTimeout(120_000);
  const [home, away] = teams;
  const players = await awayPlayers(admin, away!.id, marker);
  const manager = await createMember({ club: FIXTURE_CLUB, lastname: `Gastwart-${unique()}` }, admin);
  await makeAccount(manager.email!, PASSWORD);
  await queryE2eDatabase('UPDATE persons SET signature_pin_hash = $1 WHERE id = $2', [await hashPassword(PIN), manager.id]);
  await grantRole(manager.id, 'team-leader', { teamId: away!.id });
  const created = await admin.post(`/api/competitions/${league.id}/games`, {
    data: {
      number: 9000 + Math.floor(Math.random() * 900),
      kickoff_time: new Date(Date.now() + 2 * 3_600_000).toISOString(),
      group_id: group.id,
      home_team_id: home!.id,
      away_team_id: away!.id,
      location: 'Sporthalle Nord',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const game = ((await created.json()) as { data: { id: number } }).data;

  // The manager confirms; the league (here the association admin) then takes the first player off.
  const managerApi = await signedInApi(manager.email!, PASSWORD);
  expect((await managerApi.post(`/api/games/${game.id}/lineups/away/confirm`, { data: { pin: PIN } })).status()).toBe(200);
  const changed = await admin.put(`/api/games/${game.id}/lineups/away`, {
    data: {
      players: players.slice(1).map((p, i) => ({ membership_id: p.membershipId, jersey_number: String(12 + i), position: null })),
    },
  });
  expect(changed.status(), await changed.text()).toBe(200);

  const { context, page } = await phoneOf(browser, manager.email!, PASSWORD);
  await page.goto(`/sheet/${game.id}`);
  await page.getByTestId('tab-lineups').click();
  const lineup = page.getByTestId('lineup-away');
  await expect(lineup.getByTestId('lineup-away-reconfirm')).toContainText('Aufstellung geändert – bitte erneut bestätigen', {
    timeout: SLOW,
  });
  await expect(lineup.getByTestId('lineup-player')).toHaveCount(2);
  await shoot(page, 'score-sheet', 'lineup-reconfirm');

  // Re-added, the player plays attack again, as his membership says.
  await lineup.getByTestId('lineup-add').fill(`Gast11-${marker}`);
  await page.getByRole('option', { name: new RegExp(`Gast11-${marker}`) }).click();
  await expect(lineup.getByTestId('lineup-player')).toHaveCount(3);
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/lineups/away'));
  await lineup.getByTestId('lineup-save').click();
  expect((await saved).status()).toBe(200);
  const [row] = await queryE2eDatabase<{ position: string | null }>(
    'SELECT position::text FROM game_lineups WHERE game_id = $1 AND membership_id = $2',
    [game.id, players[0]!.membershipId],
  );
  expect(row).toEqual({ position: 'attack' });

  await lineup.getByTestId('lineup-confirm').click();
  await page.getByTestId('pin-input').fill(PIN);
  await page.getByTestId('pin-sign').click();
  await expect(lineup.getByTestId('lineup-away-confirmed')).toContainText(manager.lastname, { timeout: SLOW });
  await expect(lineup.getByTestId('lineup-away-reconfirm')).toHaveCount(0);
  await context.close();
});

test('signatures a change of the events removed are shown on the signatures tab', async ({
  adminPage: page,
  adminApi: admin,
  leagueWithGroup: { league, group, teams, marker },
}) => {
  const [home, away] = teams;
  const created = await admin.post(`/api/competitions/${league.id}/games`, {
    data: {
      number: 9000 + Math.floor(Math.random() * 900),
      kickoff_time: new Date(Date.now() - 3 * 3_600_000).toISOString(),
      group_id: group.id,
      home_team_id: home!.id,
      away_team_id: away!.id,
      location: 'Sporthalle Nord',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const game = ((await created.json()) as { data: { id: number } }).data;
  await queryE2eDatabase(
    "UPDATE games SET started_at = now() - interval '3 hours', finished_at = now() - interval '1 hour' WHERE id = $1",
    [game.id],
  );
  // As a referee's correction after the finish leaves it (the API tests make it so).
  await queryE2eDatabase(
    `INSERT INTO game_signature_removals (game_id, role, name, signed_at, cause)
     VALUES ($1, 'referee', $2, now() - interval '50 minutes', 'events')`,
    [game.id, `Rita Pfeife-${marker}`],
  );
  await page.goto(`/sheet/${game.id}`);
  await page.getByTestId('tab-signatures').click();
  const removed = page.getByTestId('sheet-signatures-removed');
  await expect(removed).toContainText('Spielbericht geändert – Unterschriften entfernt', { timeout: SLOW });
  await expect(removed).toContainText(`Rita Pfeife-${marker}`);
  await shoot(page, 'score-sheet', 'signatures-removed');
});
