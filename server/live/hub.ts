// The instance's open event streams per channel (`game:<id>`, `category:<competitionId>`) and the fan-out of a game's
// change to them: one computation per change (bursts coalesced), the same bytes written to every stream.
import type { Response } from 'express';
import type { Logger } from 'pino';
import type { CachedAnswer } from '../domains/stats';
import type { GameChange } from './publish';

/** Notifications for one game within this window make one computation. */
export const COALESCE_MS = 10;
/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
export const HEARTBEAT_MS = 20_000;
/** How long a client waits before reconnecting after the stream broke (the `retry:` hint). */
export const RETRY_MS = 3_000;
/** A stream whose unsent bytes pass this is too slow to follow: it is closed and reconnects to the fresh state. */
export const MAX_BUFFERED_BYTES = 512 * 1024;

/** One open stream: its response and the ETag of the game state it last got (a shared string, not a copy). */
interface Subscriber {
  res: Response;
  etag: string | null;
}

/** Where a game's answer comes from (the stats cache behind the game's stamp: gameAnswer). */
export type GameSource = (gameId: number) => Promise<CachedAnswer>;

interface Job {
  competitionId: number;
  state: 'waiting' | 'running' | 'again';
}

/** One Server-Sent Event: `event:` and one `data:` line (JSON has no raw line breaks). */
export const frame = (event: string, json: string): string => `event: ${event}\ndata: ${json}\n\n`;

const ENVELOPE_START = '{"data":';

/** The inner data of a cached `{ data }` answer, as text, without parsing it (answerOf writes exactly this shape). */
export function dataText(answer: CachedAnswer): string {
  if (!answer.body.startsWith(ENVELOPE_START) || !answer.body.endsWith('}')) throw new Error('not a { data } answer');
  return answer.body.slice(ENVELOPE_START.length, -1);
}

const isNotFound = (error: unknown) => (error as { code?: unknown } | null)?.code === 'NotFound';

export class LiveHub {
  private readonly channels = new Map<string, Set<Subscriber>>();
  private readonly jobs = new Map<number, Job>();
  /** Per game, the ETag last sent to its category's streams (only while the category has any). */
  private readonly categoryEtags = new Map<number, string>();
  private heartbeat: NodeJS.Timeout | null = null;
  private closed = false;
  /** Computations made, for tests and the bench (one per change, not one per stream). */
  readonly counts = { computations: 0, frames: 0 };

  constructor(
    private readonly source: GameSource,
    private readonly logger?: Pick<Logger, 'warn'>,
  ) {}

  /** How many streams are open on this instance. */
  get size(): number {
    let n = 0;
    for (const set of this.channels.values()) n += set.size;
    return n;
  }

