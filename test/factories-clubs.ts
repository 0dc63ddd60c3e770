// Factories for the clubs, joining and membership tests: a small association world, members of any gender and
// age, subscriptions, join terms, a league in a running season, games and game tasks.
import crypto from 'node:crypto';
import { hashPassword } from '../server/auth/password';
import { db } from '../server/db/client';
import type { TestApp } from './app';
import { buildAssociation, buildSport } from './factories';

const unique = () => crypto.randomBytes(4).toString('hex');
const DAY = 24 * 60 * 60 * 1000;

export const CLUB_TEST_PASSWORD = 'member-password';

/** A person who can sign in; gender and birth year matter for joining. */
export async function buildMember(data: { gender?: 'male' | 'female'; birthYear?: number; email?: string } = {}) {
  return db().person.create({
    data: {
      email: data.email ?? `member-${unique()}@example.org`,
      passwordHash: await hashPassword(CLUB_TEST_PASSWORD),
      firstname: 'Jan',
      lastname: `Test${unique()}`,
      gender: data.gender ?? 'male',
      birthdate: new Date(`${data.birthYear ?? 1998}-06-15`),
      preferredLanguage: 'de',
    },
  });
}

/** A member with a supertest agent that holds their session. */
export async function signedInClubMember(t: TestApp, data: Parameters<typeof buildMember>[0] = {}) {
  const person = await buildMember(data);
  const agent = t.agent();
  await agent.post('/api/auth/signin').send({ username: person.email, password: CLUB_TEST_PASSWORD }).expect(200);
  return { person, agent };
}

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

export async function buildClubTeam(data: {
  clubId: number;
  sportId: number;
  name?: string;
  gender?: 'male' | 'female' | 'none';
  minAge?: number;
  maxAge?: number;
  isJoinable?: boolean;
}) {
  return db().team.create({
    data: {
      clubId: data.clubId,
      sportId: data.sportId,
      name: data.name ?? `Team ${unique()}`,
      gender: data.gender ?? 'none',
      minAge: data.minAge ?? 0,
      maxAge: data.maxAge ?? 0,
      isJoinable: data.isJoinable ?? true,
    },
  });
}

export async function buildActiveMembership(data: {
  personId: number;
  clubId: number;
  sportId: number;
  teamId?: number | null;
  isAlumni?: boolean;
  subscriptionId?: number | null;
  billingInterval?: number | null;
}) {
  return db().membership.create({
    data: {
      personId: data.personId,
      clubId: data.clubId,
      sportId: data.sportId,
      teamId: data.teamId ?? null,
      isAlumni: data.isAlumni ?? false,
      subscriptionId: data.subscriptionId ?? null,
      billingInterval: data.billingInterval ?? null,
    },
  });
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

let gameNumber = 1;
export async function buildGame(data: {
  competitionId: number;
  seasonId: number;
  homeTeamId: number;
  awayTeamId: number;
  kickoff: Date;
  startedAt?: Date | null;
  finishedAt?: Date | null;
  homeScore?: number;
  awayScore?: number;
}) {
  return db().game.create({
    data: {
      competitionId: data.competitionId,
      seasonId: data.seasonId,
      number: gameNumber++,
      kickoffTime: data.kickoff,
      startedAt: data.startedAt ?? null,
      finishedAt: data.finishedAt ?? null,
      homeTeamId: data.homeTeamId,
      awayTeamId: data.awayTeamId,
      homeScore: data.homeScore ?? 0,
      awayScore: data.awayScore ?? 0,
      location: 'Sportpark',
    },
  });
}

export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);
