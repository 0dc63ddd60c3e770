// The rules a scheduled game must keep (docs/product.md#game-day): two different teams of its group, a kickoff inside
// the season, a number free in its competition and season, a field of the home club that no other game holds at
// that time. One place for the game form, the generator and whoever else writes games.
import { associationTimeZone, dayIn } from '../../../shared/clock';
import { regularPlaySeconds } from '../../../shared/game-day';
import { Prisma } from '../../db/generated/client';
import { AppError, notFound } from '../../errors';
import { lockFieldSql } from './locks.sql';
import { FIELD_SLOT_SELECT, GROUP_FACTS_SELECT, type GroupFacts } from './rows';

type Tx = Prisma.TransactionClient;

/** Besides regular play, a game holds its field this long (breaks between periods, overtime, changeover). */
export const FIELD_BUFFER_SECONDS = 30 * 60;

/** How long a game of a competition holds its field, in seconds. */
export const fieldSlotSeconds = (c: { periodCount: number; periodSeconds: number }) =>
  regularPlaySeconds(c) + FIELD_BUFFER_SECONDS;

export async function loadGroupFacts(tx: Tx, groupId: number): Promise<GroupFacts> {
  const group = await tx.group.findUnique({ where: { id: groupId }, select: GROUP_FACTS_SELECT });
  if (!group) throw notFound('Group');
  return group;
}

/** The kickoff's day on the association's calendar lies within the season (first and last day included). */
export function insideSeason(kickoff: Date, season: { startsOn: Date; endsOn: Date }): boolean {
  const day = dayIn(associationTimeZone(), kickoff);
  return day >= season.startsOn.toISOString().slice(0, 10) && day <= season.endsOn.toISOString().slice(0, 10);
}

export interface PlannedGame {
  number: number;
  kickoff: Date;
  homeTeamId: number;
  awayTeamId: number;
  fieldId: number | null;
}

/**
 * A game's teams and kickoff against its group: 400 SameTeamBothSides, 422 TeamNotInGroup, 422 KickoffOutsideSeason.
 * Answers the home team's club.
 */
export function checkTeamsAndKickoff(group: GroupFacts, game: PlannedGame): { homeClubId: number } {
  if (game.homeTeamId === game.awayTeamId) throw new AppError('SameTeamBothSides', 'Home and away are the same team');
  const home = group.teams.find((t) => t.teamId === game.homeTeamId);
  const away = group.teams.find((t) => t.teamId === game.awayTeamId);
  for (const [side, found, id] of [
    ['home', home, game.homeTeamId],
    ['away', away, game.awayTeamId],
  ] as const) {
    if (!found) {
      throw new AppError('TeamNotInGroup', `The ${side} team does not play in this group`, {
        details: [{ field: `${side}_team_id`, team_id: id }],
      });
    }
  }
  if (!insideSeason(game.kickoff, group.season)) {
    throw new AppError('KickoffOutsideSeason', 'The kickoff is outside the season', {
      details: [
        {
          field: 'kickoff_time',
          starts_on: group.season.startsOn.toISOString().slice(0, 10),
          ends_on: group.season.endsOn.toISOString().slice(0, 10),
        },
      ],
    });
  }
  return { homeClubId: home!.team.clubId };
}

/** 409 GameNumberTaken when another game of the competition's season has the number. */
export async function checkNumberFree(
  tx: Tx,
  where: { competitionId: number; seasonId: number; numbers: number[]; exceptGameIds?: number[] },
): Promise<void> {
  const taken = await tx.game.findFirst({
    where: {
      competitionId: where.competitionId,
      seasonId: where.seasonId,
      number: { in: where.numbers },
      id: { notIn: where.exceptGameIds ?? [] },
    },
    select: { number: true },
  });
  if (taken) {
    throw new AppError('GameNumberTaken', `Game number ${taken.number} is taken`, {
      details: [{ field: 'number', number: taken.number }],
    });
  }
}

/** The field for a game of this home club: 404 for an unknown one, 422 FieldOfAnotherClub for another club's. */
export async function homeField(tx: Tx, fieldId: number, homeClubId: number): Promise<{ id: number; name: string }> {
  const field = await tx.clubField.findUnique({ where: { id: fieldId }, select: { id: true, name: true, clubId: true } });
  if (!field) throw notFound('Field');
  if (field.clubId !== homeClubId) {
    throw new AppError('FieldOfAnotherClub', 'The field is not the home club’s', { details: [{ field: 'field_id' }] });
  }
  return { id: field.id, name: field.name };
}

export interface FieldBooking {
  fieldId: number;
  kickoff: Date;
  /** How long the game holds the field (fieldSlotSeconds of its competition). */
  seconds: number;
  number: number;
}

/**
 * 409 FieldDoubleBooked when a booking overlaps a game on the same field that is not cancelled (other than those
 * excepted: the game itself, the games a generator replaces) or another booking of the same batch. Takes a
 * transaction lock per field first, so two schedulers cannot book the same slot at once.
 */
export async function checkFieldsFree(tx: Tx, bookings: FieldBooking[], exceptGameIds: number[] = []): Promise<void> {
  await pickFreeFields(
    tx,
    bookings.map((b) => ({ ...b, fieldIds: [b.fieldId] })),
    exceptGameIds,
  );
}

/**
 * For each booking the first of its fields (in the order given) that is free at its time, counting the bookings
 * before it; 409 FieldDoubleBooked when none is. Locks the fields for the transaction.
 */
export async function pickFreeFields(
  tx: Tx,
  bookings: Array<Omit<FieldBooking, 'fieldId'> & { fieldIds: number[] }>,
  exceptGameIds: number[] = [],
): Promise<number[]> {
  if (bookings.length === 0) return [];
  const fieldIds = [...new Set(bookings.flatMap((b) => b.fieldIds))].sort((a, b) => a - b);
  for (const id of fieldIds) await tx.$executeRaw(lockFieldSql(id));
  const from = new Date(Math.min(...bookings.map((b) => b.kickoff.getTime())) - 86_400_000);
  const to = new Date(Math.max(...bookings.map((b) => b.kickoff.getTime())) + 86_400_000);
  const stored = await tx.game.findMany({
    where: {
      fieldId: { in: fieldIds },
      status: { not: 'cancelled' },
      kickoffTime: { gte: from, lte: to },
      id: { notIn: exceptGameIds },
    },
    select: FIELD_SLOT_SELECT,
  });
  interface Held {
    start: number;
    end: number;
    number: number;
  }
  const byField = new Map<number, Held[]>();
  const hold = (fieldId: number, h: Held) => byField.set(fieldId, [...(byField.get(fieldId) ?? []), h]);
  for (const g of stored) {
    const start = g.kickoffTime.getTime();
    hold(g.fieldId!, { start, end: start + fieldSlotSeconds(g.competition) * 1000, number: g.number });
  }
  return bookings.map((b) => {
    const start = b.kickoff.getTime();
    const end = start + b.seconds * 1000;
    let clash: Held | undefined;
    for (const fieldId of b.fieldIds) {
      clash = (byField.get(fieldId) ?? []).find((h) => h.start < end && start < h.end);
      if (!clash) {
        hold(fieldId, { start, end, number: b.number });
        return fieldId;
      }
    }
    throw new AppError('FieldDoubleBooked', `Game ${b.number}: the field is taken by game ${clash?.number}`, {
      details: [{ field: 'field_id', number: b.number, other_number: clash?.number ?? null }],
    });
  });
}
