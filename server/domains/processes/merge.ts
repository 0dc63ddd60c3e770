// Merging two persons into one (docs/product.md#merging-duplicates, docs/decisions/060-merging-duplicates.md):
// started as an approval process of the association, carried out in the approval's transaction. The survivor takes
// the chosen fields, and everything of the other person (memberships with their line-ups and events, licences,
// tags, roles, national teams, history, processes, sign-in account); the other person is removed.
import { MERGE_FIELDS, type MergeField, type MergeInput } from '../../../shared/schemas/merge';
import { db } from '../../db/client';
import { Prisma } from '../../db/generated/client';
import { AppError, forbidden } from '../../errors';
import { audit } from '../../platform/audit';
import { authorizePerson, type Access } from '../access';
import { lockPerson, type Tx } from '../memberships';
import type { LockedProcess } from './rows';

/** The column of each field the admin chooses between. */
const COLUMNS: Record<MergeField, string> = {
  firstname: 'firstname',
  lastname: 'lastname',
  gender: 'gender',
  birthdate: 'birthdate',
  email: 'email',
  phone_number: 'phoneNumber',
  mobile_phone: 'mobilePhone',
  address_1: 'address1',
  address_2: 'address2',
  zip_code: 'zipCode',
  city: 'city',
  region: 'region',
  country: 'country',
};

/** What a merge process's data holds. */
interface MergeData {
  other_id: number;
  fields: Partial<Record<MergeField, 'survivor' | 'other'>>;
  survivor_updated_at: string;
  other_updated_at: string;
}

const text = (value: unknown): string | null =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString().slice(0, 10) : String(value);

/** One side of the comparison. */
async function side(personId: number) {
  const person = await db().person.findUniqueOrThrow({ where: { id: personId } });
  const [memberships, licenses, entries] = await Promise.all([
    db().membership.count({ where: { personId } }),
    db().personLicense.count({ where: { personId } }),
    db().auditEntry.count({ where: { subjectId: personId } }),
  ]);
  const row = person as unknown as Record<string, unknown>;
  return {
    id: person.id,
    fields: Object.fromEntries(MERGE_FIELDS.map((f) => [f, text(row[COLUMNS[f]])])),
    has_account: person.passwordHash !== null,
    memberships,
    licenses,
    history_entries: entries,
    updated_at: person.updatedAt.toISOString(),
  };
}

async function authorizeBoth(access: Access, survivorId: number, otherId: number) {
  if (survivorId === otherId) throw new AppError('ValidationFailed', 'A person is not merged with themselves');
  await authorizePerson(access, 'persons.update', survivorId);
  await authorizePerson(access, 'persons.update', otherId);
}

/** GET /api/persons/{id}/merge/{sub}: both persons side by side (persons.update on both). */
export async function mergeComparison(access: Access, survivorId: number, otherId: number) {
  await authorizeBoth(access, survivorId, otherId);
  return { survivor: await side(survivorId), other: await side(otherId) };
}

/**
 * The association that approves: one of the survivor's current memberships' associations within the caller's scope
 * (an association admin's own, a club representative's club's), else any the survivor belongs to.
 */
async function approvingAssociation(tx: Tx, access: Access, personId: number): Promise<number> {
  const s = access.scope('persons.update');
  const rows = await tx.$queryRaw<{ association_id: number; in_scope: boolean }[]>`
    SELECT c.association_id, (c.association_id = ANY(${[...s.associations]}::int[]) OR c.id = ANY(${[...s.clubs]}::int[])
      OR c.region_id = ANY(${[...s.regions]}::int[])) AS in_scope
    FROM memberships m JOIN clubs c ON c.id = m.club_id WHERE m.person_id = ${personId}
    ORDER BY in_scope DESC, m.active_to IS NULL DESC, m.id`;
  const first = rows[0]?.association_id ?? [...s.associations][0];
  if (first === undefined) throw forbidden('No association to approve the merge');
  return first;
}

/** The stamps still hold: neither person changed since the comparison, and neither is merged away. */
async function assertUnchanged(
  tx: Tx,
  survivorId: number,
  otherId: number,
  data: Pick<MergeData, 'survivor_updated_at' | 'other_updated_at'>,
) {
  const persons = await tx.person.findMany({
    where: { id: { in: [survivorId, otherId] } },
    select: { id: true, updatedAt: true },
  });
  const stamp = (id: number) => persons.find((p) => p.id === id)?.updatedAt.toISOString();
  if (stamp(survivorId) !== data.survivor_updated_at || stamp(otherId) !== data.other_updated_at) {
    throw new AppError('MergeOutdated', 'One of the two persons has changed since or is merged already');
  }
}

