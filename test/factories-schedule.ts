// Factories for the schedule: a league with a fixed season (2026-08-01 to 2027-06-30), a group of four teams of two
// clubs with a field each, a second league of the same association, an association admin, the league's
// representative and a team manager; and a game of the group.
import { db } from '../server/db/client';
import { ADMIN_PASSWORD, buildAssociation, buildPerson, buildSport, grantRole, unique } from './factories';

export async function buildScheduleWorld() {
  const association = await buildAssociation();
  const sport = await buildSport(`lacrosse_${unique()}`);
  const tag = unique();
  const club = (name: string) =>
    db().club.create({
      data: { associationId: association.id, name: `${name} ${tag}`, sports: { create: [{ sportId: sport.id }] } },
    });
  const [east, west] = [await club('LC Ost'), await club('LC West')];
  const team = (clubId: number, name: string) =>
    db().team.create({ data: { clubId, sportId: sport.id, name: `${name} ${tag}` } });
  const teams = {
    adler: await team(east.id, 'Adler'),
    bären: await team(east.id, 'Bären'),
    füchse: await team(west.id, 'Füchse'),
    hirsche: await team(west.id, 'Hirsche'),
    outsider: await team(west.id, 'Fremde'),
  };
  const season = await db().season.create({
    data: { name: `Saison ${tag}`, startsOn: new Date('2026-08-01T00:00:00Z'), endsOn: new Date('2027-06-30T00:00:00Z') },
  });
  const league = await db().competition.create({
    data: { associationId: association.id, sportId: sport.id, kind: 'league', name: `Liga ${tag}`, defaultSeasonId: season.id },
  });
  const group = await db().group.create({ data: { competitionId: league.id, seasonId: season.id, name: 'Nord' } });
  await db().groupTeam.createMany({
    data: [teams.adler, teams.bären, teams.füchse, teams.hirsche].map((t) => ({ groupId: group.id, teamId: t.id })),
  });
  const otherLeague = await db().competition.create({
    data: {
      associationId: association.id,
      sportId: sport.id,
      kind: 'league',
      name: `Andere Liga ${tag}`,
      defaultSeasonId: season.id,
    },
  });
  const otherGroup = await db().group.create({ data: { competitionId: otherLeague.id, seasonId: season.id, name: 'Süd' } });
  await db().groupTeam.createMany({
    data: [teams.adler, teams.outsider].map((t) => ({ groupId: otherGroup.id, teamId: t.id })),
  });
  const fields = {
    east: await db().clubField.create({ data: { clubId: east.id, name: `Ostpark ${tag}` } }),
    west: await db().clubField.create({ data: { clubId: west.id, name: `Westplatz ${tag}` } }),
  };
  const admin = await buildPerson({ email: `verband-${tag}@example.org`, password: ADMIN_PASSWORD });
  await grantRole(admin.id, 'association-leader', { associationId: association.id });
  const leagueRep = await buildPerson({ email: `liga-${tag}@example.org`, password: ADMIN_PASSWORD });
  await grantRole(leagueRep.id, 'league-leader', { competitionId: league.id });
  const manager = await buildPerson({ email: `trainer-${tag}@example.org`, password: ADMIN_PASSWORD });
  await grantRole(manager.id, 'team-leader', { teamId: teams.adler.id });
  return {
    association,
    sport,
    east,
    west,
    teams,
    season,
    league,
    group,
    otherLeague,
    otherGroup,
    fields,
    admin,
    leagueRep,
    manager,
    tag,
  };
}

export type ScheduleWorld = Awaited<ReturnType<typeof buildScheduleWorld>>;

let nextNumber = 900;

/** A game of the world's group (Adler at home to Bären unless said otherwise). */
export function buildScheduledGame(
  w: ScheduleWorld,
  data: {
    number?: number;
    kickoff?: string;
    homeTeamId?: number;
    awayTeamId?: number;
    fieldId?: number | null;
    startedAt?: Date;
  } = {},
) {
  return db().game.create({
    data: {
      competitionId: w.league.id,
      seasonId: w.season.id,
      groupId: w.group.id,
      number: data.number ?? nextNumber++,
      kickoffTime: new Date(data.kickoff ?? '2026-09-12T16:00:00Z'),
      homeTeamId: data.homeTeamId ?? w.teams.adler.id,
      awayTeamId: data.awayTeamId ?? w.teams.bären.id,
      fieldId: data.fieldId ?? null,
      startedAt: data.startedAt ?? null,
    },
  });
}

/**
 * A fresh group of a security-world side (test/factories-security.ts) for the authorization matrix: in the side's
 * league, or for a side without one (B) in a new league of its association that no league representative holds; with
 * the side's team and a second team of its club, in a season long enough for any kickoff.
 */
export async function sideGroup(side: {
  marker: string;
  association: { id: number };
  sportId: number;
  club: { id: number };
  team: { id: number };
  league: { id: number } | null;
}) {
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
  const away = await db().team.create({ data: { clubId: side.club.id, sportId: side.sportId, name: `Gegner ${side.marker}` } });
  const group = await db().group.create({ data: { competitionId, seasonId: season.id, name: `Gruppe ${unique()}` } });
  await db().groupTeam.createMany({
    data: [side.team.id, away.id].map((teamId) => ({ groupId: group.id, teamId })),
  });
  const game = await db().game.create({
    data: {
      competitionId,
      seasonId: season.id,
      groupId: group.id,
      number: 1,
      kickoffTime: new Date('2030-05-04T16:00:00Z'),
      homeTeamId: side.team.id,
      awayTeamId: away.id,
    },
  });
  return { competitionId, seasonId: season.id, group, homeTeamId: side.team.id, awayTeamId: away.id, game };
}
