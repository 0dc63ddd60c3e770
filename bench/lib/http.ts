// Plain HTTP helpers of the bench: sign in for a session cookie, and timed GETs.
import http from 'node:http';

export async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password, remember: false }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  // Every cookie of the answer (the session and the sign-in back-off's device cookie), as one Cookie header.
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
  if (!cookies.length) throw new Error('sign-in answered no cookie');
  return cookies.join('; ');
}

export async function getJson<T>(base: string, path: string, cookie?: string): Promise<T> {
  const res = await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export interface Timed {
  status: number;
  bytes: number;
  /** Milliseconds to the response headers and first body byte, and to the end. */
  firstByteMs: number;
  totalMs: number;
}

/** A GET that reads and discards the body, timing the first byte and the end. */
export function timedGet(url: string, cookie?: string): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get(url, { headers: { ...(cookie ? { cookie } : {}), 'accept-encoding': 'identity' } }, (res) => {
      let firstByteMs = -1;
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        if (firstByteMs < 0) firstByteMs = performance.now() - started;
        bytes += chunk.length;
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          bytes,
          firstByteMs: Math.max(firstByteMs, 0),
          totalMs: performance.now() - started,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** Accept-Encoding as Chromium sends it (over HTTPS, as the portal is served): the server answers gzip. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/**
 * A GET as a browser asks (its Accept-Encoding) on a kept-alive connection of `agent`: the status, the bytes received
 * and their encoding. The body is read but not inflated: a browser inflates on the reader's device, and inflating
 * here (fetch does, through web streams) cost the bench 1 to 2.6 ms of CPU per cold statistics answer on the two cores
 * the server and PostgreSQL share (docs/benchmarks.md).
 */
export function browserGet(url: string, agent: http.Agent): Promise<{ status: number; bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => void (bytes += chunk.length));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}
