// The score sheet's state for one game: the server's sheet (swr, revalidated on each change of the game's live stream),
// the commands still on the phone (outbox), the game clock (the server's, a change on this phone shown until the
// server answers it) and the derived lines.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { contract } from '../../../shared/contract';
import type { EventInput, ScoreSheetDTO } from '../../../shared/schemas/score-sheet';
import useSWR from 'swr';
import { useSheetAuthor } from './game-code-session';
import { ApiError } from '../../api/api-error';
import { call, isNotFound, urlOf } from '../../api/endpoints';
import { errorText, handleHttpError } from '../../api/error-handler';
import { showError } from '../../ui/toast';
import { useLiveRevalidate } from '../../lib/live';
import { readGameClock, type GameClockReading } from '../../../shared/game-clock';
import { enqueue, flush, onOutboxChange, queuedCommands, type QueuedCommand } from './outbox';
import { clockFromServer, scoreOf, sheetLines, type LocalClock } from './sheet-model';

/** How often a waiting queue is tried again besides the `online` event (a hall's network comes and goes quietly). */
const RETRY_MS = 5_000;

/** No answer (offline) is shown by the page itself; a missing game is its "not found". */
const quietError = (error: ApiError) => error.status === 0 || isNotFound(error);

const clockKey = (gameId: number) => `score-sheet-clock:${gameId}`;

function storedClock(gameId: number): LocalClock | null {
  try {
    const text = localStorage.getItem(clockKey(gameId));
    if (!text) return null;
    const value = JSON.parse(text) as LocalClock;
    return typeof value.period === 'number' && typeof value.seconds === 'number' ? value : null;
  } catch {
    return null;
  }
}

/** The current time, ticking every second while `active`. */
export function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

