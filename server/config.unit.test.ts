// Configuration parsing: defaults, empty variables as unset (docker compose's `${X:-}`), and refusal of bad values.
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('treats empty variables as unset', () => {
    const config = loadConfig({ SESSION_SECRET: '', PUBLIC_URL: '', IBAN_ENCRYPTION_KEY: '', PORT: '' });
    expect(config.sessionSecret).toBeUndefined();
    expect(config.publicUrl).toBeUndefined();
    expect(config.ibanKey).toBeUndefined();
    expect(config.port).toBe(3000);
  });

  it('takes set values and refuses bad ones with the variable named', () => {
    expect(loadConfig({ SESSION_SECRET: 'a'.repeat(32), PORT: '4000' })).toMatchObject({
      port: 4000,
      sessionSecret: 'a'.repeat(32),
    });
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });

  it('requires IBAN_ENCRYPTION_KEY in production with an external database, not for the embedded demo', () => {
    const external = { NODE_ENV: 'production', DATABASE_URL: 'postgresql://u:p@db:5432/portal' };
    expect(() => loadConfig(external)).toThrow(/IBAN_ENCRYPTION_KEY/);
    expect(loadConfig({ ...external, IBAN_ENCRYPTION_KEY: 'k'.repeat(32) }).ibanKey).toHaveLength(32);
    expect(loadConfig({ NODE_ENV: 'production' }).ibanKey).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'development', DATABASE_URL: external.DATABASE_URL }).ibanKey).toBeUndefined();
  });
});
