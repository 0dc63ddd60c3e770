// Accessibility of the main pages: axe-core finds no serious or critical violation, and
// everything interactive is reachable with the Tab key (roving-focus widgets such as tabs and radio groups through
// their one tab stop), with nothing clickable that a keyboard cannot reach. German UI on the demo data.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, login, queryE2eDatabase, seriousAxeFindings } from './fixtures';

/** axe with every rule it has (WCAG 2.x A/AA and best practices); only serious and critical findings fail. */
async function expectNoSeriousViolations(page: Page, name: string): Promise<void> {
  // Skeletons and lazy tabs finish first: a page is judged as the user sees it.
  await page.waitForLoadState('networkidle');
  expect(await seriousAxeFindings(page), `axe on ${name}`).toEqual([]);
}

interface KeyboardReport {
  tabbable: number;
  /** Elements with a positive tabindex: they jump the tab order. */
  positive: string[];
  /** Tab pressed on stop `from` did not land on the next stop of the DOM order (a trap, a skip, a jump). */
  misses: string[];
  /** Stops reached by Tab that are off screen or show no focus indicator. */
  unseen: string[];
  unfocusable: string[];
}

// In-page code, as strings: this project's type check has no DOM library (like the other specs' evaluate calls).
const VISIBLE = `(el) => {
  const box = el.getBoundingClientRect();
  const style = getComputedStyle(el);
  return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
}`;

const DESCRIBE = `(el) => el ? el.tagName.toLowerCase() + (el.getAttribute('role') ? '[role=' + el.getAttribute('role') + ']' : '') +
  ' "' + (el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40) + '"' : 'nothing'`;

/**
 * The tab order as the DOM gives it, in one round trip: every element in the sequential focus order gets data-kb=n
 * (1..n, document order). Answers the count and the elements with a positive tabindex, which would reorder it.
 */
const MARK_TAB_STOPS = `(() => {
  const visible = ${VISIBLE};
  const describe = ${DESCRIBE};
  for (const el of document.querySelectorAll('[data-kb]')) delete el.dataset.kb;
  let n = 0;
  const positive = [];
  window.__kbMarked = [];
  // A group of radios (one name in one form) is one stop: its checked radio, else its first.
  const radioStop = (el) => {
    if (el.type !== 'radio' || !el.name) return true;
    const group = [...document.querySelectorAll('input[type="radio"]')].filter((r) => r.name === el.name && r.form === el.form);
    return el === (group.find((r) => r.checked) ?? group[0]);
  };
  for (const el of document.querySelectorAll('a[href], button, input, select, textarea, [tabindex]')) {
    // A visually hidden native input shows through its label (a segmented control's radios).
    const shown = visible(el) || [...(el.labels ?? [])].some(visible);
    if (el.tabIndex < 0 || el.disabled || !shown || el.closest('[inert], [aria-hidden="true"]')) continue;
    if (!radioStop(el)) continue;
    if (el.tabIndex > 0) positive.push(describe(el));
    el.dataset.kb = String((n += 1));
    window.__kbMarked.push(el);
  }
  return { tabbable: n, positive };
})()`;

/** Puts focus on stop n without scrolling, so the next Tab starts there. */
const FOCUS_STOP = (n: number) => `document.querySelector('[data-kb="${n}"]')?.focus({ preventScroll: true })`;

/** Where focus is after a Tab: its stop number, whether it is on screen, and whether it shows a focus indicator. */
const FOCUS_STATE = `(() => {
  const el = document.activeElement;
  const describe = ${DESCRIBE};
  if (!el || el === document.body) return { kb: null, what: describe(el), onScreen: false, indicated: false };
  // A visually hidden native input is seen through its label.
  const seen = el.getBoundingClientRect().width === 0 && el.labels && el.labels[0] ? el.labels[0] : el;
  const box = seen.getBoundingClientRect();
  const onScreen = box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth && box.width > 0;
  const style = getComputedStyle(el);
  // The browser's focus ring or the theme's: an outline, a ring made of box-shadow, or a focus-visible state that
  // changes the border. Inputs show focus by their caret and border.
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  const indicated = outline || style.boxShadow !== 'none' || el.matches('input, textarea, select');
  return { kb: el.dataset.kb ?? null, what: describe(el), onScreen, indicated };
})()`;

