// Editing a club (clubs.editProfile, checked by the router): profile, contact persons and fields, each change in
// one transaction with its audit entry, answering the rows for server/domains/clubs/club-admin-presenter.ts. Authorization of the
// club itself happens before these are called.
import type { z } from 'zod';
import type { ClubFieldInput, ClubProfileInput } from '../../../shared/schemas/club-admin';
import type { ContactPositionName } from '../../../shared/schemas/clubs';
import { db } from '../../db/client';
import type { Prisma } from '../../db/generated/client';
import { AppError, forbidden, notFound } from '../../errors';
import { personInScope, type Access } from '../access';
import { presentField, presentProfile } from './club-admin-presenter';
import { CLUB_PROFILE_SELECT, CONTACT_SELECT, type ContactRow, type FieldRow, type ProfileRow } from './rows';
import { audit, beforeAfter } from '../../platform/audit';

type ProfileInput = z.output<typeof ClubProfileInput>;
type FieldInput = z.output<typeof ClubFieldInput>;

const PROFILE_COLUMNS = {
  address_0: 'address0',
  address_1: 'address1',
  address_2: 'address2',
  zip_code: 'zipCode',
  city: 'city',
  region: 'region',
  phone_number: 'phoneNumber',
  email: 'email',
  homepage: 'homepage',
  general_information: 'generalInformation',
} as const satisfies Record<keyof ProfileInput, keyof Prisma.ClubUpdateInput>;

/** PUT /api/clubs/{id}/profile ('Profile gespeichert'): the fields sent, empty ones cleared. */
export async function updateClubProfile(access: Access, clubId: number, input: ProfileInput): Promise<ProfileRow> {
  const data: Prisma.ClubUpdateInput = {};
  for (const [key, column] of Object.entries(PROFILE_COLUMNS) as [
    keyof ProfileInput,
    (typeof PROFILE_COLUMNS)[keyof ProfileInput],
  ][]) {
    if (input[key] !== undefined) data[column] = input[key];
  }
  return db().$transaction(async (tx) => {
    const old = await tx.club.findUniqueOrThrow({ where: { id: clubId }, select: { name: true, ...CLUB_PROFILE_SELECT } });
    const club = await tx.club.update({ where: { id: clubId }, data, select: CLUB_PROFILE_SELECT });
    await audit(tx, {
      actorId: access.personId,
      action: 'club.profile',
      entity: 'club',
      entityId: clubId,
      data: {
        club: old.name,
        fields: Object.keys(input),
        ...beforeAfter({ ...presentProfile(old) }, { ...presentProfile(club) }),
      },
    });
    return club;
  });
}

async function contactOf(clubId: number, personId: number, position: ContactPositionName) {
  return db().clubContact.findUnique({
    where: { clubId_personId_position: { clubId, personId, position } },
    select: CONTACT_SELECT,
  });
}

const contactExists = () => new AppError('ContactAlreadyExists', 'The person holds this position already');

/**
 * POST /api/clubs/{id}/contacts ('Ansprechpartner hinzugefügt'): the person must be one the editor can see
 * (persons.list), since a contact's e-mail and phone numbers become visible to the club's members.
 */
export async function addContact(
  access: Access,
  clubId: number,
  personId: number,
  position: ContactPositionName,
): Promise<ContactRow> {
  const person = await db().person.count({ where: { id: personId } });
  if (!person) throw notFound('Person');
  if (!(await personInScope(access, 'persons.list', personId))) throw forbidden('Person outside your scope');
  if (await contactOf(clubId, personId, position)) throw contactExists();
  await db().$transaction(async (tx) => {
    await tx.clubContact.create({ data: { clubId, personId, position } });
    await audit(tx, {
      subjectId: personId,
      actorId: access.personId,
      action: 'club.contact.add',
      entity: 'club',
      entityId: clubId,
      data: { position, club: await clubName(tx, clubId), before: null, after: { position } },
    });
  });
  return (await contactOf(clubId, personId, position))!;
}

