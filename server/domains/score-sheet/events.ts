// Events at the table (docs/product.md#score-sheet): goals, fouls, timeouts and breaks, each with the phone's
// idempotency key; the score is derived from the goal events in the same transaction. Every change holds the game's
// row lock (play.ts lockedGame, docs/decisions/026-score-sheet-events.md), so the table's calls on one game run one
// after another and the score is always the count of the goals committed with it. After the finish only the referees
// and the scorer change events, and a change removes every signature given since the finish (signature-removal.ts).
import { enqueuePush } from '../../platform/push-outbox';
import type { EventCorrection, EventInput, SheetEventDTO, SideName } from '../../../shared/schemas/score-sheet';
import { type Prisma, db } from '../../db/client';
import { Prisma as P } from '../../db/generated/client';
import { AppError, notFound } from '../../errors';
import { publishGameChange } from '../../live/publish';
import type { SheetAccess } from './policy';
import { presentSheetEvent } from './presenter';
import { audit } from '../../platform/audit';
import { lineupMembers } from './lineups';
import { lockedGame, shootoutPeriod, type LockedGame } from './play';
import { SHEET_EVENT_SELECT, type SheetEventRow } from './rows';
import { recomputeScoreSql } from './sheet.sql';
import { removeSignatures } from './signature-removal';
import { noticeGame } from '../games';

type Tx = Prisma.TransactionClient;

type EventFields = Omit<EventInput, 'idempotency_key' | 'reason'>;

const invalid = (path: string, message: string) =>
  new AppError('ValidationFailed', `${path}: ${message}`, { details: [{ path, code: 'custom', message }] });

/**
 * May this change be made now? Before the start 409 GameNotStarted; a cancelled game 409 GameCancelled; after the
 * finish no new event (409 GameFinished), and corrections and undos until the sheet locks only by an assigned referee
 * or the named scorer (403 EventsClosedAfterFinish for the team managers and the league), or by an association admin
 * with a reason as a correction; a locked sheet only by an association admin with a reason (409 SheetLocked
 * otherwise). An admin's change with a reason is kept as a correction (game_corrections).
 */
function changeKind(sheet: SheetAccess, game: LockedGame, reason: string | null, adding: boolean): { correction: boolean } {
  if (game.status === 'cancelled') throw new AppError('GameCancelled', 'The game is cancelled');
  if (!game.startedAt) throw new AppError('GameNotStarted', 'The game has not started');
  if (game.lockedAt) {
    if (sheet.rights.correct_locked && reason) return { correction: true };
    throw new AppError('SheetLocked', sheet.rights.correct_locked ? 'A correction needs a reason' : 'The score sheet is locked');
  }
  if (!game.finishedAt) return { correction: false };
  if (adding) throw new AppError('GameFinished', 'The game is finished');
  if (sheet.rights.change_finished_events) return { correction: false };
  if (sheet.rights.correct_locked && reason) return { correction: true };
  throw new AppError(
    'EventsClosedAfterFinish',
    sheet.rights.correct_locked
      ? "After the finish an association admin's change needs a reason"
      : 'After the finish only the referees and the scorer change events',
  );
}

/** The players a side may have on its events (its line-up: lineups.ts lineupMembers); membership id -> the jersey worn. */
async function lineupOf(tx: Tx, gameId: number, teamId: number): Promise<Map<number, string | null>> {
  const { players } = (await lineupMembers(tx, gameId, [teamId])).get(teamId)!;
  return new Map(players.map((p) => [p.membershipId, p.jerseyNumber]));
}

/**
 * Shots only where the competition tracks them (409 ShotsNotTracked); shootout attempts only in the game's shootout,
 * in its period (409 ExtraTimeNotAllowed), docs/decisions/051-goalies-overtime-and-shootout.md.
 */
