// Shared e2e helpers: demo accounts, signing in through the real form, reading the mail outbox.
import { expect, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_DATA_DIR } from './playwright.config';

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
