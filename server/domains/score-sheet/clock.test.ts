// The one game clock (docs/product.md#game-day): the public game and the score sheet agree on it, it stops at the
// period's end, and a finished game's duration is the clock's everywhere.
import { useTestApp } from '../../../test/app';
import { buildScoreSheetWorld, buildSheetGame, signInAs, type ScoreSheetWorld } from '../../../test/factories-score-sheet';
import type { StatsGameDetailsDTO } from '../../../shared/schemas/stats';
import type { ScoreSheetDTO } from '../../../shared/schemas/score-sheet';

const t = useTestApp();

let w: ScoreSheetWorld;
beforeAll(async () => {
  w = await buildScoreSheetWorld();
});

const PERIOD = 1200;
const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);

/** A game started long ago (breaks included), in `period`, its clock running since `runningFor` seconds at `seconds`. */
async function runningGame(period: number, seconds: number, runningFor: number) {
  const game = await buildSheetGame(w, { kickoff: ago(3 * 3600), startedAt: ago(2 * 3600) });
  await t.prisma.game.update({
    where: { id: game.id },
    data: { period, clockSeconds: seconds, clockRunningSince: ago(runningFor) },
  });
  return game;
}

const publicGame = async (id: number) =>
  ((await t.request().get(`/api/stats/games/${id}`).expect(200)).body.data as StatsGameDetailsDTO).game;

describe('the game clock', () => {
  it('public game and sheet agree on a running clock whose period time has passed: stopped at the period end', async () => {
    const game = await runningGame(2, PERIOD + 100, PERIOD);
    const agent = await signInAs(t, w.homeManager);
    const sheet = (await agent.get(`/api/games/${game.id}/sheet`).expect(200)).body.data as ScoreSheetDTO;
    const shown = await publicGame(game.id);

    expect(sheet.clock).toEqual({ period: 2, seconds: 2 * PERIOD, running_since: null });
    expect(shown.is_live).toBe(true);
    expect(shown.ellapsed_time).toBe(2 * PERIOD);
    expect(shown.ellapsed_time).toBe(sheet.clock.seconds);
  });

  it('public game and sheet agree on a running clock inside its period (the game clock, not the wall time)', async () => {
    const game = await runningGame(1, 300, 60);
    const agent = await signInAs(t, w.homeManager);
    const sheet = (await agent.get(`/api/games/${game.id}/sheet`).expect(200)).body.data as ScoreSheetDTO;
    const shown = await publicGame(game.id);
    expect(sheet.clock.running_since).not.toBeNull();
    const sheetNow = sheet.clock.seconds + Math.floor((Date.now() - Date.parse(sheet.clock.running_since!)) / 1000);
    expect(shown.ellapsed_time).toBeGreaterThanOrEqual(360);
    expect(Math.abs(shown.ellapsed_time! - sheetNow)).toBeLessThanOrEqual(2);
  });

  it('the server stops the clock at the period end when it next touches the game: the finish counts no further', async () => {
    const game = await runningGame(1, 1000, 900);
    const agent = await signInAs(t, w.homeManager);
    await agent.post(`/api/games/${game.id}/finish`).send({}).expect(200);
    const row = await t.prisma.game.findUniqueOrThrow({ where: { id: game.id } });
    expect(row).toMatchObject({ duration: PERIOD, clockSeconds: PERIOD, clockRunningSince: null });
  });

  it('a finished game shows the game clock as its duration, as the score sheet document does', async () => {
    const game = await runningGame(3, 2 * PERIOD + 500, 3);
    const agent = await signInAs(t, w.homeManager);
    await agent.post(`/api/games/${game.id}/finish`).send({}).expect(200);
    const row = await t.prisma.game.findUniqueOrThrow({ where: { id: game.id } });
    expect(row.duration).toBeGreaterThanOrEqual(2 * PERIOD + 503);
    const shown = await publicGame(game.id);
    expect(shown.duration).toBe(row.duration);
    expect(shown.ellapsed_time).toBe(row.duration);
  });
});
