// The league's score sheet PDF (GET /api/games/{id}/score-sheet.pdf): the sheet with the referees' report, for those
// who read the report (docs/decisions/047-referee-report.md); never cached publicly, never in the public PDF.
import type { Response } from 'supertest';
import { useTestApp } from '../../../test/app';
import { buildScoreSheetWorld, buildSheetGame, signInAs, type ScoreSheetWorld } from '../../../test/factories-score-sheet';
import { pdfStructure, pdfText, structRoles } from '../../../test/pdf-text';

const t = useTestApp();

const leaguePath = (gameId: number) => `/api/games/${gameId}/score-sheet.pdf`;
const publicPath = (gameId: number) => `/api/stats/games/${gameId}/score-sheet.pdf`;

const binary = (res: Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};
const bytesOf = (res: Response) => new Uint8Array(res.body as Buffer);

const report = {
  text: 'Rudelbildung nach dem Schlusspfiff vor der Heimbank.',
  incidents: [
    { minute: 12, period: 2, kind: 'injury', text: 'Spieler nach Zusammenprall am Knie behandelt' },
    { minute: null, period: null, kind: 'facility', text: 'Bande an der Seitenlinie lose' },
  ],
};

describe('league score sheet document', () => {
  let w: ScoreSheetWorld;
  let gameId: number;

  beforeAll(async () => {
    w = await buildScoreSheetWorld();
    const game = await buildSheetGame(w, {
      startedAt: new Date(Date.now() - 2 * 3600_000),
      finishedAt: new Date(Date.now() - 3600_000),
    });
    gameId = game.id;
    const referee = await signInAs(t, w.referees[0]!);
    await referee.put(`/api/games/${gameId}/referee-report`).send(report).expect(200);
  });

  it('holds the report, tagged, for the referees and the league, private, no-store', async () => {
    for (const reader of [w.referees[0]!, w.referees[1]!, w.leagueRep, w.admin]) {
      const agent = await signInAs(t, reader);
      const res = await agent.get(leaguePath(gameId)).buffer(true).parse(binary).expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/pdf/);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const text = await pdfText(bytesOf(res));
      expect(text).toContain('Spielbericht');
      expect(text).toContain('Schiedsrichterbericht');
      expect(text).toContain(report.text);
      expect(text).toContain('Spieler nach Zusammenprall am Knie behandelt');
      expect(text).toContain('Verletzung');
      expect(text).toContain('Bande an der Seitenlinie lose');
    }
    const res = await (
      await signInAs(t, w.leagueRep)
    )
      .get(leaguePath(gameId))
      .set('Accept-Language', 'en')
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(await pdfText(bytesOf(res))).toContain("Referee's report");
    const { trees } = await pdfStructure(bytesOf(res));
    const roles = trees.flatMap(structRoles);
    expect(roles).toEqual(expect.arrayContaining(['H1', 'H2', 'Table', 'TH', 'TD']));
  });

  it('says so when no report is written', async () => {
    const game = await buildSheetGame(w, {
      startedAt: new Date(Date.now() - 2 * 3600_000),
      finishedAt: new Date(Date.now() - 3600_000),
    });
    const res = await (await signInAs(t, w.leagueRep)).get(leaguePath(game.id)).buffer(true).parse(binary).expect(200);
    const text = await pdfText(bytesOf(res));
    expect(text).toContain('Schiedsrichterbericht');
    expect(text).toContain('Kein Schiedsrichterbericht');
  });

  it('is 403 for the teams’ managers, 401 without a session, 404 for an unknown game, 409 before the finish', async () => {
    for (const manager of [w.homeManager, w.awayManager]) {
      const res = await (await signInAs(t, manager)).get(leaguePath(gameId)).expect(403);
      expect(res.body.error.code).toBe('UnauthorizedAction');
    }
    await t.request().get(leaguePath(gameId)).expect(401);
    await (await signInAs(t, w.leagueRep)).get(leaguePath(2_000_000_000)).expect(404);
    const running = await buildSheetGame(w, { startedAt: new Date(Date.now() - 600_000) });
    const res = await (await signInAs(t, w.leagueRep)).get(leaguePath(running.id)).expect(409);
    expect(res.body.error.code).toBe('GameNotFinished');
  });

  it('leaves the public PDF without the report', async () => {
    const res = await t.request().get(publicPath(gameId)).buffer(true).parse(binary).expect(200);
    const text = await pdfText(bytesOf(res));
    expect(text).toContain('Spielbericht');
    expect(text).not.toContain('Schiedsrichterbericht');
    expect(text).not.toContain(report.text);
    expect(text).not.toContain('Bande an der Seitenlinie lose');
  });
});
