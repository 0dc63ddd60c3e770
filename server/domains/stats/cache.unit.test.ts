import { answerOf, StatsCache } from './cache';

describe('StatsCache memory bound', () => {
  it('drops the oldest answers once the entries hold more than the byte budget, keeping the newest', async () => {
    // Each body is about 1,000 characters: about 1,250 bytes with its gzipped copy; the budget holds three.
    const cache = new StatsCache(60_000, () => 0, 4_000);
    const body = (n: number) => answerOf({ n, text: 'x'.repeat(980) }, false);
    for (const n of [1, 2, 3, 4]) await cache.get(`k${n}`, 's', async () => body(n));
    expect(cache.size).toBe(3);
    expect(cache.sizeBytes).toBeLessThanOrEqual(4_000);
    let computed = 0;
    await cache.get('k1', 's', async () => body(++computed));
    expect(computed).toBe(1);
    await cache.get('k4', 's', async () => body(++computed));
    expect(computed).toBe(1);
  });

  it('keeps one answer bigger than the whole budget until the next one arrives', async () => {
    const cache = new StatsCache(60_000, () => 0, 100);
    await cache.get('big', 's', async () => answerOf('y'.repeat(1_000), false));
    expect(cache.size).toBe(1);
    await cache.get('next', 's', async () => answerOf('z', false));
    expect(cache.size).toBe(1);
    expect(cache.sizeBytes).toBeLessThan(100);
  });

  it('replacing an answer under a new stamp does not count it twice', async () => {
    const cache = new StatsCache(60_000, () => 0, 1_000_000);
    await cache.get('k', 'a', async () => answerOf('v'.repeat(400), false));
    const before = cache.sizeBytes;
    await cache.get('k', 'b', async () => answerOf('w'.repeat(400), false));
    expect(cache.sizeBytes).toBe(before);
    cache.clear();
    expect(cache.sizeBytes).toBe(0);
  });
});
