// The schedule's writes and reads (docs/product.md#game-day): create, edit, postpone and cancel a game, each in one
// transaction with its game tasks (syncGameTasks) and an audit entry; the games list of the game management area.
// A started or finished game keeps its schedule (409 GameAlreadyStarted).
import { enqueuePush } from '../../platform/push-outbox';
import { addDays, zonedDateTime } from '../../../shared/clock';
import type { CancelInput, GameInput, GameListQuery, PostponeInput } from '../../../shared/schemas/games';
import { db } from '../../db/client';
import { Prisma } from '../../db/generated/client';
import { AppError, notFound } from '../../errors';
import type { Access } from '../access';
import { audit } from '../../platform/audit';
import {
  checkFieldsFree,
  checkNumberFree,
  checkTeamsAndKickoff,
  fieldSlotSeconds,
  homeField,
  insideSeason,
  loadGroupFacts,
} from './game-checks';
import { syncGameTasks } from './tasks-sync';
import { noticeGame, type GameNoticeKind } from './game-notices';
import { gameListWhere } from './policy';
import { lockGame, SCHEDULED_GAME_SELECT, type ScheduledGameRow } from './rows';

type Tx = Prisma.TransactionClient;

/** The games list: filters, soonest first, one page (page_size 0: all). */
export async function listGames(access: Access, query: GameListQuery): Promise<{ rows: ScheduledGameRow[]; total: number }> {
  const kickoff: Prisma.DateTimeFilter = {};
  if (query.from) kickoff.gte = zonedDateTime(query.from, '00:00');
  // `to` is the last day listed: everything before the next day's midnight on the association's clock.
  if (query.to && query.to < '9999-12-31') kickoff.lt = zonedDateTime(addDays(query.to, 1), '00:00');
  const where: Prisma.GameWhereInput = {
    AND: [
      gameListWhere(access, 'games.list'),
      {
        competitionId: query.competition,
        seasonId: query.season,
        groupId: query.group,
        status: query.status,
        ...(query.from || query.to ? { kickoffTime: kickoff } : {}),
      },
      query.team ? { OR: [{ homeTeamId: query.team }, { awayTeamId: query.team }] } : {},
      query.without_referees ? { officials: { none: { role: 'referee' } } } : {},
    ],
  };
  const size = query.page_size;
  const [rows, total] = await Promise.all([
    db().game.findMany({
      where,
      select: SCHEDULED_GAME_SELECT,
      orderBy: [{ kickoffTime: 'asc' }, { number: 'asc' }, { id: 'asc' }],
      ...(size > 0 ? { skip: query.page * size, take: size } : {}),
    }),
    db().game.count({ where }),
  ]);
  return { rows, total };
}

/** A change to a game's schedule: its number, kickoff, teams and place all checked against the group. */
async function checkedGame(tx: Tx, competitionId: number, input: GameInput, gameId: number | null) {
  const group = await loadGroupFacts(tx, input.group_id);
  if (group.competitionId !== competitionId) throw notFound('Group');
  const kickoff = new Date(input.kickoff_time);
  const planned = {
    number: input.number,
    kickoff,
    homeTeamId: input.home_team_id,
    awayTeamId: input.away_team_id,
    fieldId: input.field_id,
  };
  const { homeClubId } = checkTeamsAndKickoff(group, planned);
  await checkNumberFree(tx, {
    competitionId,
    seasonId: group.seasonId,
    numbers: [input.number],
    exceptGameIds: gameId ? [gameId] : [],
  });
  const field = input.field_id ? await homeField(tx, input.field_id, homeClubId) : null;
  if (field) {
    await checkFieldsFree(
      tx,
      [{ fieldId: field.id, kickoff, seconds: fieldSlotSeconds(group.competition), number: input.number }],
      gameId ? [gameId] : [],
    );
  }
  return {
    seasonId: group.seasonId,
    groupId: group.id,
    number: input.number,
    kickoffTime: kickoff,
    homeTeamId: input.home_team_id,
    awayTeamId: input.away_team_id,
    fieldId: field?.id ?? null,
    // The field's name repeats as the location for the feeds and older clients.
    location: field?.name ?? (input.location || null),
  };
}

/** Tells the game's managers and referees of a change the calendar notices (its revision names the notice). */
async function noticeScheduleChange(tx: Tx, actorId: number, gameId: number, kind: GameNoticeKind): Promise<void> {
  const { sequence } = await tx.game.findUniqueOrThrow({ where: { id: gameId }, select: { sequence: true } });
  await noticeGame(tx, { kind, gameId, actorId, revision: sequence });
  if (kind === 'moved' || kind === 'postponed' || kind === 'cancelled')
    await enqueuePush(tx, { gameId, kind: 'schedule', revision: sequence, facts: { change: kind } });
}

