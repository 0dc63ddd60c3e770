// A whole game day on two 390 px phones (docs/product.md#game-day): the scorer's phone (with its service worker, as
// at the table) and the league representative's. The start is refused before its window; the game is moved, started,
// wrongly started and reset by the league, started again; both managers confirm their line-ups on the scorer's phone;
// goals, a saved shot, a goal entered offline that survives a reload and goes out once online; the finish, a
// referee's signature on the scorer's phone, a correction after it that removes it, both referees signing; a forfeit
// in another game; then the standings, points and goalie figures, and the mail that told the manager of the move.
import type { Page } from '@playwright/test';
import {
  createAccount,
  expect,
  grantRole,
  login,
  newestMailTo,
  phoneOf,
  queryE2eDatabase,
  shoot,
  test,
  type LeagueWithGroup,
} from './fixtures';
import { buildWorld, goalsOf, ok, PASSWORD, PIN } from './score-sheet-world';

const PHONE = { width: 390, height: 844 };
/** Generous for a loaded 2-core machine. */
const SLOW = 20_000;

test.use({ leagueOptions: { teams: ['Adler', 'Falken', 'Wölfe'], group: 'Nord' } });

/** A goal entered in the drawer: scorer and (optionally) assist by jersey. */
async function goal(page: Page, side: 'home' | 'away', scorer: string, assist?: string): Promise<void> {
  await page.getByTestId(`sheet-goal-${side}`).click();
  const drawer = page.getByTestId('event-drawer');
  await drawer.getByTestId(`pick-player-${scorer}`).click();
  if (assist) await drawer.getByTestId(`pick-assist-${assist}`).click();
  await drawer.getByTestId('event-save').click();
  await expect(drawer).toBeHidden();
}

/** The signer named `lastname` signs on this phone with their own PIN. */
async function signOnPhone(page: Page, lastname: string): Promise<void> {
  const signer = page.getByTestId('device-signing').getByTestId('device-signer').filter({ hasText: lastname });
  await signer.click({ timeout: SLOW });
  await page.getByTestId('pin-input').fill(PIN);
  await page.getByTestId('pin-sign').click();
  await expect(signer).toHaveCount(0, { timeout: SLOW });
}

function gameBody(l: LeagueWithGroup, number: number, kickoffInMinutes: number, away = 1) {
  return {
    number,
    kickoff_time: new Date(Date.now() + kickoffInMinutes * 60_000).toISOString(),
    group_id: l.group.id,
    home_team_id: l.teams[0]!.id,
    away_team_id: l.teams[away]!.id,
    location: 'Sporthalle Nord',
  };
}

