// Creates (or promotes) an association admin: used by `npm run create-admin` on any database.
import { z } from 'zod';
import { ADMIN_POLICY, meetsPolicy } from '../../../shared/password-policy';
import { isCommonPassword } from '../../auth/common-passwords';
import { hashPassword } from '../../auth/password';
import { db } from '../../db/client';
import { AppError } from '../../errors';
import { audit } from '../../platform/audit';
import { endSessions } from './account.sql';

const Input = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  password: z.string().min(1),
  association: z.string().optional(),
  firstname: z.string().trim().min(1).max(60).optional(),
  lastname: z.string().trim().min(1).max(60).optional(),
});

export async function createAdmin(raw: z.input<typeof Input>) {
  const input = Input.parse(raw);
  if (!meetsPolicy(ADMIN_POLICY, input.password)) {
    throw new AppError(
      'PasswordNotStrongEnough',
      'Admin passwords need 12+ characters with numbers, special characters, upper and lower case',
    );
  }
  if (isCommonPassword(input.password)) {
    throw new AppError('PasswordNotStrongEnough', 'This password is on the list of common (breached) passwords');
  }
  const passwordHash = await hashPassword(input.password);
  return db().$transaction(async (tx) => {
    let association = input.association
      ? await tx.association.findUnique({ where: { abbreviation: input.association } })
      : await tx.association.findFirst({ orderBy: { id: 'asc' } });
    if (input.association && !association)
      throw new AppError('NotFound', `No association with abbreviation ${input.association}`);
    association ??= await tx.association.create({ data: { name: 'Verband', abbreviation: 'VERBAND', countryCode: 'deu' } });
    const existing = await tx.person.findUnique({ where: { email: input.email } });
    const person = existing
      ? await tx.person.update({
          where: { id: existing.id },
          data: { passwordHash, passwordChangedAt: new Date(), lockedUntil: null, failedSignins: 0 },
        })
      : await tx.person.create({
          data: {
            email: input.email,
            passwordHash,
            passwordChangedAt: new Date(),
            firstname: input.firstname ?? 'Admin',
            lastname: input.lastname ?? association.abbreviation,
            gender: 'female',
            birthdate: new Date('1980-01-01'),
          },
        });
    const hasRule = await tx.aclRule.findFirst({
      where: { personId: person.id, role: 'association_leader', associationId: association.id },
    });
    if (!hasRule)
      await tx.aclRule.create({ data: { personId: person.id, role: 'association_leader', associationId: association.id } });
    // A new password and (maybe) new rights: sessions opened before, perhaps with a weaker password, end here.
    if (existing) await endSessions(tx, person.id);
    await audit(tx, {
      subjectId: person.id,
      action: 'acl.grant',
      entity: 'acl_rule',
      data: { role: 'association-leader', association_id: association.id, via: 'cli' },
    });
    return { created: !existing, email: input.email, associationName: association.name };
  });
}