/** A unique-number race lost between the check and the write is the same answer as the check's. */
async function numberRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002') {
      throw new AppError('GameNumberTaken', 'Game number is taken', { details: [{ field: 'number' }] });
    }
    throw e;
  }
}

export function createGame(actorId: number, competitionId: number, input: GameInput): Promise<ScheduledGameRow> {
  return numberRace(() =>
    db().$transaction(async (tx) => {
      const data = await checkedGame(tx, competitionId, input, null);
      const game = await tx.game.create({ data: { competitionId, ...data }, select: { id: true } });
      await syncGameTasks(tx, game.id);
      await audit(tx, { actorId, action: 'game.create', entity: 'game', entityId: game.id, data: { number: input.number } });
      return tx.game.findUniqueOrThrow({ where: { id: game.id }, select: SCHEDULED_GAME_SELECT });
    }),
  );
}

/** The game, locked for the change; 409 GameAlreadyStarted once it started or finished. */
async function unstartedGame(tx: Tx, gameId: number) {
  await lockGame(tx, gameId);
  const game = await tx.game.findUnique({ where: { id: gameId }, select: SCHEDULED_GAME_SELECT });
  if (!game) throw notFound('Game');
  if (game.startedAt || game.finishedAt) {
    throw new AppError('GameAlreadyStarted', 'A started or finished game keeps its schedule');
  }
  return game;
}

export function updateGame(actorId: number, gameId: number, input: GameInput): Promise<ScheduledGameRow> {
  return numberRace(() =>
    db().$transaction(async (tx) => {
      const game = await unstartedGame(tx, gameId);
      const data = await checkedGame(tx, game.competitionId, input, gameId);
      await tx.game.update({ where: { id: gameId }, data });
      await syncGameTasks(tx, gameId);
      const moved =
        game.kickoffTime.getTime() !== data.kickoffTime.getTime() ||
        game.fieldId !== data.fieldId ||
        (game.location ?? null) !== data.location;
      if (moved) await noticeScheduleChange(tx, actorId, gameId, 'moved');
      await audit(tx, {
        actorId,
        action: 'game.update',
        entity: 'game',
        entityId: gameId,
        data: { number: input.number, kickoff_time: data.kickoffTime.toISOString() },
      });
      return tx.game.findUniqueOrThrow({ where: { id: gameId }, select: SCHEDULED_GAME_SELECT });
    }),
  );
}

/** Postponed: to a new kickoff (checked against the season and the field), or with the date still open. */
export function postponeGame(actorId: number, gameId: number, input: PostponeInput): Promise<ScheduledGameRow> {
  return db().$transaction(async (tx) => {
    const game = await unstartedGame(tx, gameId);
    const kickoff = input.kickoff_time ? new Date(input.kickoff_time) : null;
    if (kickoff) {
      if (!insideSeason(kickoff, game.season)) {
        throw new AppError('KickoffOutsideSeason', 'The kickoff is outside the season', {
          details: [{ field: 'kickoff_time' }],
        });
      }
      if (game.fieldId) {
        await checkFieldsFree(
          tx,
          [{ fieldId: game.fieldId, kickoff, seconds: fieldSlotSeconds(game.competition), number: game.number }],
          [gameId],
        );
      }
    }
    await tx.game.update({
      where: { id: gameId },
      // kickoffOpen: the old kickoff stands in for the open date (calendar feeds mark it tentative); a new kickoff
      // clears it, through this or any other write (trigger games_revision).
      data: {
        status: 'postponed',
        statusReason: input.reason,
        kickoffOpen: !kickoff,
        ...(kickoff ? { kickoffTime: kickoff } : {}),
      },
    });
    await syncGameTasks(tx, gameId);
    await noticeScheduleChange(tx, actorId, gameId, 'postponed');
    await audit(tx, {
      actorId,
      action: 'game.postpone',
      entity: 'game',
      entityId: gameId,
      data: { from: game.kickoffTime.toISOString(), to: kickoff?.toISOString() ?? null, reason: input.reason },
    });
    return tx.game.findUniqueOrThrow({ where: { id: gameId }, select: SCHEDULED_GAME_SELECT });
  });
}

/** Cancelled: counts for nothing, its open tasks disappear (syncGameTasks). */
export function cancelGame(actorId: number, gameId: number, input: CancelInput): Promise<ScheduledGameRow> {
  return db().$transaction(async (tx) => {
    await unstartedGame(tx, gameId);
    await tx.game.update({ where: { id: gameId }, data: { status: 'cancelled', statusReason: input.reason } });
    await syncGameTasks(tx, gameId);
    await noticeScheduleChange(tx, actorId, gameId, 'cancelled');
    await audit(tx, { actorId, action: 'game.cancel', entity: 'game', entityId: gameId, data: { reason: input.reason } });
    return tx.game.findUniqueOrThrow({ where: { id: gameId }, select: SCHEDULED_GAME_SELECT });
  });
}
