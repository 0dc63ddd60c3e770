// Factories for the clubs, joining and membership tests: a small association world, members of any gender and
// age, subscriptions, join terms, a league in a running season, games and game tasks.
import { db } from '../server/db/client';
import { buildAssociation, buildSport, unique } from './factories';

const DAY = 24 * 60 * 60 * 1000;

/** An association with one sport, two clubs offering it, and a subscription ("Aktiv": 1, 3, 12 months). */
export async function buildClubWorld(options: { subscriptions?: boolean } = {}) {
  const association = await buildAssociation();
  const sport = await buildSport(`lacrosse_${unique()}`);
  await db().associationSport.create({ data: { associationId: association.id, sportId: sport.id } });
  const club = await db().club.create({
    data: {
      associationId: association.id,
      name: `LC Nord ${unique()}`,
      city: 'Hamburg',
      homepage: 'lc-nord.example.org',
      generalInformation: 'Training dienstags',
      sports: { create: [{ sportId: sport.id }] },
    },
  });
  const otherClub = await db().club.create({
    data: {
      associationId: association.id,
      name: `LC Süd ${unique()}`,
      city: 'München',
      sports: { create: [{ sportId: sport.id }] },
    },
  });
  const subscription =
    options.subscriptions === false
      ? null
      : await db().subscription.create({
          data: { associationId: association.id, name: 'Aktiv', availableIntervals: [1, 3, 12] },
        });
  return { association, sport, club, otherClub, subscription };
}

/** A league of the association with a season running today and the given teams in its table. */
export async function buildRunningLeague(data: { associationId: number; sportId: number; teamIds: number[]; name?: string }) {
  const now = Date.now();
  const season = await db().season.create({
    data: { name: `Saison ${unique()}`, startsOn: new Date(now - 60 * DAY), endsOn: new Date(now + 120 * DAY) },
  });
  const league = await db().competition.create({
    data: {
      associationId: data.associationId,
      sportId: data.sportId,
      kind: 'league',
      name: data.name ?? `Liga ${unique()}`,
      defaultSeasonId: season.id,
    },
  });
  const group = await db().group.create({ data: { competitionId: league.id, seasonId: season.id } });
  await db().groupTeam.createMany({ data: data.teamIds.map((teamId) => ({ groupId: group.id, teamId })) });
  return { season, league, group };
}

export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);
