// The loop governor: never more in flight than allowed, every piece of work done, and fewer allowed after the event
// loop was blocked.
import { LoopGovernor } from './loop-lag';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

it('runs everything with at most the allowed number in flight', async () => {
  const governor = new LoopGovernor(3, 1);
  let inFlight = 0;
  let most = 0;
  const done = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      governor.run(async () => {
        most = Math.max(most, ++inFlight);
        await tick();
        inFlight--;
        return i;
      }),
    ),
  );
  expect(done).toEqual(Array.from({ length: 20 }, (_, i) => i));
  expect(most).toBe(3);
});

it('allows fewer in flight after the loop was blocked, down to its minimum', async () => {
  const governor = new LoopGovernor(64, 2, 15);
  governor.start();
  try {
    for (let round = 0; round < 8; round++) {
      const until = performance.now() + 60;
      while (performance.now() < until); // the loop blocked, as a busy instance's is
      await new Promise((resolve) => setTimeout(resolve, 12));
    }
    let inFlight = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 20 }, () =>
        governor.run(async () => {
          most = Math.max(most, ++inFlight);
          await new Promise((resolve) => setImmediate(resolve));
          inFlight--;
        }),
      ),
    );
    // Unblocked it would be 16 at once.
    expect(most).toBeLessThanOrEqual(4);
  } finally {
    governor.stop();
  }
});
