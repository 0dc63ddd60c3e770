// Public statistics in a real browser: overview, every tab, a season switch, the team page sort, a live game
// that refreshes itself, and the empty and not-found states. Runs on the demo data of a fresh e2e database.
import type { Page } from '@playwright/test';
import { DEMO, expect, login, queryE2eDatabase, shoot, test } from './fixtures';

async function openLeague(page: Page, name: string) {
  await page.goto('/stats');
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

const numbers = async (page: Page, table: string, column: number) =>
  (await page.getByRole('table', { name: table }).locator(`tbody tr td:nth-child(${column})`).allTextContents()).map((text) =>
    text.trim(),
  );

test('the overview lists associations with their leagues and tournaments', async ({ page }) => {
  await page.goto('/stats');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistiken' })).toBeVisible();
  const german = page.getByRole('article', { name: 'Deutscher Lacrosse Verband' });
  await expect(german.getByRole('link', { name: '1. Bundesliga Herren' })).toBeVisible();
  await expect(german.getByRole('region', { name: 'Turniere' }).getByRole('link', { name: 'LSM Cup' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Nederlandse Lacrosse Bond' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navigationspfad' }).getByRole('link', { name: 'Start' })).toHaveAttribute(
    'href',
    '/home',
  );
  await shoot(page, 'stats', 'overview');
});

test('each tab of a league: games with the live game, standings per group, points, fouls', async ({ page }) => {
  await openLeague(page, '1. Bundesliga Herren');
  await expect(page).toHaveURL(/\/stats\/leagues\/\d+\/games$/);
  await expect(page.getByText(/^Deutscher Lacrosse Verband · Saison \d{4}\/\d{2}$/)).toBeVisible();

  // Games: the demo's live game carries the indicator and its score; games to come show dashes.
  const games = page.getByRole('table', { name: 'Spiele' });
  const liveRow = games.locator('tr[data-live]');
  await expect(liveRow).toHaveCount(1);
  await expect(liveRow.getByTestId('live-indicator')).toBeVisible();
  await expect(liveRow.getByRole('cell').last()).toHaveText('3 : 2');
  // The list opens at the live game's matchday; the later games are one tap away and show dashes.
  const later = page.getByRole('button', { name: /^Spätere Spiele anzeigen/ });
  if (await later.count()) await later.click();
  await expect(games.getByRole('row').last().getByRole('cell').last()).toHaveText('– : –');
  await shoot(page, 'stats', 'games');

  await page.getByRole('tab', { name: 'Tabelle' }).click();
  await expect(page).toHaveURL(/\/teams$/);
  for (const group of ['Nord', 'Süd']) {
    const table = page.getByRole('table', { name: group });
    await expect(table.locator('tbody tr')).toHaveCount(6);
    const ranks = await numbers(page, group, 1);
    expect(ranks[0]).toBe('1');
    const points = (await numbers(page, group, 8)).map(Number);
    expect(points).toEqual([...points].sort((a, b) => b - a));
  }
  await shoot(page, 'stats', 'standings');

  await page.getByRole('tab', { name: 'Punkte' }).click();
  const pointsTable = page.getByRole('table', { name: 'Punkte' });
  await expect(pointsTable.locator('tbody tr').first()).toBeVisible();
  const scorers = await pointsTable.locator('tbody tr').count();
  const totals = (await numbers(page, 'Punkte', 8)).map(Number);
  expect(totals).toEqual([...totals].sort((a, b) => b - a));
  expect(Math.min(...totals)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Alle anzeigen' }).click();
  await expect.poll(() => pointsTable.locator('tbody tr').count()).toBeGreaterThan(scorers);
  expect((await numbers(page, 'Punkte', 8)).map(Number)).toContain(0);
  await page.getByRole('button', { name: 'Weniger anzeigen' }).click();
  await expect(pointsTable.locator('tbody tr')).toHaveCount(scorers);
  await shoot(page, 'stats', 'points');

  await page.getByRole('tab', { name: 'Strafen' }).click();
  const fouls = page.getByRole('table', { name: 'Strafen' });
  await expect(fouls.locator('tbody tr').first()).toBeVisible();
  const times = await numbers(page, 'Strafen', 7);
  for (const time of times) expect(time).toMatch(/^\d{2,}:\d{2}$/);
  const seconds = times.map((time) => Number(time.split(':')[0]) * 60 + Number(time.split(':')[1]));
  expect(seconds).toEqual([...seconds].sort((a, b) => b - a));
  await shoot(page, 'stats', 'fouls');
});

test('points table: a name search, a team filter, a header row that stays, and "Weniger anzeigen" undoes "Alle anzeigen"', async ({
  page,
}) => {
  await openLeague(page, '1. Bundesliga Herren');
  await page.getByRole('tab', { name: 'Punkte' }).click();
  const table = page.getByRole('table', { name: 'Punkte' });
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const scorers = await rows.count();
  // A live game of the league is shown apart: it counts once it is finished.
  await expect(page.getByTestId('live-not-counted')).toContainText('Laufende Spiele zählen erst nach dem Abpfiff');

  await page.getByRole('button', { name: /^Alle anzeigen \(\d+ weitere\)$/ }).click();
  await expect.poll(() => rows.count()).toBeGreaterThan(scorers);
  // Scrolled to the end, the header row is still on screen, just below the top bar (56 px).
  await rows.last().scrollIntoViewIfNeeded();
  const header = table.locator('thead');
  await expect(header).toBeInViewport();
  expect((await header.boundingBox())!.y).toBeGreaterThanOrEqual(55);
  await page.getByRole('button', { name: 'Weniger anzeigen' }).click();
  await expect(rows).toHaveCount(scorers);
  await expect(header).toBeInViewport();

  // Team filter: only that team's players, those without points included.
  const team = (await rows.first().locator('td:nth-child(4)').textContent())!.trim();
  await page.getByRole('combobox', { name: 'Mannschaft' }).selectOption({ label: team });
  await expect.poll(async () => new Set(await numbers(page, 'Punkte', 4))).toEqual(new Set([team]));
  const teamRows = await rows.count();
  expect(teamRows).toBeGreaterThan(0);

  // Name search (case- and accent-insensitive) within that team.
  const name = (await rows
    .nth(teamRows - 1)
    .locator('td:nth-child(2)')
    .textContent())!.trim();
  const part = name.split(' ')[0]!.toLowerCase();
  await page.getByRole('searchbox', { name: 'Spieler suchen' }).fill(part);
  await expect(rows.filter({ hasText: name }).first()).toBeVisible();
  for (const shown of await numbers(page, 'Punkte', 2)) expect(shown.toLowerCase()).toContain(part);
  await expect(page.getByTestId('points-count')).toContainText(/^\d+ von \d+ Spielern$/);
  await shoot(page, 'stats', 'points-filtered');
  await page.getByRole('searchbox', { name: 'Spieler suchen' }).fill('zzzz-niemand');
  await expect(page.getByText('Kein Spieler passt zu Suche und Mannschaft.')).toBeVisible();
});

test('long player tables show their first 50 rows and more on request (points, fouls)', async ({ page }) => {
  const [league] = await queryE2eDatabase<{ id: number }>(`SELECT id FROM competitions WHERE name = '1. Bundesliga Herren'`);
  const playersOf = async (view: 'points' | 'fouls') =>
    (
      (await (await page.request.get(`/api/stats/leagues/${league!.id}/${view}`)).json()) as {
        data: { players: { points?: number }[] };
      }
    ).data.players;
  const scorers = (await playersOf('points')).filter((p) => p.points! > 0).length;
  const fouled = (await playersOf('fouls')).length;
  // The demo league has more than enough for the test to mean something.
  expect(scorers).toBeGreaterThan(150);
  expect(fouled).toBeGreaterThan(50);
  expect(fouled).toBeLessThanOrEqual(150);

  await openLeague(page, '1. Bundesliga Herren');
  await page.getByRole('tab', { name: 'Punkte' }).click();
  const points = page.getByRole('table', { name: 'Punkte' }).locator('tbody tr');
  await expect(points).toHaveCount(50);
  await expect(page.getByTestId('points-count')).toHaveText(/^50 von \d+ Spielern$/);
  await page.getByRole('button', { name: '100 weitere anzeigen' }).click();
  await expect(points).toHaveCount(150);
  // The ranks go on where the first rows stopped.
  const ranks = (await numbers(page, 'Punkte', 1)).map(Number);
  expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  await page.getByRole('button', { name: 'Weniger anzeigen' }).click();
  await expect(points).toHaveCount(50);

  await page.getByRole('tab', { name: 'Strafen' }).click();
  const fouls = page.getByRole('table', { name: 'Strafen' }).locator('tbody tr');
  await expect(fouls).toHaveCount(50);
  await page.getByRole('button', { name: `${fouled - 50} weitere anzeigen` }).click();
  await expect(fouls).toHaveCount(fouled);
  await expect(page.getByRole('button', { name: /weitere anzeigen$/ })).toHaveCount(0);
});

test('choosing another season reloads the view with that season', async ({ page }) => {
  await openLeague(page, '1. Bundesliga Herren');
  // The demo has the current season (the default, newest first) and the previous one, named from today.
  const seasons = page.getByRole('complementary', { name: 'Saisons' });
  const current = seasons.getByRole('link').first();
  const previous = seasons.getByRole('link').nth(1);
  await expect(current).toHaveAttribute('aria-current', 'true');
  await expect(current).toContainText('Aktuelle Saison');
  const previousName = (await previous.textContent())!.trim();
  await page.getByRole('tab', { name: 'Tabelle' }).click();
  // The tab's page loads on first use: the router moves there once it has arrived (a season chosen before that
  // would navigate from the games tab, as the newest navigation wins).
  await expect(page).toHaveURL(/\/teams$/);
  await expect(page.getByRole('table', { name: 'Nord' })).toBeVisible();
  await previous.click();
  await expect(page).toHaveURL(/\/teams\?seasonID=\d+$/);
  await expect(page.getByText(`Saison ${previousName}`)).toBeVisible();
  await expect(previous).toHaveAttribute('aria-current', 'true');
  // The previous season is complete: every team played its 10 games.
  await expect(page.getByRole('table', { name: 'Nord' }).locator('tbody tr td:nth-child(3)').first()).toHaveText('10');
  await page.getByRole('tab', { name: 'Spiele' }).click();
  await expect(page).toHaveURL(/\/games\?seasonID=\d+$/);
  await expect(page.getByRole('table', { name: 'Spiele' }).locator('tr[data-live]')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Spiele' }).getByText('– : –')).toHaveCount(0);
  // Back to the default season: the URL loses the parameter.
  await current.click();
  await expect(page).toHaveURL(/\/games$/);
  await expect(page.getByRole('table', { name: 'Spiele' }).locator('tr[data-live]')).toHaveCount(1);
});

test('the team page lists its games and sorts the roster', async ({ page }) => {
  await openLeague(page, '1. Bundesliga Herren');
  await page.getByRole('tab', { name: 'Tabelle' }).click();
  await page.getByRole('table', { name: 'Nord' }).getByRole('link', { name: 'Hamburg Warriors Herren' }).click();
  await expect(page.getByRole('heading', { name: 'Hamburg Warriors Herren', level: 2 })).toBeVisible();
  // The team's own name is muted and not a link in its games.
  const games = page.getByRole('table', { name: 'Spiele' });
  await expect(games.locator('tbody tr').first()).toBeVisible();
  await expect(games.getByRole('link', { name: 'Hamburg Warriors Herren', exact: true })).toHaveCount(0);
  await expect(games.getByRole('link', { name: 'Berlin Bears Herren', exact: true }).first()).toBeVisible();
  await expect(games.getByText('Hamburg Warriors Herren').first()).toBeVisible();

  const roster = page.getByRole('table', { name: 'Kader' });
  const names = () => numbers(page, 'Kader', 2);
  const goals = async () => (await numbers(page, 'Kader', 4)).map(Number);
  const byName = await names();
  expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'de')));
  // The sorting is the app's: the first tap on a guest's page loads it (decision 055) and is given to it once it runs.
  await roster.getByRole('button', { name: 'Nach Tore sortieren' }).click();
  await expect(roster.getByRole('columnheader', { name: 'Nach Tore sortieren' })).toHaveAttribute('aria-sort', 'descending');
  const desc = await goals();
  expect(desc).toEqual([...desc].sort((a, b) => b - a));
  await roster.getByRole('button', { name: 'Nach Tore sortieren' }).click();
  const asc = await goals();
  expect(asc).toEqual([...asc].sort((a, b) => a - b));
  await expect(roster.getByRole('columnheader', { name: 'Nach Tore sortieren' })).toHaveAttribute('aria-sort', 'ascending');
  await roster.getByRole('button', { name: 'Nach Strafzeit sortieren' }).click();
  const timeouts = (await numbers(page, 'Kader', 7)).map((t) => Number(t.split(':')[0]) * 60 + Number(t.split(':')[1]));
  expect(timeouts).toEqual([...timeouts].sort((a, b) => b - a));
  await roster.getByRole('button', { name: 'Nach Name sortieren' }).click();
  expect(await names()).toEqual(byName);
  await shoot(page, 'stats', 'team');

  // Another season shows the same team in that season.
  const teamUrl = page.url();
  await page.getByRole('complementary', { name: 'Saisons' }).getByRole('link').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`${teamUrl.replace(/[?].*$/, '')}\\?seasonID=\\d+$`));
  await expect(page.getByRole('heading', { name: 'Hamburg Warriors Herren', level: 2 })).toBeVisible();
});

