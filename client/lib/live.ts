// Live statistics pushed by Server-Sent Events (docs/decisions/023-live-streams.md): a game's stream writes the game
// details into swr's cache as they come; a category's stream patches the game in its lists and refetches the views a
// finished game changes. A stream that closes is reopened with backoff; meanwhile the pages' 30 s refresh stays.
import { useEffect, useRef } from 'react';
import useSWR, { useSWRConfig, type Cache } from 'swr';
import { contract } from '../../shared/contract';
import type { StatsGameDTO, StatsGameDetailsDTO } from '../../shared/schemas/stats';
import { urlOf } from '../api/endpoints';
import { retryDelay } from './backoff';

type ScopedMutator = ReturnType<typeof useSWRConfig>['mutate'];

type Handlers = Record<string, (data: string) => void>;

/**
 * An EventSource on `url` (null: none) calling `handlers` by event name. The browser reconnects by itself after a
 * network error (the server's `retry:` hint); when it gives up (an error answer), the stream is reopened with backoff.
 */
function useEventStream(url: string | null, handlers: Handlers): void {
  const current = useRef(handlers);
  useEffect(() => {
    current.current = handlers;
  });
  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;
    const open = () => {
      source = new EventSource(url);
      source.addEventListener('open', () => (attempt = 0));
      for (const name of Object.keys(current.current)) {
        source.addEventListener(name, (event) => current.current[name]?.((event as MessageEvent<string>).data));
      }
      source.addEventListener('error', () => {
        if (stopped || source?.readyState !== EventSource.CLOSED) return;
        timer = setTimeout(open, retryDelay(attempt++));
      });
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [url]);
}

/** A statistics answer asked afresh (not from the browser's HTTP cache) and put into swr's cache. */
async function refetch(mutate: ScopedMutator, key: string): Promise<void> {
  try {
    const response = await fetch(key, { headers: { Accept: 'application/json' }, credentials: 'same-origin', cache: 'no-cache' });
    if (!response.ok) return;
    const body = (await response.json()) as { data: unknown };
    await mutate(key, body.data, { revalidate: false });
  } catch {
    // The next event or the page's own refresh tries again.
  }
}

const parse = <T>(data: string): T | null => {
  try {
    return JSON.parse(data) as T;
  } catch {
    return null;
  }
};

/** The public game details of `gameId` follow its stream (while the game is not finished). */
export function useLiveGame(gameId: string | number | null | undefined): void {
  const key = gameId ? urlOf(contract.stats.game, { params: { gameID: gameId } }) : null;
  const { mutate } = useSWRConfig();
  // Read only (no fetcher): the page's own hook loads it.
  const { data } = useSWR<StatsGameDetailsDTO>(key, null);
  const url = key && !data?.game.is_finished ? urlOf(contract.live.game, { params: { gameID: gameId! } }) : null;
  useEventStream(url, {
    game: (text) => {
      const details = parse<StatsGameDetailsDTO>(text);
      if (key && details) void mutate(key, details, { revalidate: false });
    },
  });
}

/** Replaces `game` wherever a list of the category's answers holds it. */
function patchGames<T extends { games: StatsGameDTO[] }>(list: T, game: StatsGameDTO): T {
  if (!list.games.some((g) => g.id === game.id)) return list;
  return { ...list, games: list.games.map((g) => (g.id === game.id ? game : g)) };
}

/** What the cache holds of one category: every key under its address. */
function categoryKeys(cache: Cache, prefix: string): string[] {
  return [...cache.keys()].filter((key) => key.startsWith(prefix));
}

/** The category's pages (games, team pages, and once a game is finished standings, points, fouls) follow its stream. */
export function useLiveCategory(type: string | null | undefined, id: string | number | null | undefined): void {
  const { cache, mutate } = useSWRConfig();
  const url = type && id ? urlOf(contract.live.category, { params: { type, id } }) : null;
  const prefix = type && id ? `/api/stats/${encodeURIComponent(type)}/${encodeURIComponent(String(id))}/` : null;
  useEventStream(url, {
    game: (text) => {
      const game = parse<StatsGameDTO>(text);
      if (!game || !prefix) return;
      for (const key of categoryKeys(cache, prefix)) {
        const view = key.slice(prefix.length);
        if (view.startsWith('games')) {
          void mutate<{ games: StatsGameDTO[]; has_live: boolean }>(
            key,
            (list) => list && { ...patchGames(list, game), has_live: patchGames(list, game).games.some((g) => g.is_live) },
            { revalidate: false },
          );
        } else if (view.startsWith('teams/')) {
          void mutate<{ team: { games: StatsGameDTO[] } }>(
            key,
            (page) => page && { ...page, team: patchGames(page.team, game) },
            { revalidate: false },
          );
          if (game.is_finished) void refetch(mutate, key);
        } else if (game.is_finished) {
          void refetch(mutate, key);
        }
      }
    },
    // Every `changed` revalidates, the first one too: it comes when the stream opens, and a change between the page's
    // answer and the stream's start was lost when it was skipped. It names the data's version, so only answers made
    // from another one are asked again; a `changed` without one (a lost LISTEN, a removed game) asks for all.
    changed: (text) => {
      if (!prefix) return;
      const version = parse<{ version?: string }>(text)?.version;
      for (const key of categoryKeys(cache, prefix)) {
        const held = cache.get(key)?.data as { version?: string } | undefined;
        if (version !== undefined && held?.version === version) continue;
        void refetch(mutate, key);
      }
    },
  });
}

/**
 * A browser keeps at most six HTTP/1.1 connections per site, and each open stream holds one: a page follows this many
 * games by stream at most (the others by the page's refresh), so its own requests always find a connection.
 */
export const MAX_GAME_STREAMS = 3;

/** Revalidates `key` (a page that shows several games, the start page's schedule) when one of the live games changes. */
export function useLiveRevalidate(gameIds: readonly number[], key: string): void {
  const { mutate } = useSWRConfig();
  const ids = [...new Set(gameIds)]
    .slice(0, MAX_GAME_STREAMS)
    .sort((a, b) => a - b)
    .join(',');
  useEffect(() => {
    if (!ids || typeof EventSource === 'undefined') return;
    const sources = ids.split(',').map((gameId) => {
      const source = new EventSource(urlOf(contract.live.game, { params: { gameID: gameId } }));
      // Every event revalidates, the first one too: it is the state when the stream opened, which may already be newer
      // than what the page loaded (a goal between the page's answer and the stream's start was lost when it was skipped).
      source.addEventListener('game', () => void mutate(key));
      return source;
    });
    return () => sources.forEach((source) => source.close());
  }, [ids, key, mutate]);
}