export function useScoreSheet(gameId: number | null) {
  // Its own swr rather than useData: a refresh while the hall's network is gone must not end on the error page.
  const key = gameId === null ? null : urlOf(contract.scoreSheet.get, { params: { id: gameId } });
  // Opened without a network (a reload at the table), the sheet is asked once all the same: the service worker answers
  // with the last one it saw. Afterwards nothing is asked while offline.
  const loaded = useRef(false);
  const sheetQuery = useSWR<ScoreSheetDTO, ApiError>(
    key,
    async () => (await call(contract.scoreSheet.get, { params: { id: gameId! } }, { ownErrors: quietError })).data,
    // Others keep the sheet too (the other scorer's clock and events, the other team's line-up, a referee's signature):
    // the game's live stream revalidates it on each change; the slow refresh only covers a stream that is gone. Once
    // loaded nothing is asked while offline (a reload offline gets the service worker's copy).
    {
      refreshInterval: 60_000,
      isPaused: () => !navigator.onLine && loaded.current,
      onSuccess: () => {
        loaded.current = true;
      },
    },
  );
  useLiveRevalidate(gameId === null ? [] : [gameId], key ?? '');
  const notFound = isNotFound(sheetQuery.error);
  const sheet = sheetQuery.data;
  const { mutate } = sheetQuery;
  // The signed-in person: the author of what this phone queues, and whose queue alone it sends (a phone passes hands).
  const { authorId } = useSheetAuthor();
  const [queued, setQueued] = useState<QueuedCommand[]>([]);
  const [online, setOnline] = useState(() => navigator.onLine);

  const reloadQueue = useCallback(() => {
    if (gameId === null || authorId === null) return;
    void queuedCommands(gameId, authorId).then(setQueued);
  }, [gameId, authorId]);

  const send = useCallback(async () => {
    if (gameId === null || authorId === null) return;
    const result = await flush(gameId, authorId, (answer) =>
      answer.kind === 'clock'
        ? mutate(answer.sheet, { revalidate: false })
        : mutate(
            (current) =>
              current && !current.events.some((e) => e.id === answer.event.id)
                ? { ...current, events: [...current.events, answer.event] }
                : current,
            { revalidate: false },
          ),
    );
    for (const { error } of result.refused) showError(errorText(error));
    if (result.unauthorized) handleHttpError(result.unauthorized);
    if (result.sent > 0 || result.refused.length > 0) await mutate();
  }, [gameId, authorId, mutate]);

  useEffect(() => {
    const off = onOutboxChange(reloadQueue);
    reloadQueue();
    const goOnline = () => {
      setOnline(true);
      void send();
    };
    const goOffline = () => setOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    void send();
    return () => {
      off();
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
    };
  }, [reloadQueue, send]);

  const waiting = queued.length > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void send(), RETRY_MS);
    return () => clearInterval(timer);
  }, [waiting, send]);

  // The clock is the server's: both scorers' phones follow it. A change on this phone shows at once and holds while it
  // waits in the outbox or for the server's answer; the next sheet from the server (its answer, or the stream's
  // revalidation) then says what the clock is. A change kept across a reload counts only while it still waits.
  const [pending, setPending] = useState<{ clock: LocalClock; seen: ScoreSheetDTO | undefined } | null>(null);
  const clockQueued = queued.some((q) => q.command.kind === 'clock');
  const optimistic = pending && (clockQueued || sheet === pending.seen) ? pending.clock : null;
  const serverClock = sheet?.clock;
  const clock = useMemo(
    () =>
      optimistic ??
      (gameId !== null && serverClock ? ((clockQueued ? storedClock(gameId) : null) ?? clockFromServer(serverClock)) : null),
    [optimistic, gameId, serverClock, clockQueued],
  );
  const periodSeconds = sheet?.game.competition.period_seconds ?? 0;
  const periodCount = sheet?.game.competition.period_count;
  const overtimeMinutes = sheet?.game.competition.overtime_minutes;
  /** The clock at `now` by the one rule (shared/game-clock.ts): the time shown, stopped at the period's end. */
  const clockAt = useCallback(
    (now: number): GameClockReading | null =>
      clock
        ? readGameClock(
            { period: clock.period, clockSeconds: clock.seconds, clockRunningSince: clock.runningSince },
            { periodSeconds, periodCount, overtimeMinutes },
            now,
          )
        : null,
    [clock, periodSeconds, periodCount, overtimeMinutes],
  );

  const setClock = useCallback(
    async (next: LocalClock) => {
      if (gameId === null || authorId === null) return;
      const at = Date.now();
      const reading = readGameClock(
        { period: next.period, clockSeconds: next.seconds, clockRunningSince: next.runningSince },
        { periodSeconds, periodCount, overtimeMinutes },
        at,
      );
      // A clock at its period's end is stopped there, as the server keeps it.
      const settled: LocalClock = reading.atPeriodEnd ? { ...next, seconds: reading.elapsed, runningSince: null } : next;
      setPending({ clock: settled, seen: sheet });
      localStorage.setItem(clockKey(gameId), JSON.stringify(settled));
      await enqueue(gameId, authorId, {
        kind: 'clock',
        body: { period: settled.period, seconds: reading.elapsed, running: settled.runningSince !== null && reading.running },
      });
      void send();
    },
    [gameId, authorId, send, periodSeconds, periodCount, overtimeMinutes, sheet],
  );

  /** Follows the server's clock again (after the start or a reset: this phone's old state does not count). */
  const resetClock = useCallback(
    (_next?: LocalClock) => {
      if (gameId === null) return;
      setPending(null);
      localStorage.removeItem(clockKey(gameId));
    },
    [gameId],
  );

  const addEvent = useCallback(
    async (body: Omit<EventInput, 'idempotency_key'>) => {
      if (gameId === null || authorId === null) return;
      await enqueue(gameId, authorId, { kind: 'event', body: { ...body, idempotency_key: crypto.randomUUID() } });
      void send();
    },
    [gameId, authorId, send],
  );

  const lines = useMemo(() => (sheet ? sheetLines(sheet, queued) : []), [sheet, queued]);
  const eventScore = useMemo(() => scoreOf(lines), [lines]);
  // A ruling (a forfeit, an abandoned game's standing score) sets the game's score; otherwise the events make it.
  const score = sheet?.game.outcome ? { home: sheet.game.home_score, away: sheet.game.away_score } : eventScore;
  const pendingEvents = lines.filter((l) => l.queuedSeq !== null).length;

  return {
    ...sheetQuery,
    notFound,
    /** The sheet once the person who keeps it is known too (their commands and no one else's). */
    sheet: authorId === null ? undefined : sheet,
    queued,
    pendingEvents,
    online,
    lines,
    score,
    clock,
    setClock,
    resetClock,
    addEvent,
    send,
    clockAt,
    /** Seconds of game time since the start at `now`, never past the period's end. */
    secondsAt: (now: number) => clockAt(now)?.elapsed ?? 0,
  };
}

export type ScoreSheetState = ReturnType<typeof useScoreSheet>;
