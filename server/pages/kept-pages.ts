// The public pages kept by one instance (server/pages/public-pages.ts): HTML with its gzip and ETag by a key, within a
// byte budget, the least recently read going first beyond it (the server runs with a 256 MB heap, decision 011).
import crypto from 'node:crypto';
import zlib from 'node:zlib';

export interface Kept {
  stamp: string;
  html: string;
  etag: string;
  status: number;
  /** Until when a page showing a live game may be served as it is (its clock moves on without a data change). */
  until: number;
  /** The page gzipped once (a page view then costs no compression). */
  gzipped: Buffer;
  /** What the entry holds in memory (the HTML as UTF-16 at most, and its gzip). */
  bytes: number;
}

export type Page = Omit<Kept, 'etag' | 'gzipped' | 'bytes'>;

/** The kept pages' memory of one instance. */
export const MAX_KEPT_BYTES = 32 * 1024 * 1024;

/** A page as answered: its ETag and gzip made (once, when it is kept). */
export function finished(page: Page): Kept {
  const gzipped = zlib.gzipSync(page.html);
  const etag = `"${crypto.createHash('sha1').update(page.html).digest('base64url')}"`;
  return { ...page, etag, gzipped, bytes: page.html.length * 2 + gzipped.length };
}

export class KeptPages {
  private readonly entries = new Map<string, Kept>();
  private keptBytes = 0;
  /** Views answered from a kept page, and pages made (tests and the benchmark read them). */
  hits = 0;
  made = 0;

  constructor(private readonly maxBytes = MAX_KEPT_BYTES) {}

  /** The page kept under `key`; reading it makes it the last to go. */
  get(key: string): Kept | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  keep(key: string, page: Page): Kept {
    const entry = finished(page);
    this.forget(key);
    while (this.entries.size > 0 && this.keptBytes + entry.bytes > this.maxBytes) this.forget(this.entries.keys().next().value!);
    this.entries.set(key, entry);
    this.keptBytes += entry.bytes;
    return entry;
  }

  /** Pages kept and their bytes. */
  get size(): { pages: number; bytes: number } {
    return { pages: this.entries.size, bytes: this.keptBytes };
  }

  private forget(key: string): void {
    this.keptBytes -= this.entries.get(key)?.bytes ?? 0;
    this.entries.delete(key);
  }
}
