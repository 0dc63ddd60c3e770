// Before game day (docs/product.md#score-sheet): the association admin names the licence a league's players must hold
// (the rules card) and a scorer for one game (the officials page), then takes the scorer off again.
import { expect, test } from '@playwright/test';
import { createMember, DEMO, idOf, login, personIdOf, queryE2eDatabase, shoot, signedInApi, unique } from './fixtures';

test('the association admin names a required licence for a league and a scorer for a game', async ({ page }) => {
  test.setTimeout(90_000);
  const marker = unique();
  const admin = await signedInApi(DEMO.admin);
  const [{ association_id: associationId }] = await queryE2eDatabase<{ association_id: number }>(
    "SELECT association_id FROM acl_rules WHERE person_id = $1 AND role = 'association-leader' ORDER BY id LIMIT 1",
    [await personIdOf(DEMO.admin)],
  );
  const sportId = await idOf('sports', 'lacrosse');
  const clubId = await idOf('clubs', 'Hamburg Warriors Lacrosse e.V.');
  const seasonRes = await admin.post('/api/seasons', {
    data: { name: `Saison ${marker}`, starts_on: '2031-08-01', ends_on: '2032-07-31' },
  });
  expect(seasonRes.status(), await seasonRes.text()).toBe(201);
  const season = ((await seasonRes.json()) as { data: { id: number } }).data;
  const leagueRes = await admin.post('/api/competitions', {
    data: {
      name: `Liga ${marker}`,
      kind: 'league',
      sport_id: sportId,
      association_id: associationId,
      default_season_id: season.id,
    },
  });
  expect(leagueRes.status(), await leagueRes.text()).toBe(201);
  const league = ((await leagueRes.json()) as { data: { id: number } }).data;
  const licenceName = `Spielerpass ${marker}`;
  await queryE2eDatabase(
    "INSERT INTO licenses (association_id, sport_id, name, abbreviation, is_referee) VALUES ($1, $2, $3, 'SP', false)",
    [associationId, sportId, licenceName],
  );
  const teamIds: number[] = [];
  for (const name of ['Heim', 'Gast']) {
    const [team] = await queryE2eDatabase<{ id: number }>(
      "INSERT INTO teams (club_id, sport_id, name, gender) VALUES ($1, $2, $3, 'none') RETURNING id",
      [clubId, sportId, `${name} ${marker}`],
    );
    teamIds.push(team!.id);
  }
  const [group] = await queryE2eDatabase<{ id: number }>(
    'INSERT INTO groups (competition_id, season_id, name) VALUES ($1, $2, $3) RETURNING id',
    [league.id, season.id, `Gruppe ${marker}`],
  );
  const [game] = await queryE2eDatabase<{ id: number }>(
    `INSERT INTO games (competition_id, season_id, group_id, number, kickoff_time, home_team_id, away_team_id)
     VALUES ($1, $2, $3, 1, '2031-09-06T14:00:00Z', $4, $5) RETURNING id`,
    [league.id, season.id, group!.id, teamIds[0], teamIds[1]],
  );
  const scorer = await createMember(
    { club: 'Hamburg Warriors Lacrosse e.V.', firstname: 'Sina', lastname: `Anschreiber-${marker}` },
    admin,
  );
  await admin.dispose();

  await login(page, DEMO.admin);
  // The rules card: the required licence.
  await page.goto(`/games/competitions/${league.id}`);
  const rules = page.getByRole('form', { name: 'Regeln' });
  await rules.getByRole('combobox', { name: 'Erforderliche Lizenz' }).click();
  await page.getByRole('option', { name: licenceName }).click();
  const savedRules = page.waitForResponse(
    (res) => res.url().endsWith(`/api/competitions/${league.id}`) && res.request().method() === 'PUT',
  );
  await rules.getByRole('button', { name: 'Speichern' }).click();
  expect((await savedRules).status()).toBe(200);
  await expect(rules.getByRole('button', { name: 'Speichern' })).toBeDisabled();
  const [rule] = await queryE2eDatabase<{ name: string }>(
    'SELECT l.name FROM competitions c JOIN licenses l ON l.id = c.required_license_id WHERE c.id = $1',
    [league.id],
  );
  expect(rule).toEqual({ name: licenceName });
  await shoot(page, 'score-sheet-setup', 'rules-required-licence');

  // The officials page: a scorer for the game, found by name.
  await page.goto(`/games/officials/${game!.id}`);
  const card = page.getByTestId('scorers-card');
  await expect(card.getByText('Niemand benannt.')).toBeVisible();
  await card.getByRole('textbox', { name: 'Person suchen' }).fill(`Anschreiber-${marker}`);
  const fullName = `Sina Anschreiber-${marker}`;
  await card.getByRole('button', { name: `${fullName} hinzufügen` }).click();
  await expect(card.getByTestId('scorers').getByText(fullName)).toBeVisible();
  const scorersOf = () =>
    queryE2eDatabase<{ person_id: number }>('SELECT person_id FROM game_scorers WHERE game_id = $1', [game!.id]);
  const put = () =>
    page.waitForResponse((res) => res.url().endsWith(`/api/games/${game!.id}/scorers`) && res.request().method() === 'PUT');
  let saved = put();
  await card.getByRole('button', { name: 'Anschreiber speichern' }).click();
  expect((await saved).status()).toBe(200);
  await expect(card.getByRole('button', { name: 'Anschreiber speichern' })).toBeDisabled();
  expect(await scorersOf()).toEqual([{ person_id: scorer.id }]);
  await shoot(page, 'score-sheet-setup', 'officials-scorers');

  // A reload shows the stored scorer; taking them off leaves nobody.
  await page.reload();
  await expect(card.getByTestId('scorers').getByText(fullName)).toBeVisible();
  await card.getByRole('button', { name: `${fullName} entfernen` }).click();
  saved = put();
  await card.getByRole('button', { name: 'Anschreiber speichern' }).click();
  expect((await saved).status()).toBe(200);
  await expect(card.getByText('Niemand benannt.')).toBeVisible();
  expect(await scorersOf()).toEqual([]);
});
