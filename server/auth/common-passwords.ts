// Common and breached passwords: the 49,000 most frequent ones of public password leaks, shipped offline with
// @zxcvbn-ts/language-common (lower case). A password is common when it is on that list whatever its case, also
// without a tail of digits and punctuation ("Password123!" -> "password") and with the usual letter-for-digit
// swaps undone ("P@ssw0rd2024" -> "password").
import { dictionary } from '@zxcvbn-ts/language-common';

const COMMON = new Set(dictionary['passwords-common']);
/** A shorter stem than this is no word ("abc" + ten digits is not "abc"). */
const MIN_STEM = 4;
const SWAPS: Record<string, string>[] = [
  { '@': 'a', '4': 'a', '3': 'e', '0': 'o', $: 's', '5': 's', '7': 't', '1': 'i', '!': 'i' },
  { '@': 'a', '4': 'a', '3': 'e', '0': 'o', $: 's', '5': 's', '7': 't', '1': 'l', '!': 'l' },
];

const unswap = (text: string, swaps: Record<string, string>) => [...text].map((c) => swaps[c] ?? c).join('');

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const stems = [lower.replace(/[^\p{L}]+$/u, ''), lower.replace(/[^\p{L}\p{N}]+$/u, '')];
  const candidates = [lower, ...stems, ...SWAPS.flatMap((swaps) => [lower, stems[0]!].map((s) => unswap(s, swaps)))];
  return candidates.some((c) => (c === lower || c.length >= MIN_STEM) && COMMON.has(c));
}
