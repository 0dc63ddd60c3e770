// The referee's report on the score sheet (docs/decisions/047-referee-report.md), on phones: a referee of a finished
// game writes it with one incident; the league representative reads it and opens the league's PDF with it; a team
// manager does not see it.
import { createAccount, expect, grantRole, label, phoneOf, queryE2eDatabase, shoot, test } from './fixtures';

const PHONE = { width: 390, height: 844 };
const REPORT = 'Nach dem Schlusspfiff Rudelbildung vor der Heimbank, von den Kapitänen beruhigt.';
const INCIDENT = 'Spieler nach Zusammenprall am Knie behandelt';

test('a referee writes the report, the league reads it and its PDF, a team manager sees nothing of it', async ({
  browser,
  page,
  adminApi: admin,
  startedGame: game,
  signedInAs,
}) => {
  test.setTimeout(120_000);
  const ok = async (res: Awaited<ReturnType<typeof admin.put>>) => expect(res.status(), await res.text()).toBe(200);
  // Officials are assigned before the start (the API refuses after it): this game of the test's own gets its referee
  // as the assignment leaves it.
  const referee = await createAccount(admin, { lastname: 'Pfeife' });
  await queryE2eDatabase("INSERT INTO game_officials (game_id, person_id, role) VALUES ($1, $2, 'referee')", [
    game.id,
    referee.id,
  ]);
  const manager = await createAccount(admin, { lastname: 'Heimwart' });
  await grantRole(manager.id, 'team-leader', { teamId: game.home.id });
  await ok(await admin.post(`/api/games/${game.id}/finish`, { data: {} }));

  // The referee's phone: the finished sheet opens on the signatures, the report below them.
  const ref = await phoneOf(browser, referee.email, referee.password);
  await ref.page.goto(`/sheet/${game.id}`);
  const form = ref.page.getByTestId('referee-report-form');
  await expect(form).toBeVisible();
  await form.getByLabel(label('Bericht')).fill(REPORT);
  await form.getByTestId('referee-report-add').click();
  const row = form.getByTestId('referee-report-incident-row');
  await row.getByLabel(label('Abschnitt')).fill('2');
  await row.getByLabel(label('Minute')).fill('12');
  await row.getByRole('combobox', { name: label('Art') }).click();
  await ref.page.getByRole('option', { name: 'Verletzung' }).click();
  await row.getByLabel(label('Was ist passiert?')).fill(INCIDENT);
  const saved = ref.page.waitForResponse(
    (res) => res.url().endsWith(`/api/games/${game.id}/referee-report`) && res.request().method() === 'PUT',
  );
  await form.getByTestId('referee-report-save').click();
  expect((await saved).status()).toBe(200);
  await expect(ref.page.getByText('Schiedsrichterbericht gespeichert')).toBeVisible();
  await expect(ref.page.getByTestId('referee-report-updated')).toContainText('Pfeife');
  // From the top: the sticky scoreboard would otherwise sit in the middle of a full-page picture.
  await ref.page.evaluate('window.scrollTo(0, 0)');
  await shoot(ref.page, 'referee-report', 'referee-form');

  // The last signature locks the sheet (here by SQL, as the signatures leave it): a later save is refused with the
  // translated 409 and the report turns read-only as it was saved.
  await queryE2eDatabase('UPDATE games SET locked_at = now() WHERE id = $1', [game.id]);
  await form.getByLabel(label('Bericht')).fill('Später geändert');
  await form.getByTestId('referee-report-save').click();
  await expect(ref.page.getByText('Der Spielberichtsbogen ist abgeschlossen', { exact: false })).toBeVisible();
  await expect(ref.page.getByTestId('referee-report-form')).toHaveCount(0);
  await expect(ref.page.getByTestId('referee-report-text')).toHaveText(REPORT);
  await expect(ref.page.getByText('Der Schiedsrichterbericht bleibt, wie er ist.', { exact: false })).toBeVisible();
  await ref.context.close();

  // The league representative on the test's page (a phone): read-only, with the league's PDF.
  await page.setViewportSize(PHONE);
  await signedInAs({ role: 'league-leader', competitionId: game.competitionId }, { lastname: 'Ligaleitung' });
  await page.goto(`/sheet/${game.id}`);
  const section = page.getByTestId('referee-report');
  await expect(section.getByTestId('referee-report-text')).toHaveText(REPORT);
  const incident = section.getByTestId('referee-report-incident');
  await expect(incident).toContainText('Verletzung');
  await expect(incident).toContainText('2. Abschnitt, 12. Min.');
  await expect(incident).toContainText(INCIDENT);
  await expect(section.getByTestId('referee-report-form')).toHaveCount(0);
  await expect(section.getByRole('textbox')).toHaveCount(0);
  const href = await section.getByTestId('referee-report-pdf').getAttribute('href');
  expect(href).toBe(`/api/games/${game.id}/score-sheet.pdf`);
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toMatch(/^application\/pdf/);
  expect(pdf.headers()['cache-control']).toBe('private, no-store');
  await shoot(page, 'referee-report', 'league-read-only');

  // The home team's manager: the sheet, but no report (the server refuses it, and the page does not ask).
  const team = await phoneOf(browser, manager.email, manager.password);
  const asked: string[] = [];
  team.page.on('request', (request) => {
    if (request.url().endsWith(`/api/games/${game.id}/referee-report`)) asked.push(request.url());
  });
  await team.page.goto(`/sheet/${game.id}`);
  await team.page.getByTestId('tab-signatures').click();
  await expect(team.page.getByTestId('sheet-signatures')).toBeVisible();
  expect((await team.page.request.get(`/api/games/${game.id}/referee-report`)).status()).toBe(403);
  expect(asked).toEqual([]);
  await expect(team.page.getByTestId('referee-report')).toHaveCount(0);
  await expect(team.page).toHaveURL(new RegExp(`/sheet/${game.id}$`));
  await team.context.close();
});
