// Ending a person's sessions in the session store (express-session's "session" table, which keeps passport's user id).
import type { Prisma } from '../../db/generated/client';

/**
 * Signs the person out everywhere, inside the caller's transaction: after a new password, a confirmed or reported
 * email change, or a grant that raises the password policy. `keepSid` spares the session that made the change.
 */
export async function endSessions(tx: Prisma.TransactionClient, personId: number, keepSid?: string): Promise<void> {
  if (keepSid === undefined) {
    await tx.$executeRaw`DELETE FROM "session" WHERE (sess -> 'passport' ->> 'user') = ${String(personId)}`;
  } else {
    await tx.$executeRaw`DELETE FROM "session" WHERE (sess -> 'passport' ->> 'user') = ${String(personId)} AND sid <> ${keepSid}`;
  }
}
