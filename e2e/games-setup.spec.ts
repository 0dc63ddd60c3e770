// The league's set-up pages: the officials page (overdue tasks linked, games filtered and paged), the schedule opening
// at the competition just made, the game-day rules of the competition form, the reset on a live game's schedule row,
// and the forfeit badge a guest sees on the public pages.
import type { Page } from '@playwright/test';
import { expect, label, queryE2eDatabase, shoot, test, unique } from './fixtures';

const DAY = 86_400_000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** Waits for the answer of a call (method and path end) while `act` runs; answers its status. */
async function answered(page: Page, method: string, pathEnd: RegExp, act: () => Promise<void>): Promise<number> {
  const response = page.waitForResponse((res) => res.request().method() === method && pathEnd.test(new URL(res.url()).pathname));
  await act();
  return (await response).status();
}

test('the officials page links each overdue task to its game and filters and pages the games', async ({
  page,
  leagueWithGroup: { league, season, group, teams },
  signedInAs,
}) => {
  test.setTimeout(120_000);
  // 22 coming games of the league: odd numbers Adler – Bären, even ones Falken – Wölfe, one a day from tomorrow;
  // the first five have a referee. One game three days ago has an overdue task.
  const [adler, baeren, falken, woelfe] = teams as [
    (typeof teams)[number],
    (typeof teams)[number],
    (typeof teams)[number],
    (typeof teams)[number],
  ];
  for (let n = 1; n <= 22; n++) {
    const [home, away] = n % 2 === 1 ? [adler, baeren] : [falken, woelfe];
    await queryE2eDatabase(
      `INSERT INTO games (competition_id, season_id, group_id, number, kickoff_time, home_team_id, away_team_id)
       VALUES ($1, $2, $3, $4, $5::timestamptz, $6, $7)`,
      [league.id, season.id, group.id, n, `${dayFromNow(n)}T15:00:00Z`, home.id, away.id],
    );
  }
  const rep = await signedInAs({ role: 'league-leader', competitionId: league.id }, { lastname: 'Offizielle' });
  await queryE2eDatabase(
    `INSERT INTO game_officials (game_id, person_id, role)
     SELECT id, $2, 'referee' FROM games WHERE competition_id = $1 AND number <= 5`,
    [league.id, rep.id],
  );
  const [past] = await queryE2eDatabase<{ id: number }>(
    `INSERT INTO games (competition_id, season_id, group_id, number, kickoff_time, home_team_id, away_team_id)
     VALUES ($1, $2, $3, 999, now() - interval '3 days', $4, $5) RETURNING id`,
    [league.id, season.id, group.id, adler.id, falken.id],
  );
  await queryE2eDatabase("INSERT INTO game_tasks (game_id, person_id, type) VALUES ($1, $2, 'sign_score_sheet')", [
    past!.id,
    rep.id,
  ]);

  await page.goto('/games/officials');
  const overdue = page.getByTestId('overdue-tasks');
  await expect(overdue).toContainText('1 überfällige Aufgabe');
  // The overdue task is a link to its game's officials.
  await overdue.getByRole('link', { name: new RegExp(`${rep.lastname} · Spielbericht unterschreiben.*#999`) }).click();
  await expect(page).toHaveURL(new RegExp(`/games/officials/${past!.id}$`));
  await page.goBack();

  // From today on: 22 games, 20 on the first page, 2 on the second.
  const count = page.getByTestId('officials-count');
  const cards = page.getByTestId('officials-games').locator('[data-testid^="officials-game-"]');
  await expect(count).toHaveText('22 Spiele');
  await expect(cards).toHaveCount(20);
  await page.getByRole('button', { name: 'Seite 2', exact: true }).click();
  await expect(cards).toHaveCount(2);
  await expect(page.getByTestId('officials-game-22')).toBeVisible();
  await expect(page).toHaveURL(/page=2/);
  await shoot(page, 'games-officials', 'officials-paged');

  // The competition and a team: Adler plays the odd numbers (11 games); a filter starts again at page 1.
  const filter = page.getByTestId('officials-filter');
  await filter.getByRole('combobox', { name: 'Wettbewerb' }).click();
  await page.getByRole('option', { name: league.name }).click();
  await filter.getByRole('combobox', { name: 'Team' }).click();
  await page.getByRole('option', { name: adler.name }).click();
  await expect(count).toHaveText('11 Spiele');
  await expect(cards).toHaveCount(11);
  await expect(page).not.toHaveURL(/page=/);

  // Without referees (games 1 to 5 have one): Adler's 7, 9, ... 21 remain.
  // The filter follows the address, which changes a moment after the click.
  await filter.getByRole('checkbox', { name: 'Ohne Schiedsrichter' }).click();
  await expect(filter.getByRole('checkbox', { name: 'Ohne Schiedsrichter' })).toBeChecked();
  await expect(count).toHaveText('8 Spiele');
  await expect(page.getByTestId('officials-game-1')).toHaveCount(0);
  await expect(page.getByTestId('officials-game-7')).toBeVisible();

  // Up to the tenth day: 7 and 9.
  await filter.getByLabel(label('Bis')).fill(dayFromNow(10));
  await expect(count).toHaveText('2 Spiele');
  await expect(cards).toHaveCount(2);
  // The filter lives in the address: a reload keeps it.
  await page.reload();
  await expect(count).toHaveText('2 Spiele');
  await expect(filter.getByRole('checkbox', { name: 'Ohne Schiedsrichter' })).toBeChecked();
  await shoot(page, 'games-officials', 'officials-filtered');
});

