// Background work that gives way to requests: the event loop's lag, sampled while the work runs, and the number of
// sends in flight it allows (fewer while requests wait behind them, more again when the loop keeps up).
const SAMPLE_MS = 10;

export class LoopGovernor {
  private lagMs = 0;
  private timer: NodeJS.Timeout | null = null;
  private allowed: number;
  private inFlight = 0;
  private waiting: (() => void)[] = [];

  /** `max` in flight at most, `min` always; backs off while the lag is past `targetMs`. */
  constructor(
    private readonly max: number,
    private readonly min = 4,
    private readonly targetMs = 15,
  ) {
    this.allowed = Math.min(max, Math.max(min, 16));
  }

  start(): void {
    if (this.timer) return;
    let expected = performance.now() + SAMPLE_MS;
    this.timer = setInterval(() => {
      const now = performance.now();
      this.lagMs = 0.6 * this.lagMs + 0.4 * Math.max(0, now - expected);
      expected = now + SAMPLE_MS;
      this.adjust();
    }, SAMPLE_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private adjust(): void {
    this.allowed =
      this.lagMs > this.targetMs
        ? Math.max(this.min, Math.floor(this.allowed * 0.7))
        : Math.min(this.max, this.allowed + Math.max(1, Math.floor(this.allowed / 8)));
    while (this.inFlight < this.allowed && this.waiting.length) {
      this.inFlight++;
      this.waiting.shift()!();
    }
  }

  /** Runs `work` when the loop allows one more in flight. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.inFlight < this.allowed) this.inFlight++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      this.inFlight--;
      if (this.inFlight < this.allowed && this.waiting.length) {
        this.inFlight++;
        this.waiting.shift()!();
      }
    }
  }
}
