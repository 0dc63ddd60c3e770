// The five demo accounts, the ACL rules (who administers what) and the contacts of every club.
import type { Prisma } from '../../server/db/generated/client';
import { addDays, insertMany, yearsBefore } from './context';
import type { CountryKey } from './context';
import type { DemoKey, MembershipRow, PersonRow, TeamRow, World } from './world';
import { associationOf } from './world';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Portal!demo2026';

export const DEMO_PERSONS: {
  key: DemoKey;
  email: string;
  firstname: string;
  lastname: string;
  gender: 'male' | 'female';
  age: number;
}[] = [
  { key: 'admin', email: 'admin@demo.test', firstname: 'Alexandra', lastname: 'Becker', gender: 'female', age: 41 },
  { key: 'club', email: 'club@demo.test', firstname: 'Thomas', lastname: 'Krüger', gender: 'male', age: 47 },
  { key: 'player', email: 'player@demo.test', firstname: 'Jonas', lastname: 'Wagner', gender: 'male', age: 24 },
  { key: 'customer', email: 'customer@demo.test', firstname: 'Claudia', lastname: 'Schneider', gender: 'female', age: 52 },
  { key: 'referee', email: 'referee@demo.test', firstname: 'Markus', lastname: 'Hoffmann', gender: 'male', age: 36 },
];

/** The demo player's membership: Herren of the demo club, jersey 17, attack and midfield, monthly fee every 3 months. */
export function demoMembershipSpec(w: World, team: TeamRow) {
  const active = associationOf(w, team.club.country).subscriptions.active;
  return {
    jersey: '17',
    positions: ['attack', 'midfield'],
    subscriptionId: active.id,
    billingInterval: 3,
    activeFrom: yearsBefore(w.today, 9),
  };
}

/** A person of the country who holds no membership (association staff). */
function staffOf(w: World, country: CountryKey, skip: number): PersonRow {
  const members = new Set(w.memberships.map((m) => m.personId));
  const staff = w.persons.filter((p) => p.country === country && !p.demo && !members.has(p.id));
  return staff[skip % staff.length]!;
}

function coachOf(w: World, team: TeamRow): MembershipRow | undefined {
  return w.memberships.find((m) => m.teamId === team.id && m.coach);
}

/** ACL rules and club contacts; runs after the competitions exist (league representatives). */
export async function seedAccessRules(w: World): Promise<void> {
  const de = associationOf(w, 'de');
  const rules: Prisma.AclRuleCreateManyInput[] = [];
  const createdAt = addDays(w.today, -380);
  const admin = w.demo.admin.id;
  rules.push({ personId: admin, role: 'association_leader', associationId: de.id, createdAt });
  rules.push({ personId: w.demo.customer.id, role: 'customer', associationId: de.id, createdAt });
  rules.push({ personId: w.demo.club.id, role: 'club_leader', clubId: w.demoClub.id, createdAt });
  const leaders: Record<CountryKey, number> = { de: admin, nl: staffOf(w, 'nl', 0).id, be: staffOf(w, 'be', 0).id };
  rules.push({ personId: leaders.nl, role: 'association_leader', associationId: associationOf(w, 'nl').id, createdAt });
  rules.push({ personId: leaders.be, role: 'association_leader', associationId: associationOf(w, 'be').id, createdAt });
  rules.push({ personId: staffOf(w, 'de', 1).id, role: 'region_leader', regionId: de.regionIds['West']!, createdAt });

  // Club representatives of several clubs: a coach of the club's first team.
  const clubLeaders = new Map<number, number>([[w.demoClub.id, w.demo.club.id]]);
  w.clubLeaders = clubLeaders;
  w.leagueLeaders = new Map();
  w.associationLeaders = leaders;
  const repClubs = w.clubs.filter(
    (c) =>
      (c.country === 'de' && c.index >= 1 && c.index <= 8) ||
      (c.country !== 'de' && c.index <= 3 && !c.iceHockey) ||
      (c.iceHockey && c.index === 5),
  );
  for (const club of repClubs) {
    const coach = coachOf(w, club.teams[0]!);
    if (!coach) continue;
    clubLeaders.set(club.id, coach.personId);
    rules.push({ personId: coach.personId, role: 'club_leader', clubId: club.id, createdAt });
  }

  // League representatives (revocable), granted by the association's admin.
  for (const c of w.competitions.filter((x) => x.kind === 'league' && x.leaderPick !== undefined)) {
    const person = staffOf(w, c.country, 2 + c.leaderPick!);
    w.leagueLeaders.set(c.id, person.id);
    rules.push({
      personId: person.id,
      role: 'league_leader',
      competitionId: c.id,
      revocable: true,
      grantedById: leaders[c.country],
      createdAt: addDays(w.today, -200),
    });
  }

  // Team managers (revocable): the demo team's coach and the coaches of a few more teams.
  const managed = [
    w.demoTeam,
    ...w.teams.filter(
      (t) => t !== w.demoTeam && t.club.index % 3 === 1 && (t.kind === 'men' || (t.kind === 'women' && t.club.country === 'de')),
    ),
  ];
  for (const team of managed) {
    const coach = coachOf(w, team);
    if (!coach) continue;
    rules.push({
      personId: coach.personId,
      role: 'team_leader',
      teamId: team.id,
      revocable: true,
      grantedById: leaders[team.club.country],
      createdAt: addDays(w.today, -150),
    });
  }
  await insertMany(rules, (b) => w.db.aclRule.createMany({ data: b }));

  // Club contacts: main (the representative or a coach), finance (a passive member), and team contacts.
  const contacts: Prisma.ClubContactCreateManyInput[] = [];
  for (const club of w.clubs) {
    const members = w.memberships.filter((m) => m.clubId === club.id);
    const passive = members.filter((m) => !m.teamId && !m.isAlumni && m.person.demo !== 'club');
    const main = clubLeaders.get(club.id) ?? coachOf(w, club.teams[0]!)?.personId;
    const seen = new Set<string>();
    const add = (personId: number | undefined, position: Prisma.ClubContactCreateManyInput['position']) => {
      const key = `${personId}:${position}`;
      if (personId === undefined || seen.has(key)) return;
      seen.add(key);
      contacts.push({ clubId: club.id, personId, position, createdAt: addDays(w.today, -300) });
    };
    add(main, 'main');
    add(passive[0]?.personId, 'finance');
    for (const team of club.teams) {
      const coach = coachOf(w, team)?.personId;
      if (team.kind === 'men') add(coach, 'men');
      if (team.kind === 'women') add(coach, 'women');
      if (team.kind === 'u18') add(coach, 'youth_boys');
      if (team.kind === 'u16' && team.club.index % 2 === 0) add(coach, 'youth_girls');
    }
    if (club.index % 4 === 0) add(passive[1]?.personId, 'officials_men');
    if (club.index % 4 === 2) add(passive[1]?.personId, 'officials_women');
  }
  await insertMany(contacts, (b) => w.db.clubContact.createMany({ data: b }));
}
