// Coalesces reads of the same key: at most one read in flight per key, and a caller only ever joins a read that
// starts after it arrived (the next one), never one already running, so nobody gets a value older than its request.
// Under load, N concurrent requests for one statistics page cost two stamp queries instead of N.

interface Flight<T> {
  running: Promise<T>;
  next: Promise<T> | null;
}

const settled = () => undefined;

export class SingleFlight<T> {
  private readonly flights = new Map<string, Flight<T>>();

  read(key: string, load: () => Promise<T>): Promise<T> {
    const flight = this.flights.get(key);
    if (!flight) return this.start(key, load);
    // The running read may have begun before this caller arrived: queue one more that begins after it ends.
    flight.next ??= flight.running.then(settled, settled).then(() => this.start(key, load));
    return flight.next;
  }

  /** Reads in flight (for tests). */
  get size(): number {
    return this.flights.size;
  }

  private start(key: string, load: () => Promise<T>): Promise<T> {
    const flight: Flight<T> = { running: load(), next: null };
    this.flights.set(key, flight);
    void flight.running.then(settled, settled).then(() => {
      if (this.flights.get(key) === flight) this.flights.delete(key);
    });
    return flight.running;
  }
}
