// SingleFlight: concurrent reads share a query, but never one that began before the caller arrived.
import { SingleFlight } from './single-flight';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('SingleFlight', () => {
  it('gives callers that arrive while a read runs one shared later read', async () => {
    const flight = new SingleFlight<number>();
    const reads = [deferred<number>(), deferred<number>(), deferred<number>()];
    let started = 0;
    const load = () => reads[started++]!.promise;
    const first = flight.read('k', load);
    const second = flight.read('k', load);
    const third = flight.read('k', load);
    expect(started).toBe(1);
    reads[0]!.resolve(1);
    expect(await first).toBe(1);
    // The second read starts only after the first ended, for both waiting callers.
    await new Promise((r) => setImmediate(r));
    expect(started).toBe(2);
    reads[1]!.resolve(2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);
    expect(started).toBe(2);
    // Nothing in flight: the next caller starts a read of its own.
    await new Promise((r) => setImmediate(r));
    expect(flight.size).toBe(0);
    const fourth = flight.read('k', load);
    expect(started).toBe(3);
    reads[2]!.resolve(3);
    expect(await fourth).toBe(3);
  });

  it('keeps keys apart and passes errors on without blocking later reads', async () => {
    const flight = new SingleFlight<string>();
    const failing = deferred<string>();
    const a = flight.read('a', () => failing.promise);
    const b = flight.read('b', async () => 'b');
    const waiting = flight.read('a', async () => 'a again');
    failing.reject(new Error('down'));
    await expect(a).rejects.toThrow('down');
    expect(await b).toBe('b');
    expect(await waiting).toBe('a again');
  });
});