/** POST /api/persons/{id}/merge/{sub}: starts the association's approval of merging `sub` into `id`. */
export async function startMerge(access: Access, survivorId: number, otherId: number, input: MergeInput): Promise<number> {
  await authorizeBoth(access, survivorId, otherId);
  return db().$transaction(async (tx) => {
    for (const id of [survivorId, otherId].sort((a, b) => a - b)) await lockPerson(tx, id);
    await assertUnchanged(tx, survivorId, otherId, input);
    const open = await tx.process.count({
      where: { type: 'merge', status: 'open', OR: [{ personId: { in: [survivorId, otherId] } }] },
    });
    const openAsOther = await tx.$queryRaw<{ n: bigint }[]>`
      SELECT count(*) AS n FROM processes WHERE type = 'merge' AND status = 'open'
        AND (data->>'other_id')::int = ANY(${[survivorId, otherId]}::int[])`;
    if (open > 0 || Number(openAsOther[0]!.n) > 0) throw new AppError('ProcessAlreadyOpen', 'A merge of one of them is open');
    const associationId = await approvingAssociation(tx, access, survivorId);
    const data: MergeData = {
      other_id: otherId,
      fields: input.fields,
      survivor_updated_at: input.survivor_updated_at,
      other_updated_at: input.other_updated_at,
    };
    const process = await tx.process.create({
      data: {
        type: 'merge',
        personId: survivorId,
        associationId,
        startedById: access.personId,
        data: data as unknown as Prisma.InputJsonValue,
        approvals: { createMany: { data: [{ approver: 'association', contextAssociationId: associationId }] } },
      },
      select: { id: true },
    });
    for (const subjectId of [survivorId, otherId]) {
      await audit(tx, {
        subjectId,
        actorId: access.personId,
        action: 'process.start.merge',
        entity: 'process',
        entityId: process.id,
        data: { survivor_id: survivorId, other_id: otherId, approvals: ['association'], before: null, after: { status: 'open' } },
      });
    }
    return process.id;
  });
}

/** Tables whose rows of the other person would collide with the survivor's: the other's duplicates go first. */
async function dropCollisions(tx: Tx, survivorId: number, otherId: number) {
  // A licence both hold: the survivor keeps the higher level and the later end.
  await tx.$executeRaw`UPDATE person_licenses s SET level = greatest(s.level, o.level),
      valid_from = least(s.valid_from, o.valid_from),
      valid_to = CASE WHEN s.valid_to IS NULL OR o.valid_to IS NULL THEN NULL ELSE greatest(s.valid_to, o.valid_to) END
    FROM person_licenses o WHERE s.person_id = ${survivorId} AND o.person_id = ${otherId} AND o.license_id = s.license_id`;
  await tx.$executeRaw`DELETE FROM person_licenses o USING person_licenses s
    WHERE o.person_id = ${otherId} AND s.person_id = ${survivorId} AND s.license_id = o.license_id`;
  await tx.$executeRaw`DELETE FROM person_tags o USING person_tags s
    WHERE o.person_id = ${otherId} AND s.person_id = ${survivorId} AND s.tag_id = o.tag_id`;
  await tx.$executeRaw`DELETE FROM international_players o USING international_players s
    WHERE o.person_id = ${otherId} AND s.person_id = ${survivorId} AND s.international_team_id = o.international_team_id`;
  await tx.$executeRaw`DELETE FROM consents o USING consents s
    WHERE o.person_id = ${otherId} AND s.person_id = ${survivorId} AND s.term_version_id = o.term_version_id`;
  await tx.$executeRaw`DELETE FROM club_contacts o USING club_contacts s
    WHERE o.person_id = ${otherId} AND s.person_id = ${survivorId} AND s.club_id = o.club_id AND s.position = o.position`;
  await tx.$executeRaw`DELETE FROM game_officials o USING game_officials s
    WHERE o.person_id = ${otherId} AND s.person_id = ${survivorId} AND s.game_id = o.game_id`;
  await tx.$executeRaw`DELETE FROM game_scorers o USING game_scorers s
    WHERE o.person_id = ${otherId} AND s.person_id = ${survivorId} AND s.game_id = o.game_id`;
  await tx.$executeRaw`DELETE FROM game_tasks o USING game_tasks s
    WHERE o.person_id = ${otherId} AND s.person_id = ${survivorId} AND s.game_id = o.game_id AND s.type = o.type`;
  await tx.$executeRaw`DELETE FROM game_signatures o USING game_signatures s
    WHERE o.person_id = ${otherId} AND s.person_id = ${survivorId} AND s.game_id = o.game_id AND s.role = o.role`;
  // One set of bank details per person: the survivor's stays.
  await tx.$executeRaw`DELETE FROM bank_infos o WHERE o.person_id = ${otherId}
    AND EXISTS (SELECT 1 FROM bank_infos s WHERE s.person_id = ${survivorId})`;
}

