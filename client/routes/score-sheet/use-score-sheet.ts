// The score sheet's state for one game: the server's sheet (swr), the commands still on the phone (outbox), the game
// clock as the phone keeps it (kept across reloads, mirrored to the server through the outbox) and the derived lines.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { contract } from '../../../shared/contract';
import type { EventInput, ScoreSheetDTO } from '../../../shared/schemas/score-sheet';
import useSWR from 'swr';
import { ApiError } from '../../api/api-error';
import { call, isNotFound, urlOf } from '../../api/endpoints';
import { errorText, handleHttpError } from '../../api/error-handler';
import { useSelf } from '../../api/hooks';
import { showError } from '../../ui/toast';
import { enqueue, flush, onOutboxChange, queuedCommands, type QueuedCommand } from './outbox';
import { clockFromServer, clockInput, clockSeconds, scoreOf, sheetLines, type LocalClock } from './sheet-model';

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
    // Others keep the sheet too (the other team's line-up, a referee's signature); nothing is asked while offline.
    {
      refreshInterval: 10_000,
      isPaused: () => !navigator.onLine && loaded.current,
      onSuccess: () => {
        loaded.current = true;
      },
    },
  );
  const notFound = isNotFound(sheetQuery.error);
  const sheet = sheetQuery.data;
  const { mutate } = sheetQuery;
  // The signed-in person: the author of what this phone queues, and whose queue alone it sends (a phone passes hands).
  const authorId = useSelf().data?.id ?? null;
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

  // The phone keeps the clock: its own last state wins over the server's (which may lag behind the queue).
  // Until the phone changes it, the clock is what this phone kept last (a reload), else the server's.
  const [localClock, setClockState] = useState<LocalClock | null>(null);
  const serverClock = sheet?.clock;
  const clock = useMemo(
    () => localClock ?? (gameId !== null && serverClock ? (storedClock(gameId) ?? clockFromServer(serverClock)) : null),
    [localClock, gameId, serverClock],
  );

  const setClock = useCallback(
    async (next: LocalClock) => {
      if (gameId === null || authorId === null) return;
      setClockState(next);
      localStorage.setItem(clockKey(gameId), JSON.stringify(next));
      await enqueue(gameId, authorId, { kind: 'clock', body: clockInput(next, Date.now()) });
      void send();
    },
    [gameId, authorId, send],
  );

  /** Takes over the server's clock (after the start: the phone's old state of another game day does not count). */
  const resetClock = useCallback(
    (next: LocalClock) => {
      if (gameId === null) return;
      setClockState(next);
      localStorage.setItem(clockKey(gameId), JSON.stringify(next));
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
  const score = useMemo(() => scoreOf(lines), [lines]);
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
    secondsAt: (now: number) => (clock ? clockSeconds(clock, now) : 0),
  };
}

export type ScoreSheetState = ReturnType<typeof useScoreSheet>;
