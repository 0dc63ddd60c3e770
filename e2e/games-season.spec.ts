// A season from the league representative's phone to the referee's start page (issue 15): a group of four teams,
// a double round-robin, one game moved, one cancelled, two referees assigned; the referee sees the task at home and
// the team's calendar feed (parsed with ical.js) has the moved game at its new time and the cancelled one marked.
import { expect, test, type APIRequestContext } from '@playwright/test';
import ICAL from 'ical.js';
import {
  createMember,
  DEMO,
  grantRole,
  idOf,
  login,
  makeAccount,
  personIdOf,
  queryE2eDatabase,
  shoot,
  signedInApi,
  unique,
} from './fixtures';

const PASSWORD = 'Saison!Portal2026';

async function ok<T>(res: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<T> {
  expect(res.status(), await res.text()).toBe(status);
  return ((await res.json()) as { data: T }).data;
}

/** A test's own person with an account (a fresh member of a seeded club). */
async function account(admin: APIRequestContext, lastname: string) {
  const member = await createMember({ club: 'Hamburg Warriors Lacrosse e.V.', lastname: `${lastname}-${unique()}` }, admin);
  await makeAccount(member.email!, PASSWORD);
  return member;
}

/** Next Monday (association's calendar) at least a week ahead, yyyy-mm-dd. */
function nextMonday(): string {
  const d = new Date(Date.now() + 7 * 86_400_000);
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

test('a league representative schedules a season and staffs a game; the referee and the calendar see it', async ({ page }) => {
  test.setTimeout(120_000);
  const marker = unique();
  const admin = await signedInApi(DEMO.admin);
  const adminId = await personIdOf(DEMO.admin);
  const [{ association_id: associationId }] = await queryE2eDatabase<{ association_id: number }>(
    "SELECT association_id FROM acl_rules WHERE person_id = $1 AND role = 'association-leader' ORDER BY id LIMIT 1",
    [adminId],
  );
  const sportId = await idOf('sports', 'lacrosse');
  const clubId = await idOf('clubs', 'Hamburg Warriors Lacrosse e.V.');

  // The association admin's part: a season, a league, four teams of the test's own and the league's representative.
  const startsOn = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const endsOn = new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10);
  const season = await ok<{ id: number }>(
    await admin.post('/api/seasons', { data: { name: `Saison ${marker}`, starts_on: startsOn, ends_on: endsOn } }),
    201,
  );
  const league = await ok<{ id: number }>(
    await admin.post('/api/competitions', {
      data: {
        name: `Liga ${marker}`,
        kind: 'league',
        sport_id: sportId,
        association_id: associationId,
        default_season_id: season.id,
      },
    }),
    201,
  );
  const teamIds: number[] = [];
  for (const name of ['Adler', 'Bären', 'Falken', 'Wölfe']) {
    const [team] = await queryE2eDatabase<{ id: number }>(
      "INSERT INTO teams (club_id, sport_id, name, gender) VALUES ($1, $2, $3, 'none') RETURNING id",
      [clubId, sportId, `${name} ${marker}`],
    );
    teamIds.push(team!.id);
  }
  const rep = await account(admin, 'Ligaleitung');
  await grantRole(rep.id, 'league-leader', { competitionId: league.id });
  // A player of the first team, whose calendar feed is the team's games.
  const player = await account(admin, 'Spielerin');
  await queryE2eDatabase('UPDATE memberships SET team_id = $1 WHERE person_id = $2', [teamIds[0], player.id]);
  // Two referees with the association's referee licence.
  const [licence] = await queryE2eDatabase<{ id: number }>(
    'SELECT id FROM licenses WHERE is_referee AND association_id = $1 AND (sport_id IS NULL OR sport_id = $2) ORDER BY id LIMIT 1',
    [associationId, sportId],
  );
  const referees = [await account(admin, 'Pfeife'), await account(admin, 'Flagge')];
  for (const r of referees) {
    await ok(await admin.put(`/api/persons/${r.id}/licenses/${licence!.id}`, { data: { level: 1 } }));
  }
  await admin.dispose();

  // The league representative's part (their own session): the group, the double round-robin, a move, a cancellation.
  const repApi = await signedInApi(rep.email!, PASSWORD);
  const group = await ok<{ id: number }>(
    await repApi.post(`/api/competitions/${league.id}/groups`, { data: { season_id: season.id, name: `Gruppe ${marker}` } }),
    201,
  );
  await ok(await repApi.put(`/api/groups/${group.id}/teams`, { data: { team_ids: teamIds } }));
  const schedule = await ok<{ games: { id: number; number: number; home_team_id: number; away_team_id: number }[] }>(
    await repApi.post(`/api/groups/${group.id}/schedule`, {
      data: { double: true, start_date: nextMonday(), weekday: 6, time: '15:00', interval_days: 7, dry_run: false },
    }),
  );
  // 4 teams, double round-robin: 6 rounds of 2 games.
  expect(schedule.games).toHaveLength(12);
  // Three games of the first team (whose feed is read below): one to staff, one to move, one to cancel.
  const ofFirstTeam = schedule.games
    .filter((g) => g.home_team_id === teamIds[0] || g.away_team_id === teamIds[0])
    .sort((a, b) => a.number - b.number);
  expect(ofFirstTeam).toHaveLength(6);
  const [first, second, third] = ofFirstTeam;
  const games = await ok<{ id: number; number: number; kickoff_time: string }[]>(
    await repApi.get('/api/games', { params: { competition: league.id, page_size: 100 } }),
  );
  expect(games).toHaveLength(12);
  const moved = games.find((g) => g.id === second!.id)!;
  const newKickoff = new Date(new Date(moved.kickoff_time).getTime() + 2 * 3_600_000).toISOString();
  await ok(
    await repApi.put(`/api/games/${moved.id}`, {
      data: {
        number: moved.number,
        kickoff_time: newKickoff,
        group_id: group.id,
        home_team_id: second!.home_team_id,
        away_team_id: second!.away_team_id,
        field_id: null,
        location: 'Sportpark Süd',
      },
    }),
  );
  await ok(await repApi.post(`/api/games/${third!.id}/cancel`, { data: { reason: 'Platz gesperrt' } }));
  await repApi.dispose();

  // The officials page on the representative's phone: two referees for the first game.
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, rep.email!, PASSWORD);
  await page.goto('/games/officials');
  await expect(page.getByTestId('officials-games')).toBeVisible();
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
  await login(page, referees[0]!.email!, PASSWORD);
  const tasks = page.getByTestId('game-task-list');
  await expect(tasks.getByRole('link', { name: new RegExp(`Spielbericht unterschreiben.*#${first!.number}`) })).toBeVisible();
  await shoot(page, 'games-officials', 'referee-home');

  // The team's calendar feed: the player's personal feed holds the team's games, the moved one at its new time and
  // the cancelled one marked as such.
  const playerApi = await signedInApi(player.email!, PASSWORD);
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
  expect(event(second!.id)!.location).toBe('Sportpark Süd');
  expect(event(third!.id)!.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  expect(event(third!.id)!.summary).toMatch(/^Abgesagt: /);
});
