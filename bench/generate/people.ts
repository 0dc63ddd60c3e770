// Persons (the two bench accounts first), memberships with team history, licences, tags, national teams,
// ACL rules and club contacts.
import { de } from '@faker-js/faker';
import { addDays, slug, type ClubRow, type SportKey, type TeamRow, type World } from './context';

const MALE = de.person!.first_name!.male as string[];
const FEMALE = de.person!.first_name!.female as string[];
const LAST = de.person!.last_name!.generic as string[];
const STREETS = de.location!.street_name as string[];
/** The most frequent German surnames: a third of all persons, as in the real population. */
const COMMON = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Schäfer',
  'Koch',
  'Bauer',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Zimmermann',
];

const POSITIONS: Record<SportKey, string[]> = {
  lacrosse: ['attack', 'midfield', 'defense', 'goalie', 'face-off'],
  lsm: ['attack', 'midfield', 'defense', 'goalie'],
  indoor_lacrosse: ['attack', 'defense', 'goalie'],
  ice_hockey: ['player', 'goalie'],
};

export const BENCH_ADMIN_EMAIL = 'bench-admin@bench.test';
export const BENCH_MEMBER_EMAIL = 'bench-member@bench.test';
/** Members with the bench password for the sign-in figure (the limiter counts per address and account). */
export const BENCH_SIGNIN_ACCOUNTS = 32;
const signInAccount = (id: number) => id >= 3 && id < 3 + BENCH_SIGNIN_ACCOUNTS;
export const benchSignInEmail = (id: number) => `bench-signin-${id - 2}@bench.test`;

interface PersonInfo {
  gender: 'male' | 'female';
  age: number;
}

export async function seedPeople(w: World, passwordHash: string): Promise<void> {
  const { load, rng, now, today, sizes } = w;
  const persons = load.table('persons', [
    'id',
    'uuid',
    'email',
    'password_hash',
    'password_changed_at',
    'firstname',
    'lastname',
    'gender',
    'birthdate',
    'preferred_language',
    'phone_number',
    'mobile_phone',
    'address_1',
    'zip_code',
    'city',
    'country',
    'created_at',
    'updated_at',
  ]);
  const info: PersonInfo[] = [];
  for (let id = 1; id <= sizes.persons; id++) {
    const gender = id === 1 ? 'female' : id === 2 ? 'male' : rng.chance(0.58) ? 'male' : 'female';
    const r = rng.next();
    const age = id === 2 ? 27 : r < 0.3 ? rng.int(8, 17) : r < 0.8 ? rng.int(18, 35) : rng.int(36, 65);
    info[id] = { gender, age };
    const firstname = id === 1 ? 'Berta' : id === 2 ? 'Benno' : rng.pick(gender === 'male' ? MALE : FEMALE);
    const lastname = id <= 2 ? 'Benchmark' : rng.chance(0.33) ? rng.pick(COMMON) : rng.pick(LAST);
    // The random draw happens for every person, so the bench accounts do not shift anyone else's data.
    const generated = rng.chance(0.75) ? `${slug(firstname)}.${slug(lastname)}.${id}@example.org` : null;
    const email =
      id === 1 ? BENCH_ADMIN_EMAIL : id === 2 ? BENCH_MEMBER_EMAIL : signInAccount(id) ? benchSignInEmail(id) : generated;
    const birthdate = addDays(today, -Math.round(age * 365.25) - rng.int(0, 364));
    const created = addDays(now, -rng.int(1, 2200));
    const contact = rng.chance(0.6);
    await persons.add([
      id,
      rng.uuid(),
      email,
      id <= 2 || signInAccount(id) ? passwordHash : null,
      id <= 2 ? created : null,
      firstname,
      lastname,
      gender,
      birthdate,
      'de',
      contact ? `+49 ${rng.digits(3)} ${rng.digits(7)}` : null,
      contact ? `+49 1${rng.digits(2)} ${rng.digits(7)}` : null,
      contact ? `${rng.pick(STREETS)} ${rng.int(1, 200)}` : null,
      contact ? rng.digits(5) : null,
      contact ? 'Musterstadt' : null,
      contact ? 'DE' : null,
      created,
      created,
    ]);
  }
  await load.flushAll();
  const clubMembers = await seedMemberships(w, info);
  await seedStaff(w, clubMembers);
}

