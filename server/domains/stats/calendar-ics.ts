// iCalendar text of a list of games (webcal feeds), built with ical-generator: one event per game, worded in the
// reader's language (docs/decisions/005-standings-tie-break.md, "Calendar feeds").
import ical, { ICalEventStatus } from 'ical-generator';
import { GAME_CALENDAR_MINUTES, GAME_CALENDAR_MINUTES_DEFAULT } from '../../../shared/calendar';
import type { LanguageCode } from '../../../shared/constants';
import { typeOfKind } from '../../../shared/schemas/stats';
import { isLive } from './game-state.sql';

/** Calendar apps are asked to refresh hourly (REFRESH-INTERVAL / X-PUBLISHED-TTL). */
const FEED_TTL_S = 3600;

interface FeedTexts {
  myGames: string;
  game: (n: number) => string;
  result: (score: string) => string;
  live: (score: string) => string;
  /** Before the summary of a cancelled or postponed game, so every calendar app shows it. */
  cancelled: string;
  postponed: string;
}

export const FEED_TEXTS: Record<LanguageCode, FeedTexts> = {
  de: {
    myGames: 'Meine Spiele',
    game: (n) => `Spiel ${n}`,
    result: (s) => `Ergebnis: ${s}`,
    live: (s) => `Live: ${s}`,
    cancelled: 'Abgesagt',
    postponed: 'Verlegt',
  },
  en: {
    myGames: 'My games',
    game: (n) => `Game ${n}`,
    result: (s) => `Result: ${s}`,
    live: (s) => `Live: ${s}`,
    cancelled: 'Cancelled',
    postponed: 'Postponed',
  },
  fr: {
    myGames: 'Mes matchs',
    game: (n) => `Match ${n}`,
    result: (s) => `Résultat : ${s}`,
    live: (s) => `En direct : ${s}`,
    cancelled: 'Annulé',
    postponed: 'Reporté',
  },
  nl: {
    myGames: 'Mijn wedstrijden',
    game: (n) => `Wedstrijd ${n}`,
    result: (s) => `Uitslag: ${s}`,
    live: (s) => `Live: ${s}`,
    cancelled: 'Afgelast',
    postponed: 'Verplaatst',
  },
};

/** What an event is made of: a games row with its teams, group, category (and its sport) and season. */
export interface FeedGame {
  id: number;
  number: number;
  kickoffTime: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  createdAt: Date;
  location: string | null;
  status: 'scheduled' | 'postponed' | 'cancelled';
  statusReason: string | null;
  competitionId: number;
  homeScore: number;
  awayScore: number;
  homeTeam: { name: string };
  awayTeam: { name: string };
  group: { name: string | null } | null;
  competition: { kind: 'league' | 'tournament'; name: string; sport: { key: string } };
  season: { name: string };
}

/** Stable per game, whatever host or feed it is served from, so calendar apps update entries in place. */
export const gameUid = (gameId: number) => `game-${gameId}@league-portal`;

export function gamePageUrl(
  base: string,
  g: { id: number; competitionId: number; competition: { kind: 'league' | 'tournament' } },
) {
  return `${base.replace(/\/$/, '')}/stats/${typeOfKind(g.competition.kind)}/${g.competitionId}/games/${g.id}`;
}

/** The feed's text: deterministic for the same games, so an unchanged feed keeps its ETag. */
export function buildFeed(name: string, games: FeedGame[], base: string, language: LanguageCode): string {
  const t = FEED_TEXTS[language];
  const cal = ical({
    name,
    prodId: { company: 'league-portal', product: 'games', language: language.toUpperCase() },
    ttl: FEED_TTL_S,
  });
  for (const g of games) {
    const minutes = GAME_CALENDAR_MINUTES[g.competition.sport.key] ?? GAME_CALENDAR_MINUTES_DEFAULT;
    const end =
      g.finishedAt && g.finishedAt > g.kickoffTime ? g.finishedAt : new Date(g.kickoffTime.getTime() + minutes * 60_000);
    const score = `${g.homeScore}:${g.awayScore}`;
    const url = gamePageUrl(base, g);
    // A cancelled or postponed game says so first, with the reason (docs/product.md#game-day).
    const flag = g.status === 'cancelled' ? t.cancelled : g.status === 'postponed' ? t.postponed : null;
    const description = [
      flag ? [flag, g.statusReason].filter(Boolean).join(': ') : null,
      [g.competition.name, g.season.name, g.group?.name].filter(Boolean).join(' · '),
      t.game(g.number),
      g.finishedAt ? t.result(score) : isLive(g) ? t.live(score) : null,
      url,
    ]
      .filter(Boolean)
      .join('\n');
    // The last change we know of: stable between fetches, so unchanged feeds keep their ETag.
    const revised = g.finishedAt ?? g.startedAt ?? g.createdAt;
    cal.createEvent({
      id: gameUid(g.id),
      start: g.kickoffTime,
      end,
      stamp: revised,
      lastModified: revised,
      summary: `${flag ? `${flag}: ` : ''}${g.homeTeam.name} - ${g.awayTeam.name}`,
      // A cancelled game stays in the feed marked as such, so calendar apps take it off the day instead of keeping
      // the old entry; a postponed one simply moves (its start is the new kickoff).
      status: g.status === 'cancelled' ? ICalEventStatus.CANCELLED : null,
      location: g.location,
      description,
      url,
    });
  }
  return cal.toString();
}