test('a whole game day on two phones: window, reset, offline, signatures on one phone, a correction, a forfeit', async ({
  browser,
  adminApi,
  leagueWithGroup: l,
}) => {
  test.setTimeout(420_000);
  // Shots are recorded in this league (the goalies' figures).
  await queryE2eDatabase('UPDATE competitions SET track_shots = true WHERE id = $1', [l.league.id]);
  // Kick-off in three hours: outside the start window of an hour.
  const w = await buildWorld(adminApi, l, { kickoffInMinutes: 180 });
  const sheetUrl = `/sheet/${w.game.id}`;
  const [home, away] = [w.teams.home, w.teams.away];
  const lastname = (side: 'home' | 'away', index: number) =>
    `${side === 'home' ? 'Adler' : 'Falke'}${side === 'home' ? index + 1 : 11 + index}-${w.marker}`;

  // The league representative's phone.
  const rep = await createAccount(adminApi, { lastname: 'Staffelleiterin' });
  await grantRole(rep.id, 'league-leader', { competitionId: l.league.id });
  const b = await phoneOf(browser, rep.email, rep.password);

  // The scorer's phone, with the service worker that opens the sheet without a network.
  const scorerContext = await browser.newContext({ viewport: PHONE });
  const a = await scorerContext.newPage();
  try {
    await login(a, w.scorer.email!, PASSWORD);
    await expect.poll(() => a.evaluate('navigator.serviceWorker.controller !== null'), { timeout: 30_000 }).toBe(true);
    await a.reload();
    await expect(a.getByRole('heading', { level: 1, name: /^Hallo .+!$/ })).toBeVisible({ timeout: SLOW });
    await a.goto(sheetUrl);
    await expect(a.getByTestId('sheet-home-team')).toHaveText(home.name, { timeout: SLOW });

    // Line-ups on the scorer's phone: the home captain and both starting goalies marked, saved.
    await a.getByTestId('tab-lineups').click();
    for (const [side, captain, goalie] of [
      ['home', 0, 3],
      ['away', 0, 3],
    ] as const) {
      await a
        .getByTestId('lineup-side')
        .getByText(side === 'home' ? home.name : away.name)
        .click();
      const lineup = a.getByTestId(`lineup-${side}`);
      await expect(lineup.getByTestId('lineup-player')).toHaveCount(4, { timeout: SLOW });
      const row = (index: number) => lineup.getByTestId('lineup-player').filter({ hasText: lastname(side, index) });
      await row(captain).getByText('Kapitän', { exact: true }).click();
      await row(goalie).getByText('Starttorhüter', { exact: true }).click();
      const saved = a.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(`/lineups/${side}`));
      await lineup.getByTestId('lineup-save').click();
      expect((await saved).status()).toBe(200);
    }
    // Both team managers confirm their line-up on this phone, each with their own PIN.
    await a.getByTestId('tab-signatures').click();
    await signOnPhone(a, w.homeManager.lastname);
    await signOnPhone(a, w.awayManager.lastname);
    await shoot(a, 'game-day', 'lineups-confirmed-on-scorer-phone');
    const confirmations = await queryE2eDatabase<{ role: string; person_id: number }>(
      "SELECT role::text, person_id FROM game_signatures WHERE game_id = $1 AND role IN ('home_manager', 'away_manager') ORDER BY role",
      [w.game.id],
    );
    expect(confirmations.map((c) => c.person_id).sort()).toEqual([w.homeManager.id, w.awayManager.id].sort());

    // Three hours ahead the start is refused: the button is closed and says from when, and the API says why.
    await a.getByTestId('tab-game').click();
    await expect(a.getByTestId('sheet-start-window')).toBeVisible();
    await expect(a.getByTestId('sheet-start')).toBeDisabled();
    const early = await adminApi.post(`/api/games/${w.game.id}/start`, { data: {} });
    expect(early.status()).toBe(409);
    expect(((await early.json()) as { error: { code: string } }).error.code).toBe('GameStartTooEarly');

    // The league moves the kick-off to in twenty minutes; the home manager is told by mail.
    const moved = new Date();
    await ok(await adminApi.put(`/api/games/${w.game.id}`, { data: gameBody(l, w.game.number, 20) }));
    const mail = await newestMailTo(w.homeManager.email!, moved);
    expect(mail.text).toContain(home.name);

    // Now the scorer starts it, after confirming.
    await a.reload();
    await a.getByTestId('tab-game').click();
    await a.getByTestId('sheet-start').click({ timeout: SLOW });
    await a.getByTestId('start-confirm').click();
    await expect(a.getByTestId('sheet-status')).toHaveText('Live', { timeout: SLOW });

    // Wrongly started (the teams are not on the field yet): the league representative resets it on her phone, and
    // the scorer's phone follows without a reload.
    await b.page.goto(sheetUrl);
    await expect(b.page.getByTestId('sheet-status')).toHaveText('Live', { timeout: SLOW });
    await b.page.getByTestId('tab-game').click();
    await b.page.getByTestId('manage-reset').click();
    await b.page.getByTestId('manage-confirm').click();
    await expect(b.page.getByTestId('sheet-status')).toHaveText('Geplant', { timeout: SLOW });
    await expect(a.getByTestId('sheet-status')).toHaveText('Geplant', { timeout: SLOW });
    const [reset] = await queryE2eDatabase<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_entries WHERE entity_id = $1 AND action = 'game.reset'",
      [w.game.id],
    );
    expect(reset!.n).toBe(1);

    // The real start; each goal on the scorer's phone shows on the representative's.
    await a.getByTestId('sheet-start').click({ timeout: SLOW });
    await a.getByTestId('start-confirm').click();
    await expect(a.getByTestId('sheet-status')).toHaveText('Live', { timeout: SLOW });
    await goal(a, 'home', '1', '2');
    await expect(b.page.getByTestId('sheet-score')).toHaveText('1:0', { timeout: SLOW });
    await goal(a, 'away', '11');
    await expect(b.page.getByTestId('sheet-score')).toHaveText('1:1', { timeout: SLOW });
    // A shot of the away side that the home goalie saves.
    await a.getByTestId('sheet-shot').click();
    const drawer = a.getByTestId('event-drawer');
    await drawer.getByTestId('event-side').getByText(away.name).click();
    await drawer.getByTestId('event-save').click();
    await expect(drawer).toBeHidden();
    // Stored on the server (not only queued) before the network goes.
    await expect(a.getByTestId('sheet-event').filter({ hasText: `Schuss ${away.name}` })).toHaveCount(1, { timeout: SLOW });
    await expect(a.getByTestId('sheet-event-pending')).toHaveCount(0, { timeout: SLOW });

    // Offline: a goal waits on the phone and survives a reload without a network; it goes out once online.
    await scorerContext.setOffline(true);
    await expect(a.getByTestId('sheet-offline')).toBeVisible();
    await goal(a, 'home', '1', '3');
    await expect(a.getByTestId('sheet-event-pending')).toHaveCount(1);
    await a.reload();
    await expect(a.getByTestId('sheet-status')).toHaveText('Live', { timeout: SLOW });
    await expect(a.getByTestId('sheet-event-pending')).toHaveCount(1);
    expect(await goalsOf(w.game.id)).toBe(2);
    await scorerContext.setOffline(false);
    await expect.poll(() => goalsOf(w.game.id), { timeout: SLOW }).toBe(3);
    await expect(a.getByTestId('sheet-event-pending')).toHaveCount(0, { timeout: SLOW });
    await expect(b.page.getByTestId('sheet-score')).toHaveText('2:1', { timeout: SLOW });

    // The finish; the first referee signs on the scorer's phone.
    await a.getByTestId('tab-game').click();
    await a.getByTestId('sheet-finish').click();
    await a.getByTestId('finish-confirm').click();
    await expect(a.getByTestId('sheet-status')).toHaveText('Beendet', { timeout: SLOW });
    await a.getByTestId('tab-signatures').click();
    await signOnPhone(a, w.referees[0]!.lastname);
    await expect(a.getByTestId('referee-signed')).toHaveCount(1, { timeout: SLOW });

    // The scorer finds the first goal's assist was #4, not #2: the correction removes the signature given.
    await a.getByTestId('tab-game').click();
    await a
      .getByTestId('sheet-event')
      .filter({ hasText: lastname('home', 0) })
      .first()
      .getByTestId('event-correct')
      .click();
    await drawer.getByTestId('pick-assist-4').click();
    const reason = drawer.getByTestId('event-reason');
    if (await reason.isVisible()) await reason.fill('Vorlage kam von #4');
    await drawer.getByTestId('event-save').click();
    await expect(drawer).toBeHidden();
    await a.getByTestId('tab-signatures').click();
    await expect(a.getByTestId('sheet-signatures-removed')).toContainText(w.referees[0]!.lastname, { timeout: SLOW });
    await expect(a.getByTestId('referee-signed')).toHaveCount(0);
    await shoot(a, 'game-day', 'signature-removed');

    // Both referees sign on the scorer's phone: the sheet is locked.
    await signOnPhone(a, w.referees[0]!.lastname);
    await signOnPhone(a, w.referees[1]!.lastname);
    await expect(a.getByTestId('sheet-locked')).toBeVisible({ timeout: SLOW });
    await shoot(a, 'game-day', 'locked');
    const signatures = await queryE2eDatabase<{ role: string; person_id: number }>(
      'SELECT role::text, person_id FROM game_signatures WHERE game_id = $1 ORDER BY role, person_id',
      [w.game.id],
    );
    expect(signatures).toHaveLength(4);

    // Another game of the home team, which the Wölfe forfeit: recorded by the league representative on her phone.
    const other = await ok<{ id: number }>(
      await adminApi.post(`/api/competitions/${l.league.id}/games`, {
        data: gameBody(l, w.game.number + 1000, 2 * 24 * 60, 2),
      }),
      201,
    );
    await b.page.goto(`/sheet/${other.id}`);
    await b.page.getByTestId('tab-game').click();
    await b.page.getByTestId('manage-forfeit').click({ timeout: SLOW });
    await b.page.getByTestId('forfeit-side').getByText(l.teams[2]!.name).click();
    await b.page.getByTestId('manage-reason').fill('Nicht angetreten');
    await b.page.getByTestId('manage-confirm').click();
    await expect(b.page.getByTestId('sheet-outcome')).toBeVisible({ timeout: SLOW });
    // The ruling's score on the sheet, and no start any more.
    await expect(b.page.getByTestId('sheet-score')).toHaveText('10:0');
    await expect(b.page.getByTestId('sheet-start')).toHaveCount(0);
    await shoot(b.page, 'game-day', 'forfeit-recorded');

    // The standings count both games; the points, the game's; the goalies, the saved shot and the goals against.
    const standings = await ok<{ groups: { teams: { team_id: number; stats: Record<string, number> }[] }[] }>(
      await adminApi.get(`/api/stats/leagues/${l.league.id}/groups`),
    );
    const rows = standings.groups.flatMap((g) => g.teams);
    expect(rows.find((r) => r.team_id === home.id)?.stats).toMatchObject({
      games_played: 2,
      games_won: 2,
      own_score: 12,
      enemy_score: 1,
    });
    expect(rows.find((r) => r.team_id === l.teams[2]!.id)?.stats).toMatchObject({ games_lost: 1, own_score: 0, enemy_score: 10 });
    const points = await ok<{ players: { name: string; goals: number; assists: number }[] }>(
      await adminApi.get(`/api/stats/leagues/${l.league.id}/points`),
    );
    const pointsOf = (name: string) => points.players.find((p) => p.name.includes(name));
    expect(pointsOf(lastname('home', 0))).toMatchObject({ goals: 2, assists: 0 });
    expect(pointsOf(lastname('home', 3))).toMatchObject({ goals: 0, assists: 1 });
    expect(pointsOf(lastname('home', 2))).toMatchObject({ goals: 0, assists: 1 });
    expect(pointsOf(lastname('home', 1))?.assists ?? 0).toBe(0);
    const goalies = await ok<{ goalies: { name: string; shots_against: number; goals_against: number; saves: number }[] }>(
      await adminApi.get(`/api/stats/leagues/${l.league.id}/goalies`),
    );
    const goalieOf = (name: string) => goalies.goalies.find((g) => g.name.includes(name));
    expect(goalieOf(lastname('home', 3))).toMatchObject({ shots_against: 2, goals_against: 1, saves: 1 });
    expect(goalieOf(lastname('away', 3))).toMatchObject({ goals_against: 2, saves: 0 });

    // A guest sees the forfeit marked and the goalie in the goalies' table.
    const guest = await browser.newContext({ viewport: PHONE });
    try {
      const viewer = await guest.newPage();
      await viewer.goto(`/stats/leagues/${l.league.id}/goalies`);
      await expect(viewer.getByRole('row').filter({ hasText: lastname('home', 3) })).toBeVisible({ timeout: SLOW });
      await shoot(viewer, 'game-day', 'goalies-guest');
    } finally {
      await guest.close();
    }
  } finally {
    await scorerContext.close();
    await b.context.close();
  }
});
