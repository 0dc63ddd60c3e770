// An association in another time zone (ASSOCIATION_TIME_ZONE=America/New_York, docs/decisions/019-association-time-zone.md):
// an admin enters 19:30 in the schedule form, and the stored kick-off, the server-rendered games and game pages, the
// browser after hydration and the iCalendar feed all mean 19:30 in New York. The spec runs a server of its own with
// that zone (its own port and data directory), so every other spec keeps the default server and zone.
import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { zonedDateTime } from '../shared/clock';
import { DEMO, DEMO_PASSWORD, label, queryDatabaseIn, unique } from './fixtures';

const ZONE = 'America/New_York';
const DAY = 86_400_000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

let server: ChildProcess | null = null;
let base = '';
let dataDir = '';

/** A port no one listens on right now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** SQL on the New York server's embedded PostgreSQL, parameters only. */
const query = <T>(sql: string, params: unknown[] = []) => queryDatabaseIn<T>(dataDir, sql, params);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dataDir = path.join(os.tmpdir(), `portal-e2e-zone-${port}`);
  server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    cwd: path.resolve(__dirname, '..'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      SESSION_SECRET: 'e2e-secret-e2e-secret-e2e-secret',
      LOG_LEVEL: 'warn',
      ASSOCIATION_TIME_ZONE: ZONE,
    },
  });
  const exited = new Promise<never>((_resolve, reject) =>
    server!.once('exit', (code) => reject(new Error(`the ${ZONE} server ended (${code})`))),
  );
  const ready = expect
    .poll(async () => (await fetch(`${base}/api/auth`).catch(() => null))?.status ?? 0, {
      timeout: 200_000,
      intervals: [500, 1000],
    })
    .toBe(200);
  await Promise.race([ready, exited]);
});

test.afterAll(async () => {
  if (!server) return;
  if (server.exitCode !== null) return void rmSync(dataDir, { recursive: true, force: true });
  const ended = new Promise((resolve) => server!.once('exit', resolve));
  server.kill('SIGTERM');
  await ended;
  rmSync(dataDir, { recursive: true, force: true });
});

