// Addresses of the iCalendar feeds (webcal) and how long a game lasts in a calendar, for server and client.
import type { StatsType } from './schemas/stats';

/**
 * API path of a person's games feed (the games of the teams of their active memberships), addressed by their
 * renewable calendar token (SelfDTO.calendar_token), not by their uuid.
 */
export function gamesCalendarPath(token: string): string {
  return `/api/calendar/games-calendar/${encodeURIComponent(token)}.ics`;
}

/**
 * API path of a league's or tournament's games feed; without a season it follows the default season.
 * `language` (de, en, fr, nl) words the descriptions; without it the calendar app's Accept-Language decides (else German).
 */
export function categoryCalendarPath(
  type: StatsType,
  id: number | string,
  seasonId?: number | string | null,
  language?: string,
): string {
  const query = new URLSearchParams();
  if (seasonId) query.set('seasonID', String(seasonId));
  if (language) query.set('lang', language);
  const search = query.toString();
  return `/api/calendar/${type}/${id}.ics${search ? `?${search}` : ''}`;
}

/** API path of one team's games feed (a year back and all ahead); `language` as for a category's feed. */
export function teamCalendarPath(teamId: number | string, language?: string): string {
  return `/api/calendar/teams/${teamId}.ics${language ? `?lang=${encodeURIComponent(language)}` : ''}`;
}

/**
 * The webcal address calendar apps subscribe to, e.g. `webcal://portal.example.org/api/calendar/games-calendar/<token>.ics`.
 * `host` is a host with an optional port (`location.host` in the browser); a full URL is accepted too.
 */
export function webcalUrl(host: string, path: string): string {
  const bare = host.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/.*$/, '');
  return `webcal://${bare}${path}`;
}

/**
 * The home page's calendar link: a webcal address from the current host and the games-calendar path (docs/product.md#calendar; the first design named
 * the uuid; the renewable calendar token replaced it, decision 005).
 */
export function gamesCalendarWebcalUrl(host: string, token: string): string {
  return webcalUrl(host, gamesCalendarPath(token));
}

/** Minutes a calendar entry of a game not yet finished blocks, by sport key (a finished game uses its real end). */
export const GAME_CALENDAR_MINUTES: Record<string, number> = {
  lacrosse: 120,
  indoor_lacrosse: 120,
  ice_hockey: 150,
  lsm: 60,
};
export const GAME_CALENDAR_MINUTES_DEFAULT = 120;
