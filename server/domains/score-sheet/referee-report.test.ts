// GET and PUT /games/{id}/referee-report (docs/decisions/047-referee-report.md): written by the game's referees until
// the sheet is locked, read by them and the league, never by the teams; bounded; in the history.
import { useTestApp } from '../../../test/app';
import { buildScoreSheetWorld, buildSheetGame, signInAs, type ScoreSheetWorld } from '../../../test/factories-score-sheet';
import type { RefereeReportDTO } from '../../../shared/schemas/score-sheet';

const t = useTestApp();

const path = (gameId: number) => `/api/games/${gameId}/referee-report`;

const report = {
  text: 'Ruhiges Spiel. In der zweiten Hälfte Unruhe auf der Tribüne.',
  incidents: [
    { minute: 31, period: 2, kind: 'spectators', text: 'Bengalo auf der Gegentribüne, Spiel 2 Minuten unterbrochen' },
    { minute: null, period: null, kind: 'facility', text: 'Flutlicht links flackert' },
  ],
};

describe('referee report', () => {
  let w: ScoreSheetWorld;

  beforeAll(async () => {
    w = await buildScoreSheetWorld();
  });

  it('is written by an assigned referee and read back by the referees and the league', async () => {
    const referee = await signInAs(t, w.referees[0]!);
    const empty = await referee.get(path(w.game.id)).expect(200);
    expect(empty.body.data).toEqual({
      game_id: w.game.id,
      text: '',
      incidents: [],
      updated_at: null,
      updated_by: null,
      editable: true,
    } satisfies RefereeReportDTO);

    const saved = await referee.put(path(w.game.id)).send(report).expect(200);
    expect(saved.body.data).toMatchObject({ ...report, editable: true, updated_by: expect.stringContaining('Pfeife-1') });

    const other = await signInAs(t, w.referees[1]!);
    expect((await other.get(path(w.game.id)).expect(200)).body.data).toMatchObject({ ...report, editable: true });
    for (const reader of [w.leagueRep, w.admin]) {
      const res = await (await signInAs(t, reader)).get(path(w.game.id)).expect(200);
      expect(res.body.data).toMatchObject({ ...report, editable: false });
    }

    const entry = await t.prisma.auditEntry.findFirstOrThrow({
      where: { entityId: w.game.id, action: 'game.referee_report' },
    });
    expect(entry.data).toMatchObject({ before: null, after: { text: report.text } });
  });

  it('is 403 for the teams’ managers (reading and writing) and for the league writing, 401 without a session', async () => {
    for (const manager of [w.homeManager, w.awayManager]) {
      const agent = await signInAs(t, manager);
      expect((await agent.get(path(w.game.id)).expect(403)).body.error.code).toBe('UnauthorizedAction');
      await agent.put(path(w.game.id)).send(report).expect(403);
    }
    await (await signInAs(t, w.leagueRep)).put(path(w.game.id)).send(report).expect(403);
    await t.request().get(path(w.game.id)).expect(401);
  });

  it('is 404 for an unknown game', async () => {
    const referee = await signInAs(t, w.referees[0]!);
    await referee.get(path(2_000_000_000)).expect(404);
    await referee.put(path(2_000_000_000)).send(report).expect(404);
  });

  it('is 400 for a text too long, more than 50 incidents, an unknown kind', async () => {
    const referee = await signInAs(t, w.referees[0]!);
    const bad = [
      { ...report, text: 'x'.repeat(5001) },
      { ...report, incidents: Array.from({ length: 51 }, () => report.incidents[0]!) },
      { ...report, incidents: [{ ...report.incidents[0]!, kind: 'weather' }] },
      { ...report, incidents: [{ ...report.incidents[0]!, text: '' }] },
    ];
    for (const body of bad) {
      const res = await referee.put(path(w.game.id)).send(body).expect(400);
      expect(res.body.error.code).toBe('ValidationFailed');
    }
    // 5000 characters and 50 incidents are fine.
    await referee
      .put(path(w.game.id))
      .send({ text: 'x'.repeat(5000), incidents: Array.from({ length: 50 }, () => report.incidents[1]!) })
      .expect(200);
  });

  it('stays as it is once the sheet is locked: 409 SheetLocked, read-only for the referee', async () => {
    const game = await buildSheetGame(w, {
      startedAt: new Date(Date.now() - 2 * 3600_000),
      finishedAt: new Date(Date.now() - 3600_000),
    });
    const referee = await signInAs(t, w.referees[0]!);
    await referee.put(path(game.id)).send(report).expect(200);
    await t.prisma.game.update({ where: { id: game.id }, data: { lockedAt: new Date() } });
    const res = await referee.put(path(game.id)).send({ text: 'später geändert', incidents: [] }).expect(409);
    expect(res.body.error.code).toBe('SheetLocked');
    const read = await referee.get(path(game.id)).expect(200);
    expect(read.body.data).toMatchObject({ text: report.text, editable: false });
  });
});
