// Hostile uploads on both picture endpoints (own avatar, club logo): a PNG bomb, a PNG/HTML polyglot, files lying about
// their type, SVG with script, truncated and empty files, oversized files, broken multipart. Every answer is a typed
// 4xx or a re-encoded picture: nothing is stored as sent, and nothing is ever served as anything but an image.
import sharp from 'sharp';
import { AVATAR_MAX_BYTES } from '../../shared/schemas/self';
import { useTestApp } from '../app';
import { buildSecurityWorld, pngBomb, smallPng, type SecurityWorld } from '../factories-security';
import { problemOf } from './hostile';

let w: SecurityWorld;
let bomb: Buffer;

const t = useTestApp();
beforeAll(async () => {
  w = await buildSecurityWorld(t);
  bomb = pngBomb();
}, 120_000);
beforeEach(async () => {
  await t.prisma.rateLimitHit.deleteMany();
});

const PAYLOAD = '<html><script>alert(document.cookie)</script></html>';

interface Upload {
  name: string;
  file: () => Promise<Buffer> | Buffer;
  filename: string;
  contentType: string;
  /** Allowed answers. */
  statuses: number[];
}

const UPLOADS: Upload[] = [
  { name: 'a PNG bomb', file: () => bomb, filename: 'bomb.png', contentType: 'image/png', statuses: [413] },
  {
    name: 'a PNG/HTML polyglot',
    file: async () => Buffer.concat([await smallPng(), Buffer.from(PAYLOAD)]),
    filename: 'polyglot.png.html',
    contentType: 'image/png',
    statuses: [201, 415],
  },
  {
    name: 'HTML claiming to be a PNG',
    file: () => Buffer.from(PAYLOAD),
    filename: 'x.png',
    contentType: 'image/png',
    statuses: [415],
  },
  {
    name: 'a PNG header before HTML',
    file: async () => Buffer.concat([(await smallPng()).subarray(0, 33), Buffer.from(PAYLOAD)]),
    filename: 'x.png',
    contentType: 'image/png',
    statuses: [415],
  },
  {
    name: 'an SVG with a script',
    file: () => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>`),
    filename: 'x.svg',
    contentType: 'image/svg+xml',
    statuses: [415],
  },
  {
    name: 'a truncated PNG',
    file: async () => (await smallPng()).subarray(0, 60),
    filename: 'x.png',
    contentType: 'image/png',
    statuses: [415],
  },
  { name: 'an empty file', file: () => Buffer.alloc(0), filename: 'x.png', contentType: 'image/png', statuses: [400, 415] },
  {
    name: 'a file over the cap',
    file: () => Buffer.alloc(AVATAR_MAX_BYTES + 1024, 0x41),
    filename: 'big.png',
    contentType: 'image/png',
    statuses: [413],
  },
  { name: 'a PNG sent as text/html', file: () => smallPng(), filename: 'x.html', contentType: 'text/html', statuses: [201] },
  {
    name: 'a file name with path traversal',
    file: () => smallPng(),
    filename: '../../../../tmp/evil.png',
    contentType: 'image/png',
    statuses: [201],
  },
];

const TARGETS = [
  { name: 'own avatar', path: () => '/api/self/avatar', read: () => `/api/persons/${w.actors.admin.person.id}/avatar?full` },
  {
    name: 'club logo',
    path: () => `/api/clubs/${w.sides.A.club.id}/avatar`,
    read: () => `/api/clubs/${w.sides.A.club.id}/avatar`,
  },
];

it('crafts a real bomb: a valid 20000 x 20000 PNG of a few kilobytes', async () => {
  expect(bomb.length).toBeLessThan(100_000);
  const meta = await sharp(bomb, { limitInputPixels: false }).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['png', 20_000, 20_000]);
});

describe.each(TARGETS)('uploads to the $name', (target) => {
  it.each(UPLOADS)('answers $name with a typed answer and stores only a re-encoded picture', async (upload) => {
    const admin = w.actors.admin.agent;
    const res = await admin.post(target.path()).attach('avatar', await upload.file(), {
      filename: upload.filename,
      contentType: upload.contentType,
    });
    expect(problemOf(res)).toBeNull();
    expect(upload.statuses).toContain(res.status);
    if (res.status === 201) {
      const image = await admin.get(target.read()).expect(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      const bytes = image.body as Buffer;
      expect((await sharp(bytes).metadata()).format).toBe('webp');
      expect(bytes.includes(Buffer.from('<script'))).toBe(false);
    }
  });

  it('answers broken multipart, a wrong field, two files and no file with a typed 4xx', async () => {
    const admin = w.actors.admin.agent;
    const png = await smallPng();
    const answers = [
      await admin
        .post(target.path())
        .set('Content-Type', 'multipart/form-data; boundary=xyz')
        .send('--xyz\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\nabc'),
      await admin.post(target.path()).set('Content-Type', 'multipart/form-data').send('no boundary at all'),
      await admin.post(target.path()).attach('picture', png, 'a.png'),
      await admin.post(target.path()).attach('avatar', png, 'a.png').attach('avatar', png, 'b.png'),
      await admin.post(target.path()).send({ avatar: png.toString('base64') }),
      await admin
        .post(target.path())
        .field('a', '1')
        .field('b', '2')
        .field('c', '3')
        .field('d', '4')
        .field('e', '5')
        .field('f', '6')
        .attach('avatar', png, 'a.png'),
    ];
    for (const res of answers) {
      expect(problemOf(res)).toBeNull();
      expect(res.status).toBeGreaterThanOrEqual(400);
    }
  });
});

it('does not let a guest or someone without clubs.editProfile send a file at all', async () => {
  const png = await smallPng();
  expect((await t.request().post('/api/self/avatar').attach('avatar', png, 'a.png')).status).toBe(401);
  const res = await w.actors.clubRep.agent.post(`/api/clubs/${w.sides.C.club.id}/avatar`).attach('avatar', bomb, 'bomb.png');
  expect(res.status).toBe(403);
});
