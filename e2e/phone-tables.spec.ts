// Tables on a phone (390 px): a table wider than the screen scrolls sideways in a box of its own, so its last columns
// can be reached with a finger, and the page itself never grows wider than the screen.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, login, personIdOf, shoot } from './fixtures';

const PHONE = { width: 390, height: 844 };

/** The tables whose right edge lies beyond the screen with no box between it and the page that scrolls sideways. */
async function cutOffTables(page: Page): Promise<string[]> {
  return page.evaluate((width) => {
    const cut: string[] = [];
    for (const table of Array.from(document.querySelectorAll('table'))) {
      if (table.getBoundingClientRect().right <= width + 1) continue;
      let box = table.parentElement;
      let scrolls = false;
      while (box && box !== document.body) {
        const overflow = getComputedStyle(box).overflowX;
        if ((overflow === 'auto' || overflow === 'scroll') && box.scrollWidth > box.clientWidth) {
          scrolls = true;
          break;
        }
        box = box.parentElement;
      }
      if (!scrolls) cut.push((table.querySelector('th')?.textContent ?? table.className).trim().slice(0, 40));
    }
    return cut;
  }, PHONE.width);
}

test('admin and member pages: no table is cut off and no page is wider than a phone', async ({ page }) => {
  test.setTimeout(240_000);
  await login(page, DEMO.admin);
  await page.setViewportSize(PHONE);
  const member = await personIdOf(DEMO.player);
  const other = await personIdOf(DEMO.referee);
  const found: Record<string, { cut: string[]; width: number }> = {};
  for (const path of [
    '/admin/dashboard',
    '/admin/audit-log',
    '/admin/member',
    '/admin/referees',
    '/admin/processes',
    `/admin/members/${member}`,
    `/admin/members/${member}/history`,
    `/admin/members/${member}/merge/${other}`,
    '/games/competitions',
    '/games/schedule',
    '/home',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    if (path.includes('/merge/')) {
      await shoot(page, 'phone-tables', 'merge');
      await page.setViewportSize(PHONE);
    }
    found[path] = { cut: await cutOffTables(page), width: await page.evaluate(() => document.documentElement.scrollWidth) };
  }
  const bad = Object.entries(found).filter(([, f]) => f.cut.length > 0 || f.width > PHONE.width);
  expect(bad).toEqual([]);
});
