// The score sheet documents drawn by this instance: kept by game, stamp and language within a byte budget (the oldest
// unread go first), each drawn once however many ask at once, and the draws one client address may cause a minute.
import type { Request, Response } from 'express';
import { limiter } from '../../middleware/rate-limit';

/** The kept documents' memory (the server runs with a 256 MB heap, decision 011); a document is some 20 to 60 KB. */
export const DOCUMENT_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * Documents one client address may have drawn a minute: requests answered from the kept documents, from a draw
 * already running or with 304 do not count. Generous: a league office downloading a matchday's sheets stays below it.
 */
export const DOCUMENT_DRAWS_PER_MINUTE = 30;

export interface DrawnDocument {
  pdf: Buffer;
  /** The file name the answer proposes (Content-Disposition), without `.pdf`. */
  file: string;
}

/** The key of a document: the game, its document stamp (any change of what it shows makes a new one) and the language. */
export const documentKey = (gameId: number, stamp: string, language: string) => `${gameId}|${stamp}|${language}`;

export class DocumentCache {
  private readonly kept = new Map<string, DrawnDocument>();
  private keptBytes = 0;
  /**
   * Draws running. Unlike the statistics' single flight (server/domains/stats/single-flight.ts), a request joins a
   * running draw: the key holds the stamp the request read, so that draw is already of the state it asks for.
   */
  private readonly running = new Map<string, Promise<DrawnDocument>>();
  /** Documents drawn since the start (tests read it: a kept or joined document is not drawn again). */
  draws = 0;

  constructor(private readonly maxBytes = DOCUMENT_CACHE_BYTES) {}

  /** A kept document, now the most recently used; or one being drawn; undefined when neither. */
  find(key: string): DrawnDocument | Promise<DrawnDocument> | undefined {
    const found = this.kept.get(key);
    if (found) {
      this.kept.delete(key);
      this.kept.set(key, found);
      return found;
    }
    return this.running.get(key);
  }

  /** The document drawn by `draw` and kept; a request arriving meanwhile joins it (find). */
  draw(key: string, draw: () => Promise<DrawnDocument>): Promise<DrawnDocument> {
    const running = this.running.get(key);
    if (running) return running;
    const drawing = draw().then(
      (drawn) => {
        this.draws += 1;
        this.running.delete(key);
        this.keep(key, drawn);
        return drawn;
      },
      (error: unknown) => {
        this.running.delete(key);
        throw error;
      },
    );
    this.running.set(key, drawing);
    return drawing;
  }

  /** Kept documents and their bytes (tests, the benchmark). */
  get size(): { documents: number; bytes: number } {
    return { documents: this.kept.size, bytes: this.keptBytes };
  }

  private keep(key: string, drawn: DrawnDocument): void {
    const bytes = drawn.pdf.length;
    if (bytes > this.maxBytes) return;
    if (this.kept.has(key)) this.keptBytes -= this.kept.get(key)!.pdf.length;
    this.kept.delete(key);
    while (this.kept.size > 0 && this.keptBytes + bytes > this.maxBytes) {
      const oldest = this.kept.keys().next().value!;
      this.keptBytes -= this.kept.get(oldest)!.pdf.length;
      this.kept.delete(oldest);
    }
    this.kept.set(key, drawn);
    this.keptBytes += bytes;
  }
}

export const documents = new DocumentCache();

const drawLimit = limiter({ name: 'sheet-pdf', windowMs: 60_000, limit: DOCUMENT_DRAWS_PER_MINUTE });

/**
 * Counts a draw for the request's client address; rejects with 429 TooManyRequests beyond the limit (the limiter has
 * set Retry-After on the answer by then).
 */
export function countDraw(req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    void drawLimit(req, res, (error?: unknown) => (error ? reject(error as Error) : resolve()));
  });
}
