// syncGameTasks keeps a game's open tasks in step with its team managers and referees (docs/product.md#game-tasks).
import { useTestApp } from '../../../test/app';
import { daysFromNow } from '../../../test/factories-clubs';
import { buildLeagueGame, buildOfficialsWorld, buildReferee, type OfficialsWorld } from '../../../test/factories-officials';
import { db } from '../../db/client';
import { syncGameTasks, syncGameTasksOf } from './tasks-sync';

const t = useTestApp();
let w: OfficialsWorld;
beforeAll(async () => {
  w = await buildOfficialsWorld();
});

const sync = (gameId: number) => db().$transaction((tx) => syncGameTasks(tx, gameId));
const tasksOf = async (gameId: number) =>
  (await t.prisma.gameTask.findMany({ where: { gameId }, select: { personId: true, type: true, state: true } })).sort(
    (a, b) => a.personId - b.personId || a.type.localeCompare(b.type),
  );

describe('syncGameTasks', () => {
  it('gives each team manager a confirm_lineup task and each referee a sign_score_sheet task, idempotently', async () => {
    const game = await buildLeagueGame(w, { kickoff: daysFromNow(3) });
    const referee = await buildReferee({ licenseId: w.license.id });
    await t.prisma.gameOfficial.create({ data: { gameId: game.id, personId: referee.id } });

    await sync(game.id);
    await sync(game.id);
    const expected = [
      { personId: w.homeManager.id, type: 'confirm_lineup', state: 'open' },
      { personId: w.awayManager.id, type: 'confirm_lineup', state: 'open' },
      { personId: referee.id, type: 'sign_score_sheet', state: 'open' },
    ].sort((a, b) => a.personId - b.personId);
    expect(await tasksOf(game.id)).toEqual(expected);
  });

  it('takes the open task from a referee taken off the game, and keeps done tasks', async () => {
    const game = await buildLeagueGame(w, { kickoff: daysFromNow(4) });
    const [stays, leaves] = [await buildReferee({ licenseId: w.license.id }), await buildReferee({ licenseId: w.license.id })];
    await t.prisma.gameOfficial.createMany({
      data: [
        { gameId: game.id, personId: stays.id },
        { gameId: game.id, personId: leaves.id },
      ],
    });
    await sync(game.id);
    await t.prisma.gameTask.updateMany({
      where: { gameId: game.id, personId: w.homeManager.id },
      data: { state: 'done', doneAt: new Date() },
    });
    await t.prisma.gameOfficial.delete({ where: { gameId_personId: { gameId: game.id, personId: leaves.id } } });
    await sync(game.id);

    const tasks = await tasksOf(game.id);
    expect(tasks.filter((x) => x.personId === leaves.id)).toEqual([]);
    expect(tasks).toContainEqual({ personId: stays.id, type: 'sign_score_sheet', state: 'open' });
    // A done task is not reopened by the next sync.
    expect(tasks).toContainEqual({ personId: w.homeManager.id, type: 'confirm_lineup', state: 'done' });
  });

  it("removes a cancelled game's open tasks and keeps its done ones; syncs many games at once", async () => {
    const cancelled = await buildLeagueGame(w, { kickoff: daysFromNow(5) });
    const other = await buildLeagueGame(w, { kickoff: daysFromNow(6) });
    const referee = await buildReferee({ licenseId: w.license.id });
    await t.prisma.gameOfficial.create({ data: { gameId: cancelled.id, personId: referee.id } });
    await db().$transaction((tx) => syncGameTasksOf(tx, [cancelled.id, other.id]));
    expect(await tasksOf(cancelled.id)).toHaveLength(3);
    expect(await tasksOf(other.id)).toHaveLength(2);

    await t.prisma.gameTask.updateMany({
      where: { gameId: cancelled.id, personId: w.awayManager.id },
      data: { state: 'done', doneAt: new Date() },
    });
    await t.prisma.game.update({ where: { id: cancelled.id }, data: { status: 'cancelled', statusReason: 'Halle gesperrt' } });
    await sync(cancelled.id);
    expect(await tasksOf(cancelled.id)).toEqual([{ personId: w.awayManager.id, type: 'confirm_lineup', state: 'done' }]);
    expect(await tasksOf(other.id)).toHaveLength(2);
  });

  it('does nothing for an unknown game', async () => {
    await expect(sync(2_000_000_000)).resolves.toBeUndefined();
  });
});
