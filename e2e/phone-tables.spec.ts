// Tables on a phone (390 px): a table wider than the screen scrolls sideways in a box of its own, so its last columns
// can be reached with a finger, and the page itself never grows wider than the screen.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, login, personIdOf, shoot } from './fixtures';

const PHONE = { width: 390, height: 844 };

/** The tables whose right edge lies beyond the screen with no box between it and the page that scrolls sideways. */
async function cutOffTables(page: Page): Promise<string[]> {
  return page.locator('body').evaluate((body, width) => {
    const styleOf = (box: typeof body) => body.ownerDocument.defaultView!.getComputedStyle(box);
    const cut: string[] = [];
    for (const table of Array.from(body.querySelectorAll('table')) as (typeof body)[]) {
      if (table.getBoundingClientRect().right <= width + 1) continue;
      let box = table.parentElement;
      let scrolls = false;
      while (box && box !== body) {
        const overflow = styleOf(box).overflowX;
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
  // Each page with whether it shows a table: it is measured once that table (or else its heading) is drawn.
  const pages: [string, boolean][] = [
    ['/admin/dashboard', true],
    ['/admin/audit-log', true],
    ['/admin/member', true],
    ['/admin/referees', false],
    ['/admin/processes', false],
    [`/admin/members/${member}`, true],
    [`/admin/members/${member}/history`, true],
    [`/admin/members/${member}/merge/${other}`, true],
    ['/games/competitions', true],
    ['/games/schedule', false],
    ['/home', false],
  ];
  for (const [path, withTable] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (withTable) await expect(page.locator('table').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    if (path.includes('/merge/')) {
      await shoot(page, 'phone-tables', 'merge');
      await page.setViewportSize(PHONE);
    }
    found[path] = { cut: await cutOffTables(page), width: await page.locator('html').evaluate((html) => html.scrollWidth) };
  }
  const bad = Object.entries(found).filter(([, f]) => f.cut.length > 0 || f.width > PHONE.width);
  expect(bad).toEqual([]);
});
