// What the edge refuses: control characters, lone surrogates, JSON deeper than any request (without recursion).
import { MAX_INPUT_DEPTH, badText, findBadInput } from './input-sanity';

it('tells garbage from text', () => {
  for (const bad of ['\u0000', 'a\u0001', '\u001b[2J', '\u007f', '\u0085', '\ufffe', '\ud800', 'a\udc00b', '\udbff'])
    expect({ bad, is: badText(bad) }).toEqual({ bad, is: true });
  for (const good of ['', 'Müller-Lüdenscheidt', 'a\tb\r\nc', '😀', '👨‍👩‍👧‍👦', 'مرحبا', '\u202e', '\u200b', '\ufffd', '\u00a0'])
    expect({ good, is: badText(good) }).toEqual({ good, is: false });
});

it('finds the first bad string or key and its path', () => {
  expect(findBadInput({ a: 'ok', b: [1, 'x', { c: 'y\u0000' }] })).toEqual({ path: 'b.2.c', reason: 'text' });
  expect(findBadInput({ ['k\u0000']: 1 })).toEqual({ path: 'k\u0000', reason: 'text' });
  expect(findBadInput({ a: 'ok', b: [1, true, null] })).toBeNull();
  expect(findBadInput(undefined)).toBeNull();
});

it('stops at the depth limit without recursion, however deep the input', () => {
  let deep: unknown = 'x';
  for (let i = 0; i < 100_000; i++) deep = [deep];
  expect(findBadInput(deep)).toEqual({ path: expect.any(String), reason: 'depth' });
  let fine: unknown = 'x';
  for (let i = 0; i < MAX_INPUT_DEPTH - 1; i++) fine = { a: fine };
  expect(findBadInput(fine)).toBeNull();
});