test('after creating a competition the schedule opens at it', async ({ adminPage: page }) => {
  // "Zz": never the alphabetically first competition the schedule used to open at.
  const name = `Zz Liga ${unique()}`;
  await page.goto('/games/competitions');
  await page.getByRole('button', { name: 'Neuer Wettbewerb' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neuer Wettbewerb' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Sportart' }).click();
  await page.getByRole('option', { name: 'Indoor Lacrosse' }).click();
  expect(
    await answered(page, 'POST', /\/api\/competitions$/, () => dialog.getByRole('button', { name: 'Anlegen' }).click()),
  ).toBe(201);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const [created] = await queryE2eDatabase<{ id: number }>('SELECT id FROM competitions WHERE name = $1', [name]);
  await page.getByRole('navigation', { name: 'Spielverwaltung' }).getByRole('link', { name: 'Spielplan' }).click();
  await expect(page).toHaveURL(new RegExp(`/games/schedule\\?competition=${created!.id}(&|$)`));
  await expect(page.getByRole('combobox', { name: 'Wettbewerb' })).toHaveValue(name);
});

test('the competition form sets the start window, the forfeit score, the abandoned rule and the age class', async ({
  adminPage: page,
  league: { league },
}) => {
  await page.goto(`/games/competitions/${league.id}`);
  const rules = page.getByRole('form', { name: 'Regeln' });
  await expect(rules.getByRole('textbox', { name: 'Start ab (Minuten vor Anstoß)' })).toHaveValue('60');
  await expect(rules.getByRole('textbox', { name: 'Tore bei kampfloser Wertung' })).toHaveValue('10');
  await expect(rules.getByRole('combobox', { name: 'Abgebrochenes Spiel' })).toHaveValue('Wird neu angesetzt');
  await rules.getByRole('textbox', { name: 'Start ab (Minuten vor Anstoß)' }).fill('30');
  await rules.getByRole('textbox', { name: 'Tore bei kampfloser Wertung' }).fill('5');
  await rules.getByRole('combobox', { name: 'Abgebrochenes Spiel' }).click();
  await page.getByRole('option', { name: 'Spielstand wird gewertet' }).click();
  await rules.getByRole('textbox', { name: 'Mindestalter' }).fill('16');
  expect(
    await answered(page, 'PUT', new RegExp(`/api/competitions/${league.id}$`), () =>
      rules.getByRole('button', { name: 'Speichern' }).click(),
    ),
  ).toBe(200);
  await page.reload();
  await expect(rules.getByRole('textbox', { name: 'Start ab (Minuten vor Anstoß)' })).toHaveValue('30');
  await expect(rules.getByRole('textbox', { name: 'Tore bei kampfloser Wertung' })).toHaveValue('5');
  await expect(rules.getByRole('combobox', { name: 'Abgebrochenes Spiel' })).toHaveValue('Spielstand wird gewertet');
  await expect(rules.getByRole('textbox', { name: 'Mindestalter' })).toHaveValue('16');
  await expect(rules.getByRole('textbox', { name: 'Höchstalter' })).toHaveValue('0');
  await shoot(page, 'games-competitions', 'rules-game-day');
  const [stored] = await queryE2eDatabase<Record<string, unknown>>(
    'SELECT start_window_minutes, forfeit_goals, abandoned_rule::text, min_age, max_age FROM competitions WHERE id = $1',
    [league.id],
  );
  expect(stored).toEqual({ start_window_minutes: 30, forfeit_goals: 5, abandoned_rule: 'score_stands', min_age: 16, max_age: 0 });
});

