// JSON answers sent whole are gzipped in one piece with their length (whole-gzip.ts); the rest stays with the
// compression middleware.
import { useTestApp } from '../../test/app';
import { buildMember, signIn } from '../../test/factories';
import { buildAdminWorld, type AdminWorld } from '../../test/factories-admin';

const t = useTestApp();
let w: AdminWorld;
beforeAll(async () => {
  w = await buildAdminWorld(t);
});

describe('whole JSON answers', () => {
  const list = '/api/persons?page_size=0&include=tags,aclLabels';

  it('are gzipped with their length for a client that accepts gzip, the same JSON once decoded', async () => {
    const admin = await signIn(t, w.assocAdmin.email!);
    const plain = await admin.get(list).set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBeGreaterThan(1024);

    const gzipped = await admin.get(list).set('Accept-Encoding', 'gzip, deflate').expect(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['transfer-encoding']).toBeUndefined();
    expect(Number(gzipped.headers['content-length'])).toBeGreaterThan(0);
    expect(Number(gzipped.headers['content-length'])).toBeLessThan(Number(plain.headers['content-length']));
    expect(gzipped.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gzipped.body).toEqual(plain.body);
    // The same entity either way: a kept copy is still current.
    expect(gzipped.headers.etag).toBe(plain.headers.etag);
    const unchanged = await admin.get(list).set('Accept-Encoding', 'gzip').set('If-None-Match', gzipped.headers.etag!);
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers['content-encoding']).toBeUndefined();
  });

  it('leaves small answers, HEAD requests and errors as they are', async () => {
    const small = await t.request().get('/api/auth').set('Accept-Encoding', 'gzip').expect(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    const admin = await signIn(t, w.assocAdmin.email!);
    const head = await admin.head(list).set('Accept-Encoding', 'gzip').expect(200);
    expect(head.text ?? '').toBe('');
    const denied = await t.request().get(list).set('Accept-Encoding', 'gzip');
    expect(denied.status).toBe(401);
    expect(denied.body.error.code).toBeDefined();
  });

  it('leaves other answers to the compression middleware, which still compresses them', async () => {
    for (let i = 0; i < 60; i++) await buildMember({ clubId: w.clubA1.id, sportId: w.sport.id });
    const admin = await signIn(t, w.assocAdmin.email!);
    const plain = await admin.get('/api/persons?format=emails-csv&page_size=0').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.text.length).toBeGreaterThan(1024);
    const csv = await admin.get('/api/persons?format=emails-csv&page_size=0').set('Accept-Encoding', 'gzip').expect(200);
    expect(csv.headers['content-type']).toMatch(/csv/);
    expect(csv.headers['content-encoding']).toBe('gzip');
    expect(csv.text).toBe(plain.text);
  });
});
