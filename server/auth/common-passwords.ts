// Common and breached passwords: the 49,000 most frequent ones of public password leaks, shipped offline with
// @zxcvbn-ts/language-common (lower case), and keyboard rows. A password is common when, normalized (trimmed, any
// case, the usual letter-for-digit swaps undone: "P@ssw0rd" -> "password"), it is such an entry, also without
// padding of digits and punctuation before or after it ("2024!password", "Password123!"), nor with a letter or two
// behind such a tail ("Password2026!x").
import { dictionary } from '@zxcvbn-ts/language-common';

const COMMON = new Set(dictionary['passwords-common']);
/** A shorter stem than this is no word ("abc" + ten digits is not "abc"). */
const MIN_STEM = 4;
const SWAPS: Record<string, string>[] = [
  { '@': 'a', '4': 'a', '3': 'e', '0': 'o', $: 's', '5': 's', '7': 't', '1': 'i', '!': 'i' },
  { '@': 'a', '4': 'a', '3': 'e', '0': 'o', $: 's', '5': 's', '7': 't', '1': 'l', '!': 'l' },
];
/** Rows of German, English and French keyboards, and the digits: a run along one is typed without thinking. */
const KEYBOARD_ROWS = [
  '1234567890ß',
  'qwertzuiopü',
  'asdfghjklöä',
  'yxcvbnm',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  'azertyuiop',
  'qsdfghjklm',
  'wxcvbn',
].flatMap((row) => [row, [...row].reverse().join('')]);

const unswap = (text: string, swaps: Record<string, string>) => [...text].map((c) => swaps[c] ?? c).join('');

/** The password without its padding: whatever is left of it once digits and punctuation around it are taken off. */
function stems(normalized: string): string[] {
  const tails = [
    /[^\p{L}]+$/u, // digits and punctuation: "password123!"
    /[^\p{L}\p{N}]+$/u, // punctuation only: "hallo123!" -> "hallo123"
    /[^\p{L}]+\p{L}{1,2}$/u, // a year or digits with a letter or two behind: "password2026!x"
  ];
  const ends = [normalized, ...tails.map((tail) => normalized.replace(tail, ''))];
  return [...ends, ...ends.map((end) => end.replace(/^[^\p{L}]+/u, ''))];
}

const isKeyboardRun = (text: string) => text.length >= MIN_STEM && KEYBOARD_ROWS.some((row) => row.includes(text));

export function isCommonPassword(password: string): boolean {
  const normalized = password.normalize('NFKC').trim().toLowerCase();
  const found = stems(normalized);
  const candidates = [normalized, ...found, ...SWAPS.flatMap((swaps) => [normalized, ...found].map((s) => unswap(s, swaps)))];
  return candidates.some((c) => (c === normalized || c.length >= MIN_STEM) && (COMMON.has(c) || isKeyboardRun(c)));
}