function requireEventAllowed(game: LockedGame, input: EventFields): void {
  if (input.type === 'shot' && !game.competition.trackShots) {
    throw new AppError('ShotsNotTracked', 'The competition does not track shots');
  }
  const inShootout = game.extraTime === 'shootout' && input.period === shootoutPeriod(game.competition);
  if (input.type === 'shootout' && !inShootout) {
    throw new AppError('ExtraTimeNotAllowed', 'Shootout attempts are entered in the shootout only');
  }
}

/** The columns of an event from what the table sent, checked against the game's line-ups and penalty types. */
async function checkedEvent(tx: Tx, game: LockedGame, input: EventFields) {
  requireEventAllowed(game, input);
  const needsSide = input.type !== 'break';
  // A goalie change without a player empties the net; a shot's or an attempt's shooter may be left out.
  const needsPlayer = input.type === 'goal' || input.type === 'foul';
  const mayHavePlayer = needsPlayer || input.type === 'shot' || input.type === 'goalie_change' || input.type === 'shootout';
  if (needsSide && !input.side) throw invalid('side', 'required');
  if (!needsSide && input.side) throw invalid('side', 'notAllowed');
  if (needsPlayer && input.membership_id === null) throw invalid('membership_id', 'required');
  if (!mayHavePlayer && input.membership_id !== null) throw invalid('membership_id', 'notAllowed');
  if (input.type === 'shootout' && input.scored === null) throw invalid('scored', 'required');
  if (input.type !== 'shootout' && input.scored !== null) throw invalid('scored', 'notAllowed');
  if (input.type !== 'goal' && input.assist_membership_id !== null) throw invalid('assist_membership_id', 'notAllowed');
  if (input.type === 'foul' && input.penalty_type_id === null) throw invalid('penalty_type_id', 'required');
  if (input.type !== 'foul' && input.penalty_type_id !== null) throw invalid('penalty_type_id', 'notAllowed');
  if (input.assist_membership_id !== null && input.assist_membership_id === input.membership_id) {
    throw invalid('assist_membership_id', 'assistIsScorer');
  }

  const side: SideName | null = input.side;
  const teamId = side === null ? null : side === 'home' ? game.homeTeamId : game.awayTeamId;
  let jerseyNumber: string | null = null;
  if (teamId !== null && input.membership_id !== null) {
    const lineup = await lineupOf(tx, game.id, teamId);
    if (!lineup.has(input.membership_id)) {
      throw new AppError('PlayerNotInLineup', `Membership ${input.membership_id} is not on the ${side} line-up`, {
        details: [{ path: 'membership_id', code: 'custom', message: 'PlayerNotInLineup' }],
      });
    }
    jerseyNumber = lineup.get(input.membership_id) ?? null;
    if (input.assist_membership_id !== null && !lineup.has(input.assist_membership_id)) {
      throw new AppError('AssistNotInLineup', `Membership ${input.assist_membership_id} is not on the ${side} line-up`, {
        details: [{ path: 'assist_membership_id', code: 'custom', message: 'AssistNotInLineup' }],
      });
    }
  }
  let penalty: { foulKind: 'technical' | 'personal'; seconds: number } | null = null;
  if (input.penalty_type_id !== null) {
    penalty = await tx.penaltyType.findFirst({
      where: { id: input.penalty_type_id, competitionId: game.competitionId },
      select: { foulKind: true, seconds: true },
    });
    if (!penalty) {
      throw new AppError('UnknownPenaltyType', `Penalty type ${input.penalty_type_id} is not the competition's`, {
        details: [{ path: 'penalty_type_id', code: 'custom', message: 'UnknownPenaltyType' }],
      });
    }
  }
  return {
    type: input.type,
    eventTime: input.event_time,
    period: input.period,
    teamId,
    awayTeam: side === 'away',
    membershipId: input.membership_id,
    assistMembershipId: input.assist_membership_id,
    jerseyNumber,
    penaltyTypeId: input.penalty_type_id,
    foulKind: penalty?.foulKind ?? null,
    penaltySeconds: penalty?.seconds ?? null,
    scored: input.scored,
  };
}

