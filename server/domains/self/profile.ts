// The member's own profile: public name, mail lists, language, password and signature PIN, contact data.
import countries from 'i18n-iso-countries';
import type { z } from 'zod';
import type { ContactDataInput, SelfUpdateInput } from '../../../shared/schemas/self';
import { hashPassword, verifyPassword } from '../../auth/password';
import { db } from '../../db/client';
import { AppError, notSignedIn } from '../../errors';
import { type Access, assertPasswordAllowed, clearPinFailuresSql, policyFor, endSessions } from '../access';
import { audit } from '../../platform/audit';
import { CONTACT_DATA_SELECT, type ContactDataRow } from './rows';

type ContactDataValues = z.output<typeof ContactDataInput>;

/** What the profile page edits; whether a signature PIN is set, never the PIN itself. */
export async function loadProfile(personId: number) {
  const person = await db().person.findUnique({
    where: { id: personId },
    select: { publicShortName: true, excludeFromMaillists: true, preferredLanguage: true, signaturePinHash: true },
  });
  if (!person) throw notSignedIn();
  const { signaturePinHash, ...fields } = person;
  return { ...fields, hasSignaturePin: signaturePinHash !== null };
}

interface UpdateContext {
  personId: number;
  access: Access;
  /** The session making the change: it stays signed in when the password changes, all others end. */
  sessionId: string;
}

/** PUT /api/self. Credentials change only with the right current password; the new password meets the policy. */
export async function updateSelf({ personId, access, sessionId }: UpdateContext, input: SelfUpdateInput): Promise<void> {
  const changesPassword = input.new_password !== undefined;
  const changesPin = input.signature_pin !== undefined;
  let passwordHash: string | undefined;
  let signaturePinHash: string | undefined;
  if (input.current_password !== undefined) {
    const person = await db().person.findUnique({ where: { id: personId }, select: { passwordHash: true } });
    if (!(await verifyPassword(person?.passwordHash, input.current_password))) {
      throw new AppError('WrongCurrentPassword', 'The current password is wrong');
    }
    if (changesPassword) {
      assertPasswordAllowed(policyFor(access), input.new_password!);
      passwordHash = await hashPassword(input.new_password!);
    }
    if (changesPin) signaturePinHash = await hashPassword(input.signature_pin!);
  }
  const profileFields = {
    publicShortName: input.public_short_name === undefined ? undefined : input.public_short_name || null,
    excludeFromMaillists: input.exclude_from_maillists,
    preferredLanguage: input.preferred_language,
  };
  await db().$transaction(async (tx) => {
    await tx.person.update({
      where: { id: personId },
      data: {
        ...profileFields,
        ...(passwordHash ? { passwordHash, passwordChangedAt: new Date(), failedSignins: 0, lockedUntil: null } : {}),
        ...(signaturePinHash ? { signaturePinHash } : {}),
      },
    });
    const changed = Object.entries({
      public_short_name: input.public_short_name,
      exclude_from_maillists: input.exclude_from_maillists,
      preferred_language: input.preferred_language,
    })
      .filter(([, value]) => value !== undefined)
      .map(([key]) => key);
    if (changed.length > 0) {
      await audit(tx, {
        subjectId: personId,
        actorId: personId,
        action: 'profile.update',
        entity: 'person',
        entityId: personId,
        data: { fields: changed },
      });
    }
    if (passwordHash) {
      // Whoever else holds a session of this account (a lost phone, a shared computer) is signed out.
      await endSessions(tx, personId, sessionId);
      await tx.passwordResetToken.updateMany({ where: { personId, usedAt: null }, data: { usedAt: new Date() } });
      await audit(tx, {
        subjectId: personId,
        actorId: personId,
        action: 'password.change',
        entity: 'person',
        entityId: personId,
      });
    }
    if (signaturePinHash) {
      // A forgotten PIN is set anew here: the new one signs at once, whatever was guessed at the old one.
      await tx.$executeRaw(clearPinFailuresSql(personId));
      await audit(tx, {
        subjectId: personId,
        actorId: personId,
        action: 'signaturePin.change',
        entity: 'person',
        entityId: personId,
      });
    }
  });
}

export async function loadContactData(personId: number): Promise<ContactDataRow> {
  const row = await db().person.findUnique({ where: { id: personId }, select: CONTACT_DATA_SELECT });
  if (!row) throw notSignedIn();
  return row;
}

export async function saveContactData(personId: number, input: ContactDataValues): Promise<ContactDataRow> {
  if (input.country && !countries.isValid(input.country)) {
    throw new AppError('ValidationFailed', 'Unknown country', {
      details: [{ path: 'country', code: 'custom', message: 'invalid' }],
    });
  }
  return db().$transaction(async (tx) => {
    const saved = await tx.person.update({
      where: { id: personId },
      data: {
        phoneNumber: input.phone_number,
        mobilePhone: input.mobile_phone,
        address1: input.address_1,
        address2: input.address_2,
        zipCode: input.zip_code,
        city: input.city,
        region: input.region,
        country: input.country,
      },
      select: CONTACT_DATA_SELECT,
    });
    const fields = Object.keys(input);
    await audit(tx, {
      subjectId: personId,
      actorId: personId,
      action: 'contactData.update',
      entity: 'person',
      entityId: personId,
      data: { fields },
    });
    return saved;
  });
}
