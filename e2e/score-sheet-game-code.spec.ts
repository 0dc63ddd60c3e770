// The game code (docs/decisions/050-game-code-for-a-scorer.md): the league representative issues it on the game's
// officials page; a fresh phone without an account enters it at /scorer and records a goal; after the finish the same
// phone collects a referee's signature with that referee's own PIN (signing on the table's device).
import { hashPassword } from '../server/auth/password';
import { createMember, expect, FIXTURE_CLUB, queryE2eDatabase, shoot, test, unique } from './fixtures';

const PHONE = { width: 390, height: 844 };
const PIN = '4711';
const SLOW = 20_000;

test('a scorer without an account keeps the sheet with a game code and collects a signature on that phone', async ({
  page,
  browser,
  adminApi,
  signedInAs,
  startedGame: game,
}) => {
  test.setTimeout(240_000);
  // The league representative issues the code on the officials page: shown once.
  await signedInAs({ role: 'league-leader', competitionId: game.competitionId });
  await page.goto(`/games/officials/${game.id}`);
  const card = page.getByTestId('game-code-card');
  await expect(card.getByTestId('game-code-state')).toHaveText('Kein Spielcode ausgegeben.', { timeout: SLOW });
  await card.getByTestId('game-code-issue').click();
  const code = (await card.getByTestId('game-code').textContent())!.trim();
  const pin = (await card.getByTestId('game-code-pin').textContent())!.replace('PIN', '').trim();
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  expect(pin).toMatch(/^\d{6}$/);
  await page.setViewportSize(PHONE);
  await shoot(page, 'score-sheet-game-code', 'issued');

  // A fresh phone: no account, no session.
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  const phone = await context.newPage();
  try {
    await phone.goto('/scorer');
    await phone.getByTestId('scorer-code').fill(code.toLowerCase());
    await phone.getByTestId('scorer-pin').fill(pin);
    await shoot(phone, 'score-sheet-game-code', 'scorer-form');
    await phone.getByTestId('scorer-open').click();
    await expect(phone).toHaveURL(new RegExp(`/scorer/${game.id}$`), { timeout: SLOW });
    await phone.getByTestId('tab-game').click();
    await phone.getByTestId('sheet-goal-home').click();
    const drawer = phone.getByTestId('event-drawer');
    await drawer.locator('[data-testid^="pick-player-"]').first().click();
    await drawer.getByTestId('event-save').click();
    await expect(drawer).toBeHidden();
    await expect(phone.getByTestId('sheet-score')).toHaveText('1:0', { timeout: SLOW });
    await expect
      .poll(() =>
        queryE2eDatabase<{ n: number }>("SELECT count(*)::int AS n FROM game_events WHERE game_id = $1 AND type = 'goal'", [
          game.id,
        ]),
      )
      .toEqual([{ n: 1 }]);
    // Nothing else of the portal: the member area sends it back to its own page.
    expect((await phone.request.get('/api/self')).status()).toBe(401);

    // A referee with a signature PIN is assigned; the game is finished.
    const referee = await createMember({ club: FIXTURE_CLUB, lastname: `Pfeife-${unique()}` }, adminApi);
    await queryE2eDatabase('UPDATE persons SET signature_pin_hash = $1 WHERE id = $2', [await hashPassword(PIN), referee.id]);
    await queryE2eDatabase("INSERT INTO game_officials (game_id, person_id, role) VALUES ($1, $2, 'referee')", [
      game.id,
      referee.id,
    ]);
    expect((await adminApi.post(`/api/games/${game.id}/finish`, { data: {} })).status()).toBe(200);

    // The referee signs on the scorer's phone: taps the name, enters their own PIN.
    await phone.reload();
    await phone.getByTestId('tab-signatures').click();
    const device = phone.getByTestId('device-signing');
    await device.getByTestId('device-signer').filter({ hasText: referee.lastname }).click();
    await phone.getByTestId('pin-input').fill('0000');
    await phone.getByTestId('pin-sign').click();
    await expect(phone.getByTestId('pin-error')).toBeVisible();
    await phone.getByTestId('pin-input').fill(PIN);
    await phone.getByTestId('pin-sign').click();
    await expect(phone.getByTestId('referee-signed')).toHaveCount(1, { timeout: SLOW });
    await expect(device.getByTestId('device-signer').filter({ hasText: referee.lastname })).toHaveCount(0);
    await shoot(phone, 'score-sheet-game-code', 'signed-on-device');
    const [signature] = await queryE2eDatabase<{ person_id: number }>(
      "SELECT person_id FROM game_signatures WHERE game_id = $1 AND role = 'referee'",
      [game.id],
    );
    expect(signature).toEqual({ person_id: referee.id });
  } finally {
    await context.close();
  }
});