/** The score from the goal events, never typed: called in every transaction that changes a game's events. */
async function recomputeScore(tx: Tx, gameId: number): Promise<void> {
  await tx.$executeRaw(recomputeScoreSql(gameId));
}

/** What the history and a correction keep of an event (JSON, without the names that may change). */
function snapshot(e: SheetEventDTO) {
  return {
    type: e.type,
    event_time: e.event_time,
    period: e.period,
    side: e.side,
    membership_id: e.membership_id,
    player_name: e.player_name,
    assist_membership_id: e.assist_membership_id,
    assist_name: e.assist_name,
    penalty_type_id: e.penalty_type_id,
    scored: e.scored,
  };
}

/**
 * After a change of the events: the score, the history entry, on a locked sheet the correction (its notice queued),
 * after the finish of an unlocked sheet the removal of every signature given since the finish, the live streams.
 */
async function recordChange(
  tx: Tx,
  sheet: SheetAccess,
  game: LockedGame,
  change: {
    action: 'event.add' | 'event.correct' | 'event.undo';
    eventId: number;
    before: SheetEventDTO | null;
    after: SheetEventDTO | null;
  },
  correction: { reason: string | null; locked: boolean },
): Promise<void> {
  await recomputeScore(tx, game.id);
  const data = {
    event_id: change.eventId,
    before: change.before ? snapshot(change.before) : null,
    after: change.after ? snapshot(change.after) : null,
    ...(correction.reason ? { reason: correction.reason } : {}),
  };
  await audit(tx, { actorId: sheet.personId, action: `game.${change.action}`, entity: 'game', entityId: game.id, data });
  if (correction.locked) {
    const stored = await tx.gameCorrection.create({
      data: { gameId: game.id, personId: sheet.personId, reason: correction.reason!, change: { action: change.action, ...data } },
      select: { id: true },
    });
    await noticeGame(tx, {
      kind: 'corrected',
      gameId: game.id,
      actorId: sheet.personId,
      reason: correction.reason,
      revision: stored.id,
    });
  }
  // A signature given since the finish attests the final sheet, which is no longer the one shown (a line-up confirmed
  // before it confirmed the line-up only); a locked sheet's correction is listed with its reason instead.
  if (game.finishedAt && !game.lockedAt) {
    await removeSignatures(tx, {
      gameId: game.id,
      roles: ['home_manager', 'away_manager', 'referee'],
      signedSince: game.finishedAt,
      cause: 'events',
      actorId: sheet.personId,
    });
  }
  await publishGameChange({ gameId: game.id, competitionId: game.competitionId }, tx);
}

const storedEvent = (client: Tx, gameId: number, key: string) =>
  client.gameEvent.findUnique({
    where: { gameId_idempotencyKey: { gameId, idempotencyKey: key } },
    select: SHEET_EVENT_SELECT,
  });

const isUniqueViolation = (e: unknown) => e instanceof P.PrismaClientKnownRequestError && e.code === 'P2002';

/**
 * A new event. The same idempotency key again answers the stored event (created: false) whatever happened since,
 * so a phone's retry after a lost answer never doubles a goal.
 */
/** A goal to the game's followers, with the score it made (kept by the trigger on game_events). */
async function pushGoal(tx: Tx, gameId: number, eventId: number, teamId: number | null): Promise<void> {
  const { homeScore, awayScore } = await tx.game.findUniqueOrThrow({
    where: { id: gameId },
    select: { homeScore: true, awayScore: true },
  });
  await enqueuePush(tx, {
    gameId,
    kind: 'goal',
    revision: eventId,
    goal: { event_id: eventId, team_id: teamId, home_score: homeScore, away_score: awayScore, scorer: null },
  });
}