  /**
   * Starts a stream on `res`: headers, the retry hint and `first` (the current state), then adds it to `channel`.
   * Ends with the response; `release` gives the stream's slot back then (or at once when no stream opens).
   */
  open(res: Response, channel: string, first: string, etag: string | null, release: () => void = () => {}): void {
    // The viewer may have left while the state was read: a stream on a closed socket would never see its 'close'.
    if (!res.socket || res.socket.destroyed || res.destroyed) return release();
    res.status(200);
    res.set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform also keeps the compression middleware from buffering the stream.
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    });
    res.removeHeader('ETag');
    res.flushHeaders();
    res.socket?.setNoDelay(true);
    res.write(`retry: ${RETRY_MS}\n\n${first}`);
    if (this.closed) {
      res.end();
      return release();
    }
    const subscriber: Subscriber = { res, etag };
    let set = this.channels.get(channel);
    if (!set) {
      set = new Set();
      this.channels.set(channel, set);
    }
    set.add(subscriber);
    res.on('close', () => {
      this.drop(channel, subscriber);
      release();
    });
    this.startHeartbeat();
  }

  private drop(channel: string, subscriber: Subscriber): void {
    const set = this.channels.get(channel);
    if (!set) return;
    set.delete(subscriber);
    if (set.size > 0) return;
    this.channels.delete(channel);
    if (![...this.channels.keys()].some((c) => c.startsWith('category:'))) this.categoryEtags.clear();
    if (this.channels.size === 0 && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = null;
    }
  }

  private startHeartbeat(): void {
    if (this.heartbeat) return;
    const beat = Buffer.from(':\n\n');
    this.heartbeat = setInterval(() => {
      for (const set of this.channels.values()) for (const s of set) this.write(s, beat);
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  private write(subscriber: Subscriber, text: string | Buffer): void {
    const { res } = subscriber;
    if (res.writableEnded || res.destroyed) return;
    if (res.writableLength > MAX_BUFFERED_BYTES) {
      res.destroy();
      return;
    }
    res.write(text);
    this.counts.frames++;
  }

  /** A game changed (a NOTIFY from any instance): schedules one computation for the streams that watch it. */
  change({ gameId, competitionId }: GameChange): void {
    if (this.closed) return;
    if (!this.channels.has(`game:${gameId}`) && !this.channels.has(`category:${competitionId}`)) return;
    const job = this.jobs.get(gameId);
    if (job) {
      job.competitionId = competitionId;
      if (job.state === 'running') job.state = 'again';
      return;
    }
    this.jobs.set(gameId, { competitionId, state: 'waiting' });
    setTimeout(() => void this.run(gameId), COALESCE_MS).unref();
  }

  /** After a lost LISTEN connection: every watched game is checked again, every category told to revalidate. */
  resync(): void {
    for (const channel of this.channels.keys()) {
      if (channel.startsWith('game:')) {
        const gameId = Number(channel.slice('game:'.length));
        const job = this.jobs.get(gameId);
        if (job) {
          if (job.state === 'running') job.state = 'again';
        } else {
          this.jobs.set(gameId, { competitionId: 0, state: 'waiting' });
          setTimeout(() => void this.run(gameId), COALESCE_MS).unref();
        }
      } else {
        const text = frame('changed', '{}');
        for (const s of this.channels.get(channel) ?? []) this.write(s, text);
      }
    }
  }

  private async run(gameId: number): Promise<void> {
    const job = this.jobs.get(gameId);
    if (!job) return;
    job.state = 'running';
    try {
      await this.push(gameId, job.competitionId);
    } catch (error) {
      this.logger?.warn({ err: error instanceof Error ? error.message : String(error), gameId }, 'live: push failed');
    }
    // Read again: a change during the computation set it (TypeScript keeps the narrowing across the await).
    if ((job.state as Job['state']) === 'again' && !this.closed) {
      job.state = 'waiting';
      setTimeout(() => void this.run(gameId), COALESCE_MS).unref();
    } else {
      this.jobs.delete(gameId);
    }
  }

  private async push(gameId: number, competitionId: number): Promise<void> {
    const watchers = this.channels.get(`game:${gameId}`);
    const category = competitionId ? this.channels.get(`category:${competitionId}`) : undefined;
    if (!watchers?.size && !category?.size) return;
    let answer: CachedAnswer;
    try {
      answer = await this.source(gameId);
    } catch (error) {
      // A removed game: its category's pages revalidate; its own page keeps what it shows.
      if (!isNotFound(error)) throw error;
      const text = frame('changed', JSON.stringify({ game_id: gameId }));
      for (const s of category ?? []) this.write(s, text);
      return;
    }
    this.counts.computations++;
    const details = dataText(answer);
    if (watchers?.size) {
      // Encoded once: a string written to a thousand sockets would be encoded a thousand times.
      const text = Buffer.from(frame('game', details));
      // Sets change while writing (a closed socket drops out): iterate over a copy.
      for (const s of [...watchers]) {
        if (s.etag === answer.etag) continue;
        s.etag = answer.etag;
        this.write(s, text);
      }
    }
    if (category?.size && this.categoryEtags.get(gameId) !== answer.etag) {
      this.categoryEtags.set(gameId, answer.etag);
      const { events: _events, ...game } = (JSON.parse(details) as { game: { events: unknown } }).game;
      const text = Buffer.from(frame('game', JSON.stringify(game)));
      for (const s of [...category]) this.write(s, text);
    }
  }

  /** Ends every stream (shutdown: the clients reconnect to another instance). */
  close(): void {
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    for (const set of this.channels.values()) for (const s of set) s.res.end();
    this.channels.clear();
  }
}