async function signedIn(): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: base });
  const res = await api.post('/api/auth/signin', { data: { username: DEMO.admin, password: DEMO_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  return api;
}

async function login(page: Page): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel(label('E-Mail')).fill(DEMO.admin);
  await page.getByLabel(label('Passwort')).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** HH:mm of an instant on New York's clock (what a reader there sees). */
const newYorkTime = (instant: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);

test('an admin’s 19:30 is 19:30 in New York: stored, on the served pages, after hydration and in the calendar feed', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const marker = unique();
  const day = dayFromNow(14);
  const admin = await signedIn();

  // Every page the server serves names the zone, and so does the self answer.
  const self = (await (await admin.get('/api/self')).json()) as { data: { time_zone: string } };
  expect(self.data.time_zone).toBe(ZONE);
  const guest = await request.newContext({ baseURL: base, extraHTTPHeaders: { 'Accept-Language': 'de-DE' } });
  expect(await (await guest.get('/home')).text()).toContain(`<meta name="portal-time-zone" content="${ZONE}" />`);

  // A league of the test's own with one game at 15:00 New York time, made through the API.
  const [{ association_id: associationId }] = await query<{ association_id: number }>(
    "SELECT r.association_id FROM acl_rules r JOIN persons p ON p.id = r.person_id WHERE lower(p.email) = lower($1) AND r.role = 'association-leader' ORDER BY r.id LIMIT 1",
    [DEMO.admin],
  );
  const [{ id: sportId }] = await query<{ id: number }>("SELECT id FROM sports WHERE key = 'lacrosse'");
  const [{ id: clubId }] = await query<{ id: number }>('SELECT id FROM clubs WHERE name = $1 ORDER BY id LIMIT 1', [
    'Hamburg Warriors Lacrosse e.V.',
  ]);
  const seasonRes = await admin.post('/api/seasons', {
    data: { name: `Saison ${marker}`, starts_on: dayFromNow(-1), ends_on: dayFromNow(300) },
  });
  expect(seasonRes.status(), await seasonRes.text()).toBe(201);
  const season = ((await seasonRes.json()) as { data: { id: number } }).data;
  const leagueRes = await admin.post('/api/competitions', {
    data: {
      name: `Zonenliga ${marker}`,
      kind: 'league',
      sport_id: sportId,
      association_id: associationId,
      default_season_id: season.id,
    },
  });
  expect(leagueRes.status(), await leagueRes.text()).toBe(201);
  const league = ((await leagueRes.json()) as { data: { id: number } }).data;
  const teamIds: number[] = [];
  for (const name of ['Hudson', 'Bronx']) {
    const [team] = await query<{ id: number }>(
      "INSERT INTO teams (club_id, sport_id, name, gender) VALUES ($1, $2, $3, 'none') RETURNING id",
      [clubId, sportId, `${name} ${marker}`],
    );
    teamIds.push(team!.id);
  }
  const groupRes = await admin.post(`/api/competitions/${league.id}/groups`, { data: { season_id: season.id, name: 'East' } });
  expect(groupRes.status(), await groupRes.text()).toBe(201);
  const group = ((await groupRes.json()) as { data: { id: number } }).data;
  expect((await admin.put(`/api/groups/${group.id}/teams`, { data: { team_ids: teamIds } })).status()).toBe(200);
  const gameRes = await admin.post(`/api/competitions/${league.id}/games`, {
    data: {
      number: 1,
      kickoff_time: zonedDateTime(day, '15:00', ZONE).toISOString(),
      group_id: group.id,
      home_team_id: teamIds[0],
      away_team_id: teamIds[1],
    },
  });
  expect(gameRes.status(), await gameRes.text()).toBe(201);
  const game = ((await gameRes.json()) as { data: { id: number } }).data;
  await admin.dispose();

  // The admin moves it to 19:30 in the schedule form; the browser's own clock is UTC's.
  const context = await browser.newContext({ locale: 'de-DE', timezoneId: 'UTC' });
  const page = await context.newPage();
  await login(page);
  await page.goto(`${base}/games/schedule?competition=${league.id}&season=${season.id}&group=${group.id}`);
  const list = page.getByTestId('schedule-games');
  await expect(list.getByTestId('schedule-game-1')).toContainText('15:00');
  await list.getByRole('button', { name: 'Aktionen für Spiel 1', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Bearbeiten' }).click();
  const edit = page.getByRole('dialog', { name: 'Spiel 1 bearbeiten' });
  await expect(edit.getByLabel(label('Anstoß'))).toHaveValue('15:00');
  await expect(edit.getByLabel(label('Datum'))).toHaveValue(day);
  await edit.getByLabel(label('Anstoß')).fill('19:30');
  const saved = page.waitForResponse((res) => res.request().method() === 'PUT' && res.url().endsWith(`/api/games/${game.id}`));
  await edit.getByRole('button', { name: 'Speichern' }).click();
  expect((await saved).status()).toBe(200);
  await expect(edit).toBeHidden();
  await expect(list.getByTestId('schedule-game-1')).toContainText('19:30');
  await context.close();

  // Stored: 19:30 on New York's clock.
  const [stored] = await query<{ local: string; utc: string }>(
    `SELECT to_char((kickoff_time AT TIME ZONE 'UTC') AT TIME ZONE $2, 'YYYY-MM-DD HH24:MI') AS local,
            to_char(kickoff_time, 'YYYY-MM-DD"T"HH24:MI') AS utc FROM games WHERE id = $1`,
    [game.id, ZONE],
  );
  expect(stored!.local).toBe(`${day} 19:30`);
  const kickoff = zonedDateTime(day, '19:30', ZONE);
  expect(stored!.utc).toBe(kickoff.toISOString().slice(0, 16));
  // The UTC reading differs (23:30 or 00:30): a page on UTC's or Berlin's clock would not show 19:30.
  const utcTime = kickoff.toISOString().slice(11, 16);
  expect(utcTime).not.toBe('19:30');

  // The server-rendered games and game pages (a guest, no JavaScript needed) show 19:30.
  for (const pagePath of [
    `/stats/leagues/${league.id}/games?seasonID=${season.id}`,
    `/stats/leagues/${league.id}/games/${game.id}`,
  ]) {
    const html = await (await guest.get(pagePath)).text();
    expect(html, pagePath).toContain(`<meta name="portal-time-zone" content="${ZONE}" />`);
    const body = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="portal-ssr"'));
    expect(body, pagePath).toContain('19:30');
    expect(body, pagePath).not.toContain(utcTime);
  }

  // In a browser in New York the game page runs (its islands) without an error and still reads 19:30, without a zone
  // name.
  const reader = await browser.newContext({ locale: 'de-DE', timezoneId: ZONE });
  const readerPage = await reader.newPage();
  const errors: string[] = [];
  readerPage.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  readerPage.on('pageerror', (error) => void errors.push(error.message));
  await readerPage.goto(`${base}/stats/leagues/${league.id}/games/${game.id}`);
  await expect(readerPage.locator('html')).toHaveAttribute('data-islands', 'ready', { timeout: 20_000 });
  await expect(readerPage.locator('main')).toContainText(/19:30(?! [A-Z])/);
  expect(errors).toEqual([]);
  await reader.close();

  // The league's iCalendar feed: the event starts at the instant of 19:30 in New York.
  const feed = await guest.get(`/api/calendar/leagues/${league.id}.ics?seasonID=${season.id}`);
  expect(feed.status()).toBe(200);
  const start = /DTSTART[^:]*:(\d{8}T\d{6}Z)/.exec(await feed.text())?.[1];
  expect(start, 'DTSTART').toBeDefined();
  const instant = new Date(start!.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
  expect(instant.toISOString()).toBe(kickoff.toISOString());
  expect(newYorkTime(instant)).toBe('19:30');
  await guest.dispose();
});
