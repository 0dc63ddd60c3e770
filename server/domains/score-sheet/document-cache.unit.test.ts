// The kept score sheet documents: the least recently read go first beyond the byte budget, a failed draw is not kept.
import { DocumentCache, type DrawnDocument } from './document-cache';

const doc = (bytes: number, file = 'sheet'): DrawnDocument => ({ pdf: Buffer.alloc(bytes), file });

describe('DocumentCache', () => {
  it('keeps documents within its bytes, dropping the least recently read first', async () => {
    const cache = new DocumentCache(1000);
    await cache.draw('a', async () => doc(400));
    await cache.draw('b', async () => doc(400));
    expect(cache.find('a')).toBeDefined(); // a is now the most recently read
    await cache.draw('c', async () => doc(400));
    expect(cache.find('b')).toBeUndefined();
    expect(cache.find('a')).toBeDefined();
    expect(cache.find('c')).toBeDefined();
    expect(cache.size).toEqual({ documents: 2, bytes: 800 });
    expect(cache.draws).toBe(3);
  });

  it('answers a document larger than its bytes without keeping it', async () => {
    const cache = new DocumentCache(1000);
    await cache.draw('a', async () => doc(400));
    expect((await cache.draw('big', async () => doc(2000))).pdf.length).toBe(2000);
    expect(cache.find('big')).toBeUndefined();
    expect(cache.size).toEqual({ documents: 1, bytes: 400 });
  });

  it('lets requests join a running draw, and keeps nothing of a failed one', async () => {
    const cache = new DocumentCache(1000);
    let finish: (d: DrawnDocument) => void = () => undefined;
    const first = cache.draw('a', () => new Promise<DrawnDocument>((resolve) => (finish = resolve)));
    const joined = cache.find('a');
    expect(joined).toBe(first);
    expect(cache.draw('a', async () => doc(1))).toBe(first);
    finish(doc(100, 'first'));
    expect((await first).file).toBe('first');
    expect(cache.draws).toBe(1);

    await expect(cache.draw('b', () => Promise.reject(new Error('no game')))).rejects.toThrow('no game');
    expect(cache.find('b')).toBeUndefined();
    expect((await cache.draw('b', async () => doc(10, 'again'))).file).toBe('again');
  });
});
