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
