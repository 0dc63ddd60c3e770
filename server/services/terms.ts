// Which terms a person still has to consent to: the newest version of each term that applies to them.
import { db } from '../db/client';

export async function termsRequiringConsent(personId: number, clubIds: number[], associationIds: number[]): Promise<number[]> {
  const terms = await db().term.findMany({
    where: {
      OR: [
        { product: 'portal', associationId: null, clubId: null },
        { associationId: { in: associationIds }, clubId: null },
        { clubId: { in: clubIds } },
      ],
    },
    select: {
      id: true,
      versions: {
        orderBy: { version: 'desc' },
        take: 1,
        select: { id: true, consents: { where: { personId }, select: { id: true } } },
      },
    },
    orderBy: { id: 'asc' },
  });
  return terms.filter((t) => t.versions.length > 0 && t.versions[0].consents.length === 0).map((t) => t.id);
}
