// The person's advisory lock: serialises a person's joins and process starts, so two requests at once cannot both
// pass the "one open process" or "sport already played" checks.
import type { Prisma } from '../../db/generated/client';

export async function lockPerson(tx: Prisma.TransactionClient, personId: number): Promise<void> {
  await tx.$queryRaw`SELECT true AS locked FROM pg_advisory_xact_lock(4711, ${personId}::int)`;
}
