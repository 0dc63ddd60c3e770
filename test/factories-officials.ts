// Factories for officials and game tasks: a league with two teams and their managers, a referee licence of the
// association with levels, referees holding it, and games of the league.
import { db } from '../server/db/client';
import { ADMIN_PASSWORD, buildPerson, grantRole, unique } from './factories';
import { buildClubWorld, buildRunningLeague } from './factories-clubs';

/** A licensed referee: a person who can sign in (ADMIN_PASSWORD) holding the licence at `level` from `validFrom`. */
export async function buildReferee(data: {
  licenseId: number;
  level?: number;
  validFrom?: string;
  validTo?: string | null;
  lastname?: string;
}) {
  const person = await buildPerson({
    email: `referee-${unique()}@example.org`,
    password: ADMIN_PASSWORD,
    firstname: 'Rita',
    lastname: data.lastname ?? `Pfeife-${unique()}`,
  });
  await db().personLicense.create({
    data: {
      personId: person.id,
      licenseId: data.licenseId,
      level: data.level ?? 1,
      validFrom: new Date(`${data.validFrom ?? '2020-01-01'}T00:00:00Z`),
      validTo: data.validTo ? new Date(`${data.validTo}T00:00:00Z`) : null,
    },
  });
  return person;
}

/**
 * An association with a league running this season, home and away team each with a manager (team-leader rule), the
 * association's referee licence (levels 1 and 2) and a non-referee (coach) licence.
 */
export async function buildOfficialsWorld() {
  const world = await buildClubWorld({ subscriptions: false });
  const home = await db().team.create({ data: { clubId: world.club.id, sportId: world.sport.id, name: `Heim ${unique()}` } });
  const away = await db().team.create({
    data: { clubId: world.otherClub.id, sportId: world.sport.id, name: `Gast ${unique()}` },
  });
  const { league, season, group } = await buildRunningLeague({
    associationId: world.association.id,
    sportId: world.sport.id,
    teamIds: [home.id, away.id],
  });
  const homeManager = await buildPerson({ email: `tm-${unique()}@example.org`, password: ADMIN_PASSWORD, lastname: 'Heimwart' });
  const awayManager = await buildPerson({ email: `tm-${unique()}@example.org`, password: ADMIN_PASSWORD, lastname: 'Gastwart' });
  await grantRole(homeManager.id, 'team-leader', { teamId: home.id });
  await grantRole(awayManager.id, 'team-leader', { teamId: away.id });
  const license = await db().license.create({
    data: {
      associationId: world.association.id,
      sportId: world.sport.id,
      name: `Schiedsrichter ${unique()}`,
      abbreviation: 'SR',
      isReferee: true,
      levels: {
        create: [
          { level: 1, caption: 'C' },
          { level: 2, caption: 'B' },
        ],
      },
    },
  });
  const coachLicense = await db().license.create({
    data: {
      associationId: world.association.id,
      sportId: world.sport.id,
      name: `Trainer ${unique()}`,
      abbreviation: 'TR',
      isReferee: false,
      levels: { create: [{ level: 1, caption: 'C' }] },
    },
  });
  return { ...world, home, away, league, season, group, homeManager, awayManager, license, coachLicense };
}

export type OfficialsWorld = Awaited<ReturnType<typeof buildOfficialsWorld>>;

let gameNumber = 1;

/** A game of the world's league between its two teams (scheduled unless told). */
export async function buildLeagueGame(
  w: OfficialsWorld,
  data: { kickoff: Date; status?: 'scheduled' | 'postponed' | 'cancelled'; startedAt?: Date | null; finishedAt?: Date | null },
) {
  return db().game.create({
    data: {
      competitionId: w.league.id,
      seasonId: w.season.id,
      groupId: w.group.id,
      number: 9000 + gameNumber++,
      kickoffTime: data.kickoff,
      status: data.status ?? 'scheduled',
      startedAt: data.startedAt ?? null,
      finishedAt: data.finishedAt ?? null,
      homeTeamId: w.home.id,
      awayTeamId: w.away.id,
    },
  });
}

/**
 * A fresh game of a security-world side (test/factories-security.ts) for the authorization matrix: in the side's
 * league, or for a side without one (B) in a new league of its association that no league representative holds.
 */
export async function sideGame(
  side: { marker: string; association: { id: number }; sportId: number; team: { id: number }; league: { id: number } | null },
  kickoff: Date,
) {
  const season = await db().season.create({
    data: { name: `Saison ${unique()}`, startsOn: new Date('2020-01-01'), endsOn: new Date('2099-12-31') },
  });
  const competitionId =
    side.league?.id ??
    (
      await db().competition.create({
        data: { associationId: side.association.id, sportId: side.sportId, kind: 'league', name: `Liga ${side.marker}` },
      })
    ).id;
  const away = await db().team.findFirstOrThrow({ where: { id: { not: side.team.id } }, select: { id: true } });
  return db().game.create({
    data: {
      competitionId,
      seasonId: season.id,
      number: 1,
      kickoffTime: kickoff,
      homeTeamId: side.team.id,
      awayTeamId: away.id,
    },
  });
}
