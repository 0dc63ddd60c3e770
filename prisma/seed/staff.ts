// Referees and coaches with their licences, tags, and the international teams with their players.
import type { Prisma } from '../../server/db/generated/client';
import type { SportKey } from './catalog';
import { addDays, ageOn, insertMany } from './context';
import type { CountryKey } from './context';
import type { MembershipRow, PersonRow, World } from './world';
import { associationOf } from './world';

function level(w: World): number {
  return w.rng.helpers.weightedArrayElement([
    { value: 1, weight: 50 },
    { value: 2, weight: 35 },
    { value: 3, weight: 15 },
  ]);
}

/** Valid until the end of next year. */
function endOfNextYear(w: World): Date {
  return new Date(Date.UTC(w.today.getUTCFullYear() + 1, 11, 31));
}

function adultMembers(w: World, filter: (m: MembershipRow) => boolean, minAge = 20, maxAge = 55): PersonRow[] {
  const seen = new Set<number>();
  const out: PersonRow[] = [];
  for (const m of w.memberships) {
    if (seen.has(m.personId) || m.person.demo || !filter(m)) continue;
    const age = ageOn(m.person.birthdate, w.today);
    if (age < minAge || age > maxAge) continue;
    seen.add(m.personId);
    out.push(m.person);
  }
  return out;
}

/** About 60 referees holding referee licences, and licences for most coaches. */
export async function seedLicences(w: World): Promise<void> {
  const { rng, today } = w;
  const members = new Set(w.memberships.map((m) => m.personId));
  const staffOf = (c: CountryKey) => w.persons.filter((p) => p.country === c && !p.demo && !members.has(p.id));
  const rows: Prisma.PersonLicenseCreateManyInput[] = [];
  const given = new Set<string>();
  const give = (personId: number, licenseId: number, lvl: number, validFrom: Date, validTo: Date | null) => {
    const key = `${personId}:${licenseId}`;
    if (given.has(key)) return false;
    given.add(key);
    rows.push({ personId, licenseId, level: lvl, validFrom, validTo, createdAt: validFrom });
    return true;
  };
  w.referees = { de: [], nl: [], be: [] };
  const plan: {
    country: CountryKey;
    sport: SportKey | null;
    staff: number;
    members: number;
    clubFilter: (m: MembershipRow) => boolean;
  }[] = [
    { country: 'de', sport: null, staff: 12, members: 17, clubFilter: (m) => m.club.country === 'de' },
    { country: 'nl', sport: null, staff: 6, members: 8, clubFilter: (m) => m.club.country === 'nl' },
    { country: 'be', sport: 'lacrosse', staff: 5, members: 4, clubFilter: (m) => m.club.country === 'be' && !m.club.iceHockey },
    { country: 'be', sport: 'ice_hockey', staff: 6, members: 4, clubFilter: (m) => m.club.iceHockey === true },
  ];
  const usedStaff = new Set<number>();
  for (const p of plan) {
    const licence = associationOf(w, p.country).refereeLicenses.find((l) => l.sportKey === p.sport)!;
    const staff = staffOf(p.country)
      .filter((s) => !usedStaff.has(s.id))
      .slice(0, p.staff);
    staff.forEach((s) => usedStaff.add(s.id));
    const people = [
      ...staff,
      ...rng.helpers.arrayElements(
        adultMembers(w, (m) => p.clubFilter(m) && !m.coach),
        p.members,
      ),
    ];
    if (p.country === 'de') people.unshift(w.demo.referee);
    people.forEach((person, i) => {
      const demo = person.demo === 'referee';
      const expired = !demo && i % 11 === 10;
      const validFrom = demo ? addDays(today, -1400) : addDays(today, -rng.number.int({ min: 120, max: 2600 }));
      const validTo = expired ? addDays(today, -rng.number.int({ min: 20, max: 300 })) : endOfNextYear(w);
      if (!give(person.id, licence.id, demo ? 2 : level(w), validFrom, validTo)) return;
      if (!expired) w.referees[p.country].push({ personId: person.id, sportKey: p.sport });
    });
  }

  // Coach licences for about 70 % of the coaches.
  for (const m of w.memberships) {
    if (!m.coach || !rng.datatype.boolean({ probability: 0.7 })) continue;
    const validFrom = addDays(today, -rng.number.int({ min: 60, max: 2400 }));
    give(m.personId, associationOf(w, m.club.country).coachLicenseId, level(w), validFrom, addDays(validFrom, 4 * 365));
  }
  await insertMany(rows, (b) => w.db.personLicense.createMany({ data: b }));
}

