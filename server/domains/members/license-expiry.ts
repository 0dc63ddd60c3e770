// Referee licences running out (docs/product.md#licence-expiry): the list filters "expired" and "expires within N
// days", the dashboard's counts, and the daily notices to the referee and their association's admins.
import { addDays, today as todayOf } from '../../../shared/clock';
import type { LanguageCode } from '../../../shared/constants';
import de from '../../../locales/de/licenseMails.json';
import en from '../../../locales/en/licenseMails.json';
import fr from '../../../locales/fr/licenseMails.json';
import nl from '../../../locales/nl/licenseMails.json';
import { db } from '../../db/client';
import type { Prisma } from '../../db/generated/client';
import { enqueueNotice, noticeLink, type Notice } from '../../platform/notification-outbox';
import { escapeHtml, fill } from '../../platform/text';

type Texts = typeof de;
const TEXTS: Record<LanguageCode, Texts> = { de, en, fr, nl };

/** The days before the end of a licence at which its holder and the association's admins are told, widest first. */
export const EXPIRY_THRESHOLDS = [60, 30, 7] as const;
export type ExpiryThreshold = (typeof EXPIRY_THRESHOLDS)[number];

export interface ExpiryFilter {
  /** The licence ended before today. */
  expired?: boolean;
  /** The licence ends today or within this many days. */
  withinDays?: number;
}

const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** The licence rows an expiry filter keeps (a licence without an end never expires). */
export function expiryWhere(filter: ExpiryFilter, now = new Date()): Prisma.PersonLicenseWhereInput {
  const day = todayOf(now);
  const parts: Prisma.PersonLicenseWhereInput[] = [];
  if (filter.expired) parts.push({ validTo: { lt: dateOf(day) } });
  if (filter.withinDays !== undefined) {
    parts.push({ validTo: { gte: dateOf(day), lte: dateOf(addDays(day, filter.withinDays)) } });
  }
  return parts.length === 1 ? parts[0]! : parts.length ? { OR: parts } : {};
}

/**
 * The notice a licence is due for on `day`: the narrowest threshold it has reached, so a licence given with 20 days
 * left is told once (the 30 days' notice), not three times in one run. Null when it ends later or has ended.
 */
export function dueThreshold(validTo: string, day: string): ExpiryThreshold | null {
  const left = Math.round((Date.parse(`${validTo}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000);
  if (left < 0) return null;
  let due: ExpiryThreshold | null = null;
  for (const threshold of EXPIRY_THRESHOLDS) if (left <= threshold) due = threshold;
  return due;
}

const dotted = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

interface ExpiringRow {
  id: number;
  person_id: number;
  valid_to: string;
  license: string;
  association_id: number;
  firstname: string;
  lastname: string;
}

/** One mail in one language: to the holder ("your licence") or to an admin ("the licence of ..."). */
export function expiryMail(
  language: LanguageCode,
  row: ExpiringRow,
  threshold: ExpiryThreshold,
  recipient: { firstname: string; self: boolean },
) {
  const t = TEXTS[language];
  const values = {
    license: row.license,
    date: dotted(row.valid_to),
    days: threshold,
    name: `${row.firstname} ${row.lastname}`,
  };
  const greeting = fill(t.greeting, { name: recipient.firstname });
  const body = fill(recipient.self ? t.own.body : t.admin.body, values);
  const link = noticeLink(recipient.self ? '/' : `/admin/referees/${row.person_id}`);
  const subject = fill(recipient.self ? t.own.subject : t.admin.subject, values);
  const text = [greeting, '', body, '', t.link, link].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p>${escapeHtml(t.link)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`;
  return { subject, text, html };
}

/**
 * The daily run: every referee licence due for a notice on `now`'s day queues one mail to its holder and one to each
 * association admin (association-leader) of the licence's association, each in the recipient's language. The dedupe
 * key (licence, its end, threshold, recipient) keeps a second run, another instance's run or a restart from telling
 * anyone twice; a licence renewed to a new end is told again. Answers how many mails were queued.
 */
export async function queueLicenseExpiryNotices(now = new Date()): Promise<number> {
  const day = todayOf(now);
  const last = addDays(day, EXPIRY_THRESHOLDS[0]);
  const rows = await db().$queryRaw<ExpiringRow[]>`
    SELECT pl.id, pl.person_id, to_char(pl.valid_to, 'YYYY-MM-DD') AS valid_to, l.name AS license, l.association_id,
      p.firstname, p.lastname
    FROM person_licenses pl JOIN licenses l ON l.id = pl.license_id AND l.is_referee
      JOIN persons p ON p.id = pl.person_id AND p.erased_at IS NULL
    WHERE pl.valid_to BETWEEN ${day}::date AND ${last}::date
    ORDER BY pl.id`;
  if (rows.length === 0) return 0;
  const associationIds = [...new Set(rows.map((r) => r.association_id))];
  const admins = await db().aclRule.findMany({
    where: { role: 'association_leader', associationId: { in: associationIds } },
    select: { associationId: true, personId: true },
  });
  const recipientIds = [...new Set([...rows.map((r) => r.person_id), ...admins.map((a) => a.personId)])];
  const persons = new Map(
    (
      await db().person.findMany({
        where: { id: { in: recipientIds }, erasedAt: null, email: { not: null } },
        select: { id: true, email: true, firstname: true, preferredLanguage: true },
      })
    ).map((p) => [p.id, p]),
  );
  const notices: Notice[] = [];
  for (const row of rows) {
    const threshold = dueThreshold(row.valid_to, day);
    if (threshold === null) continue;
    const adminIds = admins.filter((a) => a.associationId === row.association_id).map((a) => a.personId);
    for (const recipientId of new Set([row.person_id, ...adminIds])) {
      const person = persons.get(recipientId);
      if (!person) continue;
      const self = recipientId === row.person_id;
      notices.push({
        personId: person.id,
        address: person.email!,
        kind: self ? 'license.expiry' : 'license.expiry.admin',
        payload: expiryMail(person.preferredLanguage as LanguageCode, row, threshold, { firstname: person.firstname, self }),
        dedupeKey: `license-expiry:${row.id}:${row.valid_to}:${threshold}:${person.id}`,
      });
    }
  }
  return db().$transaction((tx) => enqueueNotice(tx, notices));
}

const HOUR_MS = 60 * 60_000;

/**
 * Runs the notices at start and then every hour: the dedupe keys make each run after the first of a day queue
 * nothing, and an instance that was down at midnight still tells everyone that day.
 */
export function startLicenseExpiryJob(onError: (error: unknown) => void): () => void {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const run = () => {
    queueLicenseExpiryNotices()
      .catch(onError)
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(run, HOUR_MS);
        timer.unref();
      });
  };
  run();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