/**
 * Things that look clickable (pointer cursor) that a keyboard cannot reach: each must be focusable, sit inside
 * something focusable or wrap the control it operates (a checkbox's row), or label a form control. Composite widgets
 * (tabs, radios, options) are reached through their group's one tab stop.
 */
const UNFOCUSABLE = `(() => {
  const visible = ${VISIBLE};
  const describe = ${DESCRIBE};
  const focusable = 'a[href], button, input, select, textarea, summary, [tabindex], label, [role="tab"], [role="radio"], [role="option"], [role="menuitem"]';
  return [...document.querySelectorAll('body *')]
    .filter((el) => visible(el) && getComputedStyle(el).cursor === 'pointer' && !el.closest(focusable) && !el.querySelector(focusable))
    .filter((el) => !(el.parentElement && getComputedStyle(el.parentElement).cursor === 'pointer'))
    .map(describe);
})()`;

/** Whether a marked tab stop has left the page since the marking: the page drew that part anew under the walk. */
const STOPS_REDRAWN = `(window.__kbMarked || []).some((el) => !el.isConnected)`;

/** How many consecutive stops from the top are walked, and how many more are sampled across the rest. */
const WALK_FROM_TOP = 12;
const SAMPLES = 12;

/** The Tab transitions checked (stop n -> n+1): the first stops in a row, then spread evenly to the last. */
function transitionsToCheck(tabbable: number): number[] {
  const from = new Set<number>();
  for (let n = 1; n <= WALK_FROM_TOP; n += 1) from.add(n);
  for (let i = 1; i <= SAMPLES; i += 1) from.add(Math.round(1 + ((tabbable - 2) * i) / SAMPLES));
  return [...from].filter((n) => n >= 1 && n < tabbable).sort((a, b) => a - b);
}

/**
 * The keyboard check in a bounded number of round trips (a 300-game tab has ~600 stops; pressing Tab once per stop
 * with an evaluate after each took over 30 s on a loaded machine): the tab order comes from the DOM in one evaluate,
 * and real Tab presses prove it at a sample of places, the first stops in a row, then evenly spread to the last. A
 * positive tabindex, a focus trap or a handler that moves focus elsewhere makes a sampled Tab miss its next stop.
 */
async function keyboardReport(page: Page): Promise<KeyboardReport> {
  const { tabbable, positive } = await page.evaluate<{ tabbable: number; positive: string[] }>(MARK_TAB_STOPS);
  const misses: string[] = [];
  const unseen: string[] = [];
  let walkedTo = -1;
  for (const from of transitionsToCheck(tabbable)) {
    // In the consecutive walk focus already sits on `from`; elsewhere it is put there first.
    if (from !== walkedTo) await page.evaluate(FOCUS_STOP(from));
    await page.keyboard.press('Tab');
    let state = await page.evaluate<{ kb: string | null; what: string; onScreen: boolean; indicated: boolean }>(FOCUS_STATE);
    if (state.kb === null && (await page.evaluate<boolean>(STOPS_REDRAWN))) {
      // The page drew part of itself anew under the walk (an answer refreshed): its new elements carry no stop
      // numbers. Marked again, the same transition is tried once more; a trap or a wrong order misses again.
      await page.evaluate(MARK_TAB_STOPS);
      await page.evaluate(FOCUS_STOP(from));
      await page.keyboard.press('Tab');
      state = await page.evaluate(FOCUS_STATE);
    }
    const expected = String(from + 1);
    if (state.kb !== expected) {
      misses.push(`Tab from stop ${from} landed on ${state.kb ?? '-'} ${state.what}, not stop ${expected}`);
      walkedTo = -1;
      continue;
    }
    walkedTo = from + 1;
    if (!state.onScreen || !state.indicated) {
      unseen.push(
        `stop ${expected} ${state.what}: ${state.onScreen ? '' : 'off screen '}${state.indicated ? '' : 'no focus indicator'}`,
      );
    }
  }
  const unfocusable = await page.evaluate<string[]>(UNFOCUSABLE);
  return { tabbable, positive, misses, unseen, unfocusable };
}

