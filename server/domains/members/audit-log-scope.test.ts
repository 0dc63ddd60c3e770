// A club representative's audit log: only his club's entries, newest first, paged by keyset across a member's move.
import { addDays, today } from '../../../shared/clock';
import { useTestApp } from '../../../test/app';
import { type AdminWorld, buildAdminWorld } from '../../../test/factories-admin';
import { buildMember, signIn } from '../../../test/factories';
import { NARROW_SLICE_DAYS } from './audit-log.sql';

const t = useTestApp();
let w: AdminWorld;
let club: Awaited<ReturnType<typeof signIn>>;

type Page = { data: { id: number }[]; meta: { next_cursor: string | null } };
const page = async (query: string): Promise<Page> => (await club.get(`/api/audit-log${query}`).expect(200)).body;
const ids = (p: Page) => p.data.map((e) => e.id);

beforeAll(async () => {
  w = await buildAdminWorld(t);
  club = await signIn(t, w.clubRep.email!);
});

it("holds only his club's entries, newest first, and pages by keyset without gaps or repeats across a club change", async () => {
  const mover = await buildMember({ clubId: w.clubA1.id, sportId: w.sport.id, firstname: 'Mia', lastname: 'Wechsel' });
  // An hour ahead: newer than anything the world recorded while it was built.
  const base = Date.now() + 3_600_000;
  const at = (minute: number) => new Date(base + minute * 60_000);
  const entry = async (minute: number, data: { subjectId?: number; entity: string; entityId: number }) =>
    (
      await t.prisma.auditEntry.create({
        data: { action: `${data.entity}.updated`, data: {}, createdAt: at(minute), ...data },
      })
    ).id;
  const person = (minute: number, id: number) => entry(minute, { subjectId: id, entity: 'person', entityId: id });
  const a1 = await person(1, w.a1Player.person.id);
  const moverData = await person(2, mover.person.id);
  const moverMembership = await entry(3, { subjectId: mover.person.id, entity: 'membership', entityId: mover.membership.id });
  await person(4, w.a2Member.person.id);
  await person(4, w.b1Member.person.id);
  const clubA1 = await entry(5, { entity: 'club', entityId: w.clubA1.id });
  await entry(5, { entity: 'club', entityId: w.clubA2.id });
  const a2Membership = await entry(6, {
    subjectId: w.a1Youth.person.id,
    entity: 'membership',
    entityId: w.a2Member.membership.id,
  });
  // Two entries of the same millisecond: the id orders them.
  const youth1 = await person(7, w.a1Youth.person.id);
  const youth2 = await person(7, w.a1Youth.person.id);
  expect(a2Membership).toBeGreaterThan(0);

  const before = [youth2, youth1, clubA1, moverMembership, moverData, a1];
  expect(ids(await page('?page_size=100')).slice(0, before.length)).toEqual(before);

  const first = await page('?page_size=2');
  expect(ids(first)).toEqual([youth2, youth1]);
  // The mover leaves club A1 for club A2 between two pages: from now on his entries are club A2's.
  await t.prisma.membership.update({
    where: { id: mover.membership.id },
    data: { activeTo: new Date(`${addDays(today(), -1)}T00:00:00Z`) },
  });
  await t.prisma.membership.create({ data: { personId: mover.person.id, clubId: w.clubA2.id, sportId: w.sport.id } });

  const after = (await page('?page_size=100')).data.map((e) => e.id);
  expect(after.slice(0, 4)).toEqual([youth2, youth1, clubA1, a1]);
  const paged = ids(first);
  let cursor = first.meta.next_cursor;
  while (cursor) {
    const next = await page(`?page_size=2&cursor=${cursor}`);
    paged.push(...ids(next));
    cursor = next.meta.next_cursor;
  }
  expect(paged).toEqual(after);
  expect(new Set(paged).size).toBe(paged.length);
  expect(paged).not.toContain(moverData);
  expect(paged).not.toContain(a2Membership);
});

it('reads his page across the slices of time, newest first, whatever the page size, the cursor or the first day', async () => {
  const now = Date.now();
  const daysAgo = (days: number) => new Date(now - days * 86_400_000);
  const entry = async (createdAt: Date, subjectId: number) =>
    (
      await t.prisma.auditEntry.create({
        data: { action: 'person.updated', entity: 'person', entityId: subjectId, subjectId, data: {}, createdAt },
      })
    ).id;
  // One or two of his members' entries in each slice, another club's between.
  expect(NARROW_SLICE_DAYS).toEqual([7, 56, 448]);
  const days = [1, 6, 8, 60, 300, 500, 900];
  const seen: number[] = [];
  const unseen: number[] = [];
  for (const d of days) {
    seen.push(await entry(daysAgo(d), w.a1Player.person.id));
    unseen.push(await entry(daysAgo(d - 0.5), w.b1Member.person.id));
  }
  // Exactly one slice before the entry of eight days ago, and a millisecond older: the two sides of a bound when
  // that entry is the cursor.
  const eightDays = daysAgo(8).getTime();
  const bound = eightDays - NARROW_SLICE_DAYS[0] * 86_400_000;
  const onBound = await entry(new Date(bound), w.a1Youth.person.id);
  const pastBound = await entry(new Date(bound - 1), w.a1Youth.person.id);
  const mine = (p: number[]) => p.filter((id) => seen.includes(id) || id === onBound || id === pastBound);
  const expected = [seen[0], seen[1], seen[2], onBound, pastBound, ...seen.slice(3)];

  const all = ids(await page('?page_size=200'));
  expect(mine(all)).toEqual(expected);
  expect(all.filter((id) => unseen.includes(id))).toEqual([]);
  for (const size of [1, 2, 3]) {
    const paged: number[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const next = await page(`?page_size=${size}${cursor ? `&cursor=${cursor}` : ''}`);
      paged.push(...ids(next));
      cursor = next.meta.next_cursor;
    }
    expect(paged).toEqual(all);
  }
  // The page after the entry of eight days ago counts its slices back from that entry.
  expect(ids(await page(`?page_size=3&cursor=${eightDays}_${seen[2]}`))).toEqual([onBound, pastBound, seen[3]]);
  // From a day of 70 days ago: the older slices are not read, the newer ones still are.
  const from = new Date(now - 70 * 86_400_000).toISOString().slice(0, 10);
  expect(mine(ids(await page(`?page_size=200&from=${from}`)))).toEqual(expected.slice(0, 6));
  // Up to a day of 50 days ago: the slices count back from that day's end, page by page as at once.
  const to = new Date(now - 50 * 86_400_000).toISOString().slice(0, 10);
  const upTo = ids(await page(`?page_size=200&to=${to}`));
  expect(mine(upTo)).toEqual(expected.slice(5));
  const pagedUpTo: number[] = [];
  let next: string | null = '';
  while (next !== null) {
    const p = await page(`?page_size=2&to=${to}${next ? `&cursor=${next}` : ''}`);
    pagedUpTo.push(...ids(p));
    next = p.meta.next_cursor;
  }
  expect(pagedUpTo).toEqual(upTo);
});
