// Common and breached passwords: the 49,000 most frequent ones of public password leaks, shipped offline with
// @zxcvbn-ts/language-common (lower case), German words and first names (@zxcvbn-ts/language-de), phrases of two German
// words or of three frequent ones ("ichliebedich"), and keyboard rows. A password is common when, normalized (trimmed,
// any case, the usual letter-for-digit swaps undone: "P@ssw0rd" -> "password", umlauts and ß as written out or
// dropped), it is such an entry, also without padding of digits and punctuation before or after it ("2024!password",
// "Password123!"), nor with a letter or two behind such a tail ("Password2026!x").
import { dictionary } from '@zxcvbn-ts/language-common';
import { dictionary as german } from '@zxcvbn-ts/language-de';

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

/** "Frühling", "Fruehling" and "Fruhling" are one word; "ß" is typed "ss". */
const UMLAUTS_WRITTEN_OUT: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };
const UMLAUTS_DROPPED: Record<string, string> = { ä: 'a', ö: 'o', ü: 'u', ß: 'ss' };
const fold = (text: string, umlauts = UMLAUTS_WRITTEN_OUT) => text.replace(/[äöüß]/g, (c) => umlauts[c]);
const isWord = (text: string) => /^\p{L}+$/u.test(text);
/** How many of the most frequent German words may make up a phrase: the ones a person reaches for first. */
const FREQUENT_COUNT = 3000;
/** Words of two letters or more, as a password holds them; a single letter is no part of a phrase. */
const foldedWords = (words: string[]) =>
  new Set(words.filter((word) => isWord(word) && word.length >= 2).flatMap((word) => [fold(word), fold(word, UMLAUTS_DROPPED)]));
/** The words of spoken German (so also short ones as "ich", and English ones as "okay") and first names. */
const GERMAN_WORDS = foldedWords([...german.commonWords, ...german.firstnames]);
const FREQUENT_WORDS = foldedWords(german.commonWords.slice(0, FREQUENT_COUNT));
const GERMAN_LONGEST = Math.max(...[...GERMAN_WORDS].map((word) => word.length));
/** A stem of more letters than this is a passphrase by its length alone: no split is tried (this bounds its cost). */
const MAX_PHRASE = 40;

/**
 * The fewest words of `words` that `text` is made of, counted up to `most` (more is `most + 1`): a split by dynamic
 * programming over the positions, as "ichliebedich" -> "ich" + "liebe" + "dich".
 */
function fewestWords(text: string, words: Set<string>, most: number): number {
  const fewest = [0, ...Array<number>(text.length).fill(most + 1)];
  for (let end = 1; end <= text.length; end++) {
    for (let start = Math.max(0, end - GERMAN_LONGEST); start < end; start++) {
      if (fewest[start] < most && fewest[start] + 1 < fewest[end] && words.has(text.slice(start, end))) {
        fewest[end] = fewest[start] + 1;
      }
    }
  }
  return fewest[text.length];
}

/** A German word or first name, or a phrase of two German words or of three frequent ones, with nothing else. */
function isGermanPhrase(candidate: string): boolean {
  const text = fold(candidate.replace(/\s+/gu, ''));
  if (!isWord(text) || text.length > MAX_PHRASE) return false;
  return fewestWords(text, GERMAN_WORDS, 2) <= 2 || fewestWords(text, FREQUENT_WORDS, 3) <= 3;
}

const isKeyboardRun = (text: string) => text.length >= MIN_STEM && KEYBOARD_ROWS.some((row) => row.includes(text));

export function isCommonPassword(password: string): boolean {
  const normalized = password.normalize('NFKC').trim().toLowerCase();
  const found = stems(normalized);
  const candidates = new Set([
    normalized,
    ...found,
    ...SWAPS.flatMap((swaps) => [normalized, ...found].map((s) => unswap(s, swaps))),
  ]);
  return [...candidates].some(
    (c) => (c === normalized || c.length >= MIN_STEM) && (COMMON.has(c) || isKeyboardRun(c) || isGermanPhrase(c)),
  );
}
