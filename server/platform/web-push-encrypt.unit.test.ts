// Web Push encryption in worker threads: http_ece (web-push's own implementation) decrypts it with the browser's keys;
// every message has its own salt and sender key; keys that are no P-256 point are refused.
import crypto from 'node:crypto';
import * as ece from 'http_ece';
import { closePushCipher, encryptPushPayload, encryptPushPayloads } from './web-push-encrypt';

function browser() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, p256dh: ecdh.getPublicKey().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') };
}

afterAll(() => closePushCipher());

describe('encryptPushPayload', () => {
  it("is decrypted by an independent aes128gcm implementation with the browser's keys", async () => {
    const b = browser();
    const payload = JSON.stringify({ title: 'Endstand: Köln 3:2 Bonn n.P.', body: 'Das Spiel ist aus.' });
    const body = await encryptPushPayload(b.p256dh, b.auth, payload);
    const plain = ece.decrypt(body, { version: 'aes128gcm', privateKey: b.ecdh, authSecret: b.auth });
    expect(plain.toString()).toBe(payload);
    expect(body.readUInt32BE(16)).toBe(4096);
    expect(body[20]).toBe(65);
  });

  it('uses a fresh salt and sender key for every message', async () => {
    const b = browser();
    const [x, y] = await Promise.all([
      encryptPushPayload(b.p256dh, b.auth, 'same'),
      encryptPushPayload(b.p256dh, b.auth, 'same'),
    ]);
    expect(x.subarray(0, 16).equals(y.subarray(0, 16))).toBe(false);
    expect(x.subarray(21, 86).equals(y.subarray(21, 86))).toBe(false);
    const other = browser();
    expect(() => ece.decrypt(x, { version: 'aes128gcm', privateKey: other.ecdh, authSecret: b.auth })).toThrow();
  });

  it('refuses a key that is no P-256 point, a short secret and a payload past one record', async () => {
    const b = browser();
    await expect(encryptPushPayload(Buffer.alloc(65, 4).toString('base64url'), b.auth, 'x')).rejects.toThrow();
    await expect(encryptPushPayload(b.p256dh.slice(0, 40), b.auth, 'x')).rejects.toThrow();
    await expect(encryptPushPayload(b.p256dh, 'c2hvcnQ', 'x')).rejects.toThrow();
    await expect(encryptPushPayload(b.p256dh, b.auth, 'x'.repeat(4080))).rejects.toThrow();
  });

  it('answers each of many in order, a refused one as its Error among the others', async () => {
    const browsers = Array.from({ length: 120 }, browser);
    const items = browsers.map((b, i) => ({ p256dh: i === 70 ? 'BAAA' : b.p256dh, auth: b.auth, payload: `message ${i}` }));
    const out = await Promise.all(encryptPushPayloads(items));
    expect(out[70]).toBeInstanceOf(Error);
    for (const [i, b] of browsers.entries()) {
      if (i === 70) continue;
      const plain = ece.decrypt(out[i] as Buffer, { version: 'aes128gcm', privateKey: b.ecdh, authSecret: b.auth });
      expect(plain.toString()).toBe(`message ${i}`);
    }
  });
});
