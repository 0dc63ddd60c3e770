// The score sheet without a network (docs/decisions/029-score-sheet-outbox.md): a reload while offline opens the
// sheet from the service worker's cache with the goal still waiting on the phone, and the goal goes out once the
// network returns, from whichever page of the app is open, without the sheet being opened again.
import type { Page } from '@playwright/test';
import { createAccount, expect, login, test } from './fixtures';
import { goalsOf } from './score-sheet-world';

const PHONE = { width: 390, height: 844 };
/** Generous for a loaded 2-core machine. */
const SLOW = 20_000;

async function enterGoal(page: Page): Promise<void> {
  await page.getByTestId('sheet-goal-home').click();
  const drawer = page.getByTestId('event-drawer');
  await drawer.locator('[data-testid^="pick-player-"]').first().click();
  await drawer.getByTestId('event-save').click();
  await expect(drawer).toBeHidden();
}

test('a reload offline keeps the sheet and its waiting goal, which goes out from another page once online', async ({
  browser,
  adminApi,
  startedGame,
}) => {
  test.setTimeout(180_000);
  const scorer = await createAccount(adminApi, { lastname: 'Hallenfunk' });
  const named = await adminApi.put(`/api/games/${startedGame.id}/scorers`, { data: { person_ids: [scorer.id] } });
  expect(named.status(), await named.text()).toBe(200);

  // The service worker controls the page, as on the scorer's phone: it is what opens the sheet without a network.
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await login(page, scorer.email, scorer.password);
  await expect.poll(() => page.evaluate('navigator.serviceWorker.controller !== null'), { timeout: 30_000 }).toBe(true);
  // The start page once under the worker (its code kept), then the sheet.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Hallo .+!$/ })).toBeVisible({ timeout: SLOW });
  await page.goto(`/sheet/${startedGame.id}`);
  await expect(page.getByTestId('sheet-status')).toHaveText('Live', { timeout: SLOW });
  // The goal drawer's code too, before the network goes.
  await page.getByTestId('sheet-goal-home').click();
  await expect(page.getByTestId('event-drawer')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('event-drawer')).toBeHidden();

  await context.setOffline(true);
  await expect(page.getByTestId('sheet-offline')).toBeVisible();
  await enterGoal(page);
  await expect(page.getByTestId('sheet-event-pending')).toHaveCount(1);

  // A reload without a network: the sheet, not the error page, with the goal still waiting.
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/sheet/${startedGame.id}$`));
  await expect(page.getByTestId('sheet-status')).toHaveText('Live', { timeout: SLOW });
  await expect(page.getByTestId('sheet-event-pending')).toHaveCount(1);
  await expect(page.getByTestId('sheet-offline')).toBeVisible();

  // Another page of the app, still offline (the start page, whose own data needs the network: it may end on the error
  // page, which is the app too); then the network returns: the goal is stored once, the sheet stays closed.
  await page.goto('/home');
  await expect(page).not.toHaveURL(/\/sheet\//);
  expect(await goalsOf(startedGame.id)).toBe(0);
  await context.setOffline(false);
  await expect.poll(() => goalsOf(startedGame.id), { timeout: SLOW }).toBe(1);
  await expect(page).not.toHaveURL(/\/sheet\//);
  // Nothing sends it a second time.
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: /^Hallo .+!$/ })).toBeVisible({ timeout: SLOW });
  expect(await goalsOf(startedGame.id)).toBe(1);
  await context.close();
});
