// The public pages' stamps kept in memory while this instance hears every change (decision 030): the LISTEN
// connection (server/live/listener.ts) announces each bump of a statistics change counter (migration stats_notify) and
// each score sheet change, and any change of terms (migration terms_notify, as a change of everything), and the memo
// forgets what the change touches. A page view then reads no row until the data
// changes. Without a listening connection (starting, reconnecting) every view reads its stamp as before; after a
// reconnect everything is forgotten (what was announced meanwhile is lost).

export interface StampSource {
  /** Whether changes are heard now. */
  readonly isListening: boolean;
}

export interface PageStamp {
  stamp: string | null;
  /** The competitions the page shows; null for a page that any change may touch (the overview, a missing game). */
  competitions: number[] | null;
}

const MAX_ENTRIES = 5000;

export class StampMemo {
  private readonly entries = new Map<string, PageStamp>();
  /** Moves with every change heard: a stamp read while one arrived is not kept (it may predate the change). */
  private generation = 0;

  constructor(private readonly source: StampSource) {}

  async read(key: string, compute: () => Promise<PageStamp>): Promise<string | null> {
    const listening = this.source.isListening;
    if (listening) {
      const found = this.entries.get(key);
      if (found) return found.stamp;
    }
    const started = this.generation;
    const found = await compute();
    if (listening && this.source.isListening && started === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, found);
    }
    return found.stamp;
  }

  /** How many changes were heard (tests wait on it). */
  get heard(): number {
    return this.generation;
  }

  /** A competition's data changed (0: what every category shares). */
  changed(competitionId: number): void {
    this.generation += 1;
    if (competitionId === 0) return this.forgetAll();
    for (const [key, entry] of this.entries) {
      if (entry.competitions === null || entry.competitions.includes(competitionId)) this.entries.delete(key);
    }
  }

  /** Everything may have changed (a reconnect after a drop). */
  forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
