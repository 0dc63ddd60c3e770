// The public pages' server-rendered HTML passes the Nu Html Checker (vnu.jar from the vnu-jar package, run with the
// machine's Java; .ci/run installs one): no error on /stats, a league's tabs, a game, a team, /login, /register and /password/lost.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { queryE2eDatabase } from './fixtures';

const VNU_JAR = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar');

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/** The checker's errors for each file, by the file's name (one Java start for all of them). */
function vnuErrors(files: string[]): Map<string, string[]> {
  const run = spawnSync('java', ['-jar', VNU_JAR, '--format', 'json', '--stdout', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw run.error;
  const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] };
  const errors = new Map(files.map((file) => [path.basename(file), [] as string[]]));
  for (const m of messages) {
    if (m.type !== 'error' && m.type !== 'non-document-error') continue;
    const file = m.url ? path.basename(decodeURIComponent(new URL(m.url).pathname)) : '?';
    const list = errors.get(file) ?? [];
    list.push(`${m.message}${m.extract ? ` [${m.extract.trim().slice(0, 120)}]` : ''}`);
    errors.set(file, list);
  }
  return errors;
}

test('the public pages are valid HTML for the Nu Html Checker (desktop and phone)', async ({ request }) => {
  test.setTimeout(90_000);
  const [game] = await queryE2eDatabase<{ id: number; competition_id: number; home_team_id: number }>(
    `SELECT g.id, g.competition_id, g.home_team_id FROM games g JOIN competitions c ON c.id = g.competition_id
     WHERE c.name = '1. Bundesliga Herren' AND g.finished_at IS NOT NULL ORDER BY g.id LIMIT 1`,
  );
  const league = `/stats/leagues/${game!.competition_id}`;
  const pages = [
    '/stats',
    league,
    `${league}/games`,
    `${league}/teams`,
    `${league}/points`,
    `${league}/fouls`,
    `${league}/goalies`,
    `${league}/games/${game!.id}`,
    `${league}/teams/${game!.home_team_id}`,
    '/stats/my-teams',
    '/login',
    '/register',
    '/password/lost',
  ];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-vnu-'));
  try {
    const files: string[] = [];
    for (const [device, userAgent] of [
      ['desktop', undefined],
      ['phone', PHONE_UA],
    ] as const) {
      for (const page of pages) {
        const response = await request.get(page, {
          headers: { 'Accept-Language': 'de-DE', ...(userAgent ? { 'User-Agent': userAgent } : {}) },
        });
        expect(response.status(), page).toBe(200);
        const html = await response.text();
        // The server's render, not the empty shell.
        expect(html, page).toContain('id="portal-ssr"');
        const file = path.join(dir, `${device}${page.replaceAll('/', '_')}.html`);
        fs.writeFileSync(file, html);
        files.push(file);
      }
    }
    const errors = vnuErrors(files);
    const found = Object.fromEntries([...errors].filter(([, list]) => list.length > 0));
    expect(found).toEqual({});
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
