// The way to a game's score sheet besides the game tasks: a league representative opens it from the schedule.
import { expect, test } from './fixtures';

test('the schedule links each game to its score sheet', async ({ page, signedInAs, startedGame }) => {
  test.setTimeout(90_000);
  await signedInAs({ role: 'league-leader', competitionId: startedGame.competitionId }, { lastname: 'Spielbericht' });
  await page.goto(`/games/schedule?competition=${startedGame.competitionId}&season=${startedGame.seasonId}`);
  const row = page.getByTestId(`schedule-game-${startedGame.number}`);
  await row.getByRole('link', { name: 'Spielbericht' }).click();
  await expect(page).toHaveURL(new RegExp(`/sheet/${startedGame.id}$`));
  await expect(page.getByTestId('sheet-status')).toHaveText('Live', { timeout: 20_000 });
});