test('a live game refreshes itself and stops once finished', async ({ page, startedGame }) => {
  const league = { id: startedGame.competitionId, home: startedGame.home.id };
  const gameId = startedGame.id;
  // A guest's page asks the server for its new HTML (decision 055), the app for the game's answer.
  let polls = 0;
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() !== 'document' && (path === `/api/stats/games/${gameId}` || path.endsWith(`/games/${gameId}`)))
      polls++;
  });
  await page.goto(`/stats/leagues/${league.id}/games/${gameId}?refresh=1000`);
  await expect(page.getByTestId('game-status').getByTestId('live-indicator')).toBeVisible();
  await expect(page.getByTestId('game-score')).toHaveText('0 : 0');
  await expect(page.getByText('Keine Ereignisse')).toBeVisible();

  // A goal happens: the page shows it without a reload.
  await queryE2eDatabase(
    `INSERT INTO game_events (game_id, type, event_time, team_id, away_team) VALUES ($1, 'goal', 420, $2, false)`,
    [gameId, league.home],
  );
  await queryE2eDatabase('UPDATE games SET home_score = 1 WHERE id = $1', [gameId]);
  await expect(page.getByTestId('game-score')).toHaveText('1 : 0', { timeout: 10_000 });
  await expect(page.getByRole('list', { name: 'Spielverlauf' }).getByText('Tor', { exact: true })).toBeVisible();

  // Final whistle: the page says so and stops asking.
  await queryE2eDatabase(`UPDATE games SET finished_at = now() WHERE id = $1`, [gameId]);
  await expect(page.getByTestId('game-status')).toHaveText('Beendet', { timeout: 10_000 });
  const afterFinish = polls;
  await page.waitForTimeout(3000);
  expect(polls).toBe(afterFinish);
});

