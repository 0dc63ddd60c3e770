// Factories for statistics tests: a category with seasons, groups and teams, games with line-ups and events (the
// players: buildPlayer in ./factories).
import { db } from '../server/db/client';
import { buildAssociation, buildClub, buildSport, unique } from './factories';

export async function buildSeason(data: { name?: string; startsOn?: string; endsOn?: string } = {}) {
  return db().season.create({
    data: {
      name: data.name ?? `Saison ${unique()}`,
      startsOn: new Date(data.startsOn ?? '2026-08-01'),
      endsOn: new Date(data.endsOn ?? '2027-07-31'),
    },
  });
}

export async function buildCompetition(
  data: {
    associationId?: number;
    kind?: 'league' | 'tournament';
    name?: string;
    sportKey?: string;
    points?: [number, number, number];
    defaultSeasonId?: number | null;
    /** Regular play: period count and seconds per period (the database's default 4 x 1200 otherwise). */
    periods?: [number, number];
  } = {},
) {
  const associationId = data.associationId ?? (await buildAssociation()).id;
  const sport = await buildSport(data.sportKey ?? 'lacrosse');
  const [pointsWin, pointsTie, pointsLoss] = data.points ?? [2, 1, 0];
  return db().competition.create({
    data: {
      associationId,
      sportId: sport.id,
      kind: data.kind ?? 'league',
      name: data.name ?? `Liga ${unique()}`,
      pointsWin,
      pointsTie,
      pointsLoss,
      defaultSeasonId: data.defaultSeasonId ?? null,
      ...(data.periods ? { periodCount: data.periods[0], periodSeconds: data.periods[1] } : {}),
    },
  });
}

/** Teams of one club each, named as asked (names decide the order of teams level on everything). */
export async function buildTeams(associationId: number, names: string[], sportKey = 'lacrosse') {
  const sport = await buildSport(sportKey);
  const teams = [];
  for (const name of names) {
    const club = await buildClub({ associationId, name: `Club ${name}` });
    teams.push(await db().team.create({ data: { clubId: club.id, sportId: sport.id, name } }));
  }
  return teams;
}

export async function buildGroup(data: {
  competitionId: number;
  seasonId: number;
  name?: string | null;
  position?: number;
  teamIds: number[];
}) {
  const group = await db().group.create({
    data: { competitionId: data.competitionId, seasonId: data.seasonId, name: data.name ?? null, position: data.position ?? 0 },
  });
  await db().groupTeam.createMany({ data: data.teamIds.map((teamId) => ({ groupId: group.id, teamId })) });
  return group;
}

let gameNumber = 1;

export type GameState = 'scheduled' | 'live' | 'finished';

export async function buildGame(data: {
  competitionId: number;
  seasonId: number;
  groupId?: number | null;
  home: { id: number };
  away: { id: number };
  score?: [number, number];
  state?: GameState;
  kickoff?: string | Date;
  number?: number;
  location?: string | null;
  /** Default: 5 minutes after kickoff unless scheduled; 110 minutes after kickoff when finished. */
  startedAt?: Date | null;
  finishedAt?: Date | null;
}) {
  const state = data.state ?? 'finished';
  const kickoff = new Date(data.kickoff ?? '2026-09-05T14:00:00Z');
  const startedAt =
    data.startedAt !== undefined ? data.startedAt : state === 'scheduled' ? null : new Date(kickoff.getTime() + 5 * 60_000);
  const finishedAt =
    data.finishedAt !== undefined ? data.finishedAt : state === 'finished' ? new Date(kickoff.getTime() + 110 * 60_000) : null;
  return db().game.create({
    data: {
      competitionId: data.competitionId,
      seasonId: data.seasonId,
      groupId: data.groupId ?? null,
      number: data.number ?? gameNumber++,
      kickoffTime: kickoff,
      startedAt,
      finishedAt,
      // A live game's clock runs from its start in period 1, as the start at the table sets it.
      ...(startedAt && !finishedAt ? { period: 1, clockRunningSince: startedAt } : {}),
      location: data.location === undefined ? 'Sportpark Nord, Hamburg' : data.location,
      homeTeamId: data.home.id,
      awayTeamId: data.away.id,
      homeScore: data.score?.[0] ?? 0,
      awayScore: data.score?.[1] ?? 0,
    },
  });
}

export async function addLineup(gameId: number, teamId: number, players: { id: number; jerseyNumber: string | null }[]) {
  await db().gameLineup.createMany({
    data: players.map((p) => ({ gameId, teamId, membershipId: p.id, jerseyNumber: p.jerseyNumber })),
  });
}

interface EventSide {
  gameId: number;
  teamId: number;
  away: boolean;
  time: number;
}

export async function addGoal(e: EventSide & { scorer: { id: number; jerseyNumber: string | null }; assist?: { id: number } }) {
  return db().gameEvent.create({
    data: {
      gameId: e.gameId,
      type: 'goal',
      eventTime: e.time,
      teamId: e.teamId,
      awayTeam: e.away,
      membershipId: e.scorer.id,
      assistMembershipId: e.assist?.id ?? null,
      jerseyNumber: e.scorer.jerseyNumber,
    },
  });
}

export async function addFoul(
  e: EventSide & { player: { id: number; jerseyNumber: string | null }; kind: 'technical' | 'personal'; seconds: number },
) {
  return db().gameEvent.create({
    data: {
      gameId: e.gameId,
      type: 'foul',
      eventTime: e.time,
      teamId: e.teamId,
      awayTeam: e.away,
      membershipId: e.player.id,
      jerseyNumber: e.player.jerseyNumber,
      foulKind: e.kind,
      penaltySeconds: e.seconds,
    },
  });
}

export async function addEvent(data: {
  gameId: number;
  type: 'timeout' | 'break';
  time: number;
  teamId?: number;
  away?: boolean;
}) {
  return db().gameEvent.create({
    data: {
      gameId: data.gameId,
      type: data.type,
      eventTime: data.time,
      teamId: data.teamId ?? null,
      awayTeam: data.away ?? false,
    },
  });
}
