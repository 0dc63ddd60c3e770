// A person's games feed (webcal), found by its calendar token: the rendered iCalendar text kept in memory behind the
// feed's stamp, as statistics answers are (decision 005). A request costs the stamp's one statement; a change to
// one of the feed's games, the person's memberships or officiated games, or a name the feed shows changes the stamp,
// and the next request reads the games again (docs/benchmarks.md, "Second speed bar").
import { STATS_CACHE_MS } from '../../../shared/constants';
import { notFound } from '../../errors';
import { readFeedGames, readFeedStamp, type FeedStamp } from './personal-feed.sql';
import { buildFeed, FEED_TEXTS } from './calendar-ics';
import { StatsCache, textAnswer, type CachedAnswer } from './cache';
import { SingleFlight } from './single-flight';

/**
 * Memory the kept feeds may take together, apart from the statistics answers so many subscribers never push those
 * out: a feed of a season's games is 20 to 60 KB.
 */
const FEED_CACHE_BYTES = 16 * 1024 * 1024;

const feeds = new StatsCache(STATS_CACHE_MS, Date.now, FEED_CACHE_BYTES);
// Concurrent requests for one feed share one stamp query that began after they arrived (single-flight.ts).
const stamps = new SingleFlight<FeedStamp | null>();

/** The feed of the person whose calendar token this is; 404 for an unknown (or renewed) token. */
export async function personFeed(token: string, base: string): Promise<CachedAnswer> {
  const found = await stamps.read(token, () => readFeedStamp(token, new Date()));
  if (!found) throw notFound('Person');
  const { language, stamp } = found;
  // The links in the text name the host the request gave (without PUBLIC_URL), so the host is part of the key.
  return feeds.get(`${token}\u0000${base}`, stamp, async () => {
    const games = await readFeedGames(token, new Date());
    return textAnswer(buildFeed(FEED_TEXTS[language].myGames, games, base, language), false);
  });
}
