// Registration (POST /api/self): a new member account with its consents to the portal terms, in one transaction.
import type { z } from 'zod';
import type { RegistrationInput } from '../../../shared/schemas/registration';
import { hashPassword } from '../../auth/password';
import { db } from '../../db/client';
import { AppError } from '../../errors';
import { audit } from '../../platform/audit';
import { newestVersions, portalTermIds, recordConsents } from '../access';

type RegistrationValues = z.output<typeof RegistrationInput>;

const emailTaken = () => new AppError('EmailAlreadyTaken', 'Email already taken');

export async function registerPerson(input: RegistrationValues): Promise<{ id: number }> {
  // The (slow) hash first, so a taken address answers no faster than a new one; the unique index decides a race.
  const passwordHash = await hashPassword(input.password);
  if (await db().person.findUnique({ where: { email: input.email }, select: { id: true } })) throw emailTaken();
  try {
    return await db().$transaction(async (tx) => {
      const required = await portalTermIds(tx);
      const accepted = new Set(input.accepted_terms);
      const missing = required.filter((id) => !accepted.has(id));
      const unknown = [...accepted].filter((id) => !required.includes(id));
      if (missing.length > 0 || unknown.length > 0) {
        throw new AppError('ValidationFailed', 'Every listed term must be accepted', {
          details: [{ path: 'accepted_terms', code: 'custom', message: 'termsMissing', missing, unknown }],
        });
      }
      const person = await tx.person.create({
        data: {
          email: input.email,
          passwordHash,
          passwordChangedAt: new Date(),
          firstname: input.firstname,
          lastname: input.lastname,
          gender: input.gender,
          birthdate: new Date(`${input.birthdate}T00:00:00Z`),
          preferredLanguage: input.preferred_language,
          excludeFromMaillists: !input.include_in_maillists,
        },
        select: { id: true },
      });
      await audit(tx, {
        subjectId: person.id,
        actorId: person.id,
        action: 'person.register',
        entity: 'person',
        entityId: person.id,
      });
      const versions = await newestVersions(required, tx);
      await recordConsents(
        tx,
        person.id,
        required.map((id) => versions.get(id)!.id),
      );
      return person;
    });
  } catch (error) {
    if ((error as { code?: unknown }).code === 'P2002') throw emailTaken();
    throw error;
  }
}
