// Persons with contact data, their memberships (rosters of every team, passive members, alumni) and team history.
import type { Prisma } from '../../server/db/generated/client';
import { LOCALE_LANG, TEAM_SHAPES } from './catalog';
import type { SportKey } from './catalog';
import { DAY_MS, addDays, insertMany, insertReturning, nearbyZip, phone, slug, startOfDay, yearsBefore } from './context';
import type { CountryKey, LocaleKey } from './context';
import { DEMO_PERSONS, demoMembershipSpec } from './accounts';
import type { ClubRow, MembershipRow, PersonRow, TeamRow, World } from './world';

export interface PersonSpec {
  row: Omit<PersonRow, 'id'>;
  data: Prisma.PersonCreateManyInput;
}
export type MembershipSpec = Omit<MembershipRow, 'id' | 'personId' | 'person'> & {
  person: PersonSpec;
  subscriptionId: number | null;
  billingInterval: number | null;
  /** Earlier teams of this membership: [teamId, from, to]. */
  history: [number, Date, Date][];
};

const COUNTRY_OF: Record<LocaleKey, CountryKey> = { de: 'de', nl: 'nl', vl: 'be', wa: 'be' };

/** Builds persons one by one; all random choices come from the seeded fakers. */
export class PersonFactory {
  readonly specs: PersonSpec[] = [];
  private counter = 0;
  constructor(private readonly w: World) {}

