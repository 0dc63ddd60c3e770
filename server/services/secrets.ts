// Installation secrets: from configuration, else generated once and kept in app_settings so that every
// instance on the database shares them and restarts keep sessions valid.
import crypto from 'node:crypto';
import type { Config } from '../config';
import { db } from '../db/client';

async function storedSecret(key: string): Promise<string> {
  const fresh = crypto.randomBytes(32).toString('hex');
  // Insert-or-keep: when two instances start together, both end up with the first one's value.
  await db()
    .$executeRaw`INSERT INTO app_settings (key, value, updated_at) VALUES (${key}, to_jsonb(${fresh}::text), now()) ON CONFLICT (key) DO NOTHING`;
  const row = await db().appSetting.findUniqueOrThrow({ where: { key } });
  return String(row.value);
}

export async function sessionSecret(config: Config): Promise<string> {
  return config.sessionSecret ?? storedSecret('session_secret');
}

/** The AES-256-GCM key for IBANs; production sets IBAN_ENCRYPTION_KEY so a database dump alone reveals nothing. */
export async function ibanKey(config: Config): Promise<Buffer> {
  return config.ibanKey ?? Buffer.from(await storedSecret('iban_key'), 'hex');
}
