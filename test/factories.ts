// Small factories for API tests: each creates exactly what a test asks for, on the test file's database.
import crypto from 'node:crypto';
import type { RoleName } from '../shared/permissions';
import { hashPassword } from '../server/auth/password';
import { db } from '../server/db/client';
import { roleEnum } from '../server/services/access';

const unique = () => crypto.randomBytes(4).toString('hex');

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

export async function buildTeam(data: { clubId: number; sportId?: number; name?: string }) {
  const sportId = data.sportId ?? (await buildSport('lacrosse')).id;
  return db().team.create({ data: { clubId: data.clubId, sportId, name: data.name ?? `Team ${unique()}` } });
}

export async function buildPerson(
  data: { email?: string | null; password?: string; firstname?: string; preferredLanguage?: 'de' | 'en' | 'fr' | 'nl' } = {},
) {
  return db().person.create({
    data: {
      email: data.email === null ? null : (data.email ?? `person-${unique()}@example.org`),
      passwordHash: data.password ? await hashPassword(data.password) : null,
      firstname: data.firstname ?? 'Maria',
      lastname: 'Muster',
      gender: 'female',
      birthdate: new Date('1995-04-12'),
      preferredLanguage: data.preferredLanguage ?? 'de',
    },
  });
}

export type RoleTarget =
  { associationId: number } | { regionId: number } | { competitionId: number } | { clubId: number } | { teamId: number };

export async function grantRole(personId: number, role: RoleName, target: RoleTarget) {
  return db().aclRule.create({ data: { personId, role: roleEnum(role), ...target } });
}

export async function buildMembership(data: { personId: number; clubId: number; sportId?: number; teamId?: number | null }) {
  const sportId = data.sportId ?? (await buildSport('lacrosse')).id;
  return db().membership.create({ data: { personId: data.personId, clubId: data.clubId, sportId, teamId: data.teamId ?? null } });
}
