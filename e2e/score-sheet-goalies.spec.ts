// The table's real situations on a 390 px phone (docs/decisions/051-goalies-overtime-and-shootout.md): the captain and
// the starting goalie marked on the line-up, a shot saved by that goalie, a tie into overtime and a shootout won by
// the home side; a guest then sees "n.P." in the games list and the goalie with the save in the goalies' table.
import { createMember, expect, FIXTURE_CLUB, queryE2eDatabase, shoot, test, unique } from './fixtures';
import { ok } from './score-sheet-world';

const PHONE = { width: 390, height: 844 };
/** Generous for a loaded 2-core machine. */
const SLOW = 20_000;

test('captain, goalie, a saved shot, overtime and a shootout, and the result as a guest sees it', async ({
  adminPage: page,
  adminApi,
  leagueWithGroup: l,
  browser,
}) => {
  test.setTimeout(180_000);
  const [home, away] = l.teams as [(typeof l.teams)[number], (typeof l.teams)[number]];
  // One minute of regular play, one of overtime, a shootout, shots recorded.
  await queryE2eDatabase(
    'UPDATE competitions SET period_count = 1, period_seconds = 60, overtime_minutes = 1, shootout = true, track_shots = true WHERE id = $1',
    [l.league.id],
  );
  const person = async (team: { id: number }, lastname: string) => {
    const member = await createMember({ club: FIXTURE_CLUB, firstname: 'Kim', lastname: `${lastname}-${unique()}` }, adminApi);
    await queryE2eDatabase('UPDATE memberships SET team_id = $1 WHERE person_id = $2', [team.id, member.id]);
    return member;
  };
  const goalie = await person(home, 'Hüterin');
  const captain = await person(home, 'Kapitänin');
  await person(away, 'Schützin');
  const gameRes = await adminApi.post(`/api/competitions/${l.league.id}/games`, {
    data: {
      number: 5000 + Math.floor(Math.random() * 4000),
      kickoff_time: new Date(Date.now() - 10 * 60_000).toISOString(),
      group_id: l.group.id,
      home_team_id: home.id,
      away_team_id: away.id,
      location: 'e2e Torhalle',
    },
  });
  const gameId = (await ok<{ id: number }>(gameRes, 201)).id;

  try {
    await page.setViewportSize(PHONE);
    await page.goto(`/sheet/${gameId}`);
    await expect(page.getByTestId('sheet-home-team')).toHaveText(home.name, { timeout: SLOW });
    await page.getByTestId('tab-lineups').click();
    const lineup = page.getByTestId('lineup-home');
    const row = (lastname: string) => lineup.getByTestId('lineup-player').filter({ hasText: lastname });
    await row(captain.lastname).getByText('Kapitän', { exact: true }).click();
    await row(goalie.lastname).getByText('Starttorhüter', { exact: true }).click();
    await shoot(page, 'score-sheet-goalies', 'lineup-marked');
    await lineup.getByTestId('lineup-save').click();
    await expect(lineup.getByTestId('lineup-save')).toBeHidden({ timeout: SLOW });
    const saved = await queryE2eDatabase<{ membership_id: number; captain: boolean; starting_goalie: boolean }>(
      'SELECT l.membership_id, l.captain, l.starting_goalie FROM game_lineups l JOIN memberships m ON m.id = l.membership_id WHERE l.game_id = $1 AND m.person_id = ANY($2::int[]) ORDER BY m.person_id',
      [gameId, [goalie.id, captain.id]],
    );
    expect(saved.map((r) => [r.captain, r.starting_goalie])).toEqual([
      [false, true],
      [true, false],
    ]);

    // Started and played to the end of regular play 0:0 (the clock through the API: a minute is long at a test).
    await ok(await adminApi.post(`/api/games/${gameId}/start`, { data: {} }));
    await ok(await adminApi.put(`/api/games/${gameId}/clock`, { data: { period: 1, seconds: 60, running: false } }));
    await page.reload();
    await page.getByTestId('tab-game').click();

    // The away side shoots, the home goalie saves.
    await page.getByTestId('sheet-shot').click();
    const drawer = page.getByTestId('event-drawer');
    await drawer.getByTestId('event-side').getByText(away.name).click();
    await drawer.getByTestId('event-save').click();
    await expect(page.getByTestId('sheet-event').filter({ hasText: `Schuss ${away.name}` })).toHaveCount(1, { timeout: SLOW });
    await expect(page.getByTestId('sheet-score')).toHaveText('0:0');

    await page.getByTestId('sheet-overtime').click();
    await page.getByTestId('extra-time-confirm').click();
    await expect(page.getByTestId('sheet-clock-row')).toContainText('Verlängerung', { timeout: SLOW });
    await ok(await adminApi.put(`/api/games/${gameId}/clock`, { data: { period: 2, seconds: 120, running: false } }));

    await page.getByTestId('sheet-shootout').click({ timeout: SLOW });
    await page.getByTestId('extra-time-confirm').click();
    await expect(page.getByTestId('sheet-clock-row')).toContainText('Penaltyschießen', { timeout: SLOW });
    const attempt = async (side: string, result: 'pick-scored' | 'pick-missed') => {
      await page.getByTestId('sheet-shootout-attempt').click();
      await drawer.getByTestId('event-side').getByText(side).click();
      await drawer.getByTestId(result).click();
      await drawer.getByTestId('event-save').click();
      await expect(drawer).toBeHidden();
    };
    await attempt(home.name, 'pick-scored');
    await attempt(away.name, 'pick-missed');
    await expect(page.getByTestId('sheet-score')).toHaveText('1:0', { timeout: SLOW });
    await shoot(page, 'score-sheet-goalies', 'shootout');
    await expect(page.getByTestId('sheet-event-pending')).toHaveCount(0, { timeout: SLOW });
    await page.getByTestId('sheet-finish').click();
    await page.getByTestId('finish-confirm').click();
    await expect(page.getByTestId('sheet-finish')).toBeHidden({ timeout: SLOW });

    // A guest on a phone: the result after the shootout, the goalie with the save.
    const guest = await browser.newContext({ viewport: PHONE });
    try {
      const viewer = await guest.newPage();
      await viewer.goto(`/stats/leagues/${l.league.id}/games`);
      await expect(viewer.getByTestId('extra-time').first()).toHaveText('n.P.', { timeout: SLOW });
      await viewer.goto(`/stats/leagues/${l.league.id}/goalies`);
      const goalieRow = viewer.getByRole('row').filter({ hasText: goalie.lastname });
      await expect(goalieRow).toBeVisible({ timeout: SLOW });
      // Games 1, 2 minutes, 1 shot against, no goal, 1 save, 100 %, no goals against per 60 minutes.
      await expect
        .poll(async () => (await goalieRow.getByRole('cell').allTextContents()).slice(-7))
        .toEqual(['1', '2', '1', '0', '1', '100,0', '0,00']);
      await shoot(viewer, 'score-sheet-goalies', 'goalies-guest');
    } finally {
      await guest.close();
    }
  } finally {
    await queryE2eDatabase('DELETE FROM games WHERE id = $1', [gameId]);
  }
});