test('a live game is reset from its schedule row, confirmed in a dialog naming it', async ({
  adminPage: page,
  startedGame: game,
}) => {
  await page.goto(`/games/schedule?competition=${game.competitionId}&season=${game.seasonId}`);
  const row = page.getByTestId(`schedule-game-${game.number}`);
  await row.getByRole('button', { name: `Aktionen für Spiel ${game.number}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Zurücksetzen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Spiel zurücksetzen?' });
  await expect(dialog).toContainText(`Spiel ${game.number}: ${game.home.name} – ${game.away.name}`);
  await shoot(page, 'games-schedule', 'reset-dialog');
  expect(
    await answered(page, 'POST', new RegExp(`/api/games/${game.id}/reset$`), () =>
      dialog.getByTestId('schedule-reset-confirm').click(),
    ),
  ).toBe(200);
  await expect(dialog).toBeHidden();
  const [stored] = await queryE2eDatabase<{ started_at: string | null }>('SELECT started_at FROM games WHERE id = $1', [game.id]);
  expect(stored!.started_at).toBeNull();
  // Back to scheduled: the row offers the schedule's own actions again.
  await row.getByRole('button', { name: `Aktionen für Spiel ${game.number}`, exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Bearbeiten' })).toBeVisible();
});

test('a guest sees a forfeit marked "kampflos" beside its score on the games list, the game page and the team page', async ({
  page,
  adminApi,
  leagueWithGroup: { league, season, group, teams },
}) => {
  const [home, away] = teams as [(typeof teams)[number], (typeof teams)[number]];
  const created = await adminApi.post(`/api/competitions/${league.id}/games`, {
    data: {
      number: 1,
      kickoff_time: new Date(Date.now() + 2 * DAY).toISOString(),
      group_id: group.id,
      home_team_id: home.id,
      away_team_id: away.id,
      location: 'e2e Halle',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  const ruled = await adminApi.post(`/api/games/${id}/outcome`, {
    data: { outcome: 'forfeit', forfeit_side: 'away', reason: 'Nicht angetreten' },
  });
  expect(ruled.status(), await ruled.text()).toBe(200);

  // A guest: no session.
  await page.goto(`/stats/leagues/${league.id}/games?seasonID=${season.id}`);
  await expect(page.getByTestId('game-outcome-badge')).toHaveText('kampflos');
  await page.getByRole('link', { name: /^Spiel 1:/ }).click();
  await expect(page.getByTestId('game-score')).toContainText('10');
  await expect(page.getByTestId('game-outcome-badge')).toHaveText('kampflos');
  await page.goto(`/stats/leagues/${league.id}/teams/${home.id}?seasonID=${season.id}`);
  await expect(page.getByTestId('game-outcome-badge')).toHaveText('kampflos');
  await shoot(page, 'stats', 'team-forfeit');
});
