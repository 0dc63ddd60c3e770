// In-process cache of computed statistics answers: valid for STATS_CACHE_MS and only while the database's
// version stamp of the category is unchanged, so every instance drops an answer as soon as any changes the data.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { STATS_CACHE_MS } from '../../../shared/constants';
import { GZIP_LEVEL, GZIP_MIN_BYTES } from '../../gzip';

/** A ready answer: the serialized JSON, its ETag, and whether it holds live data (short client max-age). */
export interface CachedAnswer {
  body: string;
  etag: string;
  live: boolean;
  /** The body gzipped, made at the first request that accepts gzip and kept with the answer. */
  gzipped?: Buffer;
}

/** The gzipped body of a cached answer (compressed once, not per request), or null when too small to bother. */
export function gzippedBody(answer: CachedAnswer): Buffer | null {
  if (answer.body.length < GZIP_MIN_BYTES) return null;
  answer.gzipped ??= zlib.gzipSync(answer.body, { level: GZIP_LEVEL });
  return answer.gzipped;
}

interface Entry {
  stamp: string;
  storedAt: number;
  answer: CachedAnswer;
  /** Memory the entry holds, estimated: its body and, once made, a gzipped copy of about a quarter of it. */
  bytes: number;
}

const MAX_ENTRIES = 2000;
/**
 * Memory all entries may hold together. The server runs with a 256 MB heap (docs/decisions/011): a federation's
 * answers (50 leagues, two seasons, four views and the team pages) take some 40 MB.
 */
export const MAX_CACHE_BYTES = 64 * 1024 * 1024;
const entryBytes = (answer: CachedAnswer) => Math.ceil(answer.body.length * 1.25);

/**
 * A ready answer from any text body (JSON, iCalendar); the ETag is a hash of the body unless the caller names what
 * the body is made from (`madeOf`: a data version and the time of the computation, which a body never shares with
 * another computation's), which spares hashing a season's 100 KB once per computation.
 */
export function textAnswer(body: string, live: boolean, madeOf?: string): CachedAnswer {
  const tag = madeOf ?? crypto.createHash('sha1').update(body).digest('base64url');
  return { body, etag: `W/"${tag}"`, live };
}

/** A JSON answer in the `{ data }` envelope. */
export function answerOf(value: unknown, live: boolean, madeOf?: string): CachedAnswer {
  return textAnswer(JSON.stringify({ data: value }), live, madeOf);
}

export class StatsCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<CachedAnswer>>();
  private bytes = 0;
  /** Counters for tests and logs. */
  readonly counts = { hits: 0, misses: 0 };

  constructor(
    private readonly ttlMs = STATS_CACHE_MS,
    private readonly now: () => number = Date.now,
    private readonly maxBytes = MAX_CACHE_BYTES,
  ) {}

  /** The cached answer for `key` if it was computed under the same `stamp` less than ttl ago, else computes it. */
  async get(key: string, stamp: string, compute: () => Promise<CachedAnswer>): Promise<CachedAnswer> {
    const entry = this.entries.get(key);
    if (entry && entry.stamp === stamp && this.now() - entry.storedAt < this.ttlMs) {
      this.counts.hits++;
      return entry.answer;
    }
    // Concurrent requests for the same data wait for one computation.
    const pendingKey = `${key}\u0000${stamp}`;
    const running = this.pending.get(pendingKey);
    if (running) {
      this.counts.hits++;
      return running;
    }
    this.counts.misses++;
    const promise = compute()
      .then((answer) => {
        this.remove(key);
        const bytes = entryBytes(answer);
        this.entries.set(key, { stamp, storedAt: this.now(), answer, bytes });
        this.bytes += bytes;
        // Maps iterate in insertion order: the first key is the oldest entry. The newest always stays.
        while ((this.entries.size > MAX_ENTRIES || this.bytes > this.maxBytes) && this.entries.size > 1) {
          this.remove(this.entries.keys().next().value!);
        }
        return answer;
      })
      .finally(() => this.pending.delete(pendingKey));
    this.pending.set(pendingKey, promise);
    return promise;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
    this.counts.hits = 0;
    this.counts.misses = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The estimated memory of all entries. */
  get sizeBytes(): number {
    return this.bytes;
  }
}

/** The process's one statistics cache. */
export const statsCache = new StatsCache();

/** Browsers and proxies may keep an answer briefly: 15 s while a game is live, a minute otherwise. */
export const MAX_AGE_LIVE_S = 15;
