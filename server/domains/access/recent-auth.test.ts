// A session whose last password entry is older than REAUTH_AFTER_MINUTES (a 30-day remember-me
// cookie) neither exports nor changes anything as an admin; it reads, and a member's self-service keeps working.
import { useTestApp } from '../../../test/app';
import { type AdminWorld, buildAdminWorld } from '../../../test/factories-admin';
import { ADMIN_PASSWORD, signIn } from '../../../test/factories';
import { ENDPOINTS, recentAuthRule } from '../../../shared/contract';

let w: AdminWorld;

const t = useTestApp();
beforeAll(async () => {
  w = await buildAdminWorld(t);
});

/** `/api/persons/1` as `/api/Persons/1`. */
const capitalized = (path: string) => path.replace(/^\/api\/([a-z])/, (_m, first: string) => `/api/${first.toUpperCase()}`);

/** As if the password was last entered long ago: the session lives on (remember me), its authAt does not. */
async function age(personId: number) {
  await t.prisma.$executeRaw`UPDATE "session" SET sess = jsonb_set(sess::jsonb, '{authAt}', '0')::json
    WHERE (sess -> 'passport' ->> 'user') = ${String(personId)}`;
}

const EXPORTS = [
  '/api/persons?format=emails-csv&page_size=0',
  '/api/persons?format=full-xlsx&page_size=0',
  '/api/referees?format=csv&page_size=0',
  '/api/referees?format=emails-csv&page_size=0',
  '/api/referees?format=full-xlsx&page_size=0',
  '/api/clubs?format=contacts-xlsx',
];

