// Two scorers' phones on one game (docs/product.md#score-sheet): each follows the server's clock and events live, without
// reloads and well within the old ten-second refresh: a start, a stop and a goal on one phone show on the other.
import type { Page } from '@playwright/test';
import { createMember, expect, FIXTURE_CLUB, makeAccount, phoneOf, signedInApi, DEMO, test, unique } from './fixtures';

const PASSWORD = 'Tisch!Portal2026';
/** Generous for a loaded machine: signing in and the first load of the sheet. */
const SLOW = 20_000;
/** What the other phone may take to show a change: less than the old refresh of ten seconds. */
const LIVE = 5_000;

test('two scorers follow one clock and one sheet live', async ({ browser, startedGame }) => {
  const admin = await signedInApi(DEMO.admin);
  const scorers = [];
  for (const name of ['Anschreiberin', 'Zeitnehmer']) {
    const member = await createMember({ club: FIXTURE_CLUB, lastname: `${name}-${unique()}` }, admin);
    await makeAccount(member.email!, PASSWORD);
    scorers.push(member);
  }
  const named = await admin.put(`/api/games/${startedGame.id}/scorers`, { data: { person_ids: scorers.map((s) => s.id) } });
  expect(named.status(), await named.text()).toBe(200);
  await admin.dispose();

  const a = await phoneOf(browser, scorers[0]!.email!, PASSWORD);
  const b = await phoneOf(browser, scorers[1]!.email!, PASSWORD);
  for (const { page } of [a, b]) {
    await page.goto(`/sheet/${startedGame.id}`);
    await page.getByTestId('tab-game').click();
    await expect(page.getByTestId('sheet-status')).toHaveText('Live', { timeout: SLOW });
  }
  const toggle = (page: Page) => page.getByTestId('clock-toggle');
  // The game was started at the table: its clock runs on both phones.
  await expect(toggle(a.page)).toHaveText(/Uhr stoppen/, { timeout: SLOW });
  await expect(toggle(b.page)).toHaveText(/Uhr stoppen/, { timeout: SLOW });

  // Phone A stops the clock, then starts it again: phone B follows each time.
  await toggle(a.page).click();
  await expect(toggle(a.page)).toHaveText(/Uhr starten/);
  await expect(toggle(b.page)).toHaveText(/Uhr starten/, { timeout: LIVE });
  await toggle(a.page).click();
  await expect(toggle(a.page)).toHaveText(/Uhr stoppen/);
  await expect(toggle(b.page)).toHaveText(/Uhr stoppen/, { timeout: LIVE });

  // Phone B stops it: phone A, which toggled it before, follows too.
  await toggle(b.page).click();
  await expect(toggle(b.page)).toHaveText(/Uhr starten/);
  await expect(toggle(a.page)).toHaveText(/Uhr starten/, { timeout: LIVE });
  // Both show the same stopped time.
  await expect(b.page.getByTestId('sheet-clock')).toHaveText((await a.page.getByTestId('sheet-clock').textContent())!, {
    timeout: LIVE,
  });

  // A goal entered on phone A shows on phone B.
  await a.page.getByTestId('sheet-goal-home').click();
  const drawer = a.page.getByTestId('event-drawer');
  await drawer.locator('[data-testid^="pick-player-"]').first().click();
  await drawer.getByTestId('event-save').click();
  await expect(drawer).toBeHidden();
  await expect(a.page.getByTestId('sheet-score')).toHaveText('1:0');
  await expect(a.page.getByTestId('sheet-event-pending')).toHaveCount(0, { timeout: SLOW });
  await expect(b.page.getByTestId('sheet-score')).toHaveText('1:0', { timeout: LIVE });

  await a.context.close();
  await b.context.close();
});
