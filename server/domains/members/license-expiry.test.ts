// Licence expiry: the daily notices (each threshold once, in the recipient's language), the referee list's
// filters and the dashboard's counts.
import { addDays, today } from '../../../shared/clock';
import { useTestApp } from '../../../test/app';
import { type AdminWorld, buildAdminWorld } from '../../../test/factories-admin';
import { buildMember, signIn } from '../../../test/factories';
import { queueLicenseExpiryNotices } from './license-expiry';

const t = useTestApp();
let w: AdminWorld;
const DAY_MS = 86_400_000;
const ids: Record<string, number> = {};
const licences: Record<string, number> = {};

/** A referee of association A whose licence ends `days` from today (null: never). */
async function referee(key: string, days: number | null, language: 'de' | 'fr' | 'nl' = 'de') {
  const { person } = await buildMember({
    clubId: w.clubA2.id,
    sportId: w.sport.id,
    firstname: key,
    lastname: 'Pfeife',
    preferredLanguage: language,
  });
  ids[key] = person.id;
  const row = await t.prisma.personLicense.create({
    data: {
      personId: person.id,
      licenseId: w.refLicense.id,
      level: 1,
      validFrom: new Date('2020-01-01'),
      validTo: days === null ? null : new Date(`${addDays(today(), days)}T00:00:00Z`),
    },
  });
  licences[key] = row.id;
}

const notices = () =>
  t.prisma.notification.findMany({
    where: { dedupeKey: { startsWith: 'license-expiry:' } },
    select: { personId: true, dedupeKey: true, payload: true, kind: true },
    orderBy: { id: 'asc' },
  });

beforeAll(async () => {
  w = await buildAdminWorld(t);
  await referee('Sechzig', 45, 'fr');
  await referee('Dreissig', 25, 'nl');
  await referee('Sieben', 5);
  await referee('Spaeter', 90);
  await referee('Abgelaufen', -3);
  await referee('Unbefristet', null);
});

describe('daily licence expiry notices', () => {
  it('queues each due threshold once for the holder and the association admin, in their language', async () => {
    await queueLicenseExpiryNotices();
    const first = await notices();
    const keyOf = (key: string, threshold: number, personId: number) =>
      `license-expiry:${licences[key]}:${addDays(today(), { Sechzig: 45, Dreissig: 25, Sieben: 5 }[key]!)}:${threshold}:${personId}`;
    expect(first.map((n) => n.dedupeKey).sort()).toEqual(
      [
        keyOf('Sechzig', 60, ids.Sechzig!),
        keyOf('Sechzig', 60, w.assocAdmin.id),
        keyOf('Dreissig', 30, ids.Dreissig!),
        keyOf('Dreissig', 30, w.assocAdmin.id),
        keyOf('Sieben', 7, ids.Sieben!),
        keyOf('Sieben', 7, w.assocAdmin.id),
      ].sort(),
    );
    const subject = (personId: number) => (first.find((n) => n.personId === personId)!.payload as { subject: string }).subject;
    expect(subject(ids.Sechzig!)).toMatch(/^Ta licence Schiedsrichterlizenz expire le /);
    expect(subject(ids.Dreissig!)).toMatch(/^Je licentie Schiedsrichterlizenz verloopt op /);
    expect(subject(ids.Sieben!)).toMatch(/^Deine Lizenz Schiedsrichterlizenz läuft am /);
    expect(first.filter((n) => n.personId === w.assocAdmin.id).every((n) => n.kind === 'license.expiry.admin')).toBe(true);

    // A second run on the same day (another instance, a restart) tells nobody again.
    expect(await queueLicenseExpiryNotices()).toBe(0);
    expect(await notices()).toHaveLength(first.length);
  });

  it('tells the next threshold when it is reached, and never the same one twice', async () => {
    const before = (await notices()).length;
    // 20 days on: Sechzig is 25 days from its end (the 30 days' notice), Dreissig 5 (the 7 days' one).
    const later = new Date(Date.now() + 20 * DAY_MS);
    expect(await queueLicenseExpiryNotices(later)).toBe(4);
    expect(await queueLicenseExpiryNotices(later)).toBe(0);
    const added = (await notices()).slice(before).map((n) => n.dedupeKey);
    expect(added.filter((k) => k.startsWith(`license-expiry:${licences.Sechzig}:`)).every((k) => k.includes(':30:'))).toBe(true);
    expect(added.filter((k) => k.startsWith(`license-expiry:${licences.Dreissig}:`)).every((k) => k.includes(':7:'))).toBe(true);
  });
});

describe('expiry filters and the dashboard', () => {
  it('filters the referee list by expired and by ending within N days', async () => {
    const admin = await signIn(t, w.assocAdmin.email!);
    const names = async (query: string) =>
      ((await admin.get(`/api/referees?${query}`).expect(200)).body.data as { firstname: string }[])
        .map((r) => r.firstname)
        .sort();
    expect(await names('expired=1')).toEqual(['Abgelaufen']);
    expect(await names('expires_within=7')).toEqual(['Sieben']);
    expect(await names('expires_within=30')).toEqual(['Dreissig', 'Sieben']);
    expect(await names('expires_within=60')).toEqual(['Dreissig', 'Sechzig', 'Sieben']);
    const dashboard = await admin.get('/api/admin/dashboard').expect(200);
    expect(dashboard.body.data.license_expiry).toEqual({ expired: 1, within_7: 1, within_30: 2, within_60: 3 });
  });

  it('filters the member list by the RQL terms licenseExpired and licenseExpiresWithin', async () => {
    const admin = await signIn(t, w.assocAdmin.email!);
    const names = async (rql: string) =>
      ((await admin.get(`/api/persons?rql=${encodeURIComponent(rql)}`).expect(200)).body.data as { firstname: string }[])
        .map((r) => r.firstname)
        .sort();
    expect(await names('eq(licenseExpired,1)')).toEqual(['Abgelaufen']);
    expect(await names('eq(licenseExpiresWithin,30)')).toEqual(['Dreissig', 'Sieben']);
    expect(await names('ne(licenseExpiresWithin,60)')).not.toContain('Sechzig');
    await admin.get(`/api/persons?rql=${encodeURIComponent('eq(licenseExpiresWithin,soon)')}`).expect(400);
    await admin.get(`/api/persons?rql=${encodeURIComponent('eq(licenseExpired,0)')}`).expect(400);
  });

  it('shows no licence counts without referees.list', async () => {
    const club = await signIn(t, w.clubRep.email!);
    expect((await club.get('/api/admin/dashboard').expect(200)).body.data.license_expiry).toBeNull();
    await club.get('/api/referees?expired=1').expect(403);
  });
});
