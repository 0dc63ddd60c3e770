// The kept pages' budget: beyond it the least recently read page goes first, so a page people read stays.
import { KeptPages } from './kept-pages';

const page = (n: number) => ({ stamp: 's', html: `<p>${'x'.repeat(200)}${n}</p>`, status: 200, until: Infinity });

it('evicts the least recently read page, not the oldest kept', () => {
  const one = new KeptPages(Number.MAX_SAFE_INTEGER).keep('a', page(0)).bytes;
  const kept = new KeptPages(one * 3 + 10);
  kept.keep('read', page(1));
  kept.keep('b', page(2));
  kept.keep('c', page(3));
  expect(kept.get('read')).toBeDefined();
  kept.keep('d', page(4));
  expect(['read', 'b', 'c', 'd'].map((key) => kept.get(key) !== undefined)).toEqual([true, false, true, true]);
  expect(kept.size.pages).toBe(3);
});
