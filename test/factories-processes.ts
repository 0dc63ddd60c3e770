// Factories for the processes and club administration tests: an association world with a region, three clubs, a
// running league, one signed-in agent per role, and members whose processes are started through the member
// engineer's start service (server/domains/processes/start.ts), exactly as a member's request would.
import type { RoleName } from '../shared/permissions';
import { db } from '../server/db/client';
import { startAlumni, startMove, startRetire } from '../server/domains/processes/start';
import type { TestApp } from './app';
import {
  ADMIN_PASSWORD,
  buildAssociation,
  buildPerson,
  buildPlayer,
  buildSport,
  grantRole,
  signIn,
  unique,
  type RoleTarget,
} from './factories';
import { buildRunningLeague } from './factories-clubs';

export type Agent = ReturnType<TestApp['agent']>;

export async function buildStaff(
  t: TestApp,
  role: RoleName | null,
  target: Record<string, number> = {},
  firstname = 'Staff',
): Promise<{ person: { id: number; email: string | null }; agent: Agent }> {
  const person = await buildPerson({
    email: `staff-${unique()}@example.org`,
    password: ADMIN_PASSWORD,
    firstname,
    lastname: `Test-${unique()}`,
    birthdate: '1985-05-05',
  });
  if (role) await grantRole(person.id, role, target as RoleTarget);
  return { person, agent: await signIn(t, person.email!) };
}

/**
 * Association A (region Nord: old club; new club; other club), association B (club B1), one sport, teams in both
 * A clubs playing a league with a running season, and an agent for each role that matters to processes.
 */
export async function buildProcessWorld(t: TestApp) {
  const sport = await buildSport(`lacrosse_${unique()}`);
  const assocA = await buildAssociation({ name: `Verband A ${unique()}` });
  const assocB = await buildAssociation({ name: `Verband B ${unique()}` });
  const region = await db().region.create({ data: { associationId: assocA.id, name: `Nord ${unique()}` } });
  const club = (associationId: number, name: string, regionId: number | null = null) =>
    db().club.create({
      data: { associationId, regionId, name: `${name} ${unique()}`, sports: { create: [{ sportId: sport.id }] } },
    });
  const oldClub = await club(assocA.id, 'Alte Füchse', region.id);
  const newClub = await club(assocA.id, 'Neue Löwen');
  const otherClub = await club(assocA.id, 'Andere Adler');
  const clubB = await club(assocB.id, 'Club B');
  const oldTeam = await db().team.create({
    data: { clubId: oldClub.id, sportId: sport.id, name: 'Füchse Damen', gender: 'female' },
  });
  const newTeam = await db().team.create({
    data: { clubId: newClub.id, sportId: sport.id, name: 'Löwen Damen', gender: 'female' },
  });
  const { league } = await buildRunningLeague({ associationId: assocA.id, sportId: sport.id, teamIds: [oldTeam.id, newTeam.id] });
  const licence = await db().license.create({
    data: { associationId: assocA.id, name: 'Schiedsrichter A', abbreviation: 'SA', isReferee: true },
  });
  const licenceB = await db().license.create({
    data: { associationId: assocB.id, name: 'Schiedsrichter B', abbreviation: 'SB', isReferee: true },
  });

  const staff = {
    admin: await buildStaff(t, 'association-leader', { associationId: assocA.id }, 'Admin'),
    customer: await buildStaff(t, 'customer', { associationId: assocA.id }, 'Kundin'),
    adminB: await buildStaff(t, 'association-leader', { associationId: assocB.id }, 'AdminB'),
    regionLeader: await buildStaff(t, 'region-leader', { regionId: region.id }, 'Region'),
    oldLeader: await buildStaff(t, 'club-leader', { clubId: oldClub.id }, 'Alt'),
    newLeader: await buildStaff(t, 'club-leader', { clubId: newClub.id }, 'Neu'),
    otherLeader: await buildStaff(t, 'club-leader', { clubId: otherClub.id }, 'Andere'),
    leagueLeader: await buildStaff(t, 'league-leader', { competitionId: league.id }, 'Liga'),
    teamLeader: await buildStaff(t, 'team-leader', { teamId: oldTeam.id }, 'Team'),
    nobody: await buildStaff(t, null, {}, 'Niemand'),
  };
  return {
    sport,
    assocA,
    assocB,
    region,
    oldClub,
    newClub,
    otherClub,
    clubB,
    oldTeam,
    newTeam,
    league,
    licence,
    licenceB,
    staff,
  };
}

export type ProcessWorld = Awaited<ReturnType<typeof buildProcessWorld>>;

/** A league player of the old club who asked to switch to the new club (old/new club, association, both leagues). */
export async function requestedMove(w: ProcessWorld) {
  const player = await buildPlayer({ clubId: w.oldClub.id, sportId: w.sport.id, teamId: w.oldTeam.id });
  const processId = await startMove(player.person.id, player.membership.id, w.newClub.id);
  return { ...player, processId };
}

export async function requestedAlumni(w: ProcessWorld) {
  const player = await buildPlayer({ clubId: w.oldClub.id, sportId: w.sport.id });
  const processId = await startAlumni(player.person.id, player.membership.id);
  return { ...player, processId };
}

/** A player with a licence of each association who asked to leave association A. */
export async function requestedRetire(w: ProcessWorld) {
  const player = await buildPlayer({ clubId: w.oldClub.id, sportId: w.sport.id, teamId: w.oldTeam.id });
  const second = await db().membership.create({
    data: { personId: player.person.id, clubId: w.otherClub.id, sportId: w.sport.id, activeFrom: new Date('2021-01-01') },
  });
  const inB = await db().membership.create({
    data: { personId: player.person.id, clubId: w.clubB.id, sportId: w.sport.id, activeFrom: new Date('2021-01-01') },
  });
  for (const licenseId of [w.licence.id, w.licenceB.id]) {
    await db().personLicense.create({
      data: { personId: player.person.id, licenseId, level: 1, validFrom: new Date('2022-01-01') },
    });
  }
  const processId = await startRetire(player.person.id, player.person.id, w.assocA.id);
  return { ...player, second, inB, processId };
}
