// Factories for the competitions part of the game management: association X offering lacrosse (two clubs, five
// teams, a team of another sport) and association Y (one team), leagues A and B of X with a representative each, the
// admins of X and Y, and a season.
import { db } from '../server/db/client';
import type { TestApp } from './app';
import { buildAssociation, buildSport, unique } from './factories';
import { buildStaff } from './factories-processes';
import { buildCompetition, buildSeason } from './factories-stats';

export async function buildCompetitionWorld(t: TestApp) {
  const sport = await buildSport('lacrosse');
  const otherSport = await buildSport(`hockey_${unique()}`);
  const x = await buildAssociation({ name: `Verband X ${unique()}` });
  const y = await buildAssociation({ name: `Verband Y ${unique()}` });
  await db().associationSport.createMany({
    data: [
      { associationId: x.id, sportId: sport.id },
      { associationId: y.id, sportId: sport.id },
    ],
  });
  const clubs = await Promise.all(
    ['Nord', 'Süd'].map((name) => db().club.create({ data: { associationId: x.id, name: `Club ${name} ${unique()}` } })),
  );
  const teams = [];
  for (const [i, name] of ['Adler', 'Bären', 'Füchse', 'Hirsche', 'Wölfe'].entries()) {
    teams.push(await db().team.create({ data: { clubId: clubs[i % 2].id, sportId: sport.id, name: `${name} ${unique()}` } }));
  }
  const otherSportTeam = await db().team.create({
    data: { clubId: clubs[0].id, sportId: otherSport.id, name: `Eis ${unique()}` },
  });
  const clubY = await db().club.create({ data: { associationId: y.id, name: `Club Y ${unique()}` } });
  const teamY = await db().team.create({ data: { clubId: clubY.id, sportId: sport.id, name: `Team Y ${unique()}` } });
  const season = await buildSeason();
  const leagueA = await buildCompetition({ associationId: x.id, sportKey: 'lacrosse', name: `Liga A ${unique()}` });
  const leagueB = await buildCompetition({ associationId: x.id, sportKey: 'lacrosse', name: `Liga B ${unique()}` });
  const leagueY = await buildCompetition({ associationId: y.id, sportKey: 'lacrosse', name: `Liga Y ${unique()}` });
  return {
    sport,
    x,
    y,
    teams,
    otherSportTeam,
    teamY,
    season,
    leagueA,
    leagueB,
    leagueY,
    adminX: await buildStaff(t, 'association-leader', { associationId: x.id }, 'AdminX'),
    adminY: await buildStaff(t, 'association-leader', { associationId: y.id }, 'AdminY'),
    repA: await buildStaff(t, 'league-leader', { competitionId: leagueA.id }, 'RepA'),
    clubRep: await buildStaff(t, 'club-leader', { clubId: clubs[0].id }, 'ClubRep'),
  };
}

export type CompetitionWorld = Awaited<ReturnType<typeof buildCompetitionWorld>>;

/** What the authorization matrix needs of a security-world side (test/factories-security.ts). */
interface MatrixSide {
  marker: string;
  association: { id: number };
  sportId: number;
  league: { id: number } | null;
}

/** The side's league, or for a side without one (B) a new league of its association that no representative holds. */
export async function matrixCompetition(side: MatrixSide): Promise<number> {
  if (side.league) return side.league.id;
  const league = await db().competition.create({
    data: { associationId: side.association.id, sportId: side.sportId, kind: 'league', name: `Liga ${side.marker}` },
  });
  return league.id;
}

/** A new empty group of the side's competition in a season of its own (free to change or remove). */
export async function matrixGroup(side: MatrixSide): Promise<number> {
  const season = await buildSeason({ startsOn: '2040-08-01', endsOn: '2041-07-31' });
  const group = await db().group.create({
    data: { competitionId: await matrixCompetition(side), seasonId: season.id, name: `Gruppe ${side.marker}` },
  });
  return group.id;
}