async function expectKeyboardReachable(page: Page, name: string): Promise<void> {
  const report = await keyboardReport(page);
  expect(report.tabbable, `tab stops on ${name}`).toBeGreaterThan(0);
  const { positive, misses, unseen, unfocusable } = report;
  expect({ name, positive, misses, unseen, unfocusable }).toEqual({
    name,
    positive: [],
    misses: [],
    unseen: [],
    unfocusable: [],
  });
}

/** Records the page's Content-Security-Policy violations (none on any page). */
const RECORD_CSP = `window.__csp = []; document.addEventListener('securitypolicyviolation',
  (e) => window.__csp.push(e.violatedDirective + ' ' + (e.blockedURI || '') + ' ' + (e.sourceFile || '')));`;

async function expectNoCspViolations(page: Page, name: string): Promise<void> {
  expect(await page.evaluate('window.__csp || []'), `CSP on ${name}`).toEqual([]);
}

async function check(page: Page, path: string, heading: string | RegExp, keyboard = true): Promise<void> {
  await page.addInitScript(RECORD_CSP);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectNoSeriousViolations(page, path);
  if (keyboard) await expectKeyboardReachable(page, path);
  await expectNoCspViolations(page, path);
}

async function leagueId(): Promise<number> {
  const [league] = await queryE2eDatabase<{ id: number }>(
    `SELECT id FROM competitions WHERE name = '1. Bundesliga Herren' LIMIT 1`,
  );
  return league!.id;
}

async function finishedGame(competitionId: number): Promise<{ id: number; homeTeamId: number }> {
  const [game] = await queryE2eDatabase<{ id: number; homeTeamId: number }>(
    `SELECT id, home_team_id AS "homeTeamId" FROM games WHERE competition_id = $1 AND finished_at IS NOT NULL ORDER BY id LIMIT 1`,
    [competitionId],
  );
  return game!;
}

test.describe('the keyboard check itself', () => {
  test('catches a positive tabindex, a focus trap and a stop without a focus ring', async ({ page }) => {
    const buttons = Array.from({ length: 40 }, (_, i) => {
      const n = i + 1;
      if (n === 5) return `<button id="trap">b${n}</button>`;
      if (n === 9) return `<button style="outline: none; box-shadow: none">b${n}</button>`;
      if (n === 30) return `<button tabindex="2">b${n}</button>`;
      return `<button>b${n}</button>`;
    });
    await page.setContent(
      `<main>${buttons.join('')}</main><script>
        document.getElementById('trap').addEventListener('keydown', (e) => {
          if (e.key === 'Tab') { e.preventDefault(); document.querySelector('button').focus(); }
        });
      </script>`,
    );
    const report = await keyboardReport(page);
    expect(report.tabbable).toBe(40);
    expect(report.positive).toEqual(['button "b30"']);
    // The trap sends focus back to the first stop; the positive tabindex pulls Tab out of the DOM order.
    expect(report.misses.some((m) => m.startsWith('Tab from stop 5 landed on 1'))).toBe(true);
    expect(report.misses.length).toBeGreaterThanOrEqual(2);
    expect(report.unseen.some((u) => u.includes('"b9"') && u.includes('no focus indicator'))).toBe(true);
  });
});

test.describe('public pages', () => {
  test('login', async ({ page }) => {
    await check(page, '/login', 'Anmelden');
  });

  test('statistics overview', async ({ page }) => {
    await check(page, '/stats', 'Statistiken');
  });

  // One test per tab: axe takes long on the long games and points tables, and the five pages together ran past the
  // time a test has.
  for (const tab of ['games', 'teams', 'points', 'fouls']) {
    test(`every tab of a league: ${tab}`, async ({ page }) => {
      // axe's work grows with the page (the points table has some 250 rows), and more so on a busy machine.
      if (tab === 'points' || tab === 'games') test.slow();
      const [league] = await queryE2eDatabase<{ id: number }>(
        `SELECT id FROM competitions WHERE name = '1. Bundesliga Herren' LIMIT 1`,
      );
      await check(page, `/stats/leagues/${league!.id}/${tab}`, '1. Bundesliga Herren');
    });
  }
});

