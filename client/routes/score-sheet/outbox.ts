// The score sheet's outbox (docs/decisions/029-score-sheet-outbox.md): every command entered at the table goes
// first into IndexedDB with an idempotency key made on the phone, then to the server in order. A network failure
// keeps it queued (retried when `online` fires and every few seconds), a refusal (4xx) drops it and tells the
// listener; it survives a reload. Each command names its author (the signed-in person who entered it): only they send
// it, with their own session, and signing out empties the queue (docs/security.md, "Attack review, round 3").
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ClockInput, EventInput, ScoreSheetDTO, SheetEventDTO } from '../../../shared/schemas/score-sheet';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/endpoints';
import { SESSION } from '../../lib/offline-cache';

/** An event as queued carries its idempotency key, made when it was entered; a clock state is last write wins. */
export type OutboxCommand = { kind: 'event'; body: EventInput } | { kind: 'clock'; body: ClockInput };

export interface QueuedCommand {
  /** Order of entry (IndexedDB's own counter). */
  seq?: number;
  gameId: number;
  /** The person signed in when it was entered: sent only with their session, never with the next person's. */
  authorId: number;
  command: OutboxCommand;
  queuedAt: string;
}

interface OutboxDB extends DBSchema {
  commands: { key: number; value: QueuedCommand; indexes: { byGame: number } };
}

const DB_NAME = 'score-sheet-outbox';
let opened: Promise<IDBPDatabase<OutboxDB>> | null = null;

function database(): Promise<IDBPDatabase<OutboxDB>> {
  opened ??= openDB<OutboxDB>(DB_NAME, 2, {
    async upgrade(db, oldVersion, _newVersion, tx) {
      if (oldVersion < 1) {
        const store = db.createObjectStore('commands', { keyPath: 'seq', autoIncrement: true });
        store.createIndex('byGame', 'gameId');
        return;
      }
      // The first version's commands name no author: nobody may send them with whatever session is signed in now.
      await tx.objectStore('commands').clear();
    },
  });
  return opened;
}

type Listener = () => void;
const listeners = new Set<Listener>();
function changed(): void {
  for (const listener of listeners) listener();
}

/** Called on every change of the queue (a command queued, sent or dropped). */
export function onOutboxChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The author's queued commands of one game, oldest first (another person's stay hidden and unsent). */
export async function queuedCommands(gameId: number, authorId: number): Promise<QueuedCommand[]> {
  const db = await database();
  const rows = await db.getAllFromIndex('commands', 'byGame', gameId);
  return rows.filter((row) => row.authorId === authorId).sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

/** The games the author still has commands waiting for (sent from any page once the network returns). */
export async function gamesWithQueue(authorId: number): Promise<number[]> {
  const db = await database();
  const rows = await db.getAll('commands');
  return [...new Set(rows.filter((row) => row.authorId === authorId).map((row) => row.gameId))];
}

/** Every command waiting on this device, whoever entered it (the warning before signing out). */
export async function waitingCommands(): Promise<number> {
  const db = await database();
  return db.count('commands');
}

/**
 * Empties the queue at sign-out: what waits belongs to the session that ends, and nobody may send it later. The
 * session's answers the service worker kept for a reload offline go with it (client/vite.config.ts).
 */
export async function clearOutbox(): Promise<void> {
  if ('caches' in window) await caches.delete(SESSION).catch(() => undefined);
  const db = await database();
  await db.clear('commands');
  changed();
}

/**
 * Queues a command. A clock state replaces a clock state still waiting (last write wins on the server anyway), so a
 * long time offline sends one clock, not hundreds.
 */
export async function enqueue(gameId: number, authorId: number, command: OutboxCommand): Promise<void> {
  const db = await database();
  const tx = db.transaction('commands', 'readwrite');
  if (command.kind === 'clock') {
    for (const row of await tx.store.index('byGame').getAll(gameId)) {
      if (row.command.kind === 'clock' && row.authorId === authorId && row.seq !== undefined) await tx.store.delete(row.seq);
    }
  }
  await tx.store.add({ gameId, authorId, command, queuedAt: new Date().toISOString() });
  await tx.done;
  changed();
}

/** Takes a queued command back before it was sent (undo of a goal still on the phone). */
export async function discard(seq: number): Promise<void> {
  const db = await database();
  await db.delete('commands', seq);
  changed();
}

/** No answer, the server away or busy, or the session expired: the command waits for the next attempt. */
function keepsWaiting(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/** The server's answer to a sent command: the stored event, or the whole sheet after a clock change. */
export type SentAnswer = { kind: 'event'; event: SheetEventDTO } | { kind: 'clock'; sheet: ScoreSheetDTO };

/**
 * A request the network swallows (no answer and no error, as a hall's wifi does when it drops mid-request) must not
 * hold the queue: it is given up after this and sent again, with the same idempotency key.
 */
const SEND_TIMEOUT_MS = 15_000;

async function send(row: QueuedCommand): Promise<SentAnswer> {
  // Every failure is the outbox's own: a lost network must not send the scorer to the error page.
  const options = { ownErrors: () => true, signal: AbortSignal.timeout(SEND_TIMEOUT_MS) };
  if (row.command.kind === 'event') {
    const answer = await api.scoreSheet.addEvent({ params: { id: row.gameId }, body: row.command.body }, options);
    return { kind: 'event', event: answer.data };
  }
  const answer = await api.scoreSheet.clock({ params: { id: row.gameId }, body: row.command.body }, options);
  return { kind: 'clock', sheet: answer.data };
}

export interface FlushResult {
  sent: number;
  /** The session expired: the queue waits for the next sign-in. */
  unauthorized: ApiError | null;
  /** Commands the server refused (4xx): dropped, with the error to show. */
  refused: { command: QueuedCommand; error: ApiError }[];
  /** True when a command is still waiting (the network is gone). */
  waiting: boolean;
}

const flushing = new Map<string, Promise<FlushResult>>();

/**
 * Called with the server's answer before a sent command leaves the queue, so that the page shows the stored event
 * before it stops showing the queued one (no moment without it, where "undo the last" would hit another event).
 */
export type OnSent = (answer: SentAnswer) => Promise<unknown> | void;

/**
 * Sends the author's queue of the game in order (the caller names the person signed in now); one flush per game and
 * author at a time (a second call follows the running one).
 */
export function flush(gameId: number, authorId: number, onSent?: OnSent): Promise<FlushResult> {
  const key = `${gameId}:${authorId}`;
  const running = flushing.get(key);
  // A command queued while a flush ends might be missed by it: a caller who joins sends again once it is done.
  if (running) return running.then(() => flush(gameId, authorId, onSent));
  const next = flushQueue(gameId, authorId, onSent).finally(() => flushing.delete(key));
  flushing.set(key, next);
  return next;
}

async function flushQueue(gameId: number, authorId: number, onSent?: OnSent): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, unauthorized: null, refused: [], waiting: false };
  const db = await database();
  for (;;) {
    const [row] = await queuedCommands(gameId, authorId);
    if (!row || row.seq === undefined) return result;
    try {
      const answer = await send(row);
      await onSent?.(answer);
      result.sent += 1;
    } catch (error) {
      if (keepsWaiting(error)) {
        result.waiting = true;
        if (error instanceof ApiError && error.status === 401) result.unauthorized = error;
        return result;
      }
      result.refused.push({ command: row, error: error as ApiError });
    }
    await db.delete('commands', row.seq);
    changed();
  }
}