const NATIONAL: {
  country: CountryKey;
  name: string;
  sport: SportKey;
  kinds: string[];
  gender: 'male' | 'female';
  size: number;
  tag: string;
}[] = [
  { country: 'de', name: 'Deutschland Herren', sport: 'lacrosse', kinds: ['men'], gender: 'male', size: 23, tag: 'Kader' },
  { country: 'de', name: 'Deutschland Damen', sport: 'lacrosse', kinds: ['women'], gender: 'female', size: 23, tag: 'Kader' },
  {
    country: 'de',
    name: 'Deutschland Indoor Herren',
    sport: 'indoor_lacrosse',
    kinds: ['indoor'],
    gender: 'male',
    size: 20,
    tag: 'Kader',
  },
  { country: 'nl', name: 'Nederland Heren', sport: 'lacrosse', kinds: ['men'], gender: 'male', size: 23, tag: 'Selectie' },
  { country: 'nl', name: 'Nederland Dames', sport: 'lacrosse', kinds: ['women'], gender: 'female', size: 23, tag: 'Selectie' },
  {
    country: 'be',
    name: 'Belgium Men',
    sport: 'lacrosse',
    kinds: ['men'],
    gender: 'male',
    size: 20,
    tag: 'Selectie / Sélection',
  },
  {
    country: 'be',
    name: 'Belgium Ice Hockey Men',
    sport: 'ice_hockey',
    kinds: ['men', 'men2'],
    gender: 'male',
    size: 22,
    tag: 'Selectie / Sélection',
  },
];

/** International teams with their players, and tags of the associations. */
export async function seedNationalTeamsAndTags(w: World): Promise<void> {
  const { rng } = w;
  const tags: Prisma.PersonTagCreateManyInput[] = [];
  const tagged = new Set<string>();
  const tag = (personId: number, country: CountryKey, name: string) => {
    const tagId = associationOf(w, country).tagIds[name]!;
    const key = `${personId}:${tagId}`;
    if (tagged.has(key)) return;
    tagged.add(key);
    tags.push({ personId, tagId, createdAt: addDays(w.today, -rng.number.int({ min: 10, max: 700 })) });
  };

  const players: Prisma.InternationalPlayerCreateManyInput[] = [];
  for (const n of NATIONAL) {
    const a = associationOf(w, n.country);
    const team = await w.db.internationalTeam.create({
      data: { associationId: a.id, sportId: w.sportIds[n.sport], name: n.name, countryCode: a.countryCode },
      select: { id: true },
    });
    const pool = adultMembers(
      w,
      (m) =>
        m.club.country === n.country &&
        m.sportKey === n.sport &&
        !m.coach &&
        !!m.teamId &&
        n.kinds.includes(w.teams.find((t) => t.id === m.teamId)!.kind),
      19,
      34,
    ).filter((p) => p.gender === n.gender);
    const chosen = rng.helpers.arrayElements(pool, Math.min(n.size, pool.length));
    if (n.name === 'Deutschland Herren' && !chosen.includes(w.demo.player)) chosen.splice(0, 1, w.demo.player);
    for (const p of chosen) {
      players.push({
        personId: p.id,
        internationalTeamId: team.id,
        createdAt: addDays(w.today, -rng.number.int({ min: 30, max: 500 })),
      });
      tag(p.id, n.country, n.tag);
    }
  }
  await insertMany(players, (b) => w.db.internationalPlayer.createMany({ data: b }));

  const members = new Set(w.memberships.map((m) => m.personId));
  const staff = (c: CountryKey) => w.persons.filter((p) => p.country === c && !p.demo && !members.has(p.id));
  for (const p of [w.demo.admin, w.demo.customer, w.demo.club, ...staff('de').slice(0, 5)]) tag(p.id, 'de', 'Vorstand');
  for (const p of staff('nl').slice(0, 4)) tag(p.id, 'nl', 'Bestuur');
  for (const p of staff('be').slice(0, 4)) tag(p.id, 'be', 'Bestuur / Comité');
  const volunteers: [CountryKey, string, number][] = [
    ['de', 'Ehrenamt', 70],
    ['nl', 'Vrijwilliger', 25],
    ['be', 'Vrijwilliger / Bénévole', 20],
  ];
  for (const [c, name, count] of volunteers)
    for (const p of rng.helpers.arrayElements(
      adultMembers(w, (m) => m.club.country === c, 18, 60),
      count,
    ))
      tag(p.id, c, name);
  for (const p of rng.helpers.arrayElements(
    adultMembers(w, (m) => m.club.country === 'de' && !m.coach, 18, 25),
    12,
  ))
    tag(p.id, 'de', 'Schiedsrichter-Anwärter:in');
  for (const m of w.memberships)
    if (m.coach && m.club.country === 'de' && m.club.index % 2 === 0) tag(m.personId, 'de', 'Trainer:in');
  await insertMany(tags, (b) => w.db.personTag.createMany({ data: b }));
}
