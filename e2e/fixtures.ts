// Shared e2e helpers: demo accounts, signing in through the real form, reading the mail outbox, and a test's own
// records (created through the API, or by parameterized SQL where no endpoint makes them): a test changes only what it
// created, never a seeded record, and no SQL is built from strings.
import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
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
  await expect(page).toHaveURL(/\/home$/);
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

/** The newest mail to `to` written after `since`; mail is sent right after the answer, so it polls. */
export async function newestMailTo(to: string, since: Date): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      () => {
        found = readOutbox().find((mail) => mail.to === to && Date.parse(mail.created_at) >= since.getTime() - 1000);
        return found !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found as OutboxMail;
}

/**
 * Runs SQL on the e2e server's embedded PostgreSQL (its port is in postmaster.pid): finding seeded records, and
 * making a test's own where no endpoint does. Values go in `params` ($1, $2, ...), never into the SQL text.
 */
export async function queryE2eDatabase<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const port = readFileSync(path.join(E2E_DATA_DIR, 'postgres', 'postmaster.pid'), 'utf8')
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
    password: 'Registriert!2026',
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
