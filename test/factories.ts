// Small factories for API tests: each creates exactly what a test asks for, on the test file's database.
import crypto from 'node:crypto';
import type { RoleName } from '../shared/permissions';
import { hashPassword } from '../server/auth/password';
import { db } from '../server/db/client';
import { roleEnum } from '../server/domains/access/access';
import type { TestApp } from './app';

/** A short random marker for names and addresses that must not collide. */
export const unique = () => crypto.randomBytes(4).toString('hex');

/** Meets the admin password policy (12 characters, digits, special characters, both cases). */
export const ADMIN_PASSWORD = 'Adm1n!Password#';
export const MEMBER_PASSWORD = 'member-password';

const hashes = new Map<string, Promise<string>>();
/** argon2 is slow on purpose: every account of a test file with the same password shares one hash. */
const passwordHash = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
};

/** A supertest agent signed in through the real sign-in call; it keeps the session cookie. */
export async function signIn(t: TestApp, email: string | null, password = ADMIN_PASSWORD) {
  if (!email) throw new Error('signIn: a person without an address cannot sign in');
  const agent = t.agent();
  await agent.post('/api/auth/signin').send({ username: email, password }).expect(200);
  return agent;
}

export async function buildAssociation(data: { name?: string; abbreviation?: string } = {}) {
  const id = unique();
  return db().association.create({
    data: { name: data.name ?? `Verband ${id}`, abbreviation: data.abbreviation ?? `V${id}`.slice(0, 20), countryCode: 'deu' },
  });
}

export async function buildSport(key = `sport_${unique()}`) {
  return db().sport.upsert({ where: { key }, update: {}, create: { key, name: key } });
}

export async function buildClub(data: { associationId?: number; regionId?: number | null; name?: string } = {}) {
  const associationId = data.associationId ?? (await buildAssociation()).id;
  return db().club.create({ data: { associationId, regionId: data.regionId ?? null, name: data.name ?? `Club ${unique()}` } });
}

export async function buildTeam(data: {
  clubId: number;
  sportId?: number;
  name?: string;
  gender?: 'male' | 'female' | 'none';
  minAge?: number;
  maxAge?: number;
  isJoinable?: boolean;
}) {
  const sportId = data.sportId ?? (await buildSport('lacrosse')).id;
  return db().team.create({
    data: {
      clubId: data.clubId,
      sportId,
      name: data.name ?? `Team ${unique()}`,
      gender: data.gender ?? 'none',
      minAge: data.minAge ?? 0,
      maxAge: data.maxAge ?? 0,
      isJoinable: data.isJoinable ?? true,
    },
  });
}

export interface PersonData {
  /** null: a person without an address; default: a fresh one. */
  email?: string | null;
  /** Without one the person cannot sign in. */
  password?: string;
  firstname?: string;
  lastname?: string;
  gender?: 'male' | 'female';
  /** YYYY-MM-DD; birthYear alone gives 15 June of that year. */
  birthdate?: string;
  birthYear?: number;
  publicShortName?: string | null;
  preferredLanguage?: 'de' | 'en' | 'fr' | 'nl';
}

export async function buildPerson(data: PersonData = {}) {
  const birthdate = data.birthdate ?? (data.birthYear ? `${data.birthYear}-06-15` : '1995-04-12');
  return db().person.create({
    data: {
      email: data.email === null ? null : (data.email ?? `person-${unique()}@example.org`),
      passwordHash: data.password ? await passwordHash(data.password) : null,
      firstname: data.firstname ?? 'Maria',
      lastname: data.lastname ?? 'Muster',
      gender: data.gender ?? 'female',
      birthdate: new Date(`${birthdate}T00:00:00Z`),
      publicShortName: data.publicShortName ?? null,
      preferredLanguage: data.preferredLanguage ?? 'de',
    },
  });
}

export type RoleTarget =
  { associationId: number } | { regionId: number } | { competitionId: number } | { clubId: number } | { teamId: number };

export async function grantRole(personId: number, role: RoleName, target: RoleTarget) {
  return db().aclRule.create({ data: { personId, role: roleEnum(role), ...target } });
}

export interface MembershipData {
  clubId: number;
  sportId?: number;
  teamId?: number | null;
  isAlumni?: boolean;
  jerseyNumber?: string | null;
  subscriptionId?: number | null;
  billingInterval?: number | null;
  /** YYYY-MM-DD; default today. */
  activeFrom?: string;
  /** Also a team history entry from activeFrom (as a join through the API leaves). */
  teamHistory?: boolean;
}

export async function buildMembership(data: MembershipData & { personId: number }) {
  const sportId = data.sportId ?? (await buildSport('lacrosse')).id;
  const activeFrom = data.activeFrom ? new Date(`${data.activeFrom}T00:00:00Z`) : undefined;
  const membership = await db().membership.create({
    data: {
      personId: data.personId,
      clubId: data.clubId,
      sportId,
      teamId: data.teamId ?? null,
      isAlumni: data.isAlumni ?? false,
      jerseyNumber: data.jerseyNumber ?? null,
      subscriptionId: data.subscriptionId ?? null,
      billingInterval: data.billingInterval ?? null,
      activeFrom,
    },
  });
  if (data.teamHistory && data.teamId) {
    await db().teamHistory.create({
      data: { membershipId: membership.id, teamId: data.teamId, activeFrom: activeFrom ?? membership.activeFrom },
    });
  }
  return membership;
}

/** A person with one membership (in a team where teamId is given). */
export async function buildMember(data: MembershipData & PersonData) {
  const person = await buildPerson({ email: `m-${unique()}@example.org`, lastname: `Muster-${unique()}`, ...data });
  const membership = await buildMembership({ ...data, personId: person.id });
  return { person, membership };
}

/** The club, sport and team fields of a membership in the team. */
export const inTeam = (team: { id: number; clubId: number; sportId: number }) => ({
  clubId: team.clubId,
  sportId: team.sportId,
  teamId: team.id,
});

/** A league player: a member who can sign in (ADMIN_PASSWORD), since 2020, in a team with jersey 9 and its history. */
export async function buildPlayer(data: MembershipData & PersonData & { sportId: number }) {
  return buildMember({
    email: `player-${unique()}@example.org`,
    password: ADMIN_PASSWORD,
    firstname: 'Pia',
    lastname: `Spieler-${unique()}`,
    birthdate: '1999-03-03',
    activeFrom: '2020-01-01',
    jerseyNumber: data.teamId ? '9' : null,
    teamHistory: true,
    ...data,
  });
}

/** A person with a password (MEMBER_PASSWORD unless given), signed in through the real sign-in call. */
export async function signedInMember(t: TestApp, data: PersonData = {}) {
  const password = data.password ?? MEMBER_PASSWORD;
  const person = await buildPerson({ email: `member-${unique()}@example.org`, ...data, password });
  const email = person.email!;
  return { person, agent: await signIn(t, email, password), email };
}
