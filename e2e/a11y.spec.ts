// Accessibility of the main pages (issue 8, item 6): axe-core finds no serious or critical violation, and
// everything interactive is reachable with the Tab key (roving-focus widgets such as tabs and radio groups through
// their one tab stop), with nothing clickable that a keyboard cannot reach. German UI on the demo data.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, login, queryE2eDatabase } from './fixtures';

/** axe with every rule it has (WCAG 2.x A/AA and best practices); only serious and critical findings fail. */
async function expectNoSeriousViolations(page: Page, name: string): Promise<void> {
  // Skeletons and lazy tabs finish first: a page is judged as the user sees it.
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  expect(serious, `axe on ${name}`).toEqual([]);
}

interface KeyboardReport {
  tabbable: number;
  unreached: string[];
  unfocusable: string[];
}

// In-page code, as strings: this project's type check has no DOM library (like the other specs' evaluate calls).
const VISIBLE = `(el) => {
  const box = el.getBoundingClientRect();
  const style = getComputedStyle(el);
  return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
}`;

/** Marks every element in the tab order with data-kb=n; answers how many. */
const MARK_TAB_STOPS = `(() => {
  const visible = ${VISIBLE};
  let n = 0;
  for (const el of document.querySelectorAll('a[href], button, input, select, textarea, [tabindex]')) {
    if (el.tabIndex < 0 || el.disabled || !visible(el) || el.closest('[inert], [aria-hidden="true"]')) continue;
    el.dataset.kb = String((n += 1));
  }
  return n;
})()`;

const FOCUSED_MARK = 'document.activeElement?.dataset?.kb ?? null';

/**
 * Tab stops never reached, and things that look clickable (pointer cursor) that a keyboard cannot reach: each must be
 * focusable, sit inside something focusable or wrap the control it operates (a checkbox's row), or label a form
 * control. Composite widgets (tabs, radios, options) are reached through their group's one tab stop.
 */
const REPORT = (seen: string[]) => `(() => {
  const seen = ${JSON.stringify(seen)};
  const visible = ${VISIBLE};
  const describe = (el) =>
    el.tagName.toLowerCase() + (el.getAttribute('role') ? '[role=' + el.getAttribute('role') + ']' : '') + ' "' +
    (el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40) + '"';
  const unreached = [...document.querySelectorAll('[data-kb]')].filter((el) => !seen.includes(el.dataset.kb)).map(describe);
  const focusable = 'a[href], button, input, select, textarea, summary, [tabindex], label, [role="tab"], [role="radio"], [role="option"], [role="menuitem"]';
  const unfocusable = [...document.querySelectorAll('body *')]
    .filter((el) => visible(el) && getComputedStyle(el).cursor === 'pointer' && !el.closest(focusable) && !el.querySelector(focusable))
    .filter((el) => !(el.parentElement && getComputedStyle(el.parentElement).cursor === 'pointer'))
    .map(describe);
  return { tabbable: document.querySelectorAll('[data-kb]').length, unreached, unfocusable };
})()`;

/** Tabs through the page and reports what the keyboard cannot reach. */
async function keyboardReport(page: Page): Promise<KeyboardReport> {
  const tabbable = await page.evaluate<number>(MARK_TAB_STOPS);
  const reached = new Set<string>();
  for (let i = 0; i < tabbable + 15; i += 1) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate<string | null>(FOCUSED_MARK);
    if (id) reached.add(id);
    if (reached.size === tabbable) break;
  }
  return page.evaluate<KeyboardReport>(REPORT([...reached]));
}

async function expectKeyboardReachable(page: Page, name: string): Promise<void> {
  const report = await keyboardReport(page);
  expect(report.tabbable, `tab stops on ${name}`).toBeGreaterThan(0);
  expect({ name, unreached: report.unreached, unfocusable: report.unfocusable }).toEqual({
    name,
    unreached: [],
    unfocusable: [],
  });
}

async function check(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectNoSeriousViolations(page, path);
  await expectKeyboardReachable(page, path);
}

test.describe('public pages', () => {
  test('login', async ({ page }) => {
    await check(page, '/login', 'Anmelden');
  });

  test('statistics overview and every tab of a league', async ({ page }) => {
    await check(page, '/stats', 'Statistiken');
    const [league] = await queryE2eDatabase<{ id: number }>(
      `SELECT id FROM competitions WHERE name = '1. Bundesliga Herren' LIMIT 1`,
    );
    for (const tab of ['games', 'teams', 'points', 'fouls']) {
      await check(page, `/stats/leagues/${league!.id}/${tab}`, '1. Bundesliga Herren');
    }
  });
});

test.describe('member pages', () => {
  test('home and the club details', async ({ page }) => {
    await login(page, DEMO.player);
    await expectNoSeriousViolations(page, '/home');
    await expectKeyboardReachable(page, '/home');
    const [club] = await queryE2eDatabase<{ id: number; name: string }>(
      `SELECT c.id, c.name FROM clubs c JOIN memberships m ON m.club_id = c.id JOIN persons p ON p.id = m.person_id
        WHERE p.email = '${DEMO.player}' LIMIT 1`,
    );
    await check(page, `/clubs/${club!.id}`, club!.name);
  });
});

test.describe('admin pages', () => {
  test('member list, member details and history', async ({ page }) => {
    await login(page, DEMO.admin);
    await check(page, '/admin/member', 'Mitglieder');
    const [player] = await queryE2eDatabase<{ id: number; firstname: string }>(
      `SELECT id, firstname FROM persons WHERE email = '${DEMO.player}'`,
    );
    await check(page, `/admin/members/${player!.id}`, new RegExp(player!.firstname));
    await check(page, `/admin/members/${player!.id}/history`, /Historie/);
  });

  test('club details: every tab', async ({ page }) => {
    await login(page, DEMO.admin);
    const [club] = await queryE2eDatabase<{ id: number; name: string }>(
      `SELECT c.id, c.name FROM clubs c JOIN associations a ON a.id = c.association_id
        WHERE a.country_code = 'deu' ORDER BY c.id LIMIT 1`,
    );
    for (const tab of ['teams', 'officials', 'fields', 'info']) {
      await check(page, `/admin/clubs/${club!.id}/${tab}`, club!.name);
    }
  });

  test('processes: list and details', async ({ page }) => {
    await login(page, DEMO.admin);
    await check(page, '/admin/processes', 'Prozesse');
    const [process] = await queryE2eDatabase<{ id: number }>(
      `SELECT id FROM processes WHERE status = 'open' ORDER BY id LIMIT 1`,
    );
    await page.goto(`/admin/processes/${process!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, '/admin/processes/{id}');
    await expectKeyboardReachable(page, '/admin/processes/{id}');
  });
});
