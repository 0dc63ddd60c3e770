// Web Push message encryption (RFC 8291, aes128gcm of RFC 8188) with the ECDH steps on Web Crypto, whose jobs run on
// libuv's thread pool: a fan-out to many browsers encrypts on every core instead of blocking the event loop per message.
import crypto from 'node:crypto';

const { subtle } = crypto.webcrypto;
const P256 = { name: 'ECDH', namedCurve: 'P-256' } as const;
/** Record size of the one record (RFC 8188): the payload limit of push services (4096) fits in it. */
const RECORD_SIZE = 4096;

const hmac = (key: Uint8Array, ...data: Uint8Array[]) => {
  const h = crypto.createHmac('sha256', key);
  for (const d of data) h.update(d);
  return h.digest();
};

const KEY_INFO = Buffer.from('WebPush: info\0');
const CEK_INFO = Buffer.from('Content-Encoding: aes128gcm\0\x01');
const NONCE_INFO = Buffer.from('Content-Encoding: nonce\0\x01');
const ONE = Buffer.from([1]);

/**
 * The body of a push message to the browser whose subscription keys are `p256dh` (its P-256 public key) and `auth`
 * (its 16-byte secret), both base64url: a fresh sender key pair and salt per message, one record.
 */
export async function encryptPushPayload(p256dh: string, auth: string, payload: string | Buffer): Promise<Buffer> {
  const uaPublic = Buffer.from(p256dh, 'base64url');
  const authSecret = Buffer.from(auth, 'base64url');
  if (uaPublic.length !== 65 || uaPublic[0] !== 4) throw new Error('p256dh is not an uncompressed P-256 point');
  if (authSecret.length < 16) throw new Error('auth secret too short');
  const plain = Buffer.concat([Buffer.isBuffer(payload) ? payload : Buffer.from(payload), Buffer.from([2])]);
  if (plain.length + 16 > RECORD_SIZE) throw new Error('payload too large');

  const [sender, receiver] = await Promise.all([
    subtle.generateKey(P256, true, ['deriveBits']) as Promise<crypto.webcrypto.CryptoKeyPair>,
    subtle.importKey('raw', uaPublic, P256, false, []),
  ]);
  const [shared, asPublicRaw] = await Promise.all([
    subtle.deriveBits({ name: 'ECDH', public: receiver }, sender.privateKey, 256),
    subtle.exportKey('raw', sender.publicKey),
  ]);
  const asPublic = Buffer.from(asPublicRaw);
  // HKDF(auth secret, ECDH secret, "WebPush: info" || ua_public || as_public) -> IKM, then the content key and nonce.
  const prkKey = hmac(authSecret, Buffer.from(shared));
  const ikm = hmac(prkKey, KEY_INFO, uaPublic, asPublic, ONE);
  const salt = crypto.randomBytes(16);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, CEK_INFO).subarray(0, 16);
  const nonce = hmac(prk, NONCE_INFO).subarray(0, 12);
  const cipher = crypto.createCipheriv('aes-128-gcm', cek, nonce);
  const sealed = Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);

  const header = Buffer.alloc(16 + 4 + 1);
  salt.copy(header, 0);
  header.writeUInt32BE(RECORD_SIZE, 16);
  header.writeUInt8(asPublic.length, 20);
  return Buffer.concat([header, asPublic, sealed]);
}
