// Alumni in Chromium: the admin's alumni confirmation saves (and the team goes), reactivation offers
// only the membership's own sport and those of its club, a sport change leaves the team, the history keeps the old
// sport, and leaving the player form with unsaved changes asks first. Screenshots under .data/screenshots/membership/.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, login, queryE2eDatabase, shoot } from './fixtures';
import { DEFAULT_TIME_ZONE } from '../shared/clock';

const unique = () => Math.random().toString(36).slice(2, 8);

interface Setup {
  personId: number;
  personName: string;
  membershipId: number;
  clubName: string;
  sport: string;
  otherSport: string;
  clubSports: string[];
  teamName: string;
}

/** A player of its own (tests that change data use their own records) in a team of a demo club with two sports. */
async function playerInTwoSportClub(): Promise<Setup> {
  const [club] = await queryE2eDatabase<{
    club_id: number;
    club_name: string;
    team_id: number;
    team_name: string;
    sport_id: number;
  }>(
    `
    SELECT c.id AS club_id, c.name AS club_name, t.id AS team_id, t.name AS team_name, t.sport_id
    FROM clubs c JOIN teams t ON t.club_id = c.id
    WHERE (SELECT count(*) FROM club_sports cs WHERE cs.club_id = c.id) >= 2
      AND c.association_id IN (SELECT r.association_id FROM acl_rules r JOIN persons p ON p.id = r.person_id
        WHERE p.email = $1 AND r.association_id IS NOT NULL)
    ORDER BY c.id, t.id LIMIT 1`,
    [DEMO.admin],
  );
  if (!club) throw new Error('The demo has no club with two sports in the admin association');
  const sports = await queryE2eDatabase<{ id: number; name: string }>(
    'SELECT s.id, s.name FROM club_sports cs JOIN sports s ON s.id = cs.sport_id WHERE cs.club_id = $1 ORDER BY s.id',
    [club.club_id],
  );
  const lastname = `Alumni-${unique()}`;
  // A team player since 2021 (with its team history): no endpoint backdates a membership, so parameterized SQL.
  const [person] = await queryE2eDatabase<{ id: number }>(
    `INSERT INTO persons (uuid, firstname, lastname, gender, birthdate, updated_at)
     VALUES (gen_random_uuid(), 'Alma', $1, 'female', '1998-04-04', now()) RETURNING id`,
    [lastname],
  );
  const [membership] = await queryE2eDatabase<{ id: number }>(
    `INSERT INTO memberships (person_id, club_id, sport_id, team_id, jersey_number, active_from, updated_at)
     VALUES ($1, $2, $3, $4, '17', '2021-03-01', now()) RETURNING id`,
    [person!.id, club.club_id, club.sport_id, club.team_id],
  );
  await queryE2eDatabase(`INSERT INTO team_history (membership_id, team_id, active_from) VALUES ($1, $2, '2021-03-01')`, [
    membership!.id,
    club.team_id,
  ]);
  const sport = sports.find((s) => s.id === club.sport_id)!.name;
  return {
    personId: person!.id,
    personName: `${lastname}`,
    membershipId: membership!.id,
    clubName: club.club_name,
    sport,
    otherSport: sports.find((s) => s.id !== club.sport_id)!.name,
    clubSports: sports.map((s) => s.name),
    teamName: club.team_name,
  };
}

