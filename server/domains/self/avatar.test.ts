// POST/DELETE /api/self/avatar, GET /api/persons/{id}/avatar and reporting: sniffed, re-encoded, capped, hidden on report.
import sharp from 'sharp';
import { useTestApp } from '../../../test/app';
import { imageBuffer } from '../../../test/factories-member';
import { buildPerson, signedInMember } from '../../../test/factories';

const t = useTestApp();
beforeEach(async () => {
  await t.prisma.rateLimitHit.deleteMany();
});

type Agent = Awaited<ReturnType<typeof signedInMember>>['agent'];

const upload = (agent: Agent, file: Buffer, filename = 'bild.png', contentType = 'image/png') =>
  agent.post('/api/self/avatar').attach('avatar', file, { filename, contentType });

/** supertest buffers image answers into res.body. */
const binary = (res: { body: unknown }) => res.body as Buffer;

async function expectNothingStored(personId: number, imagesBefore: number) {
  expect((await t.prisma.person.findUniqueOrThrow({ where: { id: personId } })).avatarId).toBeNull();
  expect(await t.prisma.image.count()).toBe(imagesBefore);
}

describe('POST /api/self/avatar', () => {
  it('needs a session', async () => {
    const res = await t
      .request()
      .post('/api/self/avatar')
      .attach('avatar', await imageBuffer(), 'a.png')
      .expect(401);
    expect(res.body.error.code).toBe('NotSignedIn');
  });

  it('re-encodes the picture to WebP in two sizes, stored in PostgreSQL, with a cache-busting URL', async () => {
    const { agent, person } = await signedInMember(t);
    const res = await upload(agent, await imageBuffer({ width: 3000, height: 2000 })).expect(201);
    expect(res.body.data).toEqual({
      avatar_state: 'ok',
      avatar_url: expect.stringMatching(new RegExp(`^/api/persons/${person.id}/avatar\\?ts=\\d+$`)),
    });

    const saved = await t.prisma.person.findUniqueOrThrow({ where: { id: person.id }, include: { avatar: true } });
    expect(saved.avatar).toMatchObject({ mimeType: 'image/webp', width: 1024, height: 683 });
    const full = await sharp(Buffer.from(saved.avatar!.data)).metadata();
    expect([full.format, full.width, full.height]).toEqual(['webp', 1024, 683]);
    const thumb = await sharp(Buffer.from(saved.avatar!.thumbnail!)).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 128, 128]);
    expect((await agent.get('/api/self').expect(200)).body.data.avatar_state).toBe('ok');
    expect(await t.prisma.auditEntry.count({ where: { subjectId: person.id, action: 'avatar.upload' } })).toBe(1);
  });

  it('sniffs the content: a JPEG named .txt is accepted, small pictures are not enlarged', async () => {
    const { agent, person } = await signedInMember(t);
    await upload(agent, await imageBuffer({ format: 'jpeg' }), 'notes.txt', 'text/plain').expect(201);
    const saved = await t.prisma.person.findUniqueOrThrow({ where: { id: person.id }, include: { avatar: true } });
    expect(saved.avatar).toMatchObject({ width: 64, height: 48 });
  });

  it('turns the picture by its EXIF orientation and strips all metadata', async () => {
    const { agent, person } = await signedInMember(t);
    const withExif = await sharp({ create: { width: 80, height: 40, channels: 3, background: '#0a0' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'Somebody' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    await upload(agent, withExif, 'phone.jpg', 'image/jpeg').expect(201);
    const saved = await t.prisma.person.findUniqueOrThrow({ where: { id: person.id }, include: { avatar: true } });
    const meta = await sharp(Buffer.from(saved.avatar!.data)).metadata();
    expect([meta.width, meta.height]).toEqual([40, 80]);
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(Buffer.from(saved.avatar!.data).includes('secret-owner')).toBe(false);
  });

  it('replaces an earlier picture and deletes its image row', async () => {
    const { agent, person } = await signedInMember(t);
    await upload(agent, await imageBuffer()).expect(201);
    const first = (await t.prisma.person.findUniqueOrThrow({ where: { id: person.id } })).avatarId!;
    await upload(agent, await imageBuffer({ format: 'gif' }), 'b.gif', 'image/gif').expect(201);
    const second = (await t.prisma.person.findUniqueOrThrow({ where: { id: person.id } })).avatarId!;
    expect(second).not.toBe(first);
    expect(await t.prisma.image.count({ where: { id: first } })).toBe(0);
    // The top bar's picture URL changes with it, so the new picture shows without a reload.
    const self = await agent.get('/api/self').expect(200);
    expect(self.body.data).toMatchObject({ avatar_state: 'ok', avatar_version: second });
  });

  it.each([
    ['text named .png', Buffer.from('this is not an image at all'), 'bild.png', 'image/png'],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'),
      'a.svg',
      'image/svg+xml',
    ],
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF'), 'a.pdf', 'application/pdf'],
    ['an empty file', Buffer.alloc(0), 'leer.png', 'image/png'],
  ])('answers 415 UnsupportedMediaType for %s and stores nothing', async (_what, file, filename, type) => {
    const { agent, person } = await signedInMember(t);
    const before = await t.prisma.image.count();
    const res = await upload(agent, file, filename, type).expect(415);
    expect(res.body.error.code).toBe('UnsupportedMediaType');
    await expectNothingStored(person.id, before);
  });

  it('answers 415 for a truncated image', async () => {
    const { agent, person } = await signedInMember(t);
    const before = await t.prisma.image.count();
    const jpeg = await imageBuffer({ width: 400, height: 300, format: 'jpeg' });
    const res = await upload(agent, jpeg.subarray(0, 400), 'kaputt.jpg', 'image/jpeg').expect(415);
    expect(res.body.error.code).toBe('UnsupportedMediaType');
    await expectNothingStored(person.id, before);
  });

  it('answers 413 PayloadTooLarge above 5 MB and stores nothing', async () => {
    const { agent, person } = await signedInMember(t);
    const before = await t.prisma.image.count();
    const png = await imageBuffer();
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(agent, big).expect(413);
    expect(res.body.error.code).toBe('PayloadTooLarge');
    await expectNothingStored(person.id, before);
  });

  it('answers 413 for a decompression bomb (small file, gigantic canvas)', async () => {
    const { agent, person } = await signedInMember(t);
    const before = await t.prisma.image.count();
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await upload(agent, bomb).expect(413);
    expect(res.body.error.code).toBe('ImageTooLarge');
    await expectNothingStored(person.id, before);
  });

  it('needs the file in the field "avatar"', async () => {
    const { agent, person } = await signedInMember(t);
    const before = await t.prisma.image.count();
    await agent.post('/api/self/avatar').send({}).expect(400);
    const res = await agent
      .post('/api/self/avatar')
      .attach('picture', await imageBuffer(), 'a.png')
      .expect(400);
    expect(res.body.error.code).toBe('ValidationFailed');
    await expectNothingStored(person.id, before);
  });

  it('offers no way to set or remove another person’s picture', async () => {
    const { agent } = await signedInMember(t);
    const other = await signedInMember(t);
    await upload(other.agent, await imageBuffer()).expect(201);
    const otherAvatar = (await t.prisma.person.findUniqueOrThrow({ where: { id: other.person.id } })).avatarId;
    // The address serves the picture only: writing to it is 405, and its Allow names no way to write.
    const post = await agent
      .post(`/api/persons/${other.person.id}/avatar`)
      .attach('avatar', await imageBuffer(), 'a.png')
      .expect(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    await agent.delete(`/api/persons/${other.person.id}/avatar`).expect(405);
    expect((await t.prisma.person.findUniqueOrThrow({ where: { id: other.person.id } })).avatarId).toBe(otherAvatar);
  });
});

describe('DELETE /api/self/avatar', () => {
  it('needs a session', async () => {
    await t.request().delete('/api/self/avatar').expect(401);
  });

  it('removes the picture and its image row; removing twice is harmless', async () => {
    const { agent, person } = await signedInMember(t);
    await upload(agent, await imageBuffer()).expect(201);
    const imageId = (await t.prisma.person.findUniqueOrThrow({ where: { id: person.id } })).avatarId!;
    const res = await agent.delete('/api/self/avatar').expect(200);
    expect(res.body.data).toEqual({ avatar_state: 'none' });
    expect((await t.prisma.person.findUniqueOrThrow({ where: { id: person.id } })).avatarId).toBeNull();
    expect(await t.prisma.image.count({ where: { id: imageId } })).toBe(0);
    await agent.get(`/api/persons/${person.id}/avatar`).expect(404);
    await agent.delete('/api/self/avatar').expect(200);
    expect((await agent.get('/api/self').expect(200)).body.data.avatar_state).toBe('none');
  });
});

describe('GET /api/persons/{id}/avatar', () => {
  it('needs a session', async () => {
    const owner = await signedInMember(t);
    await upload(owner.agent, await imageBuffer()).expect(201);
    await t.request().get(`/api/persons/${owner.person.id}/avatar`).expect(401);
  });

  it('serves the thumbnail, or the full size with ?full, to any signed-in user', async () => {
    const owner = await signedInMember(t);
    const viewer = await signedInMember(t);
    await upload(owner.agent, await imageBuffer({ width: 300, height: 200 })).expect(201);
    const thumb = await viewer.agent.get(`/api/persons/${owner.person.id}/avatar?ts=1`).buffer(true).expect(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['cache-control']).toBe('private, no-cache');
    expect(thumb.headers.etag).toBeDefined();
    expect((await sharp(binary(thumb)).metadata()).width).toBe(128);
    const full = await viewer.agent.get(`/api/persons/${owner.person.id}/avatar?full`).buffer(true).expect(200);
    expect(await sharp(binary(full)).metadata()).toMatchObject({ width: 300, height: 200 });
    await viewer.agent.get(`/api/persons/${owner.person.id}/avatar`).set('If-None-Match', thumb.headers.etag).expect(304);
  });

  it('answers 404 without a picture or person, 400 for a malformed id', async () => {
    const { agent } = await signedInMember(t);
    const without = await buildPerson();
    await agent.get(`/api/persons/${without.id}/avatar`).expect(404);
    await agent.get('/api/persons/999999999/avatar').expect(404);
    await agent.get('/api/persons/abc/avatar').expect(400);
  });
});

describe('POST /api/persons/{id}/avatar/report', () => {
  it('needs a session', async () => {
    const owner = await signedInMember(t);
    await t.request().post(`/api/persons/${owner.person.id}/avatar/report`).expect(401);
  });

  it('stores the report and hides the picture from everybody but its owner until an admin handles it', async () => {
    const owner = await signedInMember(t);
    const reporter = await signedInMember(t);
    const bystander = await signedInMember(t);
    await upload(owner.agent, await imageBuffer()).expect(201);

    const res = await reporter.agent.post(`/api/persons/${owner.person.id}/avatar/report`).expect(200);
    expect(res.body.data).toEqual({ reported: true });
    const reports = await t.prisma.avatarReport.findMany({ where: { personId: owner.person.id } });
    expect(reports).toEqual([expect.objectContaining({ reporterId: reporter.person.id, handledAt: null })]);
    expect((await t.prisma.person.findUniqueOrThrow({ where: { id: owner.person.id } })).avatarHidden).toBe(true);

    await reporter.agent.get(`/api/persons/${owner.person.id}/avatar`).expect(404);
    await bystander.agent.get(`/api/persons/${owner.person.id}/avatar`).expect(404);
    await owner.agent.get(`/api/persons/${owner.person.id}/avatar`).expect(200);
    expect((await owner.agent.get('/api/self').expect(200)).body.data.avatar_state).toBe('ok');

    // A second report by the same person adds nothing; the picture stays hidden.
    await reporter.agent.post(`/api/persons/${owner.person.id}/avatar/report`).expect(200);
    expect(await t.prisma.avatarReport.count({ where: { personId: owner.person.id } })).toBe(1);

    // Handled (as PUT /api/avatar-reports does, server/routes/avatar-reports): the picture shows again.
    await t.prisma.avatarReport.updateMany({ where: { personId: owner.person.id }, data: { handledAt: new Date() } });
    await t.prisma.person.update({ where: { id: owner.person.id }, data: { avatarHidden: false } });
    await bystander.agent.get(`/api/persons/${owner.person.id}/avatar`).expect(200);
  });

  it('refuses reporting one’s own picture, a person without a picture and unknown persons', async () => {
    const owner = await signedInMember(t);
    await upload(owner.agent, await imageBuffer()).expect(201);
    const own = await owner.agent.post(`/api/persons/${owner.person.id}/avatar/report`).expect(400);
    expect(own.body.error.code).toBe('ValidationFailed');
    const without = await buildPerson();
    await owner.agent.post(`/api/persons/${without.id}/avatar/report`).expect(404);
    await owner.agent.post('/api/persons/999999999/avatar/report').expect(404);
    expect(await t.prisma.avatarReport.count({ where: { reporterId: owner.person.id } })).toBe(0);
    expect((await t.prisma.person.findUniqueOrThrow({ where: { id: owner.person.id } })).avatarHidden).toBe(false);
  });
});