/**
 * Every column that points at a person, read from the catalog: the other's rows move to the survivor, so nothing
 * of theirs is lost to the delete's cascade (memberships keep their ids, so line-ups, events and the players' season
 * totals are untouched). The names come from PostgreSQL's own catalog, never from a request.
 */
async function movePersonRows(tx: Tx, survivorId: number, otherId: number) {
  const columns = await tx.$queryRaw<{ table: string; column: string }[]>`
    SELECT cl.relname AS table, a.attname AS column
    FROM pg_constraint k JOIN pg_class cl ON cl.oid = k.conrelid
      JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = k.conkey[1]
    WHERE k.contype = 'f' AND k.confrelid = 'persons'::regclass AND array_length(k.conkey, 1) = 1
    ORDER BY cl.relname, a.attname`;
  for (const { table, column } of columns) {
    const name = (s: string) => Prisma.raw(`"${s.replace(/"/g, '""')}"`);
    await tx.$executeRaw`UPDATE ${name(table)} SET ${name(column)} = ${survivorId} WHERE ${name(column)} = ${otherId}`;
  }
}

/** Carries a merge out in the approval's transaction; the answer goes to the completion's history entry. */
export async function applyMerge(tx: Tx, p: LockedProcess, actorId: number) {
  const data = p.data as unknown as MergeData;
  const survivorId = p.personId;
  const otherId = data.other_id;
  await lockPerson(tx, otherId);
  await assertUnchanged(tx, survivorId, otherId, data);
  // One statement at a time: a transaction's statements share one connection.
  const survivor = await tx.person.findUniqueOrThrow({ where: { id: survivorId } });
  const other = await tx.person.findUniqueOrThrow({ where: { id: otherId } });
  const s = survivor as unknown as Record<string, unknown>;
  const o = other as unknown as Record<string, unknown>;
  const update: Record<string, unknown> = {};
  const before: Record<string, string | null> = {};
  const after: Record<string, string | null> = {};
  for (const field of MERGE_FIELDS) {
    if (data.fields[field] !== 'other') continue;
    const column = COLUMNS[field];
    if (text(s[column]) === text(o[column])) continue;
    update[column] = o[column];
    before[field] = text(s[column]);
    after[field] = text(o[column]);
  }
  // The sign-in account: the one of the person whose address the survivor keeps; without one, whichever exists.
  const accountFromOther =
    data.fields.email === 'other' ? other.passwordHash !== null : survivor.passwordHash === null && other.passwordHash !== null;
  if (accountFromOther) {
    Object.assign(update, {
      passwordHash: other.passwordHash,
      passwordChangedAt: other.passwordChangedAt,
      signaturePinHash: other.signaturePinHash,
      preferredLanguage: other.preferredLanguage,
      ...(data.fields.email === 'other' || survivor.email === null ? { email: other.email } : {}),
    });
  }
  // The other's address is freed before the survivor may take it (the column is unique).
  await tx.person.update({ where: { id: otherId }, data: { email: null } });
  const entry = {
    survivor_id: survivorId,
    other_id: otherId,
    other_name: `${other.firstname} ${other.lastname}`,
    account: accountFromOther ? 'other' : survivor.passwordHash ? 'survivor' : null,
    before,
    after,
  };
  // An entry on each: the other's moves to the survivor with the rest of the other's history.
  for (const subjectId of [otherId, survivorId]) {
    await audit(tx, { subjectId, actorId, action: 'person.merged', entity: 'person', entityId: survivorId, data: entry });
  }
  await dropCollisions(tx, survivorId, otherId);
  await movePersonRows(tx, survivorId, otherId);
  if (Object.keys(update).length > 0) await tx.person.update({ where: { id: survivorId }, data: update });
  await tx.person.delete({ where: { id: otherId } });
  return entry as unknown as Record<string, Prisma.InputJsonValue | null>;
}