/** Picks a club in proportion to its weight. */
function clubPicker(w: World): () => ClubRow {
  const cumulative: number[] = [];
  let sum = 0;
  for (const c of w.clubs) cumulative.push((sum += c.weight));
  return () => {
    const x = w.rng.next() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return w.clubs[lo]!;
  };
}

function teamFor(w: World, club: ClubRow, p: PersonInfo, not?: SportKey): TeamRow | null {
  const fits = club.teams.filter(
    (t) => t.sport !== not && (t.gender === 'none' ? p.age < 16 : t.gender === p.gender && p.age >= 16),
  );
  return fits.length ? w.rng.pick(fits) : null;
}

async function seedMemberships(w: World, info: PersonInfo[]): Promise<Map<number, number[]>> {
  const { load, rng, now, today, sizes } = w;
  const memberships = load.table('memberships', [
    'id',
    'person_id',
    'club_id',
    'sport_id',
    'team_id',
    'jersey_number',
    'positions',
    'is_alumni',
    'subscription_id',
    'billing_interval',
    'active_from',
    'active_to',
    'created_at',
    'updated_at',
  ]);
  const history = load.table('team_history', ['id', 'membership_id', 'team_id', 'active_from', 'active_to'], [memberships]);
  const clubMembers = new Map<number, number[]>();
  const withMembership = Math.round(sizes.persons * 0.96);
  const seconds = new Set(
    rng.sample(
      Array.from({ length: withMembership - 2 }, (_, i) => i + 3),
      sizes.memberships - withMembership,
    ),
  );
  const pickClub = clubPicker(w);
  const memberTeam = w.leagues[0]!.groups[2]![0]!.teams[0]!;
  const secondLeague = w.leagues.find((l) => l.sport !== memberTeam.sport) ?? w.leagues[0]!;
  const memberSecond =
    secondLeague.groups[2]![0]!.teams.find((t) => t.sport !== memberTeam.sport) ?? secondLeague.groups[2]![0]!.teams[1]!;
  w.bench.memberClubId = memberTeam.clubId;
  w.bench.memberTeamId = memberTeam.id;
  w.bench.memberSecondTeamId = memberSecond.id;
  let membershipId = 0;
  let historyId = 0;

  const add = async (personId: number, club: ClubRow, team: TeamRow | null, sport: SportKey, bench = false) => {
    const id = ++membershipId;
    const coach = !bench && rng.chance(0.02);
    const alumni = !bench && rng.chance(0.05);
    const ended = !bench && !alumni && rng.chance(0.03);
    const from = addDays(today, -rng.int(30, 3650));
    const to = ended ? addDays(today, -rng.int(1, 400)) : null;
    const jersey = bench ? '17' : team && !coach ? String(rng.int(1, 99)) : null;
    const positions = coach ? ['coach'] : bench ? ['attack', 'midfield'] : rng.sample(POSITIONS[sport], rng.int(1, 2));
    const subscribed = bench || rng.chance(0.8);
    await memberships.add([
      id,
      personId,
      club.id,
      w.sportIds[sport],
      team?.id ?? null,
      jersey,
      positions,
      alumni,
      subscribed ? w.subscriptionIds[sport] : null,
      subscribed ? rng.pick([1, 3, 6, 12]) : null,
      from,
      to,
      addDays(now, -rng.int(1, 3000)),
      now,
    ]);
    if (team) {
      await history.add([++historyId, id, team.id, from, to]);
      if (!alumni && !ended && !coach) team.roster.push({ id, jersey, personId });
    }
    const list = clubMembers.get(club.id) ?? [];
    if (list.length < 20) clubMembers.set(club.id, [...list, personId]);
  };

  const clubById = (id: number) => w.clubs[id - 1]!;
  for (let personId = 2; personId <= withMembership; personId++) {
    if (personId === 2) {
      await add(2, clubById(memberTeam.clubId), memberTeam, memberTeam.sport, true);
      await add(2, clubById(memberSecond.clubId), memberSecond, memberSecond.sport, true);
      continue;
    }
    const p = info[personId]!;
    const club = pickClub();
    const team = rng.chance(0.9) ? teamFor(w, club, p) : null;
    const sport = team?.sport ?? club.sports[0]!;
    await add(personId, club, team, sport);
    if (seconds.has(personId)) {
      // A second sport: in the same club when it offers one, else in another club.
      let other = club;
      let t2 = teamFor(w, club, p, sport);
      for (let tries = 0; !t2 && tries < 10; tries++) {
        other = pickClub();
        t2 = teamFor(w, other, p, sport);
      }
      const sport2 = t2?.sport ?? other.sports.find((s) => s !== sport) ?? (SPORT_FALLBACK[sport] as SportKey);
      await add(personId, other, t2, sport2);
    }
  }
  await load.flushAll();
  return clubMembers;
}

