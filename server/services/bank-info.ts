// Bank details of a member: the IBAN is kept encrypted (AES-256-GCM, key from configuration) because the
// association collects fees by SEPA direct debit; only its last four characters ever leave the server.
import type { z } from 'zod';
import type { BankInfoDTO, BankInfoInput } from '../../shared/schemas/bank-info';
import type { Config } from '../config';
import { db } from '../db/client';
import { audit } from './audit';
import { decryptSecret, encryptSecret } from './crypto';
import { ibanKey } from './secrets';

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

function present(row: { accountHolder: string; ibanEnd: string; bic: string | null; updatedAt: Date }): BankInfoDTO {
  return { accountHolder: row.accountHolder, iban_end: row.ibanEnd, bic: row.bic, updated_at: row.updatedAt.toISOString() };
}

export async function bankInfoOf(personId: number): Promise<BankInfoDTO | null> {
  const row = await db().bankInfo.findUnique({ where: { personId } });
  return row ? present(row) : null;
}

export async function saveBankInfo(config: Config, personId: number, input: BankInfoValues): Promise<BankInfoDTO> {
  const key = await keyOf(config);
  const data = {
    accountHolder: input.accountHolder,
    ibanEncrypted: encryptSecret(input.iban, key, associatedData(personId)),
    ibanEnd: input.iban.slice(-4),
    bic: input.bic ?? null,
  };
  const row = await db().$transaction(async (tx) => {
    const saved = await tx.bankInfo.upsert({ where: { personId }, create: { personId, ...data }, update: data });
    await tx.person.update({ where: { id: personId }, data: { needsBankInfo: false } });
    // The history names the change, never the IBAN.
    await audit(tx, { subjectId: personId, actorId: personId, action: 'bankInfo.update', entity: 'person', entityId: personId });
    return saved;
  });
  return present(row);
}

/** The full IBAN, for the direct-debit export (server side only). */
export async function ibanOf(config: Config, personId: number): Promise<string | null> {
  const row = await db().bankInfo.findUnique({ where: { personId }, select: { ibanEncrypted: true } });
  if (!row) return null;
  return decryptSecret(row.ibanEncrypted, await keyOf(config), associatedData(personId));
}
