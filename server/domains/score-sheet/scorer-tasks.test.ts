// A named scorer's game task (docs/product.md#game-tasks): naming a person to keep a game's score sheet gives them a
// keep_score_sheet task that opens the sheet; taking them off the game takes it away, finishing the game closes it.
import { useTestApp } from '../../../test/app';
import { buildMembership, signedInMember } from '../../../test/factories';
import { buildScoreSheetWorld, buildSheetGame, signInAs, type ScoreSheetWorld } from '../../../test/factories-score-sheet';

const t = useTestApp();
let w: ScoreSheetWorld;

beforeAll(async () => {
  w = await buildScoreSheetWorld();
});

describe('PUT /api/games/{id}/scorers: the scorer task', () => {
  it('gives a named scorer a task for the game on their start page and takes it away when they are no longer named', async () => {
    const game = await buildSheetGame(w);
    const { person: scorer, agent: scorerAgent } = await signedInMember(t);
    await buildMembership({ personId: scorer.id, clubId: w.homeClub.id, sportId: w.sport.id, teamId: w.home.id });
    const tasksOf = async () =>
      (await scorerAgent.get('/api/self?include=gameTasks').expect(200)).body.data.gameTasks as {
        type: string;
        game: { id: number };
      }[];
    expect(await tasksOf()).toEqual([]);

    const rep = await signInAs(t, w.leagueRep);
    await rep
      .put(`/api/games/${game.id}/scorers`)
      .send({ person_ids: [scorer.id] })
      .expect(200);
    expect(await tasksOf()).toEqual([
      expect.objectContaining({ type: 'keep_score_sheet', game: expect.objectContaining({ id: game.id }) }),
    ]);
    // Named again: still one task.
    await rep
      .put(`/api/games/${game.id}/scorers`)
      .send({ person_ids: [scorer.id] })
      .expect(200);
    expect(await tasksOf()).toHaveLength(1);
    const page = await scorerAgent.get('/api/game-tasks').expect(200);
    expect(page.text).toContain(`href="/sheet/${game.id}"`);
    expect(page.text).toContain('Spielbericht führen');

    await rep.put(`/api/games/${game.id}/scorers`).send({ person_ids: [] }).expect(200);
    expect(await tasksOf()).toEqual([]);
    expect(await t.prisma.gameTask.count({ where: { gameId: game.id, personId: scorer.id } })).toBe(0);
  });
});
