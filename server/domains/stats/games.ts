// Games of a category's season or of one team, and one game with its events.
import { type StatsGameDetailsDTO, type StatsGameDTO, typeOfKind } from '../../../shared/schemas/stats';
import { db } from '../../db/client';
import { cached } from '../../db/plan-cache';
import { notFound } from '../../errors';
import { playerName } from '../../../shared/person-name';
import { presentCorrectionNote, presentEvent, presentGame } from './presenter';
import { type GameJson, gamesSql, gamesTextSql } from './games.sql';
import { GAME_DETAILS_SELECT } from './rows';

export async function listGames(competitionId: number, seasonId: number, asOf: Date, teamId?: number): Promise<StatsGameDTO[]> {
  const [row] = await db().$queryRaw<{ games: GameJson[] }[]>(gamesSql(competitionId, seasonId, teamId ?? null));
  return row!.games.map((g) =>
    presentGame(
      {
        ...g,
        kickoffTime: new Date(g.kickoffTime),
        startedAt: g.startedAt === null ? null : new Date(g.startedAt),
        finishedAt: g.finishedAt === null ? null : new Date(g.finishedAt),
        clockRunningSince: g.clockRunningSince === null ? null : new Date(g.clockRunningSince),
      },
      asOf,
    ),
  );
}

/** The games of a category's season as JSON text (an array of StatsGameDTO) and whether one is live. */
export async function gamesText(competitionId: number, seasonId: number, asOf: Date): Promise<{ games: string; live: boolean }> {
  const [row] = await db().$queryRaw<{ games: string; live: boolean }[]>(cached(gamesTextSql(competitionId, seasonId, asOf)));
  return row!;
}

export async function gameDetails(gameId: number, asOf: Date): Promise<StatsGameDetailsDTO> {
  const game = await db().game.findUnique({ where: { id: gameId }, select: GAME_DETAILS_SELECT });
  if (!game) throw notFound('Game');
  // The number worn in this game (line-up) comes before the membership's current one.
  const worn = new Map(game.lineups.map((l) => [l.membershipId, l.jerseyNumber]));
  const jersey = (id: number | null, m: { jerseyNumber: string | null } | null) =>
    id === null ? null : (worn.get(id) ?? m?.jerseyNumber ?? null);
  return {
    category: {
      id: game.competitionId,
      type: typeOfKind(game.competition.kind),
      name: game.competition.name,
      association: game.competition.association,
    },
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