async function settled(page: Page) {
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

const membershipRow = async (id: number) =>
  (
    await queryE2eDatabase<{ is_alumni: boolean; team_id: number | null; sport_id: number }>(
      'SELECT is_alumni, team_id, sport_id FROM memberships WHERE id = $1',
      [id],
    )
  )[0]!;

test('alumni: confirming saves and leaves the team; reactivation offers the own and the club sports; unsaved changes ask', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const s = await playerInTwoSportClub();
  const playerUrl = `/admin/members/${s.personId}/players/${s.membershipId}`;
  await login(page, DEMO.admin);

  // Leaving with an unsaved change asks; "Bleiben" stays, "Verlassen" leaves.
  await page.goto(playerUrl);
  await expect(page.getByLabel('Trikotnummer')).toHaveValue('17');
  await page.getByLabel('Trikotnummer').fill('18');
  await page.getByRole('link', { name: 'Abbrechen' }).click();
  const unsaved = page.getByRole('dialog', { name: 'Nicht gespeicherte Änderungen' });
  await expect(unsaved).toBeVisible();
  await settled(page);
  await shoot(page, 'membership', '01-player-unsaved-warning');
  await unsaved.getByRole('button', { name: 'Bleiben' }).click();
  await expect(unsaved).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${playerUrl}$`));
  await page.getByRole('link', { name: 'Abbrechen' }).click();
  await unsaved.getByRole('button', { name: 'Verlassen' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/members/${s.personId}$`));

  // "Bestätigen" saves at once: alumni, no team.
  await page.goto(playerUrl);
  await page.getByRole('button', { name: 'Auf Alumni setzen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Alumni-Status' });
  await expect(confirm.getByText('Die Änderung wird sofort gespeichert')).toBeVisible();
  await settled(page);
  await shoot(page, 'membership', '02-player-alumni-confirm');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(`/api/admin/players/${s.membershipId}`) && r.request().method() === 'PUT',
  );
  await confirm.getByRole('button', { name: 'Bestätigen' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/admin/members/${s.personId}$`));
  await expect(page.getByText('Daten gespeichert!')).toBeVisible();
  expect(await membershipRow(s.membershipId)).toMatchObject({ is_alumni: true, team_id: null });

  // Reactivation: the own sport chosen already, the list holds the club's sports only.
  await page.goto(playerUrl);
  await page.getByRole('button', { name: 'Wieder aktiv setzen' }).click();
  const sport = page.getByRole('combobox', { name: 'Sportart' });
  await expect(sport).toHaveValue(s.sport);
  await sport.click();
  await expect(page.getByRole('option')).toHaveText(s.clubSports.map((n) => n));
  await settled(page);
  await shoot(page, 'membership', '03-player-reactivate');
  await page.getByRole('option', { name: s.otherSport, exact: true }).click();
  const reactivated = page.waitForResponse(
    (r) => r.url().endsWith(`/api/admin/players/${s.membershipId}`) && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Speichern' }).click();
  expect((await reactivated).status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/admin/members/${s.personId}$`));
  expect(await membershipRow(s.membershipId)).toMatchObject({ is_alumni: false, team_id: null });

  // The history keeps the old sport (until today) and its team; the new sport starts today.
  await page.goto(`/admin/members/${s.personId}/history/memberships?view=sport`);
  await expect(page.getByText(s.teamName).first()).toBeVisible();
  await expect(page.getByText(s.otherSport).first()).toBeVisible();
  await expect(page.getByText(s.sport).first()).toBeVisible();
  await settled(page);
  await shoot(page, 'membership', '04-history-by-sport');
  await page.goto(`/admin/members/${s.personId}/history/memberships`);
  await expect(page.getByText(s.clubName).first()).toBeVisible();
  await settled(page);
  await shoot(page, 'membership', '05-history');
});

test('a forced club switch: the history ends the old club and its team on the switch date, the new club starts there', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const s = await playerInTwoSportClub();
  const [target] = await queryE2eDatabase<{ name: string }>(
    `SELECT c.name FROM clubs c JOIN club_sports cs ON cs.club_id = c.id
     WHERE cs.sport_id = (SELECT sport_id FROM memberships WHERE id = $1)
       AND c.association_id = (SELECT association_id FROM clubs WHERE name = $2) AND c.name <> $2
     ORDER BY c.id LIMIT 1`,
    [s.membershipId, s.clubName],
  );
  await login(page, DEMO.admin);
  await page.goto(`/admin/members/${s.personId}/players/${s.membershipId}`);
  await page.getByRole('combobox', { name: 'Neuer Verein' }).click();
  await page.getByRole('option', { name: target!.name, exact: true }).click();
  await page.getByRole('button', { name: 'Wechsel beantragen' }).click();
  await expect(page.getByText('Wechsel beantragt!')).toBeVisible();

  await page.goto('/admin/processes');
  await page.getByTestId('process-row').filter({ hasText: s.personName }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Vereinswechsel: / })).toBeVisible();
  await page.getByRole('button', { name: 'Sofort durchführen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sofort durchführen' }).click();
  await expect(page.getByText('Prozess durchgeführt!')).toBeVisible();

  // The association's day (the switch's date), not the test machine's: they differ around midnight.
  const today = new Date().toLocaleDateString('de-DE', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: DEFAULT_TIME_ZONE,
  });
  await page.goto(`/admin/members/${s.personId}/history/memberships`);
  const periods = page.getByTestId('history-periods');
  await expect(periods.getByText(`01.03.2021 – ${today}`)).toHaveCount(2); // the old club and its team
  await expect(periods.getByText(`${today} – heute`)).toHaveCount(1); // the new club
  await expect(periods.getByText(target!.name).first()).toBeVisible();
  await expect(periods.getByText(`${s.teamName}, ${s.clubName}`)).toBeVisible();
  await settled(page);
  await shoot(page, 'membership', '06-history-after-forced-switch');
});
