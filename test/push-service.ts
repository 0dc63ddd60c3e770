// A local Web Push service for tests: browsers' subscriptions with real P-256 keys and auth secrets, and an HTTP
// server that checks each request's VAPID signature and decrypts its payload (aes128gcm) with the subscription's keys.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as ece from 'http_ece';

export interface Browser {
  /** What the browser's PushSubscription.toJSON() gives. */
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: crypto.ECDH;
}

export interface Received {
  browser: string;
  payload: Record<string, string | number>;
  audience: string;
  vapidKey: string;
}

/** Per browser path: the statuses to answer in turn (then 201). */
export class PushService {
  readonly received: Received[] = [];
  readonly answers = new Map<string, number[]>();
  readonly refused: string[] = [];
  private readonly browsers = new Map<string, Browser>();
  private server!: http.Server;
  private base = '';
  private next = 0;

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => res.writeHead(this.handle(req, Buffer.concat(chunks))).end());
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.base = `http://localhost:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  /** A new browser: its key pair and auth secret made here, as a browser makes them. */
  browser(): Browser {
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    const id = `b${++this.next}-${crypto.randomUUID()}`;
    const browser = {
      endpoint: `${this.base}/push/${id}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') },
      ecdh,
    };
    this.browsers.set(id, browser);
    return browser;
  }

  /** What one browser got, in order. */
  to(browser: Browser): Received[] {
    const id = browser.endpoint.split('/').at(-1)!;
    return this.received.filter((r) => r.browser === id);
  }

  private handle(req: http.IncomingMessage, body: Buffer): number {
    const id = (req.url ?? '').split('/').at(-1)!;
    const browser = this.browsers.get(id);
    if (!browser) return 404;
    const planned = this.answers.get(id);
    if (planned?.length) return planned.shift()!;
    const auth = /^vapid t=([^,]+), k=(.+)$/.exec(req.headers.authorization ?? '');
    if (!auth || req.headers['content-encoding'] !== 'aes128gcm' || !req.headers.ttl) {
      this.refused.push(`${id}: headers`);
      return 400;
    }
    const [header, claims, signature] = auth[1]!.split('.') as [string, string, string];
    const publicKey = crypto.createPublicKey({
      key: { kty: 'EC', crv: 'P-256', ...xy(Buffer.from(auth[2]!, 'base64url')) },
      format: 'jwk',
    });
    const valid = crypto.verify(
      'sha256',
      Buffer.from(`${header}.${claims}`),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    const claim = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string };
    if (!valid || claim.aud !== this.base || claim.exp * 1000 < Date.now() || !/^(mailto|https):/.test(claim.sub)) {
      this.refused.push(`${id}: vapid`);
      return 403;
    }
    const plain = ece.decrypt(body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.keys.auth });
    this.received.push({ browser: id, payload: JSON.parse(plain.toString()), audience: claim.aud, vapidKey: auth[2]! });
    return 201;
  }
}

function xy(point: Buffer) {
  return { x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') };
}
