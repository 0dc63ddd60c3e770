// The quick search lowers its words in JavaScript and compares them with lower(column) (docs/decisions/035). That is
// exact when the database lowers text as Unicode's default case mapping does: ICU, as the embedded database and
// docker-compose's are made. Another database (libc or C locale) still works; the start-up log says what it may miss.
import type { Logger } from 'pino';
import { Prisma } from './generated/client';
import type { Db } from './client';

/** Letters whose lower case differs between ICU, libc and the C locale: umlauts, capital sharp s, Greek final sigma, dotted I. */
export const LOWER_CASE_PROBE = 'ÄÖÜ ẞ ΟΔΥΣΣΕΥΣ İ';

/** Whether the database's lower() agrees with JavaScript's on the probe; `collation` names another one (tests). */
export async function lowersAsJavaScript(prisma: Db, collation?: string): Promise<boolean> {
  const text = collation
    ? Prisma.sql`${LOWER_CASE_PROBE}::text COLLATE ${Prisma.raw(`"${collation.replace(/"/g, '')}"`)}`
    : Prisma.sql`${LOWER_CASE_PROBE}::text`;
  const [row] = await prisma.$queryRaw<{ lower: string }[]>`SELECT lower(${text}) AS lower`;
  return row?.lower === LOWER_CASE_PROBE.toLowerCase();
}

/** Logs a warning at start-up when the quick search would miss names the database lowers differently. */
export async function checkLowerCase(prisma: Db, logger: Logger, collation?: string): Promise<boolean> {
  const agrees = await lowersAsJavaScript(prisma, collation);
  if (!agrees) {
    logger.warn(
      { probe: LOWER_CASE_PROBE },
      "the database lowers text unlike Unicode's default case mapping: the member list's quick search may miss names with such letters; create the database with --locale-provider=icu --icu-locale=und (docs/decisions/035)",
    );
  }
  return agrees;
}
