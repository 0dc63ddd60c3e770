// The secret of a person's games feed (/api/calendar/games-calendar/{token}.ics): a token of its own, renewable by its
// owner, so a leaked calendar address can be revoked. The uuid stays the person's permanent id.
import { db } from '../../db/client';
import { notFound } from '../../errors';
import { audit } from '../../platform/audit';
import { renewTokenSql } from './personal-feed.sql';

/** A fresh token from PostgreSQL (gen_random_uuid()); the old address answers 404 from now on. */
export async function renewCalendarToken(personId: number): Promise<string> {
  return db().$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ token: string }[]>(renewTokenSql(personId));
    const token = rows[0]?.token;
    if (!token) throw notFound('Person');
    // The history says when, never the token itself.
    await audit(tx, { subjectId: personId, actorId: personId, action: 'calendar.renewed', entity: 'person', entityId: personId });
    return token;
  });
}
