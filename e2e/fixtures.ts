// Shared e2e fixtures and helpers: pages signed in by role, a league of the test's own, a started game, demo accounts,
// the mail outbox, and a test's own records (created through the API, or by parameterized SQL where no endpoint makes
// them): a test changes only what it created, never a seeded record, and no SQL is built from strings.
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  request,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { hashPassword } from '../server/auth/password';
import { E2E_BASE_URL, E2E_DATA_DIR } from './playwright.config';

/** Every demo account of the seed shares this password. */
export const DEMO_PASSWORD = 'Portal!demo2026';

export const DEMO = {
  admin: 'admin@demo.test',
  club: 'club@demo.test',
  player: 'player@demo.test',
  customer: 'customer@demo.test',
  referee: 'referee@demo.test',
} as const;

/**
 * Matches a form label exactly, with or without the " *" Mantine appends to required fields
 * (Playwright counts that hidden asterisk as part of the label text).
 */
export function label(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
}

/** Signs in through the login form (German, the configured browser locale) and waits for the start page. */
export async function login(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(label('E-Mail')).fill(email);
  await page.getByLabel(label('Passwort')).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
  // The start page's app has done what follows a sign-in on the served /login (guest follows merged, client/main.tsx).
  await page.waitForFunction(() => sessionStorage.getItem('portal.welcome') === null, undefined, { timeout: 20_000 });
}

/**
 * A phone of its own (390 px, a fresh browser context) signed in as `email`. The offline reader's service worker is
 * blocked, so that routes see every request; a test that needs the worker opens its own context.
 */