  create(locale: LocaleKey, gender: 'male' | 'female', minAge: number, maxAge: number, near?: ClubRow): PersonSpec {
    const { rng, today } = this.w;
    const names = this.w.f.names[locale];
    const firstname = names.person.firstName(gender).slice(0, 60);
    // French surnames such as "Le roux" come lower-case after the particle; Dutch "van der" stays lower-case.
    const surname = names.person.lastName();
    const lastname = (
      locale === 'wa' ? surname.replace(/([ '-])(\p{Ll})/gu, (_m, sep: string, c: string) => sep + c.toUpperCase()) : surname
    ).slice(0, 60);
    const age = rng.number.int({ min: minAge, max: maxAge });
    const birthdate = addDays(yearsBefore(today, age), -rng.number.int({ min: 0, max: 364 }));
    const country = COUNTRY_OF[locale];
    const lang = rng.datatype.boolean({ probability: 0.04 }) ? 'en' : LOCALE_LANG[locale];
    const createdAt = new Date(
      today.getTime() - rng.number.int({ min: 1, max: 2200 }) * DAY_MS + rng.number.int({ min: 7, max: 22 }) * 3_600_000,
    );
    const withContact = rng.datatype.boolean({ probability: 0.75 });
    const area = near?.area ?? '030';
    const n = ++this.counter;
    const spec: PersonSpec = {
      row: { uuid: rng.string.uuid(), firstname, lastname, gender, birthdate, country, locale, lang, createdAt },
      data: {
        uuid: '',
        email: `${slug(firstname) || 'person'}.${slug(lastname) || 'member'}.${n}@example.org`,
        firstname,
        lastname,
        gender,
        birthdate,
        publicShortName: rng.datatype.boolean({ probability: 0.2 }) ? `${firstname} ${lastname.charAt(0)}.` : null,
        excludeFromMaillists: rng.datatype.boolean({ probability: 0.08 }),
        preferredLanguage: lang,
        needsBankInfo: rng.datatype.boolean({ probability: 0.1 }),
        phoneNumber: withContact && rng.datatype.boolean({ probability: 0.5 }) ? phone(rng, country, area, false) : null,
        mobilePhone: withContact && rng.datatype.boolean({ probability: 0.8 }) ? phone(rng, country, area, true) : null,
        address1: withContact ? names.location.streetAddress().slice(0, 80) : null,
        zipCode: withContact && near ? nearbyZip(rng, country, near.zip) : null,
        city: withContact ? (near?.city ?? names.location.city()).slice(0, 60) : null,
        country: withContact ? country.toUpperCase() : null,
        createdAt,
        updatedAt: createdAt,
      },
    };
    spec.data.uuid = spec.row.uuid;
    this.specs.push(spec);
    return spec;
  }
}

const POSITIONS: Record<SportKey, { weights: [string, number][]; goalies: number }> = {
  lacrosse: {
    weights: [
      ['attack', 25],
      ['midfield', 35],
      ['defense', 28],
      ['face_off', 7],
      ['player', 5],
    ],
    goalies: 2,
  },
  indoor_lacrosse: {
    weights: [
      ['attack', 40],
      ['defense', 40],
      ['player', 20],
    ],
    goalies: 2,
  },
  ice_hockey: {
    weights: [
      ['attack', 55],
      ['defense', 40],
      ['player', 5],
    ],
    goalies: 2,
  },
  lsm: {
    weights: [
      ['player', 80],
      ['attack', 10],
      ['defense', 10],
    ],
    goalies: 1,
  },
};

function positionsFor(w: World, sport: SportKey, slot: number): string[] {
  const conf = POSITIONS[sport];
  if (slot < conf.goalies) return ['goalie'];
  const weighted = conf.weights.map(([value, weight]) => ({ value, weight }));
  const first = w.rng.helpers.weightedArrayElement(weighted);
  if (w.rng.datatype.boolean({ probability: 0.75 })) return [first];
  const second = w.rng.helpers.weightedArrayElement(weighted);
  return second === first ? [first] : [first, second];
}

function subscriptionFor(
  w: World,
  club: ClubRow,
  sport: SportKey,
  age: number,
  passive: boolean,
): [number | null, number | null] {
  const { rng } = w;
  if (rng.datatype.boolean({ probability: 0.12 })) return [null, null];
  const subs = w.associations.find((a) => a.id === club.associationId)!.subscriptions;
  const sportSub = subs.bySport[sport];
  const sub = passive
    ? subs.passive
    : sportSub && rng.datatype.boolean({ probability: 0.7 })
      ? sportSub
      : age < 18
        ? subs.youth
        : subs.active;
  return [sub.id, rng.helpers.arrayElement(sub.intervals)];
}

/** A date the membership began: after the person turned six, at most eight years ago. */
function activeFrom(w: World, birthdate: Date): Date {
  const earliest = Math.max(addDays(birthdate, 6 * 366).getTime(), addDays(w.today, -8 * 365).getTime());
  const span = Math.max(30, Math.floor((w.today.getTime() - earliest) / DAY_MS) - 14);
  return startOfDay(new Date(earliest + w.rng.number.int({ min: 0, max: span }) * DAY_MS));
}

/** All persons and memberships of the world, demo accounts first. */
export async function seedPeople(w: World): Promise<void> {
  const { rng, today } = w;
  const factory = new PersonFactory(w);
  const demoSpecs = DEMO_PERSONS.map((d) => {
    const spec = factory.create('de', d.gender, d.age, d.age, w.clubs[0]);
    Object.assign(spec.data, {
      firstname: d.firstname,
      lastname: d.lastname,
      email: d.email,
      passwordHash: w.passwordHash,
      passwordChangedAt: addDays(today, -400),
      preferredLanguage: 'de',
      publicShortName: null,
      excludeFromMaillists: false,
      needsBankInfo: false,
      createdAt: addDays(today, -400),
      updatedAt: addDays(today, -30),
      country: 'DE',
    });
    Object.assign(spec.row, {
      firstname: d.firstname,
      lastname: d.lastname,
      lang: 'de',
      createdAt: addDays(today, -400),
      demo: d.key,
    });
    return spec;
  });
  const specOf = (key: string) => demoSpecs[DEMO_PERSONS.findIndex((d) => d.key === key)]!;
  w.demoClub = w.clubs[0]!;
  w.demoTeam = w.demoClub.teams.find((t) => t.kind === 'men')!;

  const memberships: MembershipSpec[] = [];
  const playerSpec = (person: PersonSpec, team: TeamRow, slot: number, jersey: string | null, coach: boolean): MembershipSpec => {
    const age = Math.floor((today.getTime() - person.row.birthdate.getTime()) / (365.25 * DAY_MS));
    const [subscriptionId, billingInterval] = subscriptionFor(w, team.club, team.sportKey, age, false);
    return {
      person,
      clubId: team.clubId,
      club: team.club,
      sportKey: team.sportKey,
      teamId: team.id,
      jersey,
      positions: coach ? ['coach'] : positionsFor(w, team.sportKey, slot),
      isAlumni: false,
      activeFrom: activeFrom(w, person.row.birthdate),
      coach,
      subscriptionId,
      billingInterval,
      history: [],
    };
  };

  // Rosters. Indoor and LSM teams take part of their players from the club's field lacrosse men.
  const rosterOf = new Map<number, MembershipSpec[]>();
  for (const team of w.teams) {
    const shape = TEAM_SHAPES[team.kind];
    const club = team.club;
    const jerseys = rng.helpers.shuffle(Array.from({ length: 99 }, (_, i) => String(i + 1)));
    const roster: MembershipSpec[] = [];
    const sharedFrom =
      team.kind === 'indoor' || team.kind === 'lsm'
        ? (rosterOf.get(club.teams.find((t) => t.kind === 'men')?.id ?? -1) ?? [])
        : [];
    const shared = rng.helpers.arrayElements(
      sharedFrom.filter((m) => !m.coach && !m.person.row.demo && m.positions[0] !== 'goalie'),
      Math.round(shape.roster * 0.6),
    );
    const isDemoTeam = team === w.demoTeam;
    for (let slot = 0; slot < shape.roster; slot++) {
      let person: PersonSpec;
      let jersey = jerseys[slot]!;
      if (isDemoTeam && slot === 5) {
        person = specOf('player');
        jersey = '17';
      } else if (slot >= POSITIONS[team.sportKey].goalies && shared.length > 0) {
        person = shared.pop()!.person;
      } else {
        const gender = team.gender === 'none' ? rng.helpers.arrayElement(['male', 'female'] as const) : team.gender;
        const [min, max] =
          team.maxAge > 0
            ? [Math.max(8, team.minAge), team.maxAge]
            : team.kind === 'lsm'
              ? [18, 50]
              : [17, rng.datatype.boolean({ probability: 0.85 }) ? 32 : 44];
        person = factory.create(club.locale, gender, min, max, club);
      }
      if (isDemoTeam && slot !== 5 && jersey === '17') jersey = jerseys[98]!;
      const m = playerSpec(person, team, slot, jersey, false);
      if (person.row.demo === 'player') Object.assign(m, demoMembershipSpec(w, team));
      roster.push(m);
    }
    for (let c = 0; c < shape.coaches; c++) {
      const gender = team.gender === 'none' ? rng.helpers.arrayElement(['male', 'female'] as const) : team.gender;
      roster.push(playerSpec(factory.create(club.locale, gender, 24, 60, club), team, 0, null, true));
    }
    rosterOf.set(team.id, roster);
    memberships.push(...roster);
  }

  // Youth history: adult players under 22 came up through the club's U18 team when there is one.
  for (const m of memberships) {
    const team = m.club.teams.find((t) => t.id === m.teamId);
    const u18 = m.club.teams.find((t) => t.kind === 'u18');
    if (!team || !u18 || (team.kind !== 'men' && team.kind !== 'men2') || m.coach || m.person.row.gender !== 'male') continue;
    const b = m.person.row.birthdate;
    const turned18 = new Date(Date.UTC(b.getUTCFullYear() + 18, b.getUTCMonth(), b.getUTCDate()));
    if (turned18 > m.activeFrom && turned18 < today) m.history.push([u18.id, m.activeFrom, turned18]);
  }

  // Passive members and alumni of every club; the demo club's representative is one of them.
  for (const club of w.clubs) {
    const sport = club.teams[0]!.sportKey;
    for (let k = 0; k < 6; k++) {
      const alumni = k < 3;
      const person =
        club === w.demoClub && k === 5
          ? specOf('club')
          : factory.create(club.locale, rng.helpers.arrayElement(['male', 'female'] as const), alumni ? 22 : 18, 60, club);
      const [subscriptionId, billingInterval] = subscriptionFor(w, club, sport, 30, true);
      const former = club.teams.find((t) => t.maxAge === 0 && (t.gender === person.row.gender || t.gender === 'none'));
      const from = activeFrom(w, person.row.birthdate);
      memberships.push({
        person,
        clubId: club.id,
        club,
        sportKey: sport,
        teamId: null,
        jersey: null,
        positions: [],
        isAlumni: alumni,
        activeFrom: from,
        coach: false,
        subscriptionId,
        billingInterval,
        history: alumni && former ? [[former.id, from, startOfDay(new Date((from.getTime() + today.getTime()) / 2))]] : [],
      });
    }
  }

  // Officials without a membership: referees, association staff.
  const staff: Record<CountryKey, [LocaleKey, number][]> = {
    de: [['de', 16]],
    nl: [['nl', 8]],
    be: [
      ['vl', 6],
      ['wa', 5],
    ],
  };
  for (const [country, parts] of Object.entries(staff) as [CountryKey, [LocaleKey, number][]][]) {
    const near = w.clubs.filter((c) => c.country === country);
    for (const [locale, count] of parts)
      for (let k = 0; k < count; k++)
        factory.create(locale, rng.helpers.arrayElement(['male', 'female'] as const), 20, 58, rng.helpers.arrayElement(near));
  }

  // Insert persons, then memberships, then team history.
  const persons = await insertReturning(
    factory.specs,
    (b) => w.db.person.createManyAndReturn({ data: b.map((s) => s.data), select: { id: true, uuid: true } }),
    (s, r) => s.row.uuid === r.uuid,
  );
  const personRow = new Map<PersonSpec, PersonRow>();
  w.persons = factory.specs.map((s, i) => {
    const row: PersonRow = { ...s.row, id: persons[i]!.id };
    personRow.set(s, row);
    return row;
  });
  w.demo = Object.fromEntries(DEMO_PERSONS.map((d) => [d.key, personRow.get(specOf(d.key))!])) as World['demo'];

  const created = await insertReturning(
    memberships,
    (b) =>
      w.db.membership.createManyAndReturn({
        data: b.map((m) => ({
          personId: personRow.get(m.person)!.id,
          clubId: m.clubId,
          sportId: w.sportIds[m.sportKey],
          teamId: m.teamId,
          jerseyNumber: m.jersey,
          positions: m.positions as Prisma.MembershipCreateManyInput['positions'],
          isAlumni: m.isAlumni,
          subscriptionId: m.subscriptionId,
          billingInterval: m.billingInterval,
          activeFrom: m.activeFrom,
          createdAt: m.activeFrom,
          updatedAt: m.activeFrom,
        })),
        select: { id: true, personId: true },
      }),
    (m, r) => personRow.get(m.person)!.id === r.personId,
  );
  w.memberships = memberships.map((m, i) => ({
    id: created[i]!.id,
    personId: personRow.get(m.person)!.id,
    person: personRow.get(m.person)!,
    clubId: m.clubId,
    club: m.club,
    sportKey: m.sportKey,
    teamId: m.teamId,
    jersey: m.jersey,
    positions: m.positions,
    isAlumni: m.isAlumni,
    activeFrom: m.activeFrom,
    coach: m.coach,
  }));
  w.demoMembership = w.memberships.find((m) => m.person.demo === 'player')!;
  w.teamManager = w.memberships.find((m) => m.teamId === w.demoTeam.id && m.coach)!.person;

  const history: Prisma.TeamHistoryCreateManyInput[] = [];
  memberships.forEach((m, i) => {
    const id = created[i]!.id;
    for (const [teamId, from, to] of m.history) history.push({ membershipId: id, teamId, activeFrom: from, activeTo: to });
    if (m.teamId)
      history.push({ membershipId: id, teamId: m.teamId, activeFrom: m.history.at(-1)?.[2] ?? m.activeFrom, activeTo: null });
  });
  await insertMany(history, (b) => w.db.teamHistory.createMany({ data: b }));
}
