// The schedule import: an association admin uploads a 20-game XLSX with one broken row - the preview names
// the row and nothing is written - then the fixed file, which is imported in one go.
import ExcelJS from 'exceljs';
import { expect, queryE2eDatabase, shoot, test } from './fixtures';

// Five teams in the league's group.
test.use({ leagueOptions: { teams: ['Adler', 'Bären', 'Falken', 'Wölfe', 'Luchse'], group: 'Nord' } });

/** A double round-robin of five teams: 20 games, one round a week on Saturdays at 18:00 from `firstDay`. */
function doubleRoundRobin(teams: string[], firstDay: Date): (string | number)[][] {
  const pairs: [string, string][] = [];
  for (let i = 0; i < teams.length; i++) {
    for (let j = i + 1; j < teams.length; j++) pairs.push([teams[i]!, teams[j]!]);
  }
  const legs = [...pairs, ...pairs.map(([a, b]) => [b, a] as [string, string])];
  return legs.map(([home, away], i) => {
    const day = new Date(firstDay.getTime() + Math.floor(i / 2) * 7 * 86_400_000);
    const date = `${String(day.getUTCDate()).padStart(2, '0')}.${String(day.getUTCMonth() + 1).padStart(2, '0')}.${day.getUTCFullYear()}`;
    // Two games a day: 14:00 and 18:00, so no field is double-booked.
    return [i + 1, date, i % 2 === 0 ? '14:00' : '18:00', home, away];
  });
}

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Spielplan');
  sheet.addRow(['Nummer', 'Datum', 'Uhrzeit', 'Heim', 'Gast']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('an association admin imports a 20-game XLSX: a broken row is named and nothing written, the fixed file imports', async ({
  adminPage: page,
  leagueWithGroup: { league, season, teams, marker },
}) => {
  test.setTimeout(120_000);
  const leagueName = league.name;
  const names = teams.map((t) => t.name);

  const firstSaturday = new Date(Date.now() + 7 * 86_400_000);
  while (firstSaturday.getUTCDay() !== 6) firstSaturday.setUTCDate(firstSaturday.getUTCDate() + 1);
  const rows = doubleRoundRobin(names, firstSaturday);
  expect(rows).toHaveLength(20);
  const broken = rows.map((r) => [...r]);
  broken[4]![4] = `Phantom ${marker}`; // file row 6: an away team nobody knows

  await page.goto('/games/import');
  await expect(page.getByRole('heading', { name: 'Spielverwaltung' })).toBeVisible();
  await page.getByTestId('import-competition').click();
  await page.getByTestId('import-competition').fill(leagueName);
  await page.getByRole('option', { name: leagueName }).click();
  await expect(page.getByTestId('import-season')).toHaveValue(season.name);
  await expect(page.getByRole('link', { name: 'XLSX' })).toBeVisible();

  const importUrl = `/api/competitions/${league.id}/games/import`;
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('import-file').click();
  await (
    await chooser
  ).setFiles({
    name: 'spielplan.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await xlsx(broken),
  });
  const dryRun = page.waitForResponse((res) => res.url().includes(importUrl) && res.url().includes('dryRun=true'));
  await page.getByRole('button', { name: 'Datei prüfen' }).click();
  expect((await dryRun).status()).toBe(200);
  await expect(page.getByTestId('import-summary')).toContainText('1 von 20 Zeilen hat Fehler');
  const bad = page.getByTestId('import-row-6');
  await expect(bad).toBeVisible();
  await expect(bad).toContainText('Gast: unbekanntes Team');
  await expect(bad).toContainText(`Phantom ${marker}`);
  await expect(page.getByTestId('import-run')).toBeDisabled();
  await shoot(page, 'games-import', 'preview-broken');
  const written = async () =>
    Number(
      (await queryE2eDatabase<{ n: string }>('SELECT count(*) AS n FROM games WHERE competition_id = $1', [league.id]))[0]!.n,
    );
  expect(await written()).toBe(0);

  // The fixed file: clean, then imported in one go.
  const chooser2 = page.waitForEvent('filechooser');
  await page.getByTestId('import-file').click();
  await (
    await chooser2
  ).setFiles({
    name: 'spielplan-korrigiert.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await xlsx(rows),
  });
  const secondDryRun = page.waitForResponse((res) => res.url().includes(importUrl) && res.url().includes('dryRun=true'));
  await page.getByRole('button', { name: 'Datei prüfen' }).click();
  expect((await secondDryRun).status()).toBe(200);
  await expect(page.getByTestId('import-summary')).toContainText('Alle 20 Zeilen sind in Ordnung');
  await expect(page.getByTestId('import-run')).toBeEnabled();
  await shoot(page, 'games-import', 'preview-clean');
  const imported = page.waitForResponse((res) => res.url().includes(importUrl) && res.url().includes('dryRun=false'));
  await page.getByTestId('import-run').click();
  expect((await imported).status()).toBe(200);
  await expect(page.getByTestId('import-done')).toContainText('20 Spiele importiert');
  expect(await written()).toBe(20);
  await shoot(page, 'games-import', 'imported');
});