describe('recent authentication for exports and admin writes', () => {
  it('refuses every export to an admin whose password entry is too old, and allows it after revalidate', async () => {
    const admin = await signIn(t, w.assocAdmin.email!);
    for (const url of EXPORTS) await admin.get(url).expect(200);
    await age(w.assocAdmin.id);
    for (const url of EXPORTS) {
      const res = await admin.get(url);
      expect({ url, status: res.status, code: res.body?.error?.code }).toEqual({ url, status: 401, code: 'NeedReAuth' });
    }
    // Reading stays possible: the list itself, the details.
    await admin.get('/api/persons').expect(200);
    await admin.get(`/api/persons/${w.a1Player.person.id}`).expect(200);
    await admin.post('/api/auth/revalidate').send({ password: ADMIN_PASSWORD }).expect(200);
    for (const url of EXPORTS) await admin.get(url).expect(200);
  });

  it('refuses every admin write of the registry with NeedReAuth, before looking at the request', async () => {
    const admin = await signIn(t, w.assocAdmin.email!);
    await age(w.assocAdmin.id);
    const guarded = ENDPOINTS.filter((e) => e.method !== 'GET' && recentAuthRule(e));
    // Every admin write is among them, and so are process decisions and retirements by someone else.
    expect(guarded.map((e) => `${e.method} ${e.path}`)).toEqual(
      expect.arrayContaining([
        'PUT /persons/{id}',
        'POST /persons',
        'POST /persons/{id}/tags',
        'PUT /clubs/{id}/profile',
        'DELETE /clubs/{id}/avatar',
        'PUT /persons/{id}/licenses/{sub}',
        'PUT /processes/{id}',
        'PUT /players/{id}',
        'DELETE /persons/{id}/associations/{associationId}',
      ]),
    );
    for (const e of ENDPOINTS.filter((x) => x.auth === 'admin' && x.method !== 'GET')) expect(recentAuthRule(e)).toBeTruthy();
    // Express routes a path in any letter case and with a trailing slash: the guard goes with the route it matched.
    const spellings = (path: string) => [path, path.toUpperCase().replace('/API/', '/api/'), `${path}/`, capitalized(path)];
    for (const e of guarded) {
      const plain = `/api${e.path.replace(/\{associationId\}/, String(w.assocA.id)).replace(/\{[a-zA-Z]+\}/g, '1')}`;
      for (const path of spellings(plain)) {
        const req = e.method === 'POST' ? admin.post(path) : e.method === 'PUT' ? admin.put(path) : admin.delete(path);
        const res = await req.send({});
        expect({ endpoint: `${e.method} ${path}`, status: res.status, code: res.body?.error?.code }).toEqual({
          endpoint: `${e.method} ${path}`,
          status: 401,
          code: 'NeedReAuth',
        });
      }
    }
  });

  it('guards every game-management write, and whole lists and exports in any letter case', async () => {
    const admin = await signIn(t, w.assocAdmin.email!);
    await age(w.assocAdmin.id);
    const guarded = ENDPOINTS.filter((e) => e.method !== 'GET' && recentAuthRule(e)).map((e) => `${e.method} ${e.path}`);
    expect(guarded).toEqual(
      expect.arrayContaining([
        'POST /seasons',
        'PUT /seasons/{id}',
        'POST /competitions',
        'PUT /competitions/{id}',
        'PUT /competitions/{id}/penalties',
        'POST /competitions/{id}/groups',
        'PUT /groups/{id}',
        'DELETE /groups/{id}',
        'PUT /groups/{id}/teams',
        'POST /groups/{id}/schedule',
        'POST /competitions/{id}/games',
        'PUT /games/{id}',
        'POST /games/{id}/postpone',
        'POST /games/{id}/cancel',
        'POST /competitions/{id}/games/import',
        'PUT /games/{id}/officials',
        'PUT /games/{id}/scorers',
      ]),
    );
    for (const url of [...EXPORTS, '/api/persons?page_size=0', '/api/referees?page_size=0']) {
      for (const spelled of [url, url.replace('/api/persons', '/api/Persons').replace('/api/referees', '/api/REFEREES')]) {
        const res = await admin.get(spelled);
        expect({ url: spelled, status: res.status, code: res.body?.error?.code }).toEqual({
          url: spelled,
          status: 401,
          code: 'NeedReAuth',
        });
      }
    }
    // A page of the list stays readable, and so does the admin's club list (it asks for all clubs at once).
    await admin.get('/api/Persons?page_size=30').expect(200);
    await admin.get('/api/clubs?whereACL=clubs.list&page_size=0').expect(200);
  });

  it('lets a club representative with an old password entry read, but not change a member', async () => {
    const club = await signIn(t, w.clubRep.email!);
    await age(w.clubRep.id);
    await club.get(`/api/persons/${w.a1Player.person.id}`).expect(200);
    const res = await club.put(`/api/persons/${w.a1Player.person.id}`).send({ city: 'Köln' }).expect(401);
    expect(res.body.error.code).toBe('NeedReAuth');
    await club.post('/api/auth/revalidate').send({ password: ADMIN_PASSWORD }).expect(200);
    await club.put(`/api/persons/${w.a1Player.person.id}`).send({ city: 'Köln' }).expect(200);
  });

  it('keeps self-service working for a member with an old session, and answers 403 (not NeedReAuth) to admin calls', async () => {
    const member = await signIn(t, w.member.email!);
    await age(w.member.id);
    await member.get('/api/self').expect(200);
    await member.put('/api/self/contactData').send({ city: 'Bonn' }).expect(200);
    const denied = await member.get('/api/persons?format=emails-csv&page_size=0').expect(403);
    expect(denied.body.error.code).toBe('UnauthorizedAction');
    const write = await member.post(`/api/persons/${w.a1Player.person.id}/tags`).send({ tag_id: w.tagA.id }).expect(403);
    expect(write.body.error.code).toBe('UnauthorizedAction');
  });

  it('marks the guarded operations in the OpenAPI document', async () => {
    const doc = (await t.request().get('/api/openapi.json').expect(200)).body;
    expect(doc.paths['/persons/{id}'].put['x-recent-auth']).toBe(true);
    expect(doc.paths['/persons'].get['x-recent-auth']).toBe('export');
    expect(doc.paths['/processes/{id}'].put['x-recent-auth']).toBe('asAdmin');
    expect(doc.paths['/self/contactData'].put['x-recent-auth']).toBeUndefined();
  });
});
