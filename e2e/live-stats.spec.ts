// Live statistics pushed by Server-Sent Events (docs/decisions/023-live-streams.md): a goal committed with its NOTIFY
// appears on the public game page and in the games table within 2 s, without a reload and without polling (the
// page's refresh is set to ten minutes), and a second viewer sees the same.
import type { Page } from '@playwright/test';
import { DEMO, expect, login, queryE2eDatabase, shoot, test, type StartedGame } from './fixtures';

interface LiveGame {
  id: number;
  league: number;
  home: number;
}

/** The started game as the goals below need it. */
const live = (game: StartedGame): LiveGame => ({ id: game.id, league: game.competitionId, home: game.home.id });

/** A goal as the score sheet commits it: event, score and NOTIFY in one transaction (one statement). */
async function scoreGoal(game: LiveGame, time: number): Promise<void> {
  await queryE2eDatabase(
    `WITH e AS (INSERT INTO game_events (game_id, type, event_time, team_id, away_team, period)
                VALUES ($1, 'goal', $2, $3, false, 1) RETURNING game_id),
          u AS (UPDATE games SET home_score = home_score + 1 WHERE id = (SELECT game_id FROM e) RETURNING id)
     SELECT pg_notify('portal_live', json_build_object('game_id', $1::int, 'competition_id', $4::int)::text) FROM u`,
    [game.id, time, game.home, game.league],
  );
}

function countPolls(page: Page, gameId: number) {
  const counter = { polls: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/stats/games/${gameId}`) counter.polls++;
  });
  return counter;
}

test('a goal appears on two viewers of the game page and in the games table within 2 s, pushed', async ({
  page,
  browser,
  startedGame,
}) => {
  const game = live(startedGame);
  const second = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'de-DE', timezoneId: 'UTC' });
  try {
    const other = await second.newPage();
    const table = await page.context().newPage();
    const mine = countPolls(page, game.id);
    const url = `/stats/leagues/${game.league}/games/${game.id}?refresh=600000`;
    await page.goto(url);
    await other.goto(url);
    await table.goto(`/stats/leagues/${game.league}/games`);
    // The score's label reads the same on a desktop and a phone.
    for (const p of [page, other]) await expect(p.getByTestId('game-score')).toHaveAttribute('aria-label', /: 0:0$/);
    const row = table.getByRole('table', { name: 'Spiele' }).locator(`tr:has(a[href*="/games/${game.id}"])`);
    await expect(row.getByRole('cell').last()).toHaveText('0 : 0');
    const loaded = mine.polls;

    for (let goal = 1; goal <= 3; goal++) {
      await scoreGoal(game, 100 * goal);
      for (const p of [page, other])
        await expect(p.getByTestId('game-score')).toHaveAttribute('aria-label', new RegExp(`: ${goal}:0$`), { timeout: 2_000 });
    }
    await expect(page.getByRole('list', { name: 'Spielverlauf' }).getByText('Tor', { exact: true })).toHaveCount(3);
    // Pushed, not fetched: the page asked for the game no more after it loaded.
    expect(mine.polls).toBe(loaded);
    // The games table patched the pushed game into its list.
    await expect(row.getByRole('cell').last()).toHaveText('3 : 0', { timeout: 2_000 });
    await shoot(page, 'live', 'game-after-push');
    await shoot(table, 'live', 'games-after-push');
  } finally {
    await second.close();
  }
});

test("a goal scored between the games table's answer and its stream's start shows when the stream opens", async ({
  page,
  startedGame,
}) => {
  const game = live(startedGame);
  // The category's stream is held back until the goal is committed: its NOTIFY reaches no stream.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const streamAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route(`**/api/stats/leagues/${game.league}/live`, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  // A guest's page asks the server for its new HTML (decision 055), the app for the games answer. (The offline
  // support's copy of the page, taken once the page is idle, is not a swap: it asks for any type.)
  const answers: string[] = [];
  const pagePath = `/stats/leagues/${game.league}/games`;
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    const swap = path === pagePath && request.resourceType() !== 'document' && request.headers()['accept'] === 'text/html';
    if (path === `/api/stats/leagues/${game.league}/games` || swap) answers.push(request.url());
  });
  await page.goto(pagePath);
  const row = page.getByRole('table', { name: 'Spiele' }).locator(`tr:has(a[href*="/games/${game.id}"])`);
  await expect(row.getByRole('cell').last()).toHaveText('0 : 0');
  await streamAsked;
  await scoreGoal(game, 100);
  const before = answers.length;
  release();
  // The stream's first event names a newer version than the table's answer: the table (the page) is asked again once
  // (the page's own refresh is 30 s away).
  await expect(row.getByRole('cell').last()).toHaveText('1 : 0', { timeout: 3_000 });
  expect(answers.length).toBe(before + 1);
});

test("a goal of the player's live game appears in the start page's schedule within 2 s", async ({ page }) => {
  const [team] = await queryE2eDatabase<{ home: number; away: number; league: number; season: number; number: number }>(
    `SELECT m.team_id AS home, gr.competition_id AS league, gr.season_id AS season,
            (SELECT min(o.team_id) FROM group_teams o WHERE o.group_id = gr.id AND o.team_id <> m.team_id) AS away,
            (SELECT coalesce(max(number), 0) + 3000 + floor(random() * 1000)::int FROM games WHERE competition_id = gr.competition_id) AS number
     FROM persons p JOIN memberships m ON m.person_id = p.id AND m.team_id IS NOT NULL AND m.active_to IS NULL
     JOIN group_teams gt ON gt.team_id = m.team_id JOIN groups gr ON gr.id = gt.group_id
     WHERE p.email = $1 ORDER BY gr.season_id DESC LIMIT 1`,
    [DEMO.player],
  );
  const [created] = await queryE2eDatabase<{ id: number }>(
    `INSERT INTO games (competition_id, season_id, number, kickoff_time, started_at, location, home_team_id, away_team_id)
     VALUES ($1, $2, $3, now() - interval '2 hours', now() - interval '20 minutes', 'e2e Live-Halle', $4, $5) RETURNING id`,
    [team!.league, team!.season, team!.number, team!.home, team!.away],
  );
  const game = { id: created!.id, league: team!.league, home: team!.home };
  try {
    await login(page, DEMO.player);
    const card = page.getByTestId('schedule-game').filter({ hasText: 'e2e Live-Halle' });
    await expect(card).toContainText('0:0');
    await scoreGoal(game, 60);
    await expect(card).toContainText('1:0', { timeout: 2_000 });
    await shoot(page, 'live', 'home-after-push');
  } finally {
    await queryE2eDatabase('DELETE FROM games WHERE id = $1', [game.id]);
  }
});
