// The instance's one LISTEN connection (docs/decisions/023-live-streams.md): a dedicated pg client on `portal_live`,
// reconnected with backoff when it drops, so a change committed on any instance reaches this instance's streams.
import pg from 'pg';
import type { Logger } from 'pino';
import { LIVE_CHANNEL, STATS_CHANNEL, type GameChange } from './publish';
import { NOTICES_CHANNEL } from '../platform/notification-outbox';

/** Backoff of the reconnects: doubling from the first to the last, with some jitter so instances spread out. */
export const RECONNECT_FIRST_MS = 250;
export const RECONNECT_MAX_MS = 10_000;
/** A ping on the idle connection notices a silently dropped one long before TCP keep-alive would. */
const PING_MS = 30_000;
const PING_TIMEOUT_MS = 5_000;

export interface ListenerEvents {
  /** One NOTIFY of a game change. */
  change(change: GameChange): void;
  /** Listening again after a drop: what was notified meanwhile is lost, so streams must catch up. */
  resync(): void;
  /** A statistics change counter moved (migration stats_notify): the competition's id, 0 for what all share. */
  statsChanged?(competitionId: number): void;
  /** A notice was queued (server/platform/notification-outbox.ts): the instance's worker looks at once. */
  noticesQueued?(): void;
}

/** `{ game_id, competition_id }` of a NOTIFY payload, or null for anything else. */
export function parseChange(payload: string | undefined): GameChange | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as { game_id?: unknown; competition_id?: unknown };
    const { game_id: gameId, competition_id: competitionId } = value;
    if (!Number.isSafeInteger(gameId) || !Number.isSafeInteger(competitionId)) return null;
    return { gameId: gameId as number, competitionId: competitionId as number };
  } catch {
    return null;
  }
}

export class LiveListener {
  private client: pg.Client | null = null;
  private listening = false;
  private closed = false;
  private started = false;
  private everListened = false;
  private attempt = 0;
  private retryTimer: NodeJS.Timeout | null = null;
  private pingTimer: NodeJS.Timeout | null = null;
  private waiters: (() => void)[] = [];

  constructor(
    private readonly connectionString: string,
    private readonly events: ListenerEvents,
    private readonly logger?: Pick<Logger, 'info' | 'warn'>,
  ) {}

  /** Starts listening (once); later calls do nothing. */
  start(): void {
    if (this.started || this.closed) return;
    this.started = true;
    void this.connect();
  }

  get isListening(): boolean {
    return this.listening;
  }

  /** Resolves once LISTEN is in place, or after `timeoutMs` (a stream then still opens and catches up later). */
  ready(timeoutMs = 3_000): Promise<void> {
    this.start();
    if (this.listening || this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, timeoutMs);
      timer.unref();
      const waiters = this.waiters;
      function done() {
        clearTimeout(timer);
        const index = waiters.indexOf(done);
        if (index >= 0) waiters.splice(index, 1);
        resolve();
      }
      waiters.push(done);
    });
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.connectionString, keepAlive: true });
    this.client = client;
    // Without an 'error' listener a dropped connection would end the process.
    client.on('error', (err) => this.lost(client, err.message));
    client.on('end', () => this.lost(client, 'connection ended'));
    client.on('notification', (message) => {
      if (message.channel === STATS_CHANNEL) {
        const id = Number(message.payload);
        if (Number.isSafeInteger(id)) this.events.statsChanged?.(id);
        return;
      }
      if (message.channel === NOTICES_CHANNEL) {
        this.events.noticesQueued?.();
        return;
      }
      if (message.channel !== LIVE_CHANNEL) return;
      const change = parseChange(message.payload);
      if (change) this.events.change(change);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${LIVE_CHANNEL}`);
      await client.query(`LISTEN ${STATS_CHANNEL}`);
      await client.query(`LISTEN ${NOTICES_CHANNEL}`);
    } catch (error) {
      this.lost(client, error instanceof Error ? error.message : String(error));
      return;
    }
    if (this.closed || this.client !== client) {
      await client.end().catch(() => undefined);
      return;
    }
    this.listening = true;
    this.attempt = 0;
    const again = this.everListened;
    this.everListened = true;
    if (again) this.logger?.info('live: listening again');
    for (const wake of [...this.waiters]) wake();
    this.pingTimer = setInterval(() => void this.ping(client), PING_MS);
    this.pingTimer.unref();
    if (again) this.events.resync();
  }

  private async ping(client: pg.Client): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('ping timed out')), PING_TIMEOUT_MS);
    });
    try {
      await Promise.race([client.query('SELECT 1'), timeout]);
    } catch (error) {
      this.lost(client, error instanceof Error ? error.message : String(error));
    } finally {
      clearTimeout(timer);
    }
  }

  /** The connection is gone (error, end, failed connect or ping): drop it and try again after the backoff. */
  private lost(client: pg.Client, reason: string): void {
    if (this.client !== client) return;
    this.client = null;
    this.listening = false;
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
    client.removeAllListeners('notification');
    // Keep an 'error' listener: the socket may still report errors after this.
    client.end().catch(() => undefined);
    if (this.closed) return;
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** this.attempt) * (0.75 + Math.random() * 0.5);
    this.attempt++;
    this.logger?.warn({ err: reason, retryMs: Math.round(delay) }, 'live: LISTEN connection lost, reconnecting');
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, delay);
    this.retryTimer.unref();
  }

  /** Stops for good (shutdown). */
  async close(): Promise<void> {
    this.closed = true;
    this.listening = false;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    for (const wake of [...this.waiters]) wake();
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => undefined);
  }
}
