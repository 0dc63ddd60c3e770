// Keeps a game's open tasks in step with its staff (docs/product.md#game-tasks): each team manager of both teams
// (a team-leader rule on the team) confirms the line-up, each assigned referee signs the score sheet, each named scorer
// keeps it. Called inside
// the transaction of every change that schedules, cancels or staffs a game, so tasks never lag behind the schedule.
import type { Prisma } from '../../db/client';
import { TASK_STAFF_SELECT } from './rows';

type Tx = Prisma.TransactionClient;
type TaskType = 'confirm_lineup' | 'sign_score_sheet' | 'keep_score_sheet';

const key = (gameId: number, personId: number, type: TaskType) => `${gameId}:${personId}:${type}`;

/**
 * Brings the open tasks of these games in line: missing ones are created, open ones of people no longer on the game
 * (a referee taken off, a team manager whose rule ended) and every open one of a cancelled game are removed. Done
 * tasks stay as the record of what was done. Idempotent, a fixed number of statements for any number of games (the
 * schedule import syncs a whole season at once).
 */
export async function syncGameTasksOf(tx: Tx, gameIds: readonly number[]): Promise<void> {
  if (gameIds.length === 0) return;
  const games = await tx.game.findMany({
    where: { id: { in: [...gameIds] } },
    select: TASK_STAFF_SELECT,
  });
  const teamIds = [...new Set(games.flatMap((g) => [g.homeTeamId, g.awayTeamId]))];
  const managers = teamIds.length
    ? await tx.aclRule.findMany({
        where: { role: 'team_leader', teamId: { in: teamIds } },
        select: { personId: true, teamId: true },
      })
    : [];
  const managersOf = new Map<number, Set<number>>();
  for (const rule of managers) {
    const set = managersOf.get(rule.teamId!) ?? new Set<number>();
    set.add(rule.personId);
    managersOf.set(rule.teamId!, set);
  }

  const wanted = new Map<string, { gameId: number; personId: number; type: TaskType }>();
  for (const game of games) {
    if (game.status === 'cancelled') continue;
    for (const teamId of [game.homeTeamId, game.awayTeamId]) {
      for (const personId of managersOf.get(teamId) ?? []) {
        wanted.set(key(game.id, personId, 'confirm_lineup'), { gameId: game.id, personId, type: 'confirm_lineup' });
      }
    }
    for (const { personId } of game.officials) {
      wanted.set(key(game.id, personId, 'sign_score_sheet'), { gameId: game.id, personId, type: 'sign_score_sheet' });
    }
    for (const { personId } of game.scorers) {
      wanted.set(key(game.id, personId, 'keep_score_sheet'), { gameId: game.id, personId, type: 'keep_score_sheet' });
    }
  }

  const open = await tx.gameTask.findMany({
    where: { gameId: { in: games.map((g) => g.id) }, state: 'open' },
    select: { id: true, gameId: true, personId: true, type: true },
  });
  const stale = open.filter((task) => !wanted.has(key(task.gameId, task.personId, task.type))).map((t) => t.id);
  if (stale.length) await tx.gameTask.deleteMany({ where: { id: { in: stale } } });
  // skipDuplicates: a done task of the same game, person and type stays done instead of reopening.
  if (wanted.size) await tx.gameTask.createMany({ data: [...wanted.values()], skipDuplicates: true });
}

/** One game: see syncGameTasksOf. */
export function syncGameTasks(tx: Tx, gameId: number): Promise<void> {
  return syncGameTasksOf(tx, [gameId]);
}

/**
 * A team's manager changed (a team-leader rule granted or revoked): the line-up tasks of the team's games still to be
 * played follow. Played games keep their tasks as they were.
 */
export async function syncTeamGameTasks(tx: Tx, teamId: number): Promise<void> {
  const games = await tx.game.findMany({
    where: { OR: [{ homeTeamId: teamId }, { awayTeamId: teamId }], startedAt: null, finishedAt: null },
    select: { id: true },
  });
  await syncGameTasksOf(
    tx,
    games.map((g) => g.id),
  );
}
