// The built client's files as the build compressed them, through the real app: brotli or gzip as the browser
// accepts, the file as it is for a browser that accepts neither, the cache headers of hashed and fixed files, a
// revalidation answered with 304, and nothing outside the client or in its dot folders.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import pino from 'pino';
import supertest from 'supertest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createPool } from '../db/client';
import { precompressDir } from '../../client/build/precompress';
import { useTestApp } from '../../test/app';

const t = useTestApp();

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-precompressed-'));
const chunk = `export const teams = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Mannschaft ${i}`))};\n`;
const worker = `self.addEventListener('fetch', () => {});\n${'// the service worker\n'.repeat(60)}`;
let app: ReturnType<typeof buildApp>;
let pool: ReturnType<typeof createPool>;

beforeAll(async () => {
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.mkdirSync(path.join(clientDir, '.vite'));
  fs.copyFileSync(path.join(__dirname, '..', '..', 'client', 'index.html'), path.join(clientDir, 'index.html'));
  fs.writeFileSync(path.join(clientDir, 'assets', 'teams-Ab12Cd34.js'), chunk);
  fs.writeFileSync(path.join(clientDir, 'assets', 'tiny-Ef56Gh78.js'), 'export const a = 1;\n');
  fs.writeFileSync(path.join(clientDir, 'sw.js'), worker);
  fs.writeFileSync(path.join(clientDir, '.vite', 'manifest.json'), JSON.stringify({ secret: 'x'.repeat(2000) }));
  expect(await precompressDir(clientDir)).toBe(2);
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: t.config.databaseUrl, LOG_LEVEL: 'silent' });
  pool = createPool(config.databaseUrl!, 2);
  app = buildApp({ config, pool, sessionSecret: 'test-session-secret-0123456789', logger: pino({ level: 'silent' }), clientDir });
});

afterAll(async () => {
  await (app.locals.live as { close(): Promise<void> } | undefined)?.close();
  await pool.end();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

/** The answer as it travels (no client decoding it on the way). */
function raw(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const server = app.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      http
        .get({ host: '127.0.0.1', port, path: url, headers }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (part: Buffer) => parts.push(part));
          res.on('end', () => {
            server.close();
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) });
          });
        })
        .on('error', (error) => {
          server.close();
          reject(error);
        });
    });
  });
}

describe('precompressed client files', () => {
  it('sends the brotli copy to a browser that accepts it, with the immutable caching of a hashed file', async () => {
    const res = await raw('/assets/teams-Ab12Cd34.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(chunk);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
  });

  it('sends the gzip copy where brotli is not accepted, and the file itself where neither is', async () => {
    const gz = await raw('/assets/teams-Ab12Cd34.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(chunk);

    const plain = await supertest(app).get('/assets/teams-Ab12Cd34.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(chunk);
    expect(plain.headers['cache-control']).toMatch(/immutable/);
  });

  it('leaves a file too small to compress to express.static', async () => {
    const res = await supertest(app).get('/assets/tiny-Ef56Gh78.js').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(res.text).toBe('export const a = 1;\n');
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('keeps the service worker fetched afresh and answers its revalidation with 304', async () => {
    const first = await raw('/sw.js', { 'Accept-Encoding': 'br' });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-encoding']).toBe('br');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+-br"$/);
    const again = await raw('/sw.js', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // Another encoding is another representation: sent in full.
    const gz = await raw('/sw.js', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
    expect(gz.status).toBe(200);
    expect(zlib.gunzipSync(gz.body).toString()).toBe(worker);
  });

  it('serves nothing from a dot folder and nothing outside the client', async () => {
    // The app shell answers the path (an unknown page of the app), not the file.
    const manifest = await supertest(app).get('/.vite/manifest.json').set('Accept-Encoding', 'identity');
    expect(manifest.headers['content-type']).toMatch(/html/);
    expect(manifest.text).not.toContain('xxxx');
    for (const url of ['/assets/..%2f..%2fsw.js', '/assets/%2e%2e/sw.js', '/assets/%E0%A4%A.js', '/assets/sw.js']) {
      const res = await supertest(app).get(url).set('Accept-Encoding', 'identity');
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.text).not.toContain('service worker');
    }
  });
});
