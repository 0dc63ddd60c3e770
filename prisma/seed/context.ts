// Shared helpers of the demo seed: the database handle, dates and batching (the fakers are in fakers.ts).
import type { Faker } from '@faker-js/faker';
import type { Prisma, PrismaClient } from '../../server/db/generated/client';

/** A client or the seed's interactive transaction. */
export type Db = PrismaClient | Prisma.TransactionClient;

export type CountryKey = 'de' | 'nl' | 'be';
/** Which name/address faker a person or club uses (Belgium has Flemish and Walloon names). */
export type LocaleKey = 'de' | 'nl' | 'vl' | 'wa';
export type Lang = 'de' | 'en' | 'fr' | 'nl';

export const DAY_MS = 86_400_000;
/**
 * Rows per insert. Small on purpose: Prisma keeps the arguments of its latest queries in a debug history (the
 * client the plans of about its last 25 queries with every value, the pg adapter the parameters of its last 100),
 * so the rows of a batch stay reachable long after they are written; with batches of 1000 rows that history held
 * most of the server's 256 MB heap at the end of the seed (docs/decisions/011-server-heap-limits.md).
 */
export const BATCH = 100;

/** Midnight UTC of the given instant. */
export function startOfDay(d: Date): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

export function addDays(d: Date, days: number): Date {
  return new Date(d.getTime() + days * DAY_MS);
}

export function addMinutes(d: Date, minutes: number): Date {
  return new Date(d.getTime() + minutes * 60_000);
}

/** The date `years` years before `d` (same month and day, UTC midnight). */
export function yearsBefore(d: Date, years: number): Date {
  return new Date(Date.UTC(d.getUTCFullYear() - years, d.getUTCMonth(), d.getUTCDate()));
}

/** Age in full years on `at`. */
export function ageOn(birthdate: Date, at: Date): number {
  let age = at.getUTCFullYear() - birthdate.getUTCFullYear();
  const m = at.getUTCMonth() - birthdate.getUTCMonth();
  if (m < 0 || (m === 0 && at.getUTCDate() < birthdate.getUTCDate())) age--;
  return age;
}

/** Lower-case ASCII for e-mail addresses and slugs. */
export function slug(s: string, sep = ''): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, sep)
    .replace(new RegExp(`^${sep}|${sep}$`, 'g'), '');
}

export function chunks<T>(rows: readonly T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** createMany in batches of BATCH rows. */
export async function insertMany<T>(rows: readonly T[], create: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (const batch of chunks(rows)) await create(batch);
}

/**
 * createManyAndReturn in batches, returning the rows in insertion order (sorted by id, which the
 * sequence hands out in VALUES order). `check` guards that order against the input rows.
 */
export async function insertReturning<T, R extends { id: number }>(
  rows: readonly T[],
  create: (batch: T[]) => Promise<R[]>,
  check?: (input: T, row: R) => boolean,
): Promise<R[]> {
  const out: R[] = [];
  for (const batch of chunks(rows)) {
    const created = (await create(batch)).sort((a, b) => a.id - b.id);
    if (created.length !== batch.length) throw new Error('seed: createManyAndReturn returned a different row count');
    created.forEach((row, i) => {
      if (check && !check(batch[i]!, row)) throw new Error('seed: rows came back in an unexpected order');
    });
    out.push(...created);
  }
  return out;
}

/** A phone number in the country's international format. */
export function phone(rng: Faker, country: CountryKey, areaCode: string, mobile: boolean): string {
  const n = (len: number) => rng.string.numeric({ length: len, allowLeadingZeros: true });
  const area = areaCode.replace(/^0/, '');
  switch (country) {
    case 'de':
      return mobile
        ? `+49 1${rng.helpers.arrayElement(['51', '52', '57', '60', '62', '70', '76'])} ${n(7)}`
        : `+49 ${area} ${n(7 - Math.min(area.length, 4) + 2)}`;
    case 'nl':
      return mobile ? `+31 6 ${n(8)}` : `+31 ${area} ${n(9 - area.length)}`;
    case 'be':
      return mobile ? `+32 4${n(2)} ${n(2)} ${n(2)} ${n(2)}` : `+32 ${area} ${n(8 - area.length)}`;
  }
}

/** A postcode near the club's one. */
export function nearbyZip(rng: Faker, country: CountryKey, zip: string): string {
  if (country === 'de') return zip.slice(0, 3) + rng.string.numeric({ length: 2, allowLeadingZeros: true });
  if (country === 'nl')
    return `${zip.slice(0, 2)}${rng.string.numeric({ length: 2, allowLeadingZeros: true })} ${rng.string.alpha({ length: 2, casing: 'upper' })}`;
  return zip;
}

/** The same sentence in the four languages of the portal. */
export type I18n = Record<Lang, string>;
