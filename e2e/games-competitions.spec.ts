// The competitions part of the game management on a league representative's phone: from the main
// menu into the area, the league's periods changed, a group of four teams created; then the pages at both widths.
import { DEMO, expect, login, queryE2eDatabase, shoot, test, unique } from './fixtures';

test('a league representative opens game management from the menu, changes the periods and creates a group of 4 teams', async ({
  page,
  league: { league, season, teams: ownTeams, marker },
  signedInAs,
}) => {
  test.setTimeout(90_000);
  // The association admin's part (the league fixture): a season and a league of the test's own, four teams.
  const leagueName = league.name;
  // A new lacrosse league starts with the sport's periods (docs/product.md#game-day).
  expect([league.period_count, league.period_seconds]).toEqual([4, 1200]);
  const teams = ownTeams.map((t) => t.name);

  // On the phone: the menu's game management entry opens the area with the league.
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInAs({ role: 'league-leader', competitionId: league.id }, { lastname: 'Ligaleitung' });
  await page.getByRole('button', { name: 'Menü öffnen oder schließen' }).click();
  await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Spielverwaltung' }).click();
  await expect(page).toHaveURL(/\/games\/competitions$/);
  const list = page.getByTestId('competition-list');
  await expect(list.getByRole('link')).toHaveCount(1);
  await list.getByRole('link', { name: new RegExp(leagueName) }).click();
  await expect(page).toHaveURL(new RegExp(`/games/competitions/${league.id}$`));
  await expect(page.getByRole('heading', { name: leagueName })).toBeVisible();

  // Periods: 3 x 15 minutes.
  const rules = page.getByRole('form', { name: 'Regeln' });
  await rules.getByRole('textbox', { name: 'Perioden' }).fill('3');
  await rules.getByRole('textbox', { name: 'Minuten je Periode' }).fill('15');
  await expect(rules.getByText('Reguläre Spielzeit: 45 Minuten')).toBeVisible();
  const savedRules = page.waitForResponse(
    (res) => res.url().endsWith(`/api/competitions/${league.id}`) && res.request().method() === 'PUT',
  );
  await rules.getByRole('button', { name: 'Speichern' }).click();
  expect((await savedRules).status()).toBe(200);
  await expect(rules.getByRole('button', { name: 'Speichern' })).toBeDisabled();
  const [periods] = await queryE2eDatabase<{ period_count: number; period_seconds: number }>(
    'SELECT period_count, period_seconds FROM competitions WHERE id = $1',
    [league.id],
  );
  expect(periods).toEqual({ period_count: 3, period_seconds: 900 });

  // A group of the four teams in the league's season.
  const groupName = `Gruppe ${marker}`;
  await page.getByRole('button', { name: 'Neue Gruppe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neue Gruppe' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(groupName);
  await dialog.getByRole('textbox', { name: 'Teams filtern' }).fill(marker);
  for (const team of teams) await dialog.getByRole('checkbox', { name: team }).check();
  await expect(dialog.getByText('4 Teams gewählt')).toBeVisible();
  await shoot(page, 'games-competitions', 'group-dialog');
  const savedGroup = page.waitForResponse(
    (res) => res.url().endsWith(`/api/competitions/${league.id}/groups`) && res.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  expect((await savedGroup).status()).toBe(201);
  await expect(dialog).toBeHidden();
  const card = page.getByTestId('group-card').filter({ hasText: groupName });
  await expect(card.getByText('4 Teams')).toBeVisible();
  for (const team of teams) await expect(card.getByText(team, { exact: true })).toBeVisible();
  const [{ count }] = await queryE2eDatabase<{ count: number }>(
    'SELECT count(*)::int AS count FROM group_teams gt JOIN groups g ON g.id = gt.group_id WHERE g.competition_id = $1 AND g.season_id = $2',
    [league.id, season.id],
  );
  expect(count).toBe(4);
  await shoot(page, 'games-competitions', 'competition');

  await page.goto('/games/competitions');
  await expect(page.getByTestId('competition-list')).toBeVisible();
  await shoot(page, 'games-competitions', 'competitions-rep');

  // The association admin sees the seasons too and may create competitions.
  await page.context().clearCookies();
  await login(page, DEMO.admin);
  await page.goto('/games/competitions');
  await expect(page.getByRole('heading', { name: 'Saisons' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Neuer Wettbewerb' })).toBeVisible();
  await shoot(page, 'games-competitions', 'competitions-admin');
});

test("an association admin adds a season and a tournament, which starts with its sport's rules", async ({ adminPage: page }) => {
  const marker = unique();
  await page.goto('/games/competitions');
  await page.getByRole('button', { name: 'Neue Saison' }).click();
  const seasonDialog = page.getByRole('dialog', { name: 'Neue Saison' });
  await seasonDialog.getByRole('textbox', { name: 'Name' }).fill(`Saison ${marker}`);
  await seasonDialog.getByLabel('Erster Tag').fill('2033-08-01');
  await seasonDialog.getByLabel('Letzter Tag').fill('2033-07-31');
  await seasonDialog.getByRole('button', { name: 'Speichern' }).click();
  // Reversed days are refused in the form, in the user's words.
  await expect(seasonDialog.getByText('Das Saisonende liegt vor dem Saisonbeginn.')).toBeVisible();
  await shoot(page, 'games-competitions', 'season-dialog');
  await seasonDialog.getByLabel('Letzter Tag').fill('2034-07-31');
  const savedSeason = page.waitForResponse((res) => res.url().endsWith('/api/seasons') && res.request().method() === 'POST');
  await seasonDialog.getByRole('button', { name: 'Speichern' }).click();
  expect((await savedSeason).status()).toBe(201);
  await expect(seasonDialog).toBeHidden();
  await expect(page.getByRole('cell', { name: `Saison ${marker}`, exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Neuer Wettbewerb' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neuer Wettbewerb' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(`Pokal ${marker}`);
  await dialog.getByText('Turnier').click();
  await dialog.getByRole('combobox', { name: 'Sportart' }).click();
  await page.getByRole('option', { name: 'Indoor Lacrosse' }).click();
  await dialog.getByRole('combobox', { name: 'Standardsaison' }).click();
  await page.getByRole('option', { name: `Saison ${marker}` }).click();
  await shoot(page, 'games-competitions', 'competition-dialog');
  const created = page.waitForResponse((res) => res.url().endsWith('/api/competitions') && res.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Anlegen' }).click();
  expect((await created).status()).toBe(201);
  await expect(page.getByRole('heading', { name: `Pokal ${marker}` })).toBeVisible();
  // Indoor lacrosse: 3 x 20 minutes, minor / major / misconduct.
  const rules = page.getByRole('form', { name: 'Regeln' });
  await expect(rules.getByRole('textbox', { name: 'Perioden' })).toHaveValue('3');
  await expect(rules.getByRole('textbox', { name: 'Minuten je Periode' })).toHaveValue('20');
  await expect(page.getByTestId('penalty-row')).toHaveCount(3);
});

test('the penalty editor names the default types in German, keeps their keys and ids, and deletes no type a foul uses', async ({
  adminPage: page,
  startedGame: game,
}) => {
  // The league's lacrosse defaults, stored by key; a foul of the started game uses the second one.
  const types = await queryE2eDatabase<{ id: number; name: string }>(
    'SELECT id, name FROM penalty_types WHERE competition_id = $1 ORDER BY position',
    [game.competitionId],
  );
  expect(types.map((p) => p.name)).toEqual(['technical', 'personal-1', 'personal-2', 'personal-3', 'expulsion']);
  await queryE2eDatabase(
    `INSERT INTO game_events (game_id, type, event_time, period, team_id, foul_kind, penalty_seconds, penalty_type_id)
     VALUES ($1, 'foul', 90, 1, $2, 'personal', 60, $3)`,
    [game.id, game.home.id, types[1]!.id],
  );

  await page.goto(`/games/competitions/${game.competitionId}`);
  const rows = page.getByTestId('penalty-row');
  await expect(rows).toHaveCount(5);
  const name = (i: number) => rows.nth(i).getByRole('textbox', { name: 'Name der Strafe' });
  await expect(name(0)).toHaveValue('Technisches Foul');
  await expect(name(1)).toHaveValue('Persönlich 1 min');
  await expect(name(4)).toHaveValue('Ausschluss');
  // The type in use: locked, no delete.
  await expect(rows.nth(1).getByTestId('penalty-in-use')).toBeVisible();
  await expect(rows.nth(1).getByRole('button', { name: 'Strafe entfernen' })).toHaveCount(0);
  await shoot(page, 'games-competitions', 'penalties-in-use');

  // Expulsion removed, the technical foul renamed; the rest keeps its key (and every reader's language).
  await rows.nth(4).getByRole('button', { name: 'Strafe entfernen' }).click();
  await name(0).fill('Technisch 30 s');
  const saved = page.waitForResponse((res) => res.url().endsWith('/penalties') && res.request().method() === 'PUT');
  await page.getByRole('form', { name: 'Strafen' }).getByRole('button', { name: 'Speichern' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Gespeichert')).toBeVisible();
  const after = await queryE2eDatabase<{ id: number; name: string }>(
    'SELECT id, name FROM penalty_types WHERE competition_id = $1 ORDER BY position',
    [game.competitionId],
  );
  expect(after).toEqual([
    { id: types[0]!.id, name: 'Technisch 30 s' },
    { id: types[1]!.id, name: 'personal-1' },
    { id: types[2]!.id, name: 'personal-2' },
    { id: types[3]!.id, name: 'personal-3' },
  ]);
  await expect(name(1)).toHaveValue('Persönlich 1 min');
});
