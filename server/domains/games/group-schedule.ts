// A group's generated schedule (docs/product.md#game-day): the round-robin (server/domains/games/round-robin.ts) on the
// group's teams, checked like any game (season, numbers, fields), previewed in a dry run, then written in one
// transaction with the games' tasks. A group with games is refused unless its unplayed games are to be replaced.
import type { ScheduleInput } from '../../../shared/schemas/games';
import { db } from '../../db/client';
import { Prisma } from '../../db/generated/client';
import { AppError } from '../../errors';
import { audit } from '../../platform/audit';
import { checkNumberFree, fieldSlotSeconds, insideSeason, loadGroupFacts, pickFreeFields } from './game-checks';
import { syncGameTasksOf } from './tasks-sync';
import { lockGroupScheduleSql } from './locks.sql';
import { roundRobin, RoundRobinError, type RoundRobinGame } from './round-robin';

type Tx = Prisma.TransactionClient;

export interface ScheduledRound extends RoundRobinGame {
  id: number | null;
  homeTeamName: string;
  awayTeamName: string;
  fieldId: number | null;
  location: string | null;
}

export interface ScheduleOutcome {
  dryRun: boolean;
  replaced: number;
  games: ScheduledRound[];
}

/** Not started, not finished: what `replace` removes. */
const UNPLAYED = { startedAt: null, finishedAt: null } as const;

async function plan(tx: Tx, groupId: number, input: ScheduleInput) {
  const group = await loadGroupFacts(tx, groupId);
  // The circle starts from the teams in a fixed order, so a repeated dry run shows the same schedule.
  const teams = [...group.teams].sort((a, b) => a.team.name.localeCompare(b.team.name) || a.teamId - b.teamId);
  if (teams.length < 2) throw new AppError('GroupTooSmall', 'A round-robin needs at least two teams');

  const existing = await tx.game.findMany({ where: { groupId }, select: { id: true, startedAt: true, finishedAt: true } });
  if (existing.length > 0 && !input.replace) {
    throw new AppError('GroupHasGames', `The group has ${existing.length} games`, {
      details: [{ games: existing.length }],
    });
  }
  const replaced = existing.filter((g) => !g.startedAt && !g.finishedAt).map((g) => g.id);

  let firstNumber = input.first_number;
  if (firstNumber === null) {
    const max = await tx.game.aggregate({
      where: { competitionId: group.competitionId, seasonId: group.seasonId, id: { notIn: replaced } },
      _max: { number: true },
    });
    firstNumber = (max._max.number ?? 0) + 1;
  }

  let rounds: RoundRobinGame[];
  try {
    rounds = roundRobin({
      teamIds: teams.map((t) => t.teamId),
      double: input.double,
      startDate: input.start_date,
      weekday: input.weekday,
      time: input.time,
      intervalDays: input.interval_days,
      firstNumber,
    });
  } catch (e) {
    if (e instanceof RoundRobinError) throw new AppError('ValidationFailed', e.message);
    throw e;
  }

  const outside = rounds.find((r) => !insideSeason(r.kickoff, group.season));
  if (outside) {
    throw new AppError('KickoffOutsideSeason', `Game ${outside.number} (${outside.day}) is outside the season`, {
      details: [
        {
          number: outside.number,
          day: outside.day,
          starts_on: group.season.startsOn.toISOString().slice(0, 10),
          ends_on: group.season.endsOn.toISOString().slice(0, 10),
        },
      ],
    });
  }
  await checkNumberFree(tx, {
    competitionId: group.competitionId,
    seasonId: group.seasonId,
    numbers: rounds.map((r) => r.number),
    exceptGameIds: replaced,
  });

  // The home club's fields, when asked for: each game on the first one free at its time.
  const clubIds = [...new Set(teams.map((t) => t.team.clubId))];
  const fields = input.home_field
    ? await tx.clubField.findMany({
        where: { clubId: { in: clubIds } },
        orderBy: { id: 'asc' },
        select: { id: true, name: true, clubId: true },
      })
    : [];
  const fieldsOf = new Map<number, Array<{ id: number; name: string }>>();
  for (const f of fields) fieldsOf.set(f.clubId, [...(fieldsOf.get(f.clubId) ?? []), f]);
  const fieldName = new Map(fields.map((f) => [f.id, f.name]));
  const teamOf = new Map(teams.map((t) => [t.teamId, t.team]));

  const games: ScheduledRound[] = rounds.map((r) => ({
    ...r,
    id: null,
    homeTeamName: teamOf.get(r.homeTeamId)!.name,
    awayTeamName: teamOf.get(r.awayTeamId)!.name,
    fieldId: null,
    location: null,
  }));
  const slot = fieldSlotSeconds(group.competition);
  const withFields = games.filter((g) => (fieldsOf.get(teamOf.get(g.homeTeamId)!.clubId) ?? []).length > 0);
  const picked = await pickFreeFields(
    tx,
    withFields.map((g) => ({
      fieldIds: fieldsOf.get(teamOf.get(g.homeTeamId)!.clubId)!.map((f) => f.id),
      kickoff: g.kickoff,
      seconds: slot,
      number: g.number,
    })),
    replaced,
  );
  withFields.forEach((g, i) => {
    g.fieldId = picked[i]!;
    g.location = fieldName.get(picked[i]!) ?? null;
  });
  return { group, games, replaced };
}

/** The generator: a dry run answers the games it would write; otherwise they are written, all or none. */
export async function scheduleGroup(actorId: number, groupId: number, input: ScheduleInput): Promise<ScheduleOutcome> {
  if (input.dry_run) {
    const { games, replaced } = await db().$transaction((tx) => plan(tx, groupId, input));
    return { dryRun: true, replaced: replaced.length, games };
  }
  try {
    return await db().$transaction(
      async (tx) => {
        // One generator per group at a time: a second one waits and then sees the first one's games.
        await tx.$executeRaw(lockGroupScheduleSql(groupId));
        const { group, games, replaced } = await plan(tx, groupId, input);
        if (replaced.length) await tx.game.deleteMany({ where: { id: { in: replaced }, ...UNPLAYED } });
        const created = await tx.game.createManyAndReturn({
          data: games.map((g) => ({
            competitionId: group.competitionId,
            seasonId: group.seasonId,
            groupId: group.id,
            number: g.number,
            kickoffTime: g.kickoff,
            homeTeamId: g.homeTeamId,
            awayTeamId: g.awayTeamId,
            fieldId: g.fieldId,
            location: g.location,
          })),
          select: { id: true, number: true },
        });
        await syncGameTasksOf(
          tx,
          created.map((c) => c.id),
        );
        await audit(tx, {
          actorId,
          action: 'game.schedule',
          entity: 'group',
          entityId: group.id,
          data: { games: created.length, replaced: replaced.length, double: input.double },
        });
        const idOf = new Map(created.map((c) => [c.number, c.id]));
        return { dryRun: false, replaced: replaced.length, games: games.map((g) => ({ ...g, id: idOf.get(g.number) ?? null })) };
      },
      { timeout: 60_000 },
    );
  } catch (e) {
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002') {
      throw new AppError('GameNumberTaken', 'A game number is taken');
    }
    throw e;
  }
}
