// The error envelope where Express alone would not give one: 405 with Allow for a method a path lacks, derived from the
// declared endpoints, and 431 for a request line or headers too large for Node's parser (answered before Express).
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { useTestApp } from '../../test/app';
import type { Endpoint } from '../../shared/contract/endpoint';
import { serve } from './serve';

const t = useTestApp();

/** Sends the raw request on a fresh socket and answers everything the server wrote until it closed. */
function rawRequest(server: Server, request: string): Promise<string> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

/** Status line, headers (lower-case names) and body of a raw answer. */
function parsed(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [status = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { status, headers, body };
}

describe('431 for a request too large for the HTTP parser', () => {
  let server: Server;
  beforeAll(async () => {
    server = serve(t.app, 0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each([
    ['a 20 KB query string', `GET /api/seasons?q=${'x'.repeat(20 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`],
    ['a 20 KB header', `GET /api/seasons HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'x'.repeat(20 * 1024)}\r\n\r\n`],
  ])('answers %s with the JSON error envelope, and the server answers the next request', async (_what, request) => {
    const answer = parsed(await rawRequest(server, request));
    expect(answer.status).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers.connection).toBe('close');
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
    expect(JSON.parse(answer.body)).toEqual({ error: { code: 'HeaderTooLarge', message: expect.any(String) } });
    const next = parsed(await rawRequest(server, 'GET /api/countries HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'));
    expect(next.status).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('405 for a method a path lacks', () => {
  it('answers DELETE /api/seasons with MethodNotAllowed and the methods the path has', async () => {
    const res = await t.request().delete('/api/seasons').expect(405);
    expect(res.body).toEqual({ error: { code: 'MethodNotAllowed', message: expect.any(String) } });
    expect(res.headers.allow).toBe('GET, HEAD, POST');
  });

  it('answers every declared path with 405 and its declared methods for a method it lacks', async () => {
    const endpoints = t.app.locals.apiEndpoints as Endpoint[];
    const byPath = new Map<string, Set<string>>();
    for (const e of endpoints) byPath.set(e.path, (byPath.get(e.path) ?? new Set()).add(e.method));
    // Each path is asked with its parameters as numbers, unless another declared path would take that address too.
    const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '2147483647');
    const pattern = (path: string) => new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
    const shadowed = (path: string) => [...byPath.keys()].some((other) => other !== path && pattern(other).test(concrete(path)));
    let checked = 0;
    for (const [path, methods] of byPath) {
      if (shadowed(path)) continue;
      const missing = (['PUT', 'DELETE', 'POST', 'PATCH'] as const).find((m) => !methods.has(m));
      if (!missing) continue;
      const res = await t.request()[missing.toLowerCase() as 'put' | 'delete' | 'post' | 'patch'](`/api${concrete(path)}`);
      const expected = [...methods, ...(methods.has('GET') ? ['HEAD'] : [])].sort().join(', ');
      expect([path, missing, res.status, res.body.error?.code, res.headers.allow]).toEqual([
        path,
        missing,
        405,
        'MethodNotAllowed',
        expected,
      ]);
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('still answers an unknown path with 404 NotFound', async () => {
    for (const method of ['get', 'delete', 'post'] as const) {
      const res = await t.request()[method]('/api/no-such-thing').expect(404);
      expect(res.body.error.code).toBe('NotFound');
      expect(res.headers.allow).toBeUndefined();
    }
  });
});
