// Web Push message encryption (RFC 8291: aes128gcm of RFC 8188) in worker threads: a fan-out to tens of thousands of
// browsers spends its ECDH, HKDF and AES-GCM off the event loop, which keeps serving the score sheet meanwhile.
import os from 'node:os';
import { Worker } from 'node:worker_threads';

export interface PushCipherInput {
  /** The browser's P-256 public key (uncompressed point) and its 16-byte auth secret, both base64url. */
  p256dh: string;
  auth: string;
  payload: string;
}

/**
 * The worker's source, plain JavaScript run with `eval` (no file of its own to find in the bundle, under tsx or jest).
 * Per message a fresh sender key pair and salt, one record of 4096 bytes.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const crypto = require('node:crypto');
const KEY_INFO = Buffer.from('WebPush: info\\0');
const CEK_INFO = Buffer.from('Content-Encoding: aes128gcm\\0\\x01');
const NONCE_INFO = Buffer.from('Content-Encoding: nonce\\0\\x01');
const ONE = Buffer.from([1]);
const RECORD_SIZE = 4096;
// Below the event loop's thread in the scheduler (Linux: a thread's own nice value), so requests keep their core.
try {
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  const os = require('node:os');
  os.setPriority(tid, Math.min(19, os.getPriority() + 10));
} catch {}
const hmac = (key, ...data) => {
  const h = crypto.createHmac('sha256', key);
  for (const d of data) h.update(d);
  return h.digest();
};
function encrypt({ p256dh, auth, payload }) {
  const uaPublic = Buffer.from(p256dh, 'base64url');
  const authSecret = Buffer.from(auth, 'base64url');
  if (uaPublic.length !== 65 || uaPublic[0] !== 4) throw new Error('p256dh is not an uncompressed P-256 point');
  if (authSecret.length < 16) throw new Error('auth secret too short');
  const plain = Buffer.concat([Buffer.from(payload), Buffer.from([2])]);
  if (plain.length + 16 > RECORD_SIZE) throw new Error('payload too large');
  const sender = crypto.createECDH('prime256v1');
  const asPublic = sender.generateKeys();
  const shared = sender.computeSecret(uaPublic);
  const ikm = hmac(hmac(authSecret, shared), KEY_INFO, uaPublic, asPublic, ONE);
  const salt = crypto.randomBytes(16);
  const prk = hmac(salt, ikm);
  const cipher = crypto.createCipheriv('aes-128-gcm', hmac(prk, CEK_INFO).subarray(0, 16), hmac(prk, NONCE_INFO).subarray(0, 12));
  const header = Buffer.alloc(21);
  salt.copy(header, 0);
  header.writeUInt32BE(RECORD_SIZE, 16);
  header.writeUInt8(asPublic.length, 20);
  return Buffer.concat([header, asPublic, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}
parentPort.on('message', ({ id, items }) => {
  const out = items.map((item) => {
    try {
      return encrypt(item);
    } catch (error) {
      return String(error && error.message);
    }
  });
  parentPort.postMessage({ id, out });
});
`;

/** Threads beside the event loop's: one per core, at most four (they wait for work most of the time). */
const THREADS = Math.max(1, Math.min(4, os.availableParallelism()));
/** Messages per request to a thread: few enough to spread over the threads, enough to make posting them cheap. */
const CHUNK = 50;
/** Threads end after this long without work (a final is rare; a thread holds some megabytes). */
const IDLE_MS = 30_000;

type Outcome = Buffer | Error;
interface Job {
  resolve: (out: Outcome[]) => void;
  reject: (error: Error) => void;
}

class CipherPool {
  private workers: { worker: Worker; jobs: Map<number, Job> }[] = [];
  private nextId = 0;
  private turn = 0;
  private idle: NodeJS.Timeout | null = null;

  private spawn() {
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    const entry = { worker, jobs: new Map<number, Job>() };
    worker.unref();
    worker.on('message', ({ id, out }: { id: number; out: (Uint8Array | string)[] }) => {
      const job = entry.jobs.get(id);
      if (!job) return;
      entry.jobs.delete(id);
      job.resolve(out.map((o) => (typeof o === 'string' ? new Error(o) : Buffer.from(o.buffer, o.byteOffset, o.byteLength))));
      this.whenIdle();
    });
    const fail = (error: Error) => {
      this.workers = this.workers.filter((w) => w !== entry);
      for (const job of entry.jobs.values()) job.reject(error);
      entry.jobs.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`push cipher thread exited (${code})`)));
    this.workers.push(entry);
    return entry;
  }

  private whenIdle() {
    if (this.workers.some((w) => w.jobs.size > 0)) return;
    if (this.idle) clearTimeout(this.idle);
    this.idle = setTimeout(() => this.close(), IDLE_MS);
    this.idle.unref();
  }

  run(items: PushCipherInput[]): Promise<Outcome[]> {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    const entry = this.workers.length < THREADS ? this.spawn() : this.workers[this.turn++ % this.workers.length]!;
    const id = this.nextId++;
    return new Promise<Outcome[]>((resolve, reject) => {
      entry.jobs.set(id, { resolve, reject });
      entry.worker.postMessage({ id, items });
    });
  }

  close() {
    const workers = this.workers;
    this.workers = [];
    for (const { worker } of workers) void worker.terminate();
  }
}

const pool = new CipherPool();

/**
 * Encrypts each payload to its browser's keys, in chunks spread over the threads: one promise per input, in order,
 * each a message body or the Error that refused it (keys that are no P-256 point, a payload past one record).
 */
export function encryptPushPayloads(items: PushCipherInput[]): Promise<Outcome>[] {
  const results: Promise<Outcome>[] = [];
  for (let i = 0; i < items.length; i += CHUNK) {
    const chunk = pool.run(items.slice(i, i + CHUNK));
    for (let k = 0; k < Math.min(CHUNK, items.length - i); k++)
      // A thread that failed is no fault of the subscription's keys: that message is tried again later.
      results.push(
        chunk.then(
          (out) => out[k]!,
          (error: Error) => Object.assign(error, { retry: true }),
        ),
      );
  }
  return results;
}

export async function encryptPushPayload(p256dh: string, auth: string, payload: string): Promise<Buffer> {
  const [result] = await Promise.all(encryptPushPayloads([{ p256dh, auth, payload }]));
  if (result instanceof Error) throw result;
  return result!;
}

/** Ends the threads now (tests, shutdown); the next encryption starts them again. */
export function closePushCipher(): void {
  pool.close();
}
