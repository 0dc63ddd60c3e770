// Pictures under load: parallel uploads of one person or club serialize (every one 201, one
// image left), a picture above the pixel cap is refused with its own code, and uploads are limited per account.
import { useTestApp } from '../../../test/app';
import { buildClubWorld } from '../../../test/factories-clubs';
import { signedInMember } from '../../../test/factories';
import { imageBuffer } from '../../../test/factories-member';
import { buildStaff } from '../../../test/factories-processes';
import { pngBomb } from '../../../test/factories-security';
import { AVATAR_MAX_INPUT_PIXELS, UPLOADS_PER_ACCOUNT } from '../../platform/image-limits';
import { configureImageQueue, IMAGE_QUEUE_DEFAULTS, imageQueue } from '../../platform/image-queue';

const t = useTestApp();
beforeEach(async () => {
  await t.prisma.rateLimitHit.deleteMany();
});

const pictures = () => Promise.all([1, 2, 3, 4, 5, 6].map((i) => imageBuffer({ width: 40 + i, height: 30 + i })));

describe('six parallel uploads of one owner', () => {
  it('answers 201 to every upload of one person and keeps exactly one image, the last one written', async () => {
    const { agent, person } = await signedInMember(t);
    await agent
      .post('/api/self/avatar')
      .attach('avatar', await imageBuffer(), 'first.png')
      .expect(201);
    const imagesBefore = await t.prisma.image.count();

    const answers = await Promise.all(
      (await pictures()).map((file, i) => agent.post('/api/self/avatar').attach('avatar', file, `p${i}.png`)),
    );
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 201, 201, 201]);

    // One image replaced the first one: none orphaned, none lost, and the person points at the newest.
    expect(await t.prisma.image.count()).toBe(imagesBefore);
    const saved = await t.prisma.person.findUniqueOrThrow({ where: { id: person.id }, include: { avatar: true } });
    const newest = await t.prisma.image.findFirstOrThrow({ orderBy: { id: 'desc' } });
    expect(saved.avatarId).toBe(newest.id);
    expect(await t.prisma.auditEntry.count({ where: { subjectId: person.id, action: 'avatar.upload' } })).toBe(7);
  });

  it('answers 201 to every upload of one club logo and keeps exactly one image', async () => {
    const world = await buildClubWorld({ subscriptions: false });
    const { agent } = await buildStaff(t, 'club-leader', { clubId: world.club.id });
    const url = `/api/clubs/${world.club.id}/avatar`;
    await agent
      .post(url)
      .attach('avatar', await imageBuffer(), 'first.png')
      .expect(201);
    const imagesBefore = await t.prisma.image.count();

    const answers = await Promise.all((await pictures()).map((file, i) => agent.post(url).attach('avatar', file, `l${i}.png`)));
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 201, 201, 201]);

    expect(await t.prisma.image.count()).toBe(imagesBefore);
    const club = await t.prisma.club.findUniqueOrThrow({ where: { id: world.club.id } });
    expect(club.logoId).toBe((await t.prisma.image.findFirstOrThrow({ orderBy: { id: 'desc' } })).id);
  });

  it('answers 200 to parallel removals and leaves no image behind', async () => {
    const { agent, person } = await signedInMember(t);
    await agent
      .post('/api/self/avatar')
      .attach('avatar', await imageBuffer(), 'first.png')
      .expect(201);
    const imagesBefore = await t.prisma.image.count();
    const answers = await Promise.all([
      agent.delete('/api/self/avatar'),
      agent.delete('/api/self/avatar'),
      agent.delete('/api/self/avatar'),
    ]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    expect((await t.prisma.person.findUniqueOrThrow({ where: { id: person.id } })).avatarId).toBeNull();
    expect(await t.prisma.image.count()).toBe(imagesBefore - 1);
  });
});

describe('the pixel cap', () => {
  it('is what a picture needs: 4096 x 4096', () => {
    expect(AVATAR_MAX_INPUT_PIXELS).toBe(4096 * 4096);
  });

  it.each([
    ['picture of one’s own', () => '/api/self/avatar'],
    ['club logo', (clubId: number) => `/api/clubs/${clubId}/avatar`],
  ])('refuses a %s above it with 413 ImageTooLarge and stores nothing; a picture at the cap is taken', async (_name, path) => {
    const world = await buildClubWorld({ subscriptions: false });
    const { agent } = await buildStaff(t, 'club-leader', { clubId: world.club.id });
    const before = await t.prisma.image.count();
    // 4097 x 4097 pixels in a few kilobytes: small on the wire, over the cap once decoded.
    const res = await agent.post(path(world.club.id)).attach('avatar', pngBomb(4097), 'gross.png').expect(413);
    expect(res.body.error.code).toBe('ImageTooLarge');
    expect(await t.prisma.image.count()).toBe(before);

    await agent.post(path(world.club.id)).attach('avatar', pngBomb(4096), 'genau.png').expect(201);
    expect(await t.prisma.image.count()).toBe(before + 1);
  });
});

describe('uploads per account', () => {
  it(`answers 429 TooManyRequests after ${UPLOADS_PER_ACCOUNT} uploads, whatever the endpoint; other accounts go on`, async () => {
    const world = await buildClubWorld({ subscriptions: false });
    const { agent } = await buildStaff(t, 'club-leader', { clubId: world.club.id });
    const png = await imageBuffer();
    for (let i = 0; i < UPLOADS_PER_ACCOUNT; i++) {
      const path = i % 2 ? '/api/self/avatar' : `/api/clubs/${world.club.id}/avatar`;
      await agent.post(path).attach('avatar', png, `b${i}.png`).expect(201);
    }
    const refused = await agent.post('/api/self/avatar').attach('avatar', png, 'zuviel.png').expect(429);
    expect(refused.body.error.code).toBe('TooManyRequests');
    await agent.post(`/api/clubs/${world.club.id}/avatar`).attach('avatar', png, 'zuviel.png').expect(429);

    // The same IP, another account: not limited.
    const other = await signedInMember(t);
    await other.agent.post('/api/self/avatar').attach('avatar', png, 'ok.png').expect(201);
  });
});

describe('the image queue', () => {
  afterEach(() => configureImageQueue(IMAGE_QUEUE_DEFAULTS));

  it('answers 503 ServerBusy with Retry-After when no slot frees in time, and stores nothing', async () => {
    configureImageQueue({ concurrency: 1, maxWaitMs: 50, maxWaiting: 1 });
    const { agent, person } = await signedInMember(t);
    let release!: () => void;
    // Another picture in work holds the only slot.
    const busy = imageQueue().run(() => new Promise<void>((resolve) => (release = resolve)));
    const res = await agent
      .post('/api/self/avatar')
      .attach('avatar', await imageBuffer(), 'warten.png')
      .expect(503);
    expect(res.body.error.code).toBe('ServerBusy');
    expect(res.headers['retry-after']).toBe('5');
    expect((await t.prisma.person.findUniqueOrThrow({ where: { id: person.id } })).avatarId).toBeNull();
    release();
    await busy;
    await agent
      .post('/api/self/avatar')
      .attach('avatar', await imageBuffer(), 'jetzt.png')
      .expect(201);
  });
});
