// AES-256-GCM helpers: round trip, fresh IV per value, tampering and wrong keys detected.
import crypto from 'node:crypto';
import { decryptSecret, encryptSecret } from './crypto';

const key = crypto.randomBytes(32);

describe('encryptSecret / decryptSecret', () => {
  it('round-trips and never repeats a ciphertext', () => {
    const a = encryptSecret('DE89370400440532013000', key, 'row:1');
    const b = encryptSecret('DE89370400440532013000', key, 'row:1');
    expect(a).not.toBe(b);
    expect(a.startsWith('v1.')).toBe(true);
    expect(decryptSecret(a, key, 'row:1')).toBe('DE89370400440532013000');
  });

  it('refuses another key, other associated data and a changed ciphertext', () => {
    const payload = encryptSecret('geheim', key, 'row:1');
    expect(() => decryptSecret(payload, crypto.randomBytes(32), 'row:1')).toThrow();
    expect(() => decryptSecret(payload, key, 'row:2')).toThrow();
    const parts = payload.split('.');
    const flipped = Buffer.from(parts[3], 'base64url');
    flipped[0] ^= 1;
    expect(() => decryptSecret([parts[0], parts[1], parts[2], flipped.toString('base64url')].join('.'), key, 'row:1')).toThrow();
    expect(() => decryptSecret('v0.x.y.z', key, 'row:1')).toThrow('Unknown secret format');
  });

  it('needs a 32-byte key', () => {
    expect(() => encryptSecret('x', crypto.randomBytes(16), 'row')).toThrow();
  });
});
