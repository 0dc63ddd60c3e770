// iCalendar text of a list of games (webcal feeds), built with ical-generator: one event per game, worded in the
// reader's language (docs/decisions/005-standings-tie-break.md, "Calendar feeds"), each with the revision a calendar
// app needs to take a change over (docs/decisions/046-calendar-revisions.md).
import ical, { ICalEventStatus, ICalEventTransparency } from 'ical-generator';
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
  /** Before the summary of a game postponed with its new date still open (it keeps its old kickoff meanwhile). */
  dateOpen: string;
}

export const FEED_TEXTS: Record<LanguageCode, FeedTexts> = {
  de: {
    myGames: 'Meine Spiele',
    game: (n) => `Spiel ${n}`,
    result: (s) => `Ergebnis: ${s}`,
    live: (s) => `Live: ${s}`,
    cancelled: 'Abgesagt',
    postponed: 'Verlegt',
    dateOpen: 'Verlegt, neuer Termin offen',
  },
  en: {
    myGames: 'My games',
    game: (n) => `Game ${n}`,
    result: (s) => `Result: ${s}`,
    live: (s) => `Live: ${s}`,
    cancelled: 'Cancelled',
    postponed: 'Postponed',
    dateOpen: 'Postponed, new date to follow',
  },
  fr: {
    myGames: 'Mes matchs',
    game: (n) => `Match ${n}`,
    result: (s) => `Résultat : ${s}`,
    live: (s) => `En direct : ${s}`,
    cancelled: 'Annulé',
    postponed: 'Reporté',
    dateOpen: 'Reporté, nouvelle date à venir',
  },
  nl: {
    myGames: 'Mijn wedstrijden',
    game: (n) => `Wedstrijd ${n}`,
    result: (s) => `Uitslag: ${s}`,
    live: (s) => `Live: ${s}`,
    cancelled: 'Afgelast',
    postponed: 'Verplaatst',
    dateOpen: 'Verplaatst, nieuwe datum volgt',
  },
};

/** What an event is made of: a games row with its teams, group, category (and its sport) and season. */
export interface FeedGame {
  id: number;
  number: number;
  kickoffTime: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  /** The last change of what the event shows, and the count of those a calendar app must notice (trigger games_revision). */
  updatedAt: Date;
  sequence: number;
  location: string | null;
  status: 'scheduled' | 'postponed' | 'cancelled';
  /** Postponed with the new date open: kickoffTime is still the old kickoff. */
  kickoffOpen: boolean;
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

/**
 * The feed's text: deterministic for the same games, so an unchanged feed keeps its ETag. Lines end in CRLF, the last
 * one too, and are folded at 75 octets (ical-generator folds by octets, the final CRLF is added here): RFC 5545, 3.1.
 */
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
    const open = g.status === 'postponed' && g.kickoffOpen;
    const flag = g.status === 'cancelled' ? t.cancelled : open ? t.dateOpen : g.status === 'postponed' ? t.postponed : null;
    const description = [
      flag ? [flag, g.statusReason].filter(Boolean).join(': ') : null,
      [g.competition.name, g.season.name, g.group?.name].filter(Boolean).join(' · '),
      t.game(g.number),
      g.finishedAt ? t.result(score) : isLive(g) ? t.live(score) : null,
      url,
    ]
      .filter(Boolean)
      .join('\n');
    // The last change we know of (the schedule's, the start, the finish): stable between fetches, so unchanged feeds
    // keep their ETag. A feed has no METHOD, so DTSTAMP is that revision too (RFC 5545, 3.8.7.2).
    const revised = new Date(Math.max(g.updatedAt.getTime(), g.startedAt?.getTime() ?? 0, g.finishedAt?.getTime() ?? 0));
    cal.createEvent({
      id: gameUid(g.id),
      sequence: g.sequence,
      start: g.kickoffTime,
      end,
      stamp: revised,
      lastModified: revised,
      summary: `${flag ? `${flag}: ` : ''}${g.homeTeam.name} - ${g.awayTeam.name}`,
      // A cancelled game stays in the feed marked as such, so calendar apps take it off the day instead of keeping
      // the old entry; a postponed one moves (its start is the new kickoff). One postponed with its date open stays at
      // its old time only as a tentative entry that blocks no time, until the new kickoff makes it confirmed again.
      status: g.status === 'cancelled' ? ICalEventStatus.CANCELLED : open ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
      transparency: open ? ICalEventTransparency.TRANSPARENT : null,
      location: g.location,
      description,
      url,
    });
  }
  return `${cal.toString()}\r\n`;
}