test.describe('more public pages', () => {
  test('registration (the terms box scrolls from the keyboard)', async ({ page }) => {
    await check(page, '/register', /Registrier/);
  });

  test('game details and team page', async ({ page }) => {
    test.slow();
    const id = await leagueId();
    const game = await finishedGame(id);
    await check(page, `/stats/leagues/${id}/games/${game.id}`, /.+/);
    await check(page, `/stats/leagues/${id}/teams/${game.homeTeamId}`, /.+/);
  });
});

// The same pages on a phone: other layouts (lists instead of tables, a season select, the burger menu).
test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('login, registration and the statistics overview', async ({ page }) => {
    test.slow();
    await check(page, '/login', 'Anmelden', false);
    await check(page, '/register', /Registrier/, false);
    await check(page, '/stats', 'Statistiken', false);
  });

  for (const tab of ['games', 'teams', 'points', 'fouls']) {
    test(`a league's ${tab}`, async ({ page }) => {
      test.slow();
      await check(page, `/stats/leagues/${await leagueId()}/${tab}`, '1. Bundesliga Herren', false);
    });
  }

  test('game details and team page', async ({ page }) => {
    test.slow();
    const id = await leagueId();
    const game = await finishedGame(id);
    await check(page, `/stats/leagues/${id}/games/${game.id}`, /.+/, false);
    await check(page, `/stats/leagues/${id}/teams/${game.homeTeamId}`, /.+/, false);
  });

  test('the admin dashboard', async ({ page }) => {
    test.slow();
    await login(page, DEMO.admin);
    await check(page, '/admin/dashboard', /.+/, false);
  });
});

test.describe('member pages', () => {
  test('home and the club details', async ({ page }) => {
    await login(page, DEMO.player);
    // The start page draws its sections as their answers come: the walk starts once the last of them (own teams) is in.
    await expect(page.getByTestId('my-teams')).toBeVisible();
    await expectNoSeriousViolations(page, '/home');
    await expectKeyboardReachable(page, '/home');
    const [club] = await queryE2eDatabase<{ id: number; name: string }>(
      `SELECT c.id, c.name FROM clubs c JOIN memberships m ON m.club_id = c.id JOIN persons p ON p.id = m.person_id
        WHERE p.email = $1 LIMIT 1`,
      [DEMO.player],
    );
    await check(page, `/clubs/${club!.id}`, club!.name);
  });
});

test.describe('admin pages', () => {
  test('member list', async ({ page }) => {
    await login(page, DEMO.admin);
    await check(page, '/admin/member', 'Mitglieder');
  });

  test('dashboard', async ({ page }) => {
    await login(page, DEMO.admin);
    await check(page, '/admin/dashboard', /.+/);
  });

  test('member details and history', async ({ page }) => {
    await login(page, DEMO.admin);
    const [player] = await queryE2eDatabase<{ id: number; firstname: string }>(
      'SELECT id, firstname FROM persons WHERE email = $1',
      [DEMO.player],
    );
    await check(page, `/admin/members/${player!.id}`, new RegExp(player!.firstname));
    await check(page, `/admin/members/${player!.id}/history`, /Historie/);
  });

  // Two tabs a test: four (sign-in, four loads, four axe runs) came within a second of 30 s on a loaded machine.
  for (const tabs of [
    ['teams', 'officials'],
    ['fields', 'info'],
  ]) {
    test(`club details: ${tabs.join(' and ')}`, async ({ page }) => {
      await login(page, DEMO.admin);
      const [club] = await queryE2eDatabase<{ id: number; name: string }>(
        `SELECT c.id, c.name FROM clubs c JOIN associations a ON a.id = c.association_id
          WHERE a.country_code = 'deu' ORDER BY c.id LIMIT 1`,
      );
      for (const tab of tabs) await check(page, `/admin/clubs/${club!.id}/${tab}`, club!.name);
    });
  }

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
