// Bank details of a member: the IBAN is kept encrypted (AES-256-GCM, key from configuration) because the
// association collects fees by SEPA direct debit; only its last four characters ever leave the server.
import type { z } from 'zod';
import type { BankInfoInput } from '../../../shared/schemas/bank-info';
import type { Config } from '../../config';
import { db } from '../../db/client';
import { audit } from '../../platform/audit';
import { decryptSecret, encryptSecret } from '../../platform/crypto';
import { ibanKey } from '../../platform/secrets';
import { BANK_INFO_SELECT } from './rows';

type BankInfoValues = z.output<typeof BankInfoInput>;

const keys = new WeakMap<Config, Promise<Buffer>>();

function keyOf(config: Config): Promise<Buffer> {
  let key = keys.get(config);
  if (!key) {
    key = ibanKey(config);
    // A failed lookup (database briefly away) must not stick.
    key.catch(() => keys.delete(config));
    keys.set(config, key);
  }
  return key;
}

/** The ciphertext belongs to this person's row: copied into another row it no longer decrypts. */
const associatedData = (personId: number) => `bank_infos.iban:${personId}`;

export const loadBankInfo = (personId: number) => db().bankInfo.findUnique({ where: { personId }, select: BANK_INFO_SELECT });

/** Stores the details (the IBAN encrypted) and answers what the answers show of them. */
export async function saveBankInfo(config: Config, personId: number, input: BankInfoValues) {
  const key = await keyOf(config);
  const data = {
    accountHolder: input.accountHolder,
    ibanEncrypted: encryptSecret(input.iban, key, associatedData(personId)),
    ibanEnd: input.iban.slice(-4),
    bic: input.bic ?? null,
  };
  return db().$transaction(async (tx) => {
    const saved = await tx.bankInfo.upsert({
      where: { personId },
      create: { personId, ...data },
      update: data,
      select: BANK_INFO_SELECT,
    });
    await tx.person.update({ where: { id: personId }, data: { needsBankInfo: false } });
    // The history names the change, never the IBAN.
    await audit(tx, { subjectId: personId, actorId: personId, action: 'bankInfo.update', entity: 'person', entityId: personId });
    return saved;
  });
}

/** The full IBAN, for the direct-debit export (server side only). */
export async function ibanOf(config: Config, personId: number): Promise<string | null> {
  const row = await db().bankInfo.findUnique({ where: { personId }, select: { ibanEncrypted: true } });
  if (!row) return null;
  return decryptSecret(row.ibanEncrypted, await keyOf(config), associatedData(personId));
}
