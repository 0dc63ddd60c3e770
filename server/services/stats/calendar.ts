// iCalendar feeds (webcal) of games: a person's team games and a category's season, built with ical-generator.
import ical, { ICalEventStatus } from 'ical-generator';
import { GAME_CALENDAR_MINUTES, GAME_CALENDAR_MINUTES_DEFAULT } from '../../../shared/calendar';
import type { LanguageCode } from '../../../shared/constants';
import { isStatsType, kindOfType, typeOfKind } from '../../../shared/schemas/stats';
import { db } from '../../db/client';
import { notFound } from '../../errors';
import { currentMembership } from '../../policies/persons';
import { GAME_SELECT, isLive, type GameRow } from '../../presenters/stats';
import { statsCache, textAnswer, type CachedAnswer } from './cache';
import { loadCategory } from './category';
import { categoryStamp } from './version';

/** A person's feed: games from this many days ago on, and every game to come. */
export const FEED_PAST_DAYS = 60;
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

const TEXTS: Record<LanguageCode, FeedTexts> = {
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

type FeedGame = Omit<GameRow, 'competition'> & {
  createdAt: Date;
  competition: { kind: 'league' | 'tournament'; name: string; sport: { key: string } };
  season: { name: string };
};

const FEED_GAME_SELECT = {
  ...GAME_SELECT,
  createdAt: true,
  competition: { select: { kind: true, name: true, sport: { select: { key: true } } } },
  season: { select: { name: true } },
} as const;

/** Stable per game, whatever host or feed it is served from, so calendar apps update entries in place. */
export const gameUid = (gameId: number) => `game-${gameId}@league-portal`;

export function gamePageUrl(
  base: string,
  g: { id: number; competitionId: number; competition: { kind: 'league' | 'tournament' } },
) {
  return `${base.replace(/\/$/, '')}/stats/${typeOfKind(g.competition.kind)}/${g.competitionId}/games/${g.id}`;
}

function buildFeed(name: string, games: FeedGame[], base: string, language: LanguageCode): string {
  const t = TEXTS[language];
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

/**
 * The games of the teams of a person's active memberships and the games they referee, from FEED_PAST_DAYS ago on;
 * found by its calendar token.
 */
export async function personFeed(token: string, base: string): Promise<string> {
  const person = await db().person.findUnique({
    where: { calendarToken: token },
    select: {
      id: true,
      preferredLanguage: true,
      memberships: {
        where: { isAlumni: false, teamId: { not: null }, ...currentMembership() },
        select: { teamId: true },
      },
    },
  });
  if (!person) throw notFound('Person');
  const teamIds = [...new Set(person.memberships.map((m) => m.teamId!))];
  const language = person.preferredLanguage as LanguageCode;
  const games = await db().game.findMany({
    where: {
      OR: [{ homeTeamId: { in: teamIds } }, { awayTeamId: { in: teamIds } }, { officials: { some: { personId: person.id } } }],
      kickoffTime: { gte: new Date(Date.now() - FEED_PAST_DAYS * 86_400_000) },
    },
    orderBy: [{ kickoffTime: 'asc' }, { id: 'asc' }],
    take: 1000,
    select: FEED_GAME_SELECT,
  });
  return buildFeed(TEXTS[language].myGames, games, base, language);
}

/** A league's or tournament's games of one season (the default season unless one is asked for). */
export async function categoryFeed(
  type: string,
  id: number,
  seasonId: number | undefined,
  base: string,
  language: LanguageCode,
): Promise<CachedAnswer> {
  if (!isStatsType(type)) throw notFound('Category type');
  const found = await categoryStamp(id, seasonId);
  if (!found || found.kind !== kindOfType(type)) throw notFound('Category');
  const key = `ics:${id}:${found.seasonId}:${language}:${base}`;
  return statsCache.get(key, found.stamp, async () => {
    const { category, season } = await loadCategory(id, found.seasonId);
    const games = season
      ? await db().game.findMany({
          where: { competitionId: id, seasonId: season.id },
          orderBy: [{ kickoffTime: 'asc' }, { number: 'asc' }],
          select: FEED_GAME_SELECT,
        })
      : [];
    const name = [category.name, season?.name].filter(Boolean).join(' ');
    return textAnswer(buildFeed(name, games, base, language), false);
  });
}
