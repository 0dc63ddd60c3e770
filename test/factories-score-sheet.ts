// Factories for the score sheet (docs/product.md#score-sheet): a league game with two teams of six players, a team
// manager per team and two assigned referees (all with a signature PIN), an association admin and a league
// representative; the game's tasks synced as the schedule would.
import { hashPassword } from '../server/auth/password';
import { db } from '../server/db/client';
import { syncGameTasks } from '../server/domains/games/tasks-sync';
import type { TestApp } from './app';
import { ADMIN_PASSWORD, buildPerson, buildPlayer, grantRole, inTeam, signIn, unique } from './factories';
import { buildClubWorld, buildRunningLeague } from './factories-clubs';
import { buildReferee } from './factories-officials';

/** The signature PIN of every signer the world makes. */
export const SIGNATURE_PIN = '2468';
/** A PIN that is not anyone's. */
export const WRONG_PIN = '1357';

const pinHashes = new Map<string, Promise<string>>();

/** Sets the person's signature PIN (hashed like the profile does). */
export async function setSignaturePin(personId: number, pin = SIGNATURE_PIN): Promise<void> {
  let hash = pinHashes.get(pin);
  if (!hash) pinHashes.set(pin, (hash = hashPassword(pin)));
  await db().person.update({ where: { id: personId }, data: { signaturePinHash: await hash } });
}

/** A person who can sign in (ADMIN_PASSWORD) and sign with SIGNATURE_PIN. */
export async function buildSigner(lastname: string) {
  const person = await buildPerson({ email: `sheet-${unique()}@example.org`, password: ADMIN_PASSWORD, lastname });
  await setSignaturePin(person.id);
  return person;
}

/** A supertest agent signed in as this person (every person of the world signs in with ADMIN_PASSWORD). */
export function signInAs(t: TestApp, person: { email: string | null }) {
  return signIn(t, person.email, ADMIN_PASSWORD);
}

export interface ScoreSheetWorldOptions {
  /** Default: in one hour. */
  kickoff?: Date;
  /** Players per team (default 6): jerseys 1..n at home, 11..10+n away. */
  players?: number;
}

/**
 * The world of a score sheet: a league running this season (4 x 20 min, the lacrosse penalty types), home and away
 * team of two clubs with current players, a team manager per team (team-leader rule), two licensed referees assigned
 * to the game, the association admin (association-leader), the league representative (league-leader); every one of
 * them signs in with ADMIN_PASSWORD and holds the signature PIN SIGNATURE_PIN. `game` is scheduled at `kickoff`, its
 * tasks (confirm_lineup, sign_score_sheet) open.
 */
export async function buildScoreSheetWorld(options: ScoreSheetWorldOptions = {}) {
  const tag = unique();
  const { association, sport, club: homeClub, otherClub: awayClub } = await buildClubWorld({ subscriptions: false });
  const home = await db().team.create({ data: { clubId: homeClub.id, sportId: sport.id, name: `Heim ${tag}` } });
  const away = await db().team.create({ data: { clubId: awayClub.id, sportId: sport.id, name: `Gast ${tag}` } });
  const { league, season, group } = await buildRunningLeague({
    associationId: association.id,
    sportId: sport.id,
    teamIds: [home.id, away.id],
    name: `Liga ${tag}`,
  });
  const penalty = (foulKind: 'technical' | 'personal', name: string, seconds: number, position: number) =>
    db().penaltyType.create({ data: { competitionId: league.id, foulKind, name, seconds, position } });
  const penaltyTypes = {
    technical: await penalty('technical', 'Technisch', 30, 0),
    personal1: await penalty('personal', 'Persönlich 1 min', 60, 1),
    personal2: await penalty('personal', 'Persönlich 2 min', 120, 2),
    expulsion: await penalty('personal', 'Ausschluss', 300, 3),
  };

  const count = options.players ?? 6;
  const players = async (team: typeof home, firstJersey: number, lastname: string) => {
    const list = [];
    for (let i = 0; i < count; i++) {
      list.push(
        await buildPlayer({
          ...inTeam(team),
          jerseyNumber: String(firstJersey + i),
          firstname: `Pia${i + 1}`,
          lastname: `${lastname}-${i + 1}-${tag}`,
        }),
      );
    }
    return list;
  };
  const homePlayers = await players(home, 1, 'Heim');
  const awayPlayers = await players(away, 11, 'Gast');

  const homeManager = await buildSigner(`Heimwart-${tag}`);
  const awayManager = await buildSigner(`Gastwart-${tag}`);
  await grantRole(homeManager.id, 'team-leader', { teamId: home.id });
  await grantRole(awayManager.id, 'team-leader', { teamId: away.id });

  const refereeLicense = await db().license.create({
    data: {
      associationId: association.id,
      sportId: sport.id,
      name: `Schiedsrichter ${tag}`,
      abbreviation: 'SR',
      isReferee: true,
      levels: { create: [{ level: 1, caption: 'C' }] },
    },
  });
  const referees = [
    await buildReferee({ licenseId: refereeLicense.id, lastname: `Pfeife-1-${tag}` }),
    await buildReferee({ licenseId: refereeLicense.id, lastname: `Pfeife-2-${tag}` }),
  ];
  for (const referee of referees) await setSignaturePin(referee.id);

  const admin = await buildSigner(`Verband-${tag}`);
  await grantRole(admin.id, 'association-leader', { associationId: association.id });
  const leagueRep = await buildSigner(`Liga-${tag}`);
  await grantRole(leagueRep.id, 'league-leader', { competitionId: league.id });

  const world = {
    tag,
    association,
    sport,
    homeClub,
    awayClub,
    home,
    away,
    league,
    season,
    group,
    penaltyTypes,
    homePlayers,
    awayPlayers,
    homeManager,
    awayManager,
    refereeLicense,
    referees,
    admin,
    leagueRep,
  };
  const game = await buildSheetGame(world, { kickoff: options.kickoff });
  return { ...world, game };
}

export type ScoreSheetWorld = Awaited<ReturnType<typeof buildScoreSheetWorld>>;

let gameNumber = 1;

/**
 * Another game of the world's league, home against away, with the world's referees assigned (unless `referees` says
 * otherwise) and its tasks synced. Default: scheduled in one hour, not started.
 */
export async function buildSheetGame(
  w: {
    league: { id: number };
    season: { id: number };
    group: { id: number };
    home: { id: number };
    away: { id: number };
    referees: { id: number }[];
  },
  data: {
    kickoff?: Date;
    startedAt?: Date | null;
    finishedAt?: Date | null;
    referees?: { id: number }[];
  } = {},
) {
  const game = await db().game.create({
    data: {
      competitionId: w.league.id,
      seasonId: w.season.id,
      groupId: w.group.id,
      number: 7000 + gameNumber++,
      kickoffTime: data.kickoff ?? new Date(Date.now() + 60 * 60 * 1000),
      startedAt: data.startedAt ?? null,
      finishedAt: data.finishedAt ?? null,
      location: 'Sportpark Nord, Hamburg',
      homeTeamId: w.home.id,
      awayTeamId: w.away.id,
    },
  });
  const referees = data.referees ?? w.referees;
  await db().$transaction(async (tx) => {
    if (referees.length) {
      await tx.gameOfficial.createMany({ data: referees.map((r) => ({ gameId: game.id, personId: r.id, role: 'referee' })) });
    }
    await syncGameTasks(tx, game.id);
  });
  return game;
}