/** Lets the page render what the last clock step changed (React schedules through a MessageChannel, not a timer). */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let rounds = 0;
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (++rounds < 5 ? channel.port2.postMessage(null) : resolve());
        channel.port2.postMessage(null);
      }),
  );

test('the demo live game asks for fresh data every 30 s without ?refresh, and its minute stops at the end', async ({ page }) => {
  const [game] = (await queryE2eDatabase<{ id: number; kind: string; competition: number }>(
    `SELECT g.id, c.kind, c.id AS competition FROM app_settings s
     JOIN games g ON g.id = (s.value #>> '{}')::int JOIN competitions c ON c.id = g.competition_id
     WHERE s.key = 'demo_live_game_id'`,
  )) as [{ id: number; kind: string; competition: number }];
  // Playwright's clock: 30 s pass in the page without waiting for them.
  await page.clock.install();
  // A guest's page asks the server for its new HTML (decision 055), the app for the game's answer.
  let polls = 0;
  const pagePath = `/stats/${game.kind}s/${game.competition}/games/${game.id}`;
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() !== 'document' && (path === `/api/stats/games/${game.id}` || path === pagePath)) polls++;
  });
  await page.goto(pagePath);
  const status = page.getByTestId('game-status');
  await expect(status.getByTestId('live-indicator')).toBeVisible();
  // The page came rendered by the server (decision 030): its timers start once its islands run.
  await expect(page.locator('html')).toHaveAttribute('data-islands', 'ready', { timeout: 20_000 });
  const first = polls;
  // The minute ticks every 10 s in between; the 30 s poll must still come (a tick once restarted its timer).
  for (let step = 0; step < 4; step++) {
    await page.clock.runFor(10_000);
    await settle(page);
  }
  await expect.poll(() => polls).toBeGreaterThan(first);
  await expect(status.getByTestId('live-indicator')).toBeVisible();

  // Two hours later the game is still live (nobody stopped the clock), but the minute stays at the end of the period
  // being played (one game-clock rule, shared/game-clock.ts).
  const live = (await (await page.request.get(`/api/stats/games/${game.id}`)).json()) as {
    data: { game: { period: number; period_length: number } };
  };
  const periodEnd = (live.data.game.period * live.data.game.period_length) / 60;
  await page.clock.runFor(2 * 60 * 60 * 1000);
  await settle(page);
  await expect(status).toContainText(`${periodEnd}. Min.`);
  await shoot(page, 'stats', 'live-game');
});

