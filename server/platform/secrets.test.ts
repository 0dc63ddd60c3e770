// The start-up check of the IBAN key: a real deployment keeps it out of the database, and a configured key must open
// the bank details already stored (a fresh key on an installation that ran with the generated one would lose them).
import { useTestApp } from '../../test/app';
import { signedInMember } from '../../test/factories';
import { deriveKey, type Config } from '../config';
import { verifyIbanKey } from './secrets';

const t = useTestApp();

const valid = { accountHolder: 'Maria Muster', iban: 'DE89370400440532013000' };
const production = (config: Config): Config => ({ ...config, env: 'production', databaseUrl: 'postgresql://db/portal' });

describe('verifyIbanKey', () => {
  it('asks a real deployment for a configured key, and accepts one on an empty installation', async () => {
    expect(await verifyIbanKey(t.config)).toBeNull();
    await expect(verifyIbanKey(production(t.config))).rejects.toThrow(/IBAN_ENCRYPTION_KEY is required/);
    expect(await verifyIbanKey({ ...production(t.config), ibanKey: deriveKey('any passphrase') })).toBeNull();
  });

  it('after IBANs were stored with the generated key: refuses any other key and names the one to use', async () => {
    const { agent } = await signedInMember(t);
    await agent.put('/api/self/bankInfo').send(valid).expect(200);
    const stored = await t.prisma.appSetting.findUniqueOrThrow({ where: { key: 'iban_key' } });

    await expect(verifyIbanKey({ ...t.config, ibanKey: deriveKey('a fresh key') })).rejects.toThrow(
      /does not open the bank details.*app_settings WHERE key = 'iban_key'/,
    );
    expect(await verifyIbanKey({ ...production(t.config), ibanKey: deriveKey(String(stored.value)) })).toBeNull();
    // Without a configured key a deployment keeps running on the stored one, with a warning saying what to do.
    expect(await verifyIbanKey(production(t.config))).toMatch(/kept in the database it protects/);
  });
});
