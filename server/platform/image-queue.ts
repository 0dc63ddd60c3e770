// At most N pictures decoded at once in this process: decoding a large picture costs tens of
// megabytes and a core, so thirty parallel uploads must queue instead of all decoding together. A request that would
// wait too long, or finds the queue full, answers 503 ServerBusy (with Retry-After) instead of piling up.
import { AppError } from '../errors';

export interface ImageQueueOptions {
  /** Pictures processed at once (IMAGE_CONCURRENCY; 2 on a two-core machine). */
  concurrency: number;
  /** How long a picture may wait for its turn (IMAGE_QUEUE_WAIT_MS). */
  maxWaitMs: number;
  /** How many may wait at all; one more is refused at once (IMAGE_QUEUE_LENGTH). */
  maxWaiting: number;
}

export const IMAGE_QUEUE_DEFAULTS: ImageQueueOptions = { concurrency: 2, maxWaitMs: 10_000, maxWaiting: 20 };

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}

export class WorkQueue {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(private readonly options: ImageQueueOptions) {}

  /** Runs `task` once a slot is free; rejects with ServerBusy when the queue is full or the wait too long. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  /** For tests and the bench: pictures in work and waiting. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  private acquire(): Promise<void> {
    if (this.running < this.options.concurrency) {
      this.running++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.options.maxWaiting) return Promise.reject(busy('queue full'));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          const index = this.waiting.indexOf(waiter);
          if (index >= 0) this.waiting.splice(index, 1);
          reject(busy('waited too long'));
        }, this.options.maxWaitMs),
      };
      this.waiting.push(waiter);
    });
  }

  private release(): void {
    const next = this.waiting.shift();
    // The slot passes straight to the next waiter: `running` stays the same.
    if (next) next.start();
    else this.running--;
  }
}

const busy = (why: string) => new AppError('ServerBusy', `Image processing busy: ${why}`);

let queue = new WorkQueue(IMAGE_QUEUE_DEFAULTS);

/** Set from the configuration when the app is built (server/app.ts). */
export function configureImageQueue(options: ImageQueueOptions): void {
  queue = new WorkQueue(options);
}

export const imageQueue = (): WorkQueue => queue;
