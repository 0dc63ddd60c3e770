// Before game day (docs/product.md#score-sheet): the association admin names the licence a league's players must hold
// (the rules card) and a scorer for one game (the officials page), then takes the scorer off again.
import { createMember, expect, FIXTURE_CLUB, queryE2eDatabase, shoot, test } from './fixtures';

// A home and an away team in the league's group.
test.use({ leagueOptions: { teams: ['Heim', 'Gast'], group: 'Nord' } });

test('the association admin names a required licence for a league and a scorer for a game', async ({
  adminPage: page,
  adminApi: admin,
  leagueWithGroup: { associationId, sportId, league, season, group, teams, marker },
}) => {
  test.setTimeout(90_000);
  const licenceName = `Spielerpass ${marker}`;
  await queryE2eDatabase(
    "INSERT INTO licenses (association_id, sport_id, name, abbreviation, is_referee) VALUES ($1, $2, $3, 'SP', false)",
    [associationId, sportId, licenceName],
  );
  const [game] = await queryE2eDatabase<{ id: number }>(
    `INSERT INTO games (competition_id, season_id, group_id, number, kickoff_time, home_team_id, away_team_id)
     VALUES ($1, $2, $3, 1, now() + interval '7 days', $4, $5) RETURNING id`,
    [league.id, season.id, group.id, teams[0]!.id, teams[1]!.id],
  );
  const scorer = await createMember({ club: FIXTURE_CLUB, firstname: 'Sina', lastname: `Anschreiber-${marker}` }, admin);

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