const SPORT_FALLBACK: Record<SportKey, SportKey> = {
  lacrosse: 'indoor_lacrosse',
  indoor_lacrosse: 'lacrosse',
  ice_hockey: 'lacrosse',
  lsm: 'lacrosse',
};

async function seedStaff(w: World, clubMembers: Map<number, number[]>): Promise<void> {
  const { load, rng, now, today, sizes } = w;
  const staff = Array.from(
    { length: sizes.persons - Math.round(sizes.persons * 0.96) },
    (_, i) => Math.round(sizes.persons * 0.96) + 1 + i,
  );
  const licenses = load.table('licenses', [
    'id',
    'association_id',
    'sport_id',
    'name',
    'abbreviation',
    'caption',
    'color',
    'is_referee',
  ]);
  await licenses.add([1, 1, null, 'Schiedsrichter', 'SR', 'Schiedsrichterlizenz', 'yellow', true]);
  await licenses.add([2, 1, null, 'Trainer', 'TR', 'Trainerlizenz', 'teal', false]);
  w.refereeLicenseId = 1;
  const levels = load.table('license_levels', ['id', 'license_id', 'level', 'caption', 'color']);
  let levelId = 0;
  for (const license of [1, 2])
    for (const level of [1, 2, 3]) await levels.add([++levelId, license, level, `Stufe ${level}`, 'gray']);
  await load.flushAll();

  const personLicenses = load.table('person_licenses', [
    'id',
    'person_id',
    'license_id',
    'level',
    'valid_from',
    'valid_to',
    'created_at',
  ]);
  let plId = 0;
  const members = (n: number) => Array.from({ length: n }, () => rng.int(3, Math.round(sizes.persons * 0.96)));
  w.referees = [2, ...staff.slice(0, Math.ceil(staff.length / 2)), ...new Set(members(Math.round(sizes.persons * 0.005)))];
  w.referees = [...new Set(w.referees)];
  for (const personId of w.referees) {
    await personLicenses.add([
      ++plId,
      personId,
      1,
      rng.int(1, 3),
      addDays(today, -rng.int(30, 2000)),
      rng.chance(0.1) ? addDays(today, -rng.int(1, 300)) : null,
      now,
    ]);
  }
  for (const personId of new Set(members(Math.round(sizes.persons * 0.01)))) {
    if (personId !== 2)
      await personLicenses.add([++plId, personId, 2, rng.int(1, 3), addDays(today, -rng.int(30, 2000)), null, now]);
  }

  const tags = load.table('tags', ['id', 'association_id', 'name']);
  const TAGS = [
    'Ehrenamt',
    'Vorstand',
    'Kader',
    'Presse',
    'Jugendwart',
    'Kassenprüfer',
    'Sponsor',
    'Helfer',
    'Ehrenmitglied',
    'Medizin',
  ];
  for (const [i, name] of TAGS.entries()) await tags.add([i + 1, 1, name]);
  await load.flushAll();
  const personTags = load.table('person_tags', ['person_id', 'tag_id', 'created_at']);
  const tagged = new Set([2, ...staff.slice(Math.ceil(staff.length / 2)), ...members(Math.round(sizes.persons * 0.02))]);
  for (const personId of tagged) {
    for (const tagId of rng.sample([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], rng.int(1, 2))) await personTags.add([personId, tagId, now]);
  }

  const teams = load.table('international_teams', ['id', 'association_id', 'sport_id', 'name', 'country_code']);
  for (const [sport, id] of Object.entries(w.sportIds)) await teams.add([id, 1, id, `Nationalteam ${sport}`, 'deu']);
  await load.flushAll();
  const players = load.table('international_players', ['id', 'person_id', 'international_team_id', 'created_at']);
  let ipId = 0;
  for (const personId of new Set(members(Math.round(sizes.persons * 0.002))))
    await players.add([++ipId, personId, rng.int(1, 4), now]);

  // ACL rules: the bench admin, a leader per region, club and league, and some team managers.
  const rules = load.table('acl_rules', [
    'id',
    'person_id',
    'role',
    'association_id',
    'region_id',
    'competition_id',
    'club_id',
    'team_id',
    'meta',
    'revocable',
    'created_at',
  ]);
  let ruleId = 0;
  await rules.add([++ruleId, 1, 'association-leader', 1, null, null, null, null, '{}', false, now]);
  for (const regionId of w.regionIds)
    await rules.add([++ruleId, rng.pick(members(5)), 'region-leader', null, regionId, null, null, null, '{}', false, now]);
  const contacts = load.table('club_contacts', ['club_id', 'person_id', 'position', 'created_at']);
  for (const club of w.clubs) {
    // Leaders and contacts are other members: the bench member stays a plain member.
    const list = (clubMembers.get(club.id) ?? []).filter((personId) => personId !== 2);
    if (!list.length) continue;
    await rules.add([++ruleId, list[0], 'club-leader', null, null, null, club.id, null, '{}', false, now]);
    await contacts.add([club.id, list[0], 'main', now]);
    if (list[1] !== undefined) await contacts.add([club.id, list[1], 'finance', now]);
  }
  for (const league of w.leagues)
    await rules.add([++ruleId, rng.pick(members(5)), 'league-leader', null, null, league.id, null, null, '{}', true, now]);
  for (const team of w.teams) {
    if (team.roster.length && team.roster[0]!.personId !== 2 && rng.chance(0.1))
      await rules.add([++ruleId, team.roster[0]!.personId, 'team-leader', null, null, null, null, team.id, '{}', true, now]);
  }

  // The portal's terms, consented to by the bench accounts.
  await load.table('terms', ['id', 'product', 'created_at']).add([1, 'portal', addDays(now, -2000)]);
  await load.flushAll();
  await load
    .table('term_versions', ['id', 'term_id', 'version', 'title', 'content', 'checkboxes', 'published_at'])
    .add([
      1,
      1,
      1,
      JSON.stringify({ de: 'Nutzungsbedingungen' }),
      JSON.stringify({ de: '<p>Bench</p>' }),
      '{}',
      addDays(now, -2000),
    ]);
  await load.flushAll();
  const consents = load.table('consents', ['id', 'person_id', 'term_version_id', 'consented_at']);
  await consents.add([1, 1, 1, now]);
  await consents.add([2, 2, 1, now]);
  await load.flushAll();
}
