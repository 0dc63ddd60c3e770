// The image queue: at most N tasks at once, the rest wait in order; a full queue or a long wait answers ServerBusy.
import { AppError } from '../errors';
import { WorkQueue } from './image-queue';

/** A task that runs until the test lets it finish. */
function gate() {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { open, done };
}

describe('WorkQueue', () => {
  it('runs at most `concurrency` tasks at once, the others in the order they came', async () => {
    const queue = new WorkQueue({ concurrency: 2, maxWaitMs: 60_000, maxWaiting: 10 });
    const gates = [0, 1, 2, 3, 4].map(() => gate());
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const runs = gates.map((g, i) =>
      queue.run(async () => {
        started.push(i);
        most = Math.max(most, ++running);
        await g.done;
        running--;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.load).toEqual({ running: 2, waiting: 3 });
    for (const g of gates) g.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when a task fails', async () => {
    const queue = new WorkQueue({ concurrency: 1, maxWaitMs: 60_000, maxWaiting: 10 });
    await expect(queue.run(() => Promise.reject(new Error('kaputt')))).rejects.toThrow('kaputt');
    await expect(queue.run(() => Promise.resolve('weiter'))).resolves.toBe('weiter');
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses at once with ServerBusy when the queue is full', async () => {
    const queue = new WorkQueue({ concurrency: 1, maxWaitMs: 60_000, maxWaiting: 1 });
    const g = gate();
    const first = queue.run(() => g.done);
    const second = queue.run(() => Promise.resolve('zweiter'));
    const third = queue.run(() => Promise.resolve('dritter'));
    await expect(third).rejects.toMatchObject({ code: 'ServerBusy', status: 503 });
    g.open();
    await first;
    await expect(second).resolves.toBe('zweiter');
  });

  it('answers ServerBusy to a task that waited too long, and never runs it', async () => {
    const queue = new WorkQueue({ concurrency: 1, maxWaitMs: 20, maxWaiting: 5 });
    const g = gate();
    const first = queue.run(() => g.done);
    const late = jest.fn(() => Promise.resolve());
    const error = await queue.run(late).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'ServerBusy' });
    expect(queue.load).toEqual({ running: 1, waiting: 0 });
    g.open();
    await first;
    expect(late).not.toHaveBeenCalled();
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });
});
