// The islands keep copies of a few of the app's names and rules (they may import nothing outside their folder, so the
// app's chunks never load with them): the copies must say what the originals say.
import { LIVE_REFRESH_MS as APP_LIVE_REFRESH_MS, LOGIN_FOCUS_DELAY_MS as APP_LOGIN_FOCUS_DELAY_MS } from '../../shared/constants';
import { SERVED_PAGE_ID as APP_SERVED_PAGE_ID } from '../../shared/page-render';
import { ASSETS as APP_ASSETS, PAGES as APP_PAGES, STATISTICS as APP_STATISTICS } from '../lib/offline-cache';
import { MIN_REFRESH_MS as APP_MIN_REFRESH_MS, refreshInterval } from '../routes/stats/refresh';
import { SERVED_PAGE_ID } from './island';
import { channelOf, differs, LIVE_REFRESH_MS, MIN_REFRESH_MS, refreshMs } from './live';
import { ASSETS, PAGES, STATISTICS } from './offline';
import { WIDTH_COOKIE } from './width';
import { backOffText, failureText, LOGIN_FOCUS_DELAY_MS, WELCOME_KEY } from './sign-in';
import { minuteAt } from './minute';
import { KEY as APP_SIGN_OUT_PENDING_KEY } from '../api/pending-sign-out';
import { SIGN_OUT_PENDING_KEY } from './pending-sign-out';
import { readGameClock } from '../../shared/game-clock';
import { playMinute } from '../ui/stats/format';
import fs from 'node:fs';
import path from 'node:path';

describe('the islands’ copies of the app’s names', () => {
  it('name the same element, refresh and caches', () => {
    expect(SERVED_PAGE_ID).toBe(APP_SERVED_PAGE_ID);
    expect([LIVE_REFRESH_MS, MIN_REFRESH_MS]).toEqual([APP_LIVE_REFRESH_MS, APP_MIN_REFRESH_MS]);
    expect([ASSETS, PAGES, STATISTICS]).toEqual([APP_ASSETS, APP_PAGES, APP_STATISTICS]);
    expect(SIGN_OUT_PENDING_KEY).toBe(APP_SIGN_OUT_PENDING_KEY);
  });

  it('wait as long before the sign-in form’s focus and name the welcome the app reads', () => {
    expect(LOGIN_FOCUS_DELAY_MS).toBe(APP_LOGIN_FOCUS_DELAY_MS);
    const main = fs.readFileSync(path.join(__dirname, '../main.tsx'), 'utf8');
    expect(main).toContain(`export const WELCOME_KEY = '${WELCOME_KEY}';`);
  });

  it('name the width cookie the server reads', () => {
    const server = fs.readFileSync(path.join(__dirname, '../../server/pages/public-pages.ts'), 'utf8');
    expect(server).toContain(`export const WIDTH_COOKIE = '${WIDTH_COOKIE}';`);
    expect(server).toContain(`/(?:^|;\\s*)${WIDTH_COOKIE.replace('.', '\\.')}=(phone|wide)(?:;|$)/`);
  });

  it('read ?refresh= as the game page does', () => {
    for (const param of [null, '', 'x', '5', '1000', '2500', '60000'])
      expect(refreshMs(param === null ? '' : `?refresh=${param}`)).toBe(refreshInterval(param));
  });
});

describe('channelOf', () => {
  it('follows a game on its page and the category on its games and team pages', () => {
    expect(channelOf('/stats/leagues/4/games/17')).toEqual({ game: '17' });
    expect(channelOf('/stats/leagues/4')).toEqual({ type: 'leagues', id: '4' });
    expect(channelOf('/stats/leagues/4/games')).toEqual({ type: 'leagues', id: '4' });
    expect(channelOf('/stats/cups/2/teams/9')).toEqual({ type: 'cups', id: '2' });
  });

  it('follows nothing on the overview, standings, points, fouls and goalies', () => {
    for (const path of [
      '/stats',
      '/stats/leagues/4/teams',
      '/stats/leagues/4/points',
      '/stats/leagues/4/fouls',
      '/stats/leagues/4/goalies',
    ])
      expect(channelOf(path)).toBeNull();
  });
});

describe('differs', () => {
  const listed = { id: 7, is_live: true, home_score: 1, away_score: 0 };
  it("reads only the list's own fields: the stream's game has more", () => {
    expect(differs(listed, { ...listed, locked: false, corrections: [] })).toBe(false);
  });
  it('sees a changed score or state', () => {
    expect(differs(listed, { ...listed, home_score: 2 })).toBe(true);
    expect(differs(listed, { ...listed, is_live: false })).toBe(true);
  });
});

describe('minuteAt', () => {
  it('reads the minute as the game page does, and stays in the period’s last minute at its end', () => {
    const since = Date.parse('2026-11-29T12:00:00Z');
    for (const [seconds, end, later] of [
      [0, 1200, 0],
      [419, 1200, 1],
      [419, 1200, 61_000],
      [1100, 1200, 300_000],
      [2500, 2400 + 1200, 7_200_000],
    ] as const) {
      const clock = readGameClock(
        { period: 1, clockSeconds: seconds, clockRunningSince: since },
        { periodSeconds: end },
        since + later,
      );
      const expected = playMinute(clock.atPeriodEnd ? clock.elapsed - 1 : clock.elapsed);
      const marks = { minuteSeconds: String(seconds), minuteSince: String(since), minuteEnd: String(end) };
      expect(minuteAt(marks, since + later)).toBe(expected);
    }
  });

  it('gives nothing for a standing clock', () => {
    expect(minuteAt({ minuteSeconds: '600', minuteEnd: '1200' }, Date.now())).toBeNull();
  });
});

describe('the sign-in island’s failure texts', () => {
  const texts = {
    codes: { AuthenticationFailed: 'Anmeldung fehlgeschlagen' },
    generic: 'Fehler',
    offline: 'Offline',
    seconds: { one: 'in {n} Sekunde', other: 'in {n} Sekunden' },
    minutes: { one: 'in {n} Minute', other: 'in {n} Minuten' },
    welcome: 'Willkommen!',
  };

  it('tell the back-off’s wait as LoginPage does: seconds below two minutes, else minutes rounded up', () => {
    expect(backOffText(texts, 1, 'de')).toBe('in 1 Sekunde');
    expect(backOffText(texts, 119, 'de')).toBe('in 119 Sekunden');
    expect(backOffText(texts, 120, 'de')).toBe('in 2 Minuten');
    expect(backOffText(texts, 121, 'de')).toBe('in 3 Minuten');
    expect(backOffText(texts, 60, 'fr')).toBe('in 60 Sekunden');
  });

  it('name a known code, and the generic text for any other answer', () => {
    expect(failureText(texts, 401, { error: { code: 'AuthenticationFailed' } }, 'de')).toBe('Anmeldung fehlgeschlagen');
    expect(failureText(texts, 429, { error: { code: 'TooManyRequests', retry_after: 30 } }, 'de')).toBe('in 30 Sekunden');
    expect(failureText(texts, 500, null, 'de')).toBe('Fehler');
  });
});