/** PUT /api/clubs/{id}/contacts/{personID} ('Ansprechpartner gespeichert'): oldPosition -> position. */
export async function changeContactPosition(
  access: Access,
  clubId: number,
  personId: number,
  oldPosition: ContactPositionName,
  position: ContactPositionName,
): Promise<ContactRow> {
  const current = await contactOf(clubId, personId, oldPosition);
  if (!current) throw notFound('Contact');
  if (oldPosition === position) return current;
  if (await contactOf(clubId, personId, position)) throw contactExists();
  await db().$transaction(async (tx) => {
    await tx.clubContact.update({
      where: { clubId_personId_position: { clubId, personId, position: oldPosition } },
      data: { position },
    });
    await audit(tx, {
      subjectId: personId,
      actorId: access.personId,
      action: 'club.contact.change',
      entity: 'club',
      entityId: clubId,
      data: {
        from: oldPosition,
        to: position,
        club: await clubName(tx, clubId),
        before: { position: oldPosition },
        after: { position },
      },
    });
  });
  return (await contactOf(clubId, personId, position))!;
}

/** DELETE /api/clubs/{id}/contacts/{personID}?position= ('Ansprechpartner entfernt'). */
export async function removeContact(access: Access, clubId: number, personId: number, position: ContactPositionName) {
  await db().$transaction(async (tx) => {
    const { count } = await tx.clubContact.deleteMany({ where: { clubId, personId, position } });
    if (count === 0) throw notFound('Contact');
    await audit(tx, {
      subjectId: personId,
      actorId: access.personId,
      action: 'club.contact.remove',
      entity: 'club',
      entityId: clubId,
      data: { position, club: await clubName(tx, clubId), before: { position }, after: null },
    });
  });
}

const clubName = async (tx: Prisma.TransactionClient, clubId: number) =>
  (await tx.club.findUnique({ where: { id: clubId }, select: { name: true } }))?.name ?? null;

/** A field as the history records it: its data without the id. */
function fieldValues(field: Parameters<typeof presentField>[0]): Record<string, string | null> {
  const { id: _id, ...values } = presentField(field);
  return values;
}

function fieldData(input: FieldInput) {
  return {
    name: input.name,
    address1: input.address_1,
    address2: input.address_2,
    region: input.region,
    zipCode: input.zip_code,
    city: input.city,
    generalInformation: input.general_information,
  };
}

export async function listFields(clubId: number): Promise<FieldRow[]> {
  return db().clubField.findMany({ where: { clubId }, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
}

/** A field of this club, or 404 (a field id of another club counts as unknown here). */
export async function fieldOf(clubId: number, fieldId: number): Promise<FieldRow> {
  const field = await db().clubField.findFirst({ where: { id: fieldId, clubId } });
  if (!field) throw notFound('Field');
  return field;
}

/** POST /api/clubs/{id}/fields ('Platz erstellt'). */
export async function createField(access: Access, clubId: number, input: FieldInput): Promise<FieldRow> {
  return db().$transaction(async (tx) => {
    const field = await tx.clubField.create({ data: { clubId, ...fieldData(input) } });
    await audit(tx, {
      actorId: access.personId,
      action: 'club.field.create',
      entity: 'club_field',
      entityId: field.id,
      data: { club_id: clubId, name: field.name, before: null, after: fieldValues(field) },
    });
    return field;
  });
}

/** PUT /api/clubs/{id}/fields/{fieldID} ('Platz gespeichert'): the whole field; omitted texts are cleared. */
export async function updateField(access: Access, clubId: number, fieldId: number, input: FieldInput): Promise<FieldRow> {
  await fieldOf(clubId, fieldId);
  const data = fieldData(input);
  return db().$transaction(async (tx) => {
    const old = await tx.clubField.findUniqueOrThrow({ where: { id: fieldId } });
    const field = await tx.clubField.update({
      where: { id: fieldId },
      data: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v === undefined ? null : v])) as typeof data,
    });
    await audit(tx, {
      actorId: access.personId,
      action: 'club.field.update',
      entity: 'club_field',
      entityId: fieldId,
      data: { club_id: clubId, name: field.name, ...beforeAfter(fieldValues(old), fieldValues(field)) },
    });
    return field;
  });
}

/** DELETE /api/clubs/{id}/fields/{fieldID} ('Platz entfernt'). */
export async function deleteField(access: Access, clubId: number, fieldId: number): Promise<void> {
  await db().$transaction(async (tx) => {
    const old = await tx.clubField.findFirst({ where: { id: fieldId, clubId } });
    const { count } = await tx.clubField.deleteMany({ where: { id: fieldId, clubId } });
    if (!old || count === 0) throw notFound('Field');
    await audit(tx, {
      actorId: access.personId,
      action: 'club.field.delete',
      entity: 'club_field',
      entityId: fieldId,
      data: { club_id: clubId, name: old.name, before: fieldValues(old), after: null },
    });
  });
}
