// The schedule: a league representative generates a double round-robin for a group of four teams
// (preview first), moves one game and cancels another; the public games list shows both as they now are.
import type { Page } from '@playwright/test';
import { expect, label, queryE2eDatabase, shoot, test } from './fixtures';

const DAY = 86_400_000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** Waits for the answer of a schedule call (method and path end) while `act` runs. */
async function answered(page: Page, method: string, pathEnd: RegExp, act: () => Promise<void>) {
  const response = page.waitForResponse((res) => res.request().method() === method && pathEnd.test(new URL(res.url()).pathname));
  await act();
  const res = await response;
  expect(res.status(), await res.text()).toBe(200);
  return res;
}

test('a league representative generates a double round-robin, moves one game and cancels one; the public list shows them', async ({
  page,
  leagueWithGroup: { league, season, group },
  signedInAs,
}) => {
  test.setTimeout(120_000);
  // The association admin's part (the fixture): a running season, a league of the test's own with a group of four
  // teams; its representative signs in.
  await signedInAs({ role: 'league-leader', competitionId: league.id }, { lastname: 'Spielplan' });
  await page.goto(`/games/schedule?competition=${league.id}&season=${season.id}&group=${group.id}`);
  await expect(page.getByRole('heading', { name: 'Spielplan', exact: true })).toBeVisible();
  await expect(page.getByText('Noch keine Spiele.')).toBeVisible();

  // The generator: Saturdays at 15:00 from next week on, both legs; the preview first, then the schedule.
  await page.getByRole('button', { name: 'Spielplan erzeugen' }).click();
  const generator = page.getByRole('dialog', { name: 'Spielplan für Nord' });
  await generator.getByLabel(label('Ab')).fill(dayFromNow(7));
  await generator.getByLabel(label('Anstoß')).fill('15:00');
  await expect(generator.getByRole('checkbox', { name: 'Hin- und Rückrunde' })).toBeChecked();
  await answered(page, 'POST', new RegExp(`/api/groups/${group.id}/schedule$`), () =>
    generator.getByRole('button', { name: 'Vorschau' }).click(),
  );
  await expect(generator.getByTestId('generator-summary')).toHaveText('12 Spiele');
  await expect(generator.getByTestId('generator-game')).toHaveCount(12);
  const [{ count: beforeCreate }] = await queryE2eDatabase<{ count: number }>(
    'SELECT count(*)::int AS count FROM games WHERE group_id = $1',
    [group.id],
  );
  expect(beforeCreate).toBe(0);
  await shoot(page, 'games-schedule', 'generator-preview');
  await answered(page, 'POST', new RegExp(`/api/groups/${group.id}/schedule$`), () =>
    generator.getByRole('button', { name: 'Spielplan anlegen' }).click(),
  );
  await expect(generator).toBeHidden();
  const list = page.getByTestId('schedule-games');
  await expect(list.locator('[data-testid^="schedule-game-"]')).toHaveCount(12);

  // Game 3 kicks off an hour later: the game form.
  await list.getByRole('button', { name: 'Aktionen für Spiel 3', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Bearbeiten' }).click();
  const edit = page.getByRole('dialog', { name: 'Spiel 3 bearbeiten' });
  await expect(edit.getByLabel(label('Anstoß'))).toHaveValue('15:00');
  await edit.getByLabel(label('Anstoß')).fill('16:00');
  await edit.getByLabel(label('Anderer Ort')).fill('Schulsporthalle Nord');
  await shoot(page, 'games-schedule', 'game-form');
  await answered(page, 'PUT', /\/api\/games\/\d+$/, () => edit.getByRole('button', { name: 'Speichern' }).click());
  await expect(edit).toBeHidden();
  await expect(list.getByTestId('schedule-game-3')).toContainText('16:00');
  await expect(list.getByTestId('schedule-game-3')).toContainText('Schulsporthalle Nord');

  // Game 1 moves to a weekday evening a few days later.
  const newDay = dayFromNow(10);
  await list.getByRole('button', { name: 'Aktionen für Spiel 1', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Verlegen' }).click();
  const postpone = page.getByRole('dialog', { name: 'Spiel 1 verlegen' });
  await postpone.getByLabel(label('Neues Datum')).fill(newDay);
  await postpone.getByLabel(label('Anstoß')).fill('19:30');
  await postpone.getByLabel(label('Grund')).fill('Platz gesperrt');
  await answered(page, 'POST', /\/api\/games\/\d+\/postpone$/, () => postpone.getByRole('button', { name: 'Verlegen' }).click());
  await expect(postpone).toBeHidden();
  await expect(list.getByTestId('schedule-game-1')).toContainText('verlegt');

  // Game 2 is cancelled.
  await list.getByRole('button', { name: 'Aktionen für Spiel 2', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Absagen' }).click();
  const cancel = page.getByRole('dialog', { name: 'Spiel 2 absagen' });
  await cancel.getByLabel(label('Grund')).fill('Team zurückgezogen');
  await answered(page, 'POST', /\/api\/games\/\d+\/cancel$/, () => cancel.getByRole('button', { name: 'Absagen' }).click());
  await expect(cancel).toBeHidden();
  await expect(list.getByTestId('schedule-game-2')).toContainText('abgesagt');

  const games = await queryE2eDatabase<{ number: number; status: string; status_reason: string | null; kickoff: string }>(
    "SELECT number, status::text AS status, status_reason, to_char((kickoff_time AT TIME ZONE 'UTC') AT TIME ZONE 'Europe/Berlin', 'YYYY-MM-DD HH24:MI') AS kickoff FROM games WHERE group_id = $1 AND number IN (1, 2) ORDER BY number",
    [group.id],
  );
  expect(games[0]).toEqual({ number: 1, status: 'postponed', status_reason: 'Platz gesperrt', kickoff: `${newDay} 19:30` });
  expect(games[1]).toMatchObject({ number: 2, status: 'cancelled', status_reason: 'Team zurückgezogen' });
  await shoot(page, 'games-schedule', 'schedule');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('schedule-game-2')).toContainText('abgesagt: Team zurückgezogen');
  expect(await page.locator('html').evaluate((el) => el.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The public games list of the league shows the moved and the cancelled game.
  await page.goto(`/stats/leagues/${league.id}/games?seasonID=${season.id}`);
  const statuses = page.getByTestId('game-status-badge');
  await expect(statuses.filter({ hasText: 'Abgesagt' })).toHaveCount(1);
  await expect(statuses.filter({ hasText: 'Verlegt' })).toHaveCount(1);
  await shoot(page, 'games-schedule', 'public-games');
  await page.getByRole('link', { name: /^Spiel 2:/ }).click();
  await expect(page.getByTestId('game-status-reason')).toHaveText('Abgesagt: Team zurückgezogen');
  await shoot(page, 'games-schedule', 'public-game');
  await page.goBack();
  // On a phone nothing of the list needs sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(statuses.filter({ hasText: 'Abgesagt' })).toBeVisible();
  expect(await page.locator('html').evaluate((el) => el.scrollWidth)).toBeLessThanOrEqual(390);
});