export async function phoneOf(
  browser: Browser,
  email: string,
  password: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await login(page, email, password);
  return { context, page };
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

const OUTBOX_DIR = path.join(E2E_DATA_DIR, 'outbox');

function readOutbox(): OutboxMail[] {
  let files: string[];
  try {
    files = readdirSync(OUTBOX_DIR).filter((file) => file.endsWith('.json'));
  } catch {
    return [];
  }
  return files
    .map((file) => JSON.parse(readFileSync(path.join(OUTBOX_DIR, file), 'utf8')) as OutboxMail)
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

/**
 * The newest mail to `to` written after `since`. Mail leaves after the answer (right after it, or through the
 * notification outbox's worker), so it polls.
 */
export async function newestMailTo(to: string, since: Date): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      () => {
        found = readOutbox().find((mail) => mail.to === to && Date.parse(mail.created_at) >= since.getTime() - 1000);
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found as OutboxMail;
}

/**
 * Runs SQL on the e2e server's embedded PostgreSQL (its port is in postmaster.pid): finding seeded records, and
 * making a test's own where no endpoint does. Values go in `params` ($1, $2, ...), never into the SQL text.
 */
export function queryE2eDatabase<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return queryDatabaseIn<T>(E2E_DATA_DIR, sql, params);
}

/** The same on the embedded PostgreSQL of a server started with its own data folder (another server's data). */
export async function queryDatabaseIn<T>(dataDir: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const port = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    ?.trim();
  const client = new pg.Client({ connectionString: `postgresql://portal:portal@127.0.0.1:${port}/portal` });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * Registrations are limited per IP (10 an hour, server/middleware/rate-limit.ts) and every e2e spec registers from
 * 127.0.0.1: specs that register start from a fresh counter. The limit itself is covered by the API tests.
 */
export async function resetRegistrationLimit(): Promise<void> {
  await queryE2eDatabase(`DELETE FROM rate_limit_hits WHERE key LIKE 'register:%'`);
}

/** A short random marker for a test's own names and addresses. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** An API client of its own, signed in as the account (the demo admin unless named); end it with dispose(). */
export async function signedInApi(email: string = DEMO.admin, password: string = DEMO_PASSWORD): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: E2E_BASE_URL });
  const res = await api.post('/api/auth/signin', { data: { username: email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return api;
}

/** The id of a seeded record found by its name (clubs, competitions) or key (sports). */
export async function idOf(table: 'clubs' | 'competitions' | 'sports', name: string): Promise<number> {
  const sql = {
    clubs: 'SELECT id FROM clubs WHERE name = $1 ORDER BY id LIMIT 1',
    competitions: 'SELECT id FROM competitions WHERE name = $1 ORDER BY id LIMIT 1',
    sports: 'SELECT id FROM sports WHERE key = $1',
  }[table];
  const [row] = await queryE2eDatabase<{ id: number }>(sql, [name]);
  expect(row, `${table}: ${name}`).toBeDefined();
  return row!.id;
}

export interface CreatedMember {
  id: number;
  firstname: string;
  lastname: string;
  email: string | null;
}

/**
 * A member of a seeded club, created by the demo admin through POST /api/persons (and PUT /api/persons/{id} for
 * contact data): a test's own person to change as it likes.
 */
export async function createMember(
  data: {
    club: string;
    sport?: string;
    firstname?: string;
    lastname?: string;
    gender?: 'male' | 'female';
    birthdate?: string;
    email?: string | null;
    contact?: Record<string, string>;
  },
  api?: APIRequestContext,
): Promise<CreatedMember> {
  const client = api ?? (await signedInApi());
  try {
    const member = {
      firstname: data.firstname ?? 'Erika',
      lastname: data.lastname ?? `Test-${unique()}`,
      email: data.email === undefined ? `e2e-${unique()}@example.org` : data.email,
    };
    const res = await client.post('/api/persons', {
      data: {
        club_id: await idOf('clubs', data.club),
        sport_id: await idOf('sports', data.sport ?? 'lacrosse'),
        gender: data.gender ?? 'female',
        birthdate: data.birthdate ?? '1996-07-08',
        ...member,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { id } = ((await res.json()) as { data: { id: number } }).data;
    if (data.contact) {
      const put = await client.put(`/api/persons/${id}`, { data: data.contact });
      expect(put.status(), await put.text()).toBe(200);
    }
    return { id, ...member };
  } finally {
    if (!api) await client.dispose();
  }
}

/**
 * Makes a test's own person an account: a password (hashed as the server hashes it, written with parameters - the
 * reset mail's flow has its own spec, and its per-address limit of 5 an hour would stop a whole run), then consent
 * to the terms waiting for it through the API (the consent gate would refuse their changes otherwise).
 */
export async function makeAccount(email: string, password: string): Promise<void> {
  const rows = await queryE2eDatabase(
    'UPDATE persons SET password_hash = $1, password_changed_at = now() WHERE lower(email) = lower($2) RETURNING id',
    [await hashPassword(password), email],
  );
  expect(rows, `a person with ${email}`).toHaveLength(1);
  const api = await signedInApi(email, password);
  try {
    const self = (await (await api.get('/api/self')).json()) as { data: { terms_requiring_consent: number[] } };
    const consents = [];
    for (const id of self.data.terms_requiring_consent) {
      const term = (await (await api.get(`/api/terms/${id}`)).json()) as { data: { version: number } };
      consents.push({ id, version: term.data.version });
    }
    if (consents.length) expect((await api.post('/api/terms/consent', { data: { consents } })).ok()).toBe(true);
  } finally {
    await api.dispose();
  }
}

/**
 * A right for a test's own person. The API grants only league and team rights (POST /api/persons/{id}/aclRules), so
 * this writes the rule as the grant does, with parameters.
 */
export async function grantRole(
  personId: number,
  role: 'club-leader' | 'league-leader' | 'team-leader',
  target: { clubId: number } | { competitionId: number } | { teamId: number },
): Promise<void> {
  await queryE2eDatabase(
    'INSERT INTO acl_rules (person_id, role, club_id, competition_id, team_id) VALUES ($1, $2, $3, $4, $5)',
    [
      personId,
      role,
      'clubId' in target ? target.clubId : null,
      'competitionId' in target ? target.competitionId : null,
      'teamId' in target ? target.teamId : null,
    ],
  );
}

/** The person id of an account found by its address (demo accounts, registered members). */
export async function personIdOf(email: string): Promise<number> {
  const [row] = await queryE2eDatabase<{ id: number }>('SELECT id FROM persons WHERE email = $1', [email]);
  expect(row, email).toBeDefined();
  return row!.id;
}

export interface NewMember {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
}

/**
 * Registers a fresh member through /register (German UI): ticks every term of the terms step, fills the data
 * step, creates the account and waits for the start page. Each call makes a new unique account.
 */
export async function registerMember(page: Page, overrides: Partial<NewMember> = {}): Promise<NewMember> {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const member: NewMember = {
    email: `e2e-${stamp}@example.org`,
    password: 'Registriert!Liga2026',
    firstname: 'Erika',
    lastname: `Test${stamp}`,
    ...overrides,
  };
  await resetRegistrationLimit();
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Registrieren' })).toBeVisible();
  // The terms step shows only while portal terms exist.
  const next = page.getByRole('button', { name: 'Weiter' });
  if (await next.isVisible()) {
    for (const box of await page.getByRole('checkbox').all()) await box.check();
    await next.click();
  }
  await page.getByLabel(label('E-Mail')).fill(member.email);
  await page.getByLabel(label('Passwort')).fill(member.password);
  await page.getByLabel(label('Passwort wiederholen')).fill(member.password);
  await page.getByRole('radio', { name: 'Weiblich' }).check();
  await page.getByLabel(label('Vorname')).fill(member.firstname);
  await page.getByLabel(label('Nachname')).fill(member.lastname);
  await page.getByLabel(label('Geburtsdatum')).fill('1998-05-17');
  await page.getByLabel(label('Ich bestätige, dass meine Angaben richtig sind.')).check();
  await page.getByRole('button', { name: 'Account erstellen' }).click();
  await expect(page).toHaveURL(/\/home$/);
  return member;
}

/** Full-page screenshots at desktop and phone width under .data/screenshots/<area>/, to look at; then desktop again. */
export async function shoot(page: Page, area: string, name: string): Promise<void> {
  const dir = path.resolve(__dirname, '..', '.data', 'screenshots', area);
  mkdirSync(dir, { recursive: true });
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The club whose members and teams the fixtures make. */
export const FIXTURE_CLUB = 'Hamburg Warriors Lacrosse e.V.';

/** The password of every account a fixture makes. */
export const FIXTURE_PASSWORD = 'Fixture!Portal2026';

/** A test's own account: a fresh member of the club with a password (and terms consented). */
export interface Account extends CreatedMember {
  email: string;
  password: string;
}

/** A fresh member with an account (`createMember`, then `makeAccount`); `lastname` gets a unique tail. */
export async function createAccount(
  admin: APIRequestContext,
  options: { lastname?: string; firstname?: string; password?: string } = {},
): Promise<Account> {
  const password = options.password ?? FIXTURE_PASSWORD;
  const member = await createMember(
    { club: FIXTURE_CLUB, firstname: options.firstname, lastname: `${options.lastname ?? 'Konto'}-${unique()}` },
    admin,
  );
  await makeAccount(member.email!, password);
  return { ...member, email: member.email!, password };
}

/** A role for `signedInAs`: a fresh account, a plain member or one with a right (the demo admin: `adminPage`). */
export type Role =
  | { role: 'member' }
  | { role: 'league-leader'; competitionId: number }
  | { role: 'team-leader'; teamId: number }
  | { role: 'club-leader'; clubId: number };

/** The association the demo admin leads (the one the fixtures' leagues belong to). */
export async function adminAssociationId(): Promise<number> {
  const [row] = await queryE2eDatabase<{ association_id: number }>(
    "SELECT association_id FROM acl_rules WHERE person_id = $1 AND role = 'association-leader' ORDER BY id LIMIT 1",
    [await personIdOf(DEMO.admin)],
  );
  expect(row, 'the demo admin leads an association').toBeDefined();
  return row!.association_id;
}

/** What `league` makes: a running season, a lacrosse league in it (its default season) and teams of the club. */
export interface League {
  marker: string;
  associationId: number;
  sportId: number;
  clubId: number;
  season: { id: number; name: string; starts_on: string; ends_on: string };
  league: { id: number; name: string; period_count: number; period_seconds: number };
  teams: { id: number; name: string }[];
}

export interface LeagueWithGroup extends League {
  group: { id: number; name: string };
}

export interface StartedGame {
  id: number;
  number: number;
  competitionId: number;
  seasonId: number;
  home: { id: number; name: string };
  away: { id: number; name: string };
}

/** `leagueOptions` (set with test.use): the teams' names (each gets the marker) and the group's name. */
export interface LeagueOptions {
  teams: string[];
  group: string;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function data<T>(res: Awaited<ReturnType<APIRequestContext['get']>>, status: number): Promise<T> {
  expect(res.status(), await res.text()).toBe(status);
  return ((await res.json()) as { data: T }).data;
}

/**
 * A season running from yesterday for 300 days and a league of the demo admin's association with that default
 * season, made through the API as the admin does; teams of the club by SQL (no endpoint makes teams).
 */
export async function createLeague(admin: APIRequestContext, teamNames: string[]): Promise<League> {
  const marker = unique();
  const associationId = await adminAssociationId();
  const sportId = await idOf('sports', 'lacrosse');
  const clubId = await idOf('clubs', FIXTURE_CLUB);
  const season = await data<League['season']>(
    await admin.post('/api/seasons', { data: { name: `Saison ${marker}`, starts_on: day(-1), ends_on: day(300) } }),
    201,
  );
  const league = await data<League['league']>(
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
  const teams: League['teams'] = [];
  for (const name of teamNames) {
    const [team] = await queryE2eDatabase<{ id: number }>(
      "INSERT INTO teams (club_id, sport_id, name, gender) VALUES ($1, $2, $3, 'none') RETURNING id",
      [clubId, sportId, `${name} ${marker}`],
    );
    teams.push({ id: team!.id, name: `${name} ${marker}` });
  }
  return { marker, associationId, sportId, clubId, season, league, teams };
}

type Fixtures = {
  /** The demo association admin's API client, disposed after the test. */
  adminApi: APIRequestContext;
  /** The test's page, signed in as the demo association admin. */
  adminPage: Page;
  /** Signs the test's page in as a fresh account with the role and answers the account. */
  signedInAs: (role: Role, options?: { lastname?: string }) => Promise<Account>;
  leagueOptions: LeagueOptions;
  /** A league of the test's own without groups: season, league, teams (`leagueOptions.teams`). */
  league: League;
  /** `league` with one group of all its teams in its season, made through the API. */
  leagueWithGroup: LeagueWithGroup;
  /** A game of `leagueWithGroup` (its first two teams) started at the table by the admin; deleted after the test. */
  startedGame: StartedGame;
};

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern
  adminApi: async ({}, use) => {
    const api = await signedInApi(DEMO.admin);
    await use(api);
    await api.dispose();
  },
  adminPage: async ({ page }, use) => {
    await login(page, DEMO.admin);
    await use(page);
  },
  signedInAs: async ({ page, adminApi }, use) => {
    await use(async (role, options = {}) => {
      const account = await createAccount(adminApi, { lastname: options.lastname ?? role.role });
      if (role.role !== 'member') {
        const { role: name, ...target } = role;
        await grantRole(account.id, name, target as { clubId: number } | { competitionId: number } | { teamId: number });
      }
      await login(page, account.email, account.password);
      return account;
    });
  },
  leagueOptions: [{ teams: ['Adler', 'Bären', 'Falken', 'Wölfe'], group: 'Nord' }, { option: true }],
  league: async ({ adminApi, leagueOptions }, use) => {
    await use(await createLeague(adminApi, leagueOptions.teams));
  },
  leagueWithGroup: async ({ adminApi, league, leagueOptions }, use) => {
    const group = await data<{ id: number }>(
      await adminApi.post(`/api/competitions/${league.league.id}/groups`, {
        data: { season_id: league.season.id, name: leagueOptions.group, team_ids: league.teams.map((t) => t.id) },
      }),
      201,
    );
    await use({ ...league, group: { id: group.id, name: leagueOptions.group } });
  },
  startedGame: async ({ adminApi, leagueWithGroup: l }, use) => {
    const [home, away] = l.teams as [League['teams'][number], League['teams'][number]];
    const number = 5000 + Math.floor(Math.random() * 4000);
    const game = await data<{ id: number }>(
      await adminApi.post(`/api/competitions/${l.league.id}/games`, {
        data: {
          number,
          kickoff_time: new Date(Date.now() - 10 * 60_000).toISOString(),
          group_id: l.group.id,
          home_team_id: home.id,
          away_team_id: away.id,
          location: 'e2e Live-Halle',
        },
      }),
      201,
    );
    // A game starts with a player on each side (the teams' current members are the line-ups until one is saved).
    for (const team of [home, away]) {
      const player = await createMember({ club: FIXTURE_CLUB, lastname: `Spielerin-${unique()}` }, adminApi);
      await queryE2eDatabase('UPDATE memberships SET team_id = $1 WHERE person_id = $2', [team.id, player.id]);
    }
    await data(await adminApi.post(`/api/games/${game.id}/start`, { data: {} }), 200);
    await use({ id: game.id, number, competitionId: l.league.id, seasonId: l.season.id, home, away });
    await queryE2eDatabase('DELETE FROM games WHERE id = $1', [game.id]);
  },
});

export { expect };

/**
 * axe-core with every rule it has (WCAG 2.x A/AA and best practices) on the page as it is: its serious and critical
 * findings, each with the rule, its help and the first few elements. The tests judge by these alone.
 */
export async function seriousAxeFindings(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

/** axe-core at a phone's and a desktop's width: no serious or critical finding on the page as it is. */
export async function expectAxeClean(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    expect(await seriousAxeFindings(page), `axe on ${name} at ${width} px`).toEqual([]);
  }
}
