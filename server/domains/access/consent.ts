// Terms and consents: the newest version of each term, recording consents (registration, the consent gate,
// joining a club) and what a person has consented to. A new version of a term asks for consent again.
import type { ConsentInput } from '../../../shared/schemas/terms';
import { db } from '../../db/client';
import type { Prisma } from '../../db/generated/client';
import { AppError, notFound } from '../../errors';
import { audit } from '../../platform/audit';
import { CONSENT_SELECT, CONSENTED_TERM_SELECT, TERM_VERSION_SELECT } from './rows';

type Tx = Prisma.TransactionClient;

/** The newest version of each term of a product; the portal's own terms belong to no association or club. */
export async function termsOfProduct(product: string) {
  const terms = await db().term.findMany({
    where: { product, ...(product === 'portal' ? { associationId: null, clubId: null } : {}) },
    orderBy: { id: 'asc' },
    select: { versions: { orderBy: { version: 'desc' }, take: 1, select: TERM_VERSION_SELECT } },
  });
  return terms.flatMap((t) => t.versions);
}

/**
 * One term in its newest version (or the asked one), with the person's newest consent to it (`consent` undefined
 * without a person, null when they never consented).
 */
export async function termById(id: number, options: { version?: number; personId?: number } = {}) {
  const row = await db().termVersion.findFirst({
    where: { termId: id, ...(options.version ? { version: options.version } : {}) },
    orderBy: { version: 'desc' },
    select: TERM_VERSION_SELECT,
  });
  if (!row) throw notFound('Term');
  if (options.personId === undefined) return { row, consent: undefined };
  const consent = await db().consent.findFirst({
    where: { personId: options.personId, termVersion: { termId: id } },
    orderBy: [{ termVersion: { version: 'desc' } }, { consentedAt: 'desc' }],
    select: CONSENT_SELECT,
  });
  return { row, consent };
}

/** The newest version id of each of these terms (terms without any version are left out). */
export async function newestVersions(termIds: number[], tx: Tx = db()): Promise<Map<number, { id: number; version: number }>> {
  if (termIds.length === 0) return new Map();
  const rows = await tx.termVersion.findMany({
    where: { termId: { in: termIds } },
    orderBy: [{ termId: 'asc' }, { version: 'desc' }],
    distinct: ['termId'],
    select: { id: true, termId: true, version: true },
  });
  return new Map(rows.map((r) => [r.termId, { id: r.id, version: r.version }]));
}

/** Ids of the portal's own terms that have a version: what a new account must accept. */
export async function portalTermIds(tx: Tx = db()): Promise<number[]> {
  const terms = await tx.term.findMany({
    where: { product: 'portal', associationId: null, clubId: null, versions: { some: {} } },
    orderBy: { id: 'asc' },
    select: { id: true },
  });
  return terms.map((t) => t.id);
}

/** Records consents to term versions inside the caller's transaction; consenting twice changes nothing. */
export async function recordConsents(tx: Tx, personId: number, versionIds: number[]): Promise<void> {
  if (versionIds.length === 0) return;
  await tx.consent.createMany({
    data: versionIds.map((termVersionId) => ({ personId, termVersionId })),
    skipDuplicates: true,
  });
  await audit(tx, {
    subjectId: personId,
    actorId: personId,
    action: 'terms.consent',
    entity: 'term_version',
    data: { term_versions: versionIds },
  });
}

/**
 * POST /api/terms/consent: each entry names a term and the version the user read. A version that is no longer
 * the newest (published while the form was open) is refused with Conflict, so nobody consents to unseen text.
 */
export async function consentToTerms(personId: number, input: ConsentInput): Promise<void> {
  await db().$transaction(async (tx) => {
    const newest = await newestVersions(
      input.consents.map((c) => c.id),
      tx,
    );
    const versionIds = input.consents.map((c) => {
      const current = newest.get(c.id);
      if (!current) throw notFound('Term');
      if (current.version !== c.version) throw new AppError('Conflict', `Term ${c.id} has a newer version`);
      return current.id;
    });
    await recordConsents(tx, personId, [...new Set(versionIds)]);
  });
}

/** The terms a person has consented to, one entry per term (its newest consented version). */
export async function consentedTerms(personId: number) {
  const rows = await db().consent.findMany({
    where: { personId },
    orderBy: [{ termVersion: { termId: 'asc' } }, { termVersion: { version: 'desc' } }],
    select: CONSENTED_TERM_SELECT,
  });
  const seen = new Set<number>();
  return rows.filter((row) => {
    const first = !seen.has(row.termVersion.termId);
    seen.add(row.termVersion.termId);
    return first;
  });
}