export async function addEvent(sheet: SheetAccess, input: EventInput): Promise<{ event: SheetEventDTO; created: boolean }> {
  const gameId = sheet.game.id;
  try {
    const added = await db().$transaction(async (tx) => {
      const game = await lockedGame(tx, gameId);
      const stored = await storedEvent(tx, gameId, input.idempotency_key);
      if (stored) return { event: presentSheetEvent(stored), created: false };
      const { correction } = changeKind(sheet, game, input.reason, true);
      const { idempotency_key: idempotencyKey, reason: _reason, ...fields } = input;
      const data = await checkedEvent(tx, game, fields);
      const row = await tx.gameEvent.create({
        data: { gameId, idempotencyKey, createdById: sheet.personId, ...data },
        select: SHEET_EVENT_SELECT,
      });
      const event = presentSheetEvent(row);
      if (row.type === 'goal') await pushGoal(tx, gameId, row.id, row.teamId);
      await recordChange(
        tx,
        sheet,
        game,
        { action: 'event.add', eventId: row.id, before: null, after: event },
        { reason: input.reason, locked: correction },
      );
      return { event, created: true };
    });
    return added;
  } catch (e) {
    // The row lock serializes posts of one game; should two still meet at the unique index, the loser answers the
    // winner's event.
    if (isUniqueViolation(e)) {
      const stored = await storedEvent(db(), gameId, input.idempotency_key);
      if (stored) return { event: presentSheetEvent(stored), created: false };
    }
    throw e;
  }
}

async function eventOfGame(tx: Tx, gameId: number, eventId: number): Promise<SheetEventRow> {
  const row = await tx.gameEvent.findFirst({ where: { id: eventId, gameId }, select: SHEET_EVENT_SELECT });
  if (!row) throw notFound('Event');
  return row;
}

/**
 * The sheet's last event (by period and game time, as the sheet lists them) is changed or deleted as it is, a slip just
 * made; any earlier one only with a reason, which the history keeps with the old and the new (400 otherwise).
 */
async function requireReasonUnlessLast(tx: Tx, gameId: number, eventId: number, reason: string | null): Promise<void> {
  if (reason) return;
  const last = await tx.gameEvent.findFirst({
    where: { gameId },
    orderBy: [{ period: { sort: 'desc', nulls: 'last' } }, { eventTime: 'desc' }, { id: 'desc' }],
    select: { id: true },
  });
  if (last?.id !== eventId) throw invalid('reason', 'required');
}

/** Corrects an event: its fields as sent again, updated_at now, before and after in the history. */
export async function correctEvent(sheet: SheetAccess, eventId: number, input: EventCorrection): Promise<SheetEventDTO> {
  return db().$transaction(async (tx) => {
    const game = await lockedGame(tx, sheet.game.id);
    const before = presentSheetEvent(await eventOfGame(tx, game.id, eventId));
    const { correction } = changeKind(sheet, game, input.reason, false);
    await requireReasonUnlessLast(tx, game.id, eventId, input.reason);
    const { reason, ...fields } = input;
    const data = await checkedEvent(tx, game, fields);
    const row = await tx.gameEvent.update({
      where: { id: eventId },
      data: { ...data, updatedAt: new Date() },
      select: SHEET_EVENT_SELECT,
    });
    const after = presentSheetEvent(row);
    const change = { action: 'event.correct' as const, eventId, before, after };
    await recordChange(tx, sheet, game, change, { reason, locked: correction });
    return after;
  });
}

/** Undoes an event: it is deleted, the history keeps what it was. */
export async function undoEvent(sheet: SheetAccess, eventId: number, reason: string | null): Promise<void> {
  await db().$transaction(async (tx) => {
    const game = await lockedGame(tx, sheet.game.id);
    const before = presentSheetEvent(await eventOfGame(tx, game.id, eventId));
    const { correction } = changeKind(sheet, game, reason, false);
    await requireReasonUnlessLast(tx, game.id, eventId, reason);
    await tx.gameEvent.delete({ where: { id: eventId } });
    const change = { action: 'event.undo' as const, eventId, before, after: null };
    await recordChange(tx, sheet, game, change, { reason, locked: correction });
  });
}
