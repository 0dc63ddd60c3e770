// Live statistics on a guest's served page without the app: the same streams the app follows (client/lib/live.ts,
// docs/decisions/023-live-streams.md), but a change fetches the page's new HTML from the server and swaps the page's
// content (and its embedded answers) instead of redrawing it in the browser. A live game's page is also asked again
// at the app's refresh interval, so its minute moves on.
import { servedPage, SERVED_PAGE_ID, type Island } from './island';

/** shared/constants.ts LIVE_REFRESH_MS and client/routes/stats/refresh.ts MIN_REFRESH_MS (a unit test compares them). */
export const LIVE_REFRESH_MS = 30_000;
export const MIN_REFRESH_MS = 1000;

/** The page's refresh while its game is live: `?refresh=<ms>` (tests, demos) as the app reads it. */
export function refreshMs(search: string): number {
  const param = new URLSearchParams(search).get('refresh');
  if (param === null || !/^\d+$/.test(param)) return LIVE_REFRESH_MS;
  return Math.max(MIN_REFRESH_MS, Number(param));
}

/** What the page follows, by its address: a game's stream on a game's page, the category's on its games and teams. */
export function channelOf(pathname: string): { game: string } | { type: string; id: string } | null {
  const [, stats, type, id, view, detail, ...rest] = pathname.replace(/\/$/, '').split('/');
  if (stats !== 'stats' || !type || !id || rest.length > 0) return null;
  if (view === 'games' && detail) return { game: detail };
  if (view === undefined || (view === 'games' && !detail) || (view === 'teams' && detail)) return { type, id };
  return null;
}

type GameLike = { id: number; is_finished?: boolean; is_live?: boolean };
type Details = { game: GameLike; as_of?: string };

const withoutAsOf = (value: unknown) => JSON.stringify({ ...(value as object), as_of: undefined });

/** The games the page's answers hold (a games list, a team's games). */
function servedGames(answers: Record<string, unknown>): GameLike[] {
  return Object.values(answers).flatMap((answer) => {
    const a = answer as { games?: GameLike[]; team?: { games?: GameLike[] } } | null;
    return [...(a?.games ?? []), ...(a?.team?.games ?? [])];
  });
}

/** Whether the stream's game differs in a field the page's list holds (the stream's game has a few more fields). */
export function differs(held: object, game: object): boolean {
  const fresh = game as Record<string, unknown>;
  return Object.entries(held).some(([field, value]) => JSON.stringify(value) !== JSON.stringify(fresh[field]));
}

let source: EventSource | null = null;
let poll: ReturnType<typeof setTimeout> | undefined;
let fetching: Promise<void> | null = null;
let waiting: (() => boolean)[] = [];
let stopped = false;
let remount: (root: ParentNode) => void = () => undefined;

/** Whether two elements hold the same nodes (compared as nodes: no HTML is written or read as text). */
function sameChildren(a: Element, b: Element): boolean {
  const [left, right] = [a.childNodes, b.childNodes];
  return left.length === right.length && [...left].every((node, i) => node.isEqualNode(right[i]!));
}

/** The page as the server draws it now; its content and answers replace the shown ones where they differ. */
async function swap(): Promise<void> {
  const response = await fetch(window.location.href, {
    credentials: 'same-origin',
    cache: 'no-cache',
    headers: { Accept: 'text/html' },
  });
  if (!response.ok || stopped) return;
  const fresh = new DOMParser().parseFromString(await response.text(), 'text/html');
  const main = document.querySelector('main');
  const newMain = fresh.querySelector('main');
  const data = document.getElementById(SERVED_PAGE_ID);
  const newData = fresh.getElementById(SERVED_PAGE_ID);
  if (!main || !newMain || !data || !newData || stopped) return;
  if (data.textContent === newData.textContent) return;
  data.textContent = newData.textContent;
  if (!sameChildren(main, newMain)) main.replaceChildren(...[...newMain.childNodes].map((n) => document.adoptNode(n)));
  if (fresh.title) document.title = fresh.title;
  remount(main);
}

function start(): void {
  fetching = swap()
    .catch(() => undefined)
    .finally(() => {
      fetching = null;
      const heard = waiting;
      waiting = [];
      // Every check is asked once (a one-time check is used up either way).
      if (heard.filter((check) => check()).length > 0 && !stopped) start();
      else if (!stopped) follow();
    });
}

/**
 * One swap at a time. `stale` says whether the page still lacks what was heard; a change heard during a swap asks
 * once more after it only if the new page still lacks it (a stream's `changed` and `game` often come together).
 */
export function refresh(stale: () => boolean = () => true): void {
  if (stopped) return;
  if (fetching) waiting.push(stale);
  else if (stale()) start();
}

const parse = <T>(text: string): T | null => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
};

/** Opens (or keeps, or closes) the stream the page's address and answers call for, and the live game's refresh. */
function follow(): void {
  clearTimeout(poll);
  const channel = channelOf(window.location.pathname);
  const served = servedPage();
  if (!channel || !served || typeof EventSource === 'undefined') return;
  let url: string | null = null;
  if ('game' in channel) {
    const details = served.answers[`/api/stats/games/${channel.game}`] as Details | undefined;
    if (details && !details.game.is_finished) url = `/api/stats/games/${encodeURIComponent(channel.game)}/live`;
    if (details?.game.is_live) poll = setTimeout(refresh, refreshMs(window.location.search));
  } else url = `/api/stats/${encodeURIComponent(channel.type)}/${encodeURIComponent(channel.id)}/live`;
  if (source && source.url.endsWith(url ?? '\0')) return;
  source?.close();
  source = null;
  if (!url) return;
  open(url, channel);
}

function open(url: string, channel: NonNullable<ReturnType<typeof channelOf>>): void {
  const stream = new EventSource(url);
  source = stream;
  let attempt = 0;
  stream.addEventListener('open', () => (attempt = 0));
  stream.addEventListener('error', () => {
    if (stopped || source !== stream || stream.readyState !== EventSource.CLOSED) return;
    source = null;
    setTimeout(() => !stopped && !source && open(url, channel), Math.min(30_000, 1000 * 2 ** attempt++));
  });
  // The first event is the state as the stream opened: a change between the page's render and now shows, an
  // unchanged state asks nothing.
  const answers = () => servedPage()?.answers ?? {};
  stream.addEventListener('game', (event) => {
    const data = parse<GameLike | Details>((event as MessageEvent<string>).data);
    if ('game' in channel) {
      const key = `/api/stats/games/${channel.game}`;
      refresh(() => withoutAsOf(answers()[key]) !== withoutAsOf(data));
      return;
    }
    const game = data as GameLike | null;
    refresh(() => {
      const held = game && servedGames(answers()).find((g) => g.id === game.id);
      return !!held && differs(held, game);
    });
  });
  stream.addEventListener('changed', (event) => {
    const version = parse<{ version?: string }>((event as MessageEvent<string>).data)?.version;
    // Without a version (a lost LISTEN, a removed game) the page is asked again once, as the app asks all its answers.
    let unasked = version === undefined;
    refresh(() => {
      if (version === undefined) return unasked && !(unasked = false);
      const versions = Object.values(answers()).map((a) => (a as { version?: string } | null)?.version);
      return versions.some((held) => held !== undefined && held !== version);
    });
  });
}

export const live = (mountAll: (root: ParentNode) => void): Island => ({
  selector: '',
  mount() {
    remount = mountAll;
    stopped = false;
    if (!source) follow();
  },
  unmount() {
    stopped = true;
    clearTimeout(poll);
    source?.close();
    source = null;
  },
});
