// Factories for the admin area's API tests: a small world of two associations with known members, and
// signed-in agents for an association admin, a club representative, a team manager and a plain member.
import type { TestApp } from './app';
import {
  ADMIN_PASSWORD,
  buildAssociation,
  buildClub,
  buildMember,
  buildMembership,
  buildPerson,
  buildSport,
  buildTeam,
  grantRole,
  unique,
} from './factories';
import { db } from '../server/db/client';

/**
 * Association A (clubs A1 with team A1-Herren and A2), association B (club B1). Known members:
 * A1: 3 (one alumni, one in the team, one female U12), A2: 1, B1: 1. Plus the staff accounts.
 */
export async function buildAdminWorld(_t: TestApp) {
  const sport = await buildSport('lacrosse');
  const indoor = await buildSport('indoor_lacrosse');
  const assocA = await buildAssociation({ name: 'Verband A' });
  const assocB = await buildAssociation({ name: 'Verband B' });
  const clubA1 = await buildClub({ associationId: assocA.id, name: 'Club A1' });
  const clubA2 = await buildClub({ associationId: assocA.id, name: 'Club A2' });
  const clubB1 = await buildClub({ associationId: assocB.id, name: 'Club B1' });
  for (const club of [clubA1, clubA2, clubB1]) await db().clubSport.create({ data: { clubId: club.id, sportId: sport.id } });
  await db().clubSport.create({ data: { clubId: clubA1.id, sportId: indoor.id } });
  const teamA1 = await buildTeam({ clubId: clubA1.id, sportId: sport.id, name: 'A1 Herren' });
  const teamA1b = await buildTeam({ clubId: clubA1.id, sportId: sport.id, name: 'A1 Zweite' });

  const a1Player = await buildMember({
    clubId: clubA1.id,
    sportId: sport.id,
    teamId: teamA1.id,
    firstname: 'Jonas',
    lastname: 'Aalberg',
    gender: 'male',
    birthdate: '1990-01-01',
    jerseyNumber: '17',
  });
  const a1Alumni = await buildMember({
    clubId: clubA1.id,
    sportId: sport.id,
    firstname: 'Erika',
    lastname: 'Brandt',
    gender: 'female',
    isAlumni: true,
    birthdate: '1980-06-01',
  });
  const a1Youth = await buildMember({
    clubId: clubA1.id,
    sportId: sport.id,
    firstname: 'Lena',
    lastname: 'Cramer',
    gender: 'female',
    birthdate: `${new Date().getUTCFullYear() - 10}-03-03`,
  });
  const a2Member = await buildMember({
    clubId: clubA2.id,
    sportId: sport.id,
    firstname: 'Paul',
    lastname: 'Dorn',
    gender: 'male',
    birthdate: '2000-02-02',
  });
  const b1Member = await buildMember({
    clubId: clubB1.id,
    sportId: sport.id,
    firstname: 'Bram',
    lastname: 'Eggers',
    gender: 'male',
    birthdate: '1999-09-09',
  });

  const id = unique();
  const assocAdmin = await buildPerson({ email: `assoc-${id}@example.org`, password: ADMIN_PASSWORD, firstname: 'Anna' });
  await grantRole(assocAdmin.id, 'association-leader', { associationId: assocA.id });
  const clubRep = await buildPerson({ email: `club-${id}@example.org`, password: ADMIN_PASSWORD, firstname: 'Carl' });
  await grantRole(clubRep.id, 'club-leader', { clubId: clubA1.id });
  const teamManager = await buildPerson({ email: `team-${id}@example.org`, password: ADMIN_PASSWORD, firstname: 'Tim' });
  await grantRole(teamManager.id, 'team-leader', { teamId: teamA1.id });
  const customer = await buildPerson({ email: `customer-${id}@example.org`, password: ADMIN_PASSWORD, firstname: 'Cora' });
  await grantRole(customer.id, 'customer', { associationId: assocA.id });
  const member = await buildPerson({ email: `member-${id}@example.org`, password: ADMIN_PASSWORD, firstname: 'Max' });
  await buildMembership({ personId: member.id, clubId: clubB1.id, sportId: sport.id });

  const tagA = await db().tag.create({ data: { associationId: assocA.id, name: `Vorstand ${id}` } });
  const tagB = await db().tag.create({ data: { associationId: assocB.id, name: `Bestuur ${id}` } });
  const refLicense = await db().license.create({
    data: {
      associationId: assocA.id,
      name: 'Schiedsrichterlizenz',
      abbreviation: 'SR',
      isReferee: true,
      levels: { create: [1, 2, 3].map((level) => ({ level, caption: `Stufe ${level}` })) },
    },
  });
  const refLicenseB = await db().license.create({
    data: {
      associationId: assocB.id,
      name: 'Scheidsrechter',
      abbreviation: 'SL',
      isReferee: true,
      levels: { create: [{ level: 1, caption: 'N1' }] },
    },
  });
  const nationalA = await db().internationalTeam.create({
    data: { associationId: assocA.id, sportId: sport.id, name: 'Nationalteam A', countryCode: 'deu' },
  });

  return {
    sport,
    indoor,
    assocA,
    assocB,
    clubA1,
    clubA2,
    clubB1,
    teamA1,
    teamA1b,
    a1Player,
    a1Alumni,
    a1Youth,
    a2Member,
    b1Member,
    assocAdmin,
    clubRep,
    teamManager,
    customer,
    member,
    tagA,
    tagB,
    refLicense,
    refLicenseB,
    nationalA,
  };
}

export type AdminWorld = Awaited<ReturnType<typeof buildAdminWorld>>;