test('a tournament still to be played shows the empty state; unknown categories are not found', async ({ page }) => {
  await openLeague(page, 'Deutsche Meisterschaft Herren – Final Four');
  await page.getByRole('tab', { name: 'Punkte' }).click();
  await expect(page.getByText('Keine Daten zum Anzeigen')).toBeVisible();
  await shoot(page, 'stats', 'empty');
  await page.getByRole('tab', { name: 'Strafen' }).click();
  await expect(page.getByText('Keine Daten zum Anzeigen')).toBeVisible();

  await page.goto('/stats/leagues/999999/games');
  await expect(page.getByText('Nicht gefunden').first()).toBeVisible();
  await page.getByRole('link', { name: 'Zur Übersicht' }).click();
  await expect(page).toHaveURL(/\/stats$/);
});

test('on a phone the games collapse into blocks and no screen scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openLeague(page, '1. Bundesliga Herren');
  const games = page.getByRole('list', { name: 'Spiele' });
  await expect(games.locator('li[data-live]').getByTestId('live-indicator')).toBeVisible();
  const overflow = () => page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
  expect(await overflow()).toBe(0);
  for (const tab of ['Tabelle', 'Punkte', 'Strafen']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('table').first()).toBeVisible();
    expect(await overflow()).toBe(0);
    // The points table inside its card (it has no sideways scroll box, for its sticky header).
    if (tab === 'Punkte') {
      const inCard = await page
        .getByRole('table', { name: 'Punkte' })
        .evaluate(
          (table) =>
            table.getBoundingClientRect().right <= table.closest('.mantine-Card-root')!.getBoundingClientRect().right + 1,
        );
      expect(inCard).toBe(true);
    }
  }
  // The team page and a game's details fit as well.
  await page.getByRole('tab', { name: 'Tabelle' }).click();
  await page.getByRole('link', { name: 'Hamburg Warriors Herren' }).first().click();
  await expect(page.getByRole('table', { name: 'Kader' })).toBeVisible();
  expect(await overflow()).toBe(0);
  await page
    .getByRole('link', { name: /^Nr\. \d+ .+ gegen / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/games\/\d+/);
  await expect(page.locator('#game-events')).toBeVisible();
  expect(await overflow()).toBe(0);
  await shoot(page, 'stats', 'game');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goBack();
  await page.goBack();
  await page.getByRole('tab', { name: 'Strafen' }).click();
  // The season is the phone's own select; chosen right after the tap on a tab (its page may still be loading), it is
  // for that tab.
  const season = page.getByRole('combobox', { name: 'Saison' });
  await season.selectOption({ index: 1 });
  await expect(page).toHaveURL(/\/fouls\?seasonID=\d+$/);
});

