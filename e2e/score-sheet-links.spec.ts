// The way to a game's score sheet besides the game tasks: a league representative opens it from the schedule and from
// the public game page, where a guest finds no such link.
import { expect, test } from './fixtures';

test('the schedule links each game to its score sheet', async ({ page, browser, signedInAs, startedGame }) => {
  test.setTimeout(90_000);
  await signedInAs({ role: 'league-leader', competitionId: startedGame.competitionId }, { lastname: 'Spielbericht' });
  await page.goto(`/games/schedule?competition=${startedGame.competitionId}&season=${startedGame.seasonId}`);
  const row = page.getByTestId(`schedule-game-${startedGame.number}`);
  await row.getByRole('link', { name: 'Spielbericht' }).click();
  await expect(page).toHaveURL(new RegExp(`/sheet/${startedGame.id}$`));
  await expect(page.getByTestId('sheet-status')).toHaveText('Live', { timeout: 20_000 });

  const publicPage = `/stats/leagues/${startedGame.competitionId}/games/${startedGame.id}?seasonID=${startedGame.seasonId}`;
  await page.goto(publicPage);
  await expect(page.getByTestId('game-status')).toBeVisible();
  await page.getByRole('link', { name: 'Spielbericht' }).click();
  await expect(page).toHaveURL(new RegExp(`/sheet/${startedGame.id}$`));

  const guest = await browser.newPage();
  await guest.goto(publicPage);
  await expect(guest.getByTestId('game-status')).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Spielbericht' })).toHaveCount(0);
  await guest.close();
});
