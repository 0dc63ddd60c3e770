// Games of a category's season or of one team, and one game with its events.
import type { StatsGameDetailsDTO, StatsGameDTO } from '../../../shared/schemas/stats';
import { typeOfKind } from '../../../shared/schemas/stats';
import { db } from '../../db/client';
import { notFound } from '../../errors';
import { GAME_SELECT, playerName, presentCorrectionNote, presentEvent, presentGame } from '../../presenters/stats';

export async function listGames(competitionId: number, seasonId: number, asOf: Date, teamId?: number): Promise<StatsGameDTO[]> {
  const games = await db().game.findMany({
    where: {
      competitionId,
      seasonId,
      ...(teamId === undefined ? {} : { OR: [{ homeTeamId: teamId }, { awayTeamId: teamId }] }),
    },
    orderBy: [{ kickoffTime: 'asc' }, { number: 'asc' }],
    select: GAME_SELECT,
  });
  return games.map((g) => presentGame(g, asOf));
}

const PERSON_SELECT = {
  select: { jerseyNumber: true, person: { select: { firstname: true, lastname: true, publicShortName: true, erasedAt: true } } },
};

export async function gameDetails(gameId: number, asOf: Date): Promise<StatsGameDetailsDTO> {
  const game = await db().game.findUnique({
    where: { id: gameId },
    select: {
      ...GAME_SELECT,
      competition: { select: { kind: true, name: true, periodCount: true, periodSeconds: true } },
      season: { select: { id: true, name: true } },
      lockedAt: true,
      corrections: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], select: { reason: true, createdAt: true } },
      lineups: { select: { membershipId: true, jerseyNumber: true } },
      events: {
        orderBy: [{ eventTime: 'asc' }, { id: 'asc' }],
        select: {
          id: true,
          type: true,
          eventTime: true,
          awayTeam: true,
          teamId: true,
          jerseyNumber: true,
          foulKind: true,
          penaltySeconds: true,
          membershipId: true,
          assistMembershipId: true,
          membership: PERSON_SELECT,
          assist: PERSON_SELECT,
        },
      },
    },
  });
  if (!game) throw notFound('Game');
  // The number worn in this game (line-up) comes before the membership's current one.
  const worn = new Map(game.lineups.map((l) => [l.membershipId, l.jerseyNumber]));
  const jersey = (id: number | null, m: { jerseyNumber: string | null } | null) =>
    id === null ? null : (worn.get(id) ?? m?.jerseyNumber ?? null);
  return {
    category: { id: game.competitionId, type: typeOfKind(game.competition.kind), name: game.competition.name },
    season: game.season,
    as_of: asOf.toISOString(),
    game: {
      ...presentGame(game, asOf),
      events: game.events.map((e) =>
        presentEvent({
          ...e,
          playerName: e.membership ? playerName(e.membership.person) : null,
          playerErased: e.membership?.person.erasedAt != null,
          playerJersey: jersey(e.membershipId, e.membership),
          assistName: e.assist ? playerName(e.assist.person) : null,
          assistErased: e.assist?.person.erasedAt != null,
          assistJersey: jersey(e.assistMembershipId, e.assist),
        }),
      ),
      locked: game.lockedAt !== null,
      corrections: game.corrections.map(presentCorrectionNote),
    },
  };
}
