// One team's games as an iCalendar feed (webcal): a year back and everything ahead, in every competition, with the
// league feed's UIDs and revisions (calendar-ics.ts), kept behind a stamp of the team's games.
import type { LanguageCode } from '../../../shared/constants';
import { db } from '../../db/client';
import { notFound } from '../../errors';
import { CATEGORY_GAME_SELECT } from './rows';
import { buildFeed } from './calendar-ics';
import { statsCache, textAnswer, type CachedAnswer } from './cache';

/** How far back a team's feed reaches; calendar apps keep what they had. */
const FEED_DAYS_BACK = 365;
/** A bound on the feed's size whatever the data. */
const FEED_MAX_GAMES = 1000;

export async function teamFeed(teamId: number, base: string, language: LanguageCode): Promise<CachedAnswer> {
  const since = new Date(Date.now() - FEED_DAYS_BACK * 86_400_000);
  // What an event shows changes with one of these: its revision (trigger games_revision), start, finish or score.
  const [found] = await db().$queryRaw<{ name: string; stamp: string }[]>`
    SELECT t.name,
           concat_ws(':', count(g.id), max(g.updated_at), max(g.started_at), max(g.finished_at),
                     sum(g.home_score * 1000 + g.away_score), t.name) AS stamp
      FROM teams t
      LEFT JOIN games g ON (g.home_team_id = t.id OR g.away_team_id = t.id) AND g.kickoff_time >= ${since}
     WHERE t.id = ${teamId}
     GROUP BY t.id`;
  if (!found) throw notFound('Team');
  const day = since.toISOString().slice(0, 10);
  return statsCache.get(`teamics:${teamId}:${language}:${base}`, `${found.stamp}:${day}`, async () => {
    const games = await db().game.findMany({
      where: { OR: [{ homeTeamId: teamId }, { awayTeamId: teamId }], kickoffTime: { gte: since } },
      orderBy: [{ kickoffTime: 'asc' }, { id: 'asc' }],
      take: FEED_MAX_GAMES,
      select: { ...CATEGORY_GAME_SELECT, updatedAt: true, sequence: true, kickoffOpen: true },
    });
    return textAnswer(buildFeed(found.name, games, base, language), false);
  });
}
