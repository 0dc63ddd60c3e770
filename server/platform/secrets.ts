// Installation secrets: from configuration, else generated once and kept in app_settings so that every
// instance on the database shares them and restarts keep sessions valid.
import crypto from 'node:crypto';
import webpush from 'web-push';
import type { Config } from '../config';
import { db } from '../db/client';
import { decryptSecret } from './crypto';

async function storedSecret(key: string): Promise<string> {
  const fresh = crypto.randomBytes(32).toString('hex');
  // Insert-or-keep: when two instances start together, both end up with the first one's value.
  await db()
    .$executeRaw`INSERT INTO app_settings (key, value, updated_at) VALUES (${key}, to_jsonb(${fresh}::text), now()) ON CONFLICT (key) DO NOTHING`;
  const row = await db().appSetting.findUniqueOrThrow({ where: { key } });
  return String(row.value);
}

/** The key of the push subscriptions' tokens (HMAC of the subscription's id): a database dump alone reveals none. */
export async function pushTokenKey(): Promise<Buffer> {
  return Buffer.from(await storedSecret('push_token_key'), 'hex');
}

/**
 * The VAPID key pair of Web Push (docs/decisions/056-follows-and-web-push.md): generated once, kept in app_settings
 * like the session secret, the same for every instance; a new pair would orphan every browser's subscription.
 */
let vapid: Promise<{ publicKey: string; privateKey: string }> | null = null;

export function vapidKeys(): Promise<{ publicKey: string; privateKey: string }> {
  // Read once per process (they never change once stored); a pair is generated only where none is stored yet.
  vapid ??= (async () => {
    const stored = await db().appSetting.findUnique({ where: { key: 'vapid_keys' } });
    if (!stored) {
      const fresh = webpush.generateVAPIDKeys();
      await db()
        .$executeRaw`INSERT INTO app_settings (key, value, updated_at) VALUES ('vapid_keys', ${JSON.stringify(fresh)}::jsonb, now()) ON CONFLICT (key) DO NOTHING`;
    }
    const row = stored ?? (await db().appSetting.findUniqueOrThrow({ where: { key: 'vapid_keys' } }));
    const value = row.value as { publicKey: string; privateKey: string };
    return { publicKey: value.publicKey, privateKey: value.privateKey };
  })().catch((error: unknown) => {
    vapid = null;
    throw error;
  });
  return vapid;
}

export async function sessionSecret(config: Config): Promise<string> {
  return config.sessionSecret ?? storedSecret('session_secret');
}

/** The AES-256-GCM key for IBANs; production sets IBAN_ENCRYPTION_KEY so a database dump alone reveals nothing. */
export async function ibanKey(config: Config): Promise<Buffer> {
  return config.ibanKey ?? Buffer.from(await storedSecret('iban_key'), 'hex');
}

/**
 * Checked at start-up, before the server answers. A real deployment (production with DATABASE_URL) keeps the IBAN key
 * out of the database it protects, so a dump alone reveals nothing; only the embedded database and development keep
 * a generated one in app_settings. And a configured key must open the bank details already stored: a fresh key on an
 * installation that ran with the generated one would make every stored IBAN unreadable.
 * Throws what the operator must do; returns a warning to log, or null.
 */
export async function verifyIbanKey(config: Config): Promise<string | null> {
  const stored = await db().appSetting.findUnique({ where: { key: 'iban_key' } });
  const storedKey = stored ? Buffer.from(String(stored.value), 'hex') : null;
  const sample = await db().bankInfo.findFirst({ select: { personId: true, ibanEncrypted: true }, orderBy: { personId: 'asc' } });
  const useStored =
    "set IBAN_ENCRYPTION_KEY to the key kept in the database: SELECT value #>> '{}' FROM app_settings WHERE key = 'iban_key'";
  if (config.ibanKey) {
    if (!sample) return null;
    try {
      decryptSecret(sample.ibanEncrypted, config.ibanKey, `bank_infos.iban:${sample.personId}`);
      return null;
    } catch {
      throw new Error(
        `IBAN_ENCRYPTION_KEY does not open the bank details stored in this database${storedKey ? `; they were encrypted with the generated key: ${useStored}` : ''}`,
      );
    }
  }
  if (config.env !== 'production' || !config.databaseUrl) return null;
  if (storedKey) return `The IBAN key is kept in the database it protects: ${useStored}, then remove it from there`;
  throw new Error('IBAN_ENCRYPTION_KEY is required in production with DATABASE_URL (e.g. openssl rand -hex 32)');
}
