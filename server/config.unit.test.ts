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

  it('runs one worker under npm start unless WEB_CONCURRENCY says more (docker compose passes it empty)', () => {
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '' }).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '2' }).webConcurrency).toBe(2);
    expect(() => loadConfig({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
  });
});
