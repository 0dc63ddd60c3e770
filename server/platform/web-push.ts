// Web Push sending (RFC 8030/8291/8292): which push services a subscription may name, and one encrypted, VAPID-signed
// POST to one, on keep-alive connections that never reach a private address in production (docs/security.md).
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import webpush from 'web-push';
import { encryptPushPayloads } from './web-push-encrypt';

let allowLocal = false;

/** Tests and PUSH_ALLOW_LOCAL=1 in development accept http://localhost push services (config.pushAllowLocal). */
export function setPushAllowLocal(allow: boolean): void {
  allowLocal = allow;
}

const PRIVATE = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
] as const)
  PRIVATE.addSubnet(address, prefix, 'ipv6');

/** An address no push service of the internet has: loopback, private, link-local, multicast, mapped. */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIPv6(address) ? 'ipv6' : 'ipv4';
  return PRIVATE.check(address, family);
}

const isLocalHost = (host: string) => host === 'localhost' || host === '127.0.0.1' || host === '[::1]';

/**
 * The reason a subscription's endpoint is refused, or null: https on the default port, a host name (no address
 * literal of a private network, no credentials); http://localhost only where allowed.
 */
export function pushEndpointProblem(endpoint: string): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'not a URL';
  }
  if (url.username || url.password) return 'credentials in the URL';
  if (allowLocal && url.protocol === 'http:' && isLocalHost(url.hostname)) return null;
  if (url.protocol !== 'https:') return 'not https';
  if (url.port && url.port !== '443') return 'not the default port';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) || isLocalHost(url.hostname) || !host.includes('.') || /\.(local|internal|localhost)$/i.test(host))
    return 'not a public host name';
  return null;
}

/** Name resolution for the push agents: a name that resolves to a private address is refused at connect time. */
const guardedLookup: typeof dns.lookup = ((hostname: string, options: dns.LookupOptions, callback: never) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    const cb = callback as unknown as (...args: unknown[]) => void;
    if (error) return cb(error);
    const list = addresses as dns.LookupAddress[];
    if (!allowLocal && list.some((a) => isPrivateAddress(a.address)))
      return cb(Object.assign(new Error(`push service ${hostname} resolves to a private address`), { code: 'EPRIVATE' }));
    if (options.all) return cb(null, list);
    return cb(null, list[0]!.address, list[0]!.family);
  });
}) as typeof dns.lookup;

const AGENT_OPTIONS = { keepAlive: true, maxSockets: 128, lookup: guardedLookup };
const httpsAgent = new https.Agent(AGENT_OPTIONS);
const httpAgent = new http.Agent(AGENT_OPTIONS);

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface Vapid {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: of the portal, for the push service's operators. */
  subject: string;
}

/** A VAPID token per push service origin, signed once and used until shortly before it expires. */
const VAPID_TTL_S = 12 * 3600;
const vapidCache = new Map<string, { header: string; until: number }>();

function vapidHeader(origin: string, vapid: Vapid): string {
  const now = Date.now();
  const key = `${origin} ${vapid.publicKey}`;
  const kept = vapidCache.get(key);
  if (kept && kept.until > now) return kept.header;
  const expires = Math.floor(now / 1000) + VAPID_TTL_S;
  const headers = webpush.getVapidHeaders(origin, vapid.subject, vapid.publicKey, vapid.privateKey, 'aes128gcm', expires);
  if (vapidCache.size > 1000) vapidCache.clear();
  vapidCache.set(key, { header: headers.Authorization, until: now + (VAPID_TTL_S - 3600) * 1000 });
  return headers.Authorization;
}

export type PushResult = { ok: true } | { ok: false; gone: boolean; retry: boolean; error: string };

/** Seconds a push service keeps an undelivered message (a phone offline): a game's news is stale after a day. */
const PUSH_TTL_S = 24 * 3600;
const TIMEOUT_MS = 15_000;

/**
 * Sends one payload, encrypted to the subscription's keys (aes128gcm, off the event loop) and signed with VAPID. 404/410: the
 * subscription is gone; 429, 5xx and network errors may be retried; other statuses are the request's fault.
 */
export async function sendPush(target: PushTarget, payload: string, vapid: Vapid, urgency = 'normal'): Promise<PushResult> {
  const [body] = encryptPushPayloads([{ p256dh: target.p256dh, auth: target.auth, payload }]);
  return postPush(target, await body!, vapid, urgency);
}

/**
 * Posts a body encrypted by encryptPushPayloads; its Error instead: keys no browser has make the subscription gone, a
 * failed encryption thread is retried.
 */
export function postPush(target: PushTarget, body: Buffer | Error, vapid: Vapid, urgency = 'normal'): Promise<PushResult> {
  return new Promise((resolve) => {
    if (body instanceof Error) {
      const retry = (body as Error & { retry?: boolean }).retry === true;
      resolve({ ok: false, gone: !retry, retry, error: body.message });
      return;
    }
    let url: URL;
    try {
      url = new URL(target.endpoint);
    } catch (error) {
      resolve({ ok: false, gone: true, retry: false, error: (error as Error).message });
      return;
    }
    const problem = pushEndpointProblem(target.endpoint);
    if (problem) {
      resolve({ ok: false, gone: true, retry: false, error: problem });
      return;
    }
    const secure = url.protocol === 'https:';
    const request = (secure ? https : http).request(url, {
      method: 'POST',
      agent: secure ? httpsAgent : httpAgent,
      timeout: TIMEOUT_MS,
      headers: {
        TTL: String(PUSH_TTL_S),
        Urgency: urgency,
        'Content-Encoding': 'aes128gcm',
        'Content-Type': 'application/octet-stream',
        'Content-Length': body.length,
        Authorization: vapidHeader(url.origin, vapid),
      },
    });
    request.on('response', (res) => {
      res.resume();
      const status = res.statusCode ?? 0;
      if (status >= 200 && status < 300) resolve({ ok: true });
      else
        resolve({
          ok: false,
          gone: status === 404 || status === 410,
          retry: status === 429 || status >= 500,
          error: `push service answered ${status}`,
        });
    });
    request.on('timeout', () => request.destroy(new Error('push service timed out')));
    request.on('error', (error) => resolve({ ok: false, gone: false, retry: true, error: error.message }));
    request.end(body);
  });
}
