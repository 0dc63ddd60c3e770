// Admin changes to a person: create a member, edit person and contact data. Each change writes a history entry.
import {
  type PersonCreateInput,
  type PersonUpdateInput,
  PersonCreateInput as CreateSchema,
  PersonUpdateInput as UpdateSchema,
} from '../../../shared/schemas/persons';
import type { z } from 'zod';
import { todayDate } from '../../../shared/clock';
import { db } from '../../db/client';
import type { Prisma } from '../../db/generated/client';
import { AppError, forbidden } from '../../errors';
import { coversClub, type Access, startEmailChange } from '../access';
import { audit } from '../../platform/audit';
import type { Mail } from '../../platform/mail';

type CreateInput = z.output<typeof CreateSchema>;
type UpdateInput = z.output<typeof UpdateSchema>;

function isUniqueEmailViolation(error: unknown): boolean {
  const e = error as { code?: string; meta?: { target?: unknown; driverAdapterError?: unknown } };
  return e?.code === 'P2002' && JSON.stringify(e.meta ?? {}).includes('email');
}

/** POST /api/persons: the person and their first membership in a club where the viewer holds persons.create. */
export async function createMember(access: Access, input: CreateInput): Promise<number> {
  const club = await db().club.findUnique({
    where: { id: input.club_id },
    select: { id: true, associationId: true, regionId: true, sports: { select: { sportId: true } } },
  });
  if (!club || !coversClub(access, 'persons.create', club)) throw forbidden('You may not create members in this club');
  if (!club.sports.some((s) => s.sportId === input.sport_id)) {
    throw new AppError('ValidationFailed', 'The club does not offer this sport', {
      details: [{ path: 'sport_id', code: 'custom', message: 'sportNotOffered' }],
    });
  }
  try {
    return await db().$transaction(async (tx) => {
      const person = await tx.person.create({
        data: {
          firstname: input.firstname,
          lastname: input.lastname,
          gender: input.gender,
          birthdate: new Date(`${input.birthdate}T00:00:00Z`),
          email: input.email ?? null,
        },
        select: { id: true },
      });
      const membership = await tx.membership.create({
        data: { personId: person.id, clubId: club.id, sportId: input.sport_id, activeFrom: todayDate() },
        select: { id: true },
      });
      await audit(tx, {
        subjectId: person.id,
        actorId: access.personId,
        action: 'person.created',
        entity: 'person',
        entityId: person.id,
        data: {
          club_id: club.id,
          sport_id: input.sport_id,
          membership_id: membership.id,
          before: null,
          after: {
            firstname: input.firstname,
            lastname: input.lastname,
            gender: input.gender,
            birthdate: input.birthdate,
            email: input.email ?? null,
          },
        },
      });
      return person.id;
    });
  } catch (error) {
    if (isUniqueEmailViolation(error)) throw new AppError('EmailAlreadyTaken', 'Email already taken');
    throw error;
  }
}

const FIELDS: [keyof UpdateInput, keyof Prisma.PersonUncheckedUpdateInput][] = [
  ['firstname', 'firstname'],
  ['lastname', 'lastname'],
  ['gender', 'gender'],
  ['phone_number', 'phoneNumber'],
  ['mobile_phone', 'mobilePhone'],
  ['address_1', 'address1'],
  ['address_2', 'address2'],
  ['zip_code', 'zipCode'],
  ['city', 'city'],
  ['region', 'region'],
  ['country', 'country'],
];

/** Whether PUT /api/persons/{id} would change the sign-in address (the caller then checks rank and recent auth). */
export async function changesEmail(personId: number, input: UpdateInput): Promise<boolean> {
  if (input.email === undefined) return false;
  const person = await db().person.findUnique({ where: { id: personId }, select: { email: true } });
  return person !== null && person.email !== input.email;
}

/**
 * PUT /api/persons/{id}: only the fields sent; the history entry records each change from -> to. A new email
 * address only becomes pending (it takes effect once confirmed); the answer is the mails to send after commit.
 * Removing the address takes effect at once (nobody can sign in through it).
 */
export async function updatePerson(actorId: number, personId: number, input: UpdateInput, baseUrl: string): Promise<Mail[]> {
  const before = await db().person.findUniqueOrThrow({ where: { id: personId } });
  const data: Prisma.PersonUncheckedUpdateInput = {};
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, column] of FIELDS) {
    const value = input[key];
    if (value === undefined) continue;
    const old = (before as Record<string, unknown>)[column as string] ?? null;
    if (old === value) continue;
    (data as Record<string, unknown>)[column as string] = value;
    changes[key] = { from: old, to: value };
  }
  if (input.birthdate !== undefined) {
    const birthdate = new Date(`${input.birthdate}T00:00:00Z`);
    if (birthdate.getTime() !== before.birthdate.getTime()) {
      data.birthdate = birthdate;
      changes.birthdate = { from: before.birthdate.toISOString().slice(0, 10), to: input.birthdate };
    }
  }
  const newEmail = input.email !== undefined && input.email !== before.email ? input.email : undefined;
  if (newEmail === null) {
    data.email = null;
    changes.email = { from: before.email, to: null };
  }
  if (Object.keys(changes).length === 0 && !newEmail) return [];
  try {
    return await db().$transaction(async (tx) => {
      if (Object.keys(changes).length > 0) {
        await tx.person.update({ where: { id: personId }, data });
        if (newEmail === null) {
          const now = new Date();
          await tx.emailChange.updateMany({
            where: { personId, confirmedAt: null, cancelledAt: null },
            data: { cancelledAt: now },
          });
        }
        await audit(tx, {
          subjectId: personId,
          actorId,
          action: 'person.updated',
          entity: 'person',
          entityId: personId,
          data: changes as Prisma.InputJsonValue,
        });
      }
      return newEmail ? await startEmailChange(tx, { personId, newEmail, requestedById: actorId, baseUrl }) : [];
    });
  } catch (error) {
    if (isUniqueEmailViolation(error)) throw new AppError('EmailAlreadyTaken', 'Email already taken');
    throw error;
  }
}

export type { PersonCreateInput, PersonUpdateInput };
