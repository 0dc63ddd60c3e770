// A season from the league representative's phone to the referee's start page: a group of four teams,
// a double round-robin, one game moved, one cancelled, two referees assigned; the referee sees the task at home and
// the team's calendar feed (parsed with ical.js) has the moved game at its new time and the cancelled one marked.
import type { APIRequestContext, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { createAccount, expect, label, login, queryE2eDatabase, shoot, signedInApi, test } from './fixtures';

/** Waits for the answer of a call (method and path) while `act` runs. */
async function answered(page: Page, method: string, path: RegExp, act: () => Promise<void>) {
  const response = page.waitForResponse((res) => res.request().method() === method && path.test(new URL(res.url()).pathname));
  await act();
  const res = await response;
  expect(res.status(), await res.text()).toBe(200);
}

async function ok<T>(res: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<T> {
  expect(res.status(), await res.text()).toBe(status);
  return ((await res.json()) as { data: T }).data;
}

/** Next Monday (association's calendar) at least a week ahead, yyyy-mm-dd. */
function nextMonday(): string {
  const d = new Date(Date.now() + 7 * 86_400_000);
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

test('a league representative schedules a season and staffs a game; the referee and the calendar see it', async ({
  page,
  adminApi: admin,
  league: { associationId, sportId, league, season, teams, marker },
  signedInAs,
}) => {
  test.setTimeout(120_000);
  // The association admin's part: a season, a league and four teams of the test's own (the fixture), the league's
  // representative, a player and two referees.
  const teamIds = teams.map((t) => t.id);
  // A player of the first team, whose calendar feed is the team's games.
  const player = await createAccount(admin, { lastname: 'Spielerin' });
  await queryE2eDatabase('UPDATE memberships SET team_id = $1 WHERE person_id = $2', [teamIds[0], player.id]);
  // Two referees with the association's referee licence.
  const [licence] = await queryE2eDatabase<{ id: number }>(
    'SELECT id FROM licenses WHERE is_referee AND association_id = $1 AND (sport_id IS NULL OR sport_id = $2) ORDER BY id LIMIT 1',
    [associationId, sportId],
  );
  const referees = [await createAccount(admin, { lastname: 'Pfeife' }), await createAccount(admin, { lastname: 'Flagge' })];
  for (const r of referees) {
    await ok(await admin.put(`/api/persons/${r.id}/licenses/${licence!.id}`, { data: { level: 1 } }));
  }

  // The league representative's part, in the browser on a phone: the group of four teams, the double round-robin,
  // one game moved, one cancelled.
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInAs({ role: 'league-leader', competitionId: league.id }, { lastname: 'Ligaleitung' });
  await page.goto(`/games/competitions/${league.id}`);
  const groupName = `Gruppe ${marker}`;
  await page.getByRole('button', { name: 'Neue Gruppe' }).click();
  const groupDialog = page.getByRole('dialog', { name: 'Neue Gruppe' });
  await groupDialog.getByRole('textbox', { name: 'Name' }).fill(groupName);
  await groupDialog.getByRole('textbox', { name: 'Teams filtern' }).fill(marker);
  for (const team of teams) await groupDialog.getByRole('checkbox', { name: team.name }).check();
  await expect(groupDialog.getByText('4 Teams gewählt')).toBeVisible();
  const groupCreated = page.waitForResponse(
    (res) => res.url().endsWith(`/api/competitions/${league.id}/groups`) && res.request().method() === 'POST',
  );
  await groupDialog.getByRole('button', { name: 'Speichern' }).click();
  const group = ((await (await groupCreated).json()) as { data: { id: number } }).data;
  await expect(page.getByTestId('group-card').filter({ hasText: groupName }).getByText('4 Teams')).toBeVisible();

  await page.goto(`/games/schedule?competition=${league.id}&season=${season.id}&group=${group.id}`);
  await expect(page.getByText('Noch keine Spiele.')).toBeVisible();
  await page.getByRole('button', { name: 'Spielplan erzeugen' }).click();
  const generator = page.getByRole('dialog', { name: `Spielplan für ${groupName}` });
  await generator.getByLabel(label('Ab')).fill(nextMonday());
  await generator.getByLabel(label('Anstoß')).fill('15:00');
  await expect(generator.getByRole('checkbox', { name: 'Hin- und Rückrunde' })).toBeChecked();
  await answered(page, 'POST', new RegExp(`/api/groups/${group.id}/schedule$`), () =>
    generator.getByRole('button', { name: 'Vorschau' }).click(),
  );
  // 4 teams, double round-robin: 6 rounds of 2 games.
  await expect(generator.getByTestId('generator-summary')).toHaveText('12 Spiele');
  await answered(page, 'POST', new RegExp(`/api/groups/${group.id}/schedule$`), () =>
    generator.getByRole('button', { name: 'Spielplan anlegen' }).click(),
  );
  await expect(generator).toBeHidden();
  const list = page.getByTestId('schedule-games');
  await expect(list.locator('[data-testid^="schedule-game-"]')).toHaveCount(12);

  // Three games of the first team (whose feed is read below): one to staff, one to move, one to cancel.
  const ofFirstTeam = await queryE2eDatabase<{ id: number; number: number }>(
    'SELECT id, number FROM games WHERE group_id = $1 AND (home_team_id = $2 OR away_team_id = $2) ORDER BY number',
    [group.id, teamIds[0]],
  );
  expect(ofFirstTeam).toHaveLength(6);
  const [first, second, third] = ofFirstTeam;

  const newDay = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
  await list.getByRole('button', { name: `Aktionen für Spiel ${second!.number}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Verlegen' }).click();
  const postpone = page.getByRole('dialog', { name: `Spiel ${second!.number} verlegen` });
  await postpone.getByLabel(label('Neues Datum')).fill(newDay);
  await postpone.getByLabel(label('Anstoß')).fill('19:30');
  await postpone.getByLabel(label('Grund')).fill('Halle belegt');
  await answered(page, 'POST', /\/api\/games\/\d+\/postpone$/, () => postpone.getByRole('button', { name: 'Verlegen' }).click());
  await expect(postpone).toBeHidden();

  await list.getByRole('button', { name: `Aktionen für Spiel ${third!.number}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Absagen' }).click();
  const cancel = page.getByRole('dialog', { name: `Spiel ${third!.number} absagen` });
  await cancel.getByLabel(label('Grund')).fill('Platz gesperrt');
  await answered(page, 'POST', /\/api\/games\/\d+\/cancel$/, () => cancel.getByRole('button', { name: 'Absagen' }).click());
  await expect(cancel).toBeHidden();
  await expect(list.getByTestId(`schedule-game-${third!.number}`)).toContainText('abgesagt');
  const [{ kickoff: newKickoff, local }] = await queryE2eDatabase<{ kickoff: string; local: string }>(
    `SELECT to_char(kickoff_time, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS kickoff,
            to_char(kickoff_time AT TIME ZONE 'UTC' AT TIME ZONE 'Europe/Berlin', 'YYYY-MM-DD HH24:MI') AS local
       FROM games WHERE id = $1`,
    [second!.id],
  );
  expect(local).toBe(`${newDay} 19:30`);

  // A friendly game of the league three days ago whose score sheet is still unsigned: overdue for the representative.
  const [past] = await queryE2eDatabase<{ id: number }>(
    `INSERT INTO games (competition_id, season_id, number, kickoff_time, home_team_id, away_team_id)
     VALUES ($1, $2, 999, now() AT TIME ZONE 'UTC' - interval '3 days', $3, $4) RETURNING id`,
    [league.id, season.id, teamIds[2], teamIds[3]],
  );
  await queryE2eDatabase("INSERT INTO game_tasks (game_id, person_id, type) VALUES ($1, $2, 'sign_score_sheet')", [
    past!.id,
    referees[0]!.id,
  ]);

  // The officials page on the representative's phone: the overdue task, then two referees for the first game.
  await page.goto('/games/officials');
  await expect(page.getByTestId('officials-games')).toBeVisible();
  const overdue = page.getByTestId('overdue-tasks');
  await expect(overdue).toContainText('1 überfällige Aufgabe');
  await expect(overdue).toContainText(`${referees[0]!.lastname} · Spielbericht unterschreiben`);
  await shoot(page, 'games-officials', 'officials-list');
  await page.getByRole('link', { name: `Schiedsrichter für Spiel ${first!.number}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/games/officials/${first!.id}$`));
  const candidates = page.getByTestId('referee-candidates');
  for (const r of referees) await candidates.getByRole('checkbox', { name: new RegExp(r.lastname) }).check();
  await expect(page.getByText('2 ausgewählt')).toBeVisible();
  const saved = page.waitForResponse(
    (res) => res.url().endsWith(`/api/games/${first!.id}/officials`) && res.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Schiedsrichter speichern' }).click();
  expect((await saved).status()).toBe(200);
  await shoot(page, 'games-officials', 'game-officials');

  // The referee's start page lists the task, with a link to the game.
  await page.context().clearCookies();
  await login(page, referees[0]!.email, referees[0]!.password);
  const tasks = page.getByTestId('game-task-list');
  await expect(tasks.getByRole('link', { name: new RegExp(`Spielbericht unterschreiben.*#${first!.number}`) })).toBeVisible();
  await expect(tasks.getByRole('link', { name: /überfällig.*#999/ })).toBeVisible();
  await shoot(page, 'games-officials', 'referee-home');
  // The tasks frame says the same, the late one marked.
  await page.goto('/game-tasks');
  const frame = page.frameLocator('[data-testid="game-tasks-frame"]');
  await expect(frame.getByRole('link', { name: new RegExp(`#${first!.number}`) })).toBeVisible();
  await expect(frame.getByRole('link', { name: /#999/ })).toContainText('überfällig');
  await shoot(page, 'games-officials', 'referee-tasks-frame');

  // The team's calendar feed: the player's personal feed holds the team's games, the moved one at its new time and
  // the cancelled one marked as such.
  const playerApi = await signedInApi(player.email, player.password);
  const token = await ok<{ calendar_token: string }>(await playerApi.post('/api/self/calendarToken'));
  const feed = await playerApi.get(`/api/calendar/games-calendar/${token.calendar_token}.ics`);
  expect(feed.status()).toBe(200);
  const ics = await feed.text();
  await playerApi.dispose();
  const events = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
  const event = (gameId: number) => events.find((e) => e.uid === `game-${gameId}@league-portal`);
  // The team plays 6 of the 12 games, every one in its feed.
  for (const g of ofFirstTeam) expect(event(g.id), `game ${g.number} in the feed`).toBeDefined();
  expect(event(second!.id)!.startDate.toJSDate().toISOString()).toBe(newKickoff);
  expect(event(second!.id)!.summary).toMatch(/^Verlegt: /);
  expect(event(third!.id)!.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  expect(event(third!.id)!.summary).toMatch(/^Abgesagt: /);
});