test('home: "Deine Statistiken" fits at 1280 px with every column, and stacks on a phone', async ({ page }) => {
  await login(page, DEMO.referee);
  const stats = page.getByTestId('personal-stats');
  await expect(stats).toBeVisible();
  // 1280 px: a table, nothing cut or scrolled away; the short headers explain themselves.
  await expect(stats).toHaveAttribute('data-layout', 'table');
  const table = stats.getByRole('table', { name: 'Deine Statistiken' });
  const referee = table.locator('thead abbr[title="Als Schiedsrichter"]');
  await expect(referee).toHaveText('Schiri');
  const fits = () =>
    stats.evaluate((card) => {
      const box = card.getBoundingClientRect();
      return [...card.querySelectorAll('th, td')].every((cell) => {
        const r = cell.getBoundingClientRect();
        return r.right <= box.right + 1 && cell.scrollWidth <= cell.clientWidth + 1;
      });
    });
  expect(await fits()).toBe(true);
  // The referee's games are in the table (the last column), not hidden behind a sideways scroll.
  await expect(table.locator('tbody tr').first().locator('td').last()).toHaveText(/^\d+$/);
  await shoot(page, 'stats', 'home-personal-stats');

  // A phone: each league a block, its numbers under their full labels; the page does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(stats).toHaveAttribute('data-layout', 'stacked');
  await expect(stats.locator('dt', { hasText: 'Als Schiedsrichter' }).first()).toBeVisible();
  expect(await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth')).toBe(0);
});
