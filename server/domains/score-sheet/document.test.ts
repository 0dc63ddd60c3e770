// The score sheet document (GET /api/stats/games/{id}/score-sheet.pdf): a finished game's PDF, read back with a PDF
// library; 409 before the finish, 404 for an unknown game; cached by its stamp until the sheet changes.
import type { Response } from 'supertest';
import { useTestApp } from '../../../test/app';
import crypto from 'node:crypto';
import { buildScoreSheetWorld, buildSheetGame, signInAs, type ScoreSheetWorld } from '../../../test/factories-score-sheet';
import { pdfStructure, pdfText as textOf, structRoles } from '../../../test/pdf-text';
import { HOSTILE_IDS } from '../../../test/security/arbitraries';
import { problemOf } from '../../../test/security/hostile';
import type { StatsGameDetailsDTO } from '../../../shared/schemas/stats';
import { documents } from './document-cache';

const t = useTestApp();

/** The body as bytes, whatever supertest made of it. */
function bytesOf(res: Response): Uint8Array {
  return new Uint8Array(res.body as Buffer);
}

const pdfText = (res: Response) => textOf(bytesOf(res));

const binary = (res: Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

const sheetPath = (gameId: number) => `/api/stats/games/${gameId}/score-sheet.pdf`;

describe('score sheet document', () => {
  let w: ScoreSheetWorld;
  let gameId: number;

  beforeAll(async () => {
    w = await buildScoreSheetWorld({ kickoff: new Date('2026-11-21T13:00:00Z') });
    const game = await buildSheetGame(w, {
      kickoff: new Date('2026-11-21T13:00:00Z'),
      startedAt: new Date('2026-11-21T13:02:00Z'),
      finishedAt: new Date('2026-11-21T14:40:00Z'),
    });
    gameId = game.id;
    const prisma = t.prisma;
    const [h1, h2, h3] = w.homePlayers.map((p) => p.membership);
    const [a1, a2] = w.awayPlayers.map((p) => p.membership);
    await prisma.gameLineup.createMany({
      data: [
        ...w.homePlayers.map((p) => ({
          gameId,
          membershipId: p.membership.id,
          teamId: w.home.id,
          jerseyNumber: p.membership.jerseyNumber,
          position: 'attack' as const,
        })),
        // The last away player wears the first one's number: both are flagged (a warning, printed).
        ...w.awayPlayers.map((p, i) => ({
          gameId,
          membershipId: p.membership.id,
          teamId: w.away.id,
          jerseyNumber: i === w.awayPlayers.length - 1 ? '11' : p.membership.jerseyNumber,
          position: 'defense' as const,
        })),
      ],
    });
    const side = (away: boolean) => ({ gameId, teamId: away ? w.away.id : w.home.id, awayTeam: away });
    await prisma.gameEvent.createMany({
      data: [
        { ...side(false), type: 'goal', eventTime: 125, period: 1, membershipId: h1!.id, assistMembershipId: h2!.id },
        { ...side(true), type: 'goal', eventTime: 700, period: 1, membershipId: a1!.id },
        {
          ...side(true),
          type: 'foul',
          eventTime: 1300,
          period: 2,
          membershipId: a2!.id,
          foulKind: 'personal',
          penaltySeconds: 120,
          penaltyTypeId: w.penaltyTypes.personal2.id,
        },
        { ...side(false), type: 'timeout', eventTime: 1500, period: 2 },
        { gameId, type: 'break', eventTime: 2400, period: 2 },
        { ...side(false), type: 'goal', eventTime: 2500, period: 3, membershipId: h3!.id, assistMembershipId: h1!.id },
        { ...side(false), type: 'goal', eventTime: 4000, period: 4, membershipId: h1!.id },
      ],
    });
    const referee = w.referees[0]!;
    await prisma.game.update({
      where: { id: gameId },
      data: { homeScore: 3, awayScore: 1, duration: 4800, period: 4, lockedAt: new Date('2026-11-21T15:00:00Z') },
    });
    await prisma.gameSignature.createMany({
      data: [
        {
          gameId,
          personId: w.homeManager.id,
          role: 'home_manager',
          name: 'Hanna Heimwart',
          signedAt: new Date('2026-11-21T12:40:00Z'),
        },
        {
          gameId,
          personId: w.awayManager.id,
          role: 'away_manager',
          name: 'Gerd Gastwart',
          signedAt: new Date('2026-11-21T12:45:00Z'),
        },
        {
          gameId,
          personId: referee.id,
          role: 'referee',
          name: 'Rita Schiedsrichterin',
          signedAt: new Date('2026-11-21T14:50:00Z'),
        },
      ],
    });
  });

  it('is a PDF of the finished game: teams, final score, events, scorer, signatures', async () => {
    const res = await t.request().get(sheetPath(gameId)).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/pdf/);
    expect(res.headers['content-disposition']).toMatch(
      /^inline; filename="spielbericht-7\d+-heim-[a-f0-9]+-gast-[a-f0-9]+\.pdf"$/,
    );
    expect(Buffer.from(bytesOf(res).slice(0, 5)).toString()).toBe('%PDF-');
    const text = await pdfText(res);
    expect(text).toContain('Spielbericht');
    expect(text).toContain(w.home.name);
    expect(text).toContain(w.away.name);
    expect(text).toMatch(/3 : 1/);
    // The scorer and the assist by their public names, the penalty by its name, the kickoff in Berlin time.
    const scorer = w.homePlayers[0]!.person;
    expect(text).toContain(`${scorer.firstname} ${scorer.lastname}`);
    expect(text).toContain('Persönlich 2 min');
    expect(text.match(/Nummer doppelt/g)).toHaveLength(2);
    expect(text).toContain('21.11.2026 14:00');
    expect(text).toContain('Rita Schiedsrichterin');
    expect(text).toContain('Hanna Heimwart');
    // Both referees are named among the officials, in their line (the world's referees are Rita Pfeife-n-...).
    expect(text).toContain(w.referees[1]!.lastname);
  });

  it('speaks the reader’s language when the portal has it, German otherwise', async () => {
    const en = await t
      .request()
      .get(sheetPath(gameId))
      .set('Accept-Language', 'en-GB,en;q=0.9')
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(await pdfText(en)).toContain('Score sheet');
    expect(en.headers['content-disposition']).toMatch(/filename="score-sheet-/);
    const other = await t.request().get(sheetPath(gameId)).set('Accept-Language', 'ja').buffer(true).parse(binary).expect(200);
    expect(await pdfText(other)).toContain('Spielbericht');
  });

  it('answers 304 while the sheet is unchanged, and a new document once a correction is made', async () => {
    const first = await t.request().get(sheetPath(gameId)).buffer(true).parse(binary).expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    await t.request().get(sheetPath(gameId)).set('If-None-Match', etag).expect(304);

    await t.prisma.gameCorrection.create({
      data: { gameId, personId: w.admin.id, reason: 'Torschütze im 3. Abschnitt verwechselt', change: {} },
    });
    const after = await t.request().get(sheetPath(gameId)).set('If-None-Match', etag).buffer(true).parse(binary).expect(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(await pdfText(after)).toContain('Torschütze im 3. Abschnitt verwechselt');
  });

  it('keeps the letters of names from every country (an embedded Unicode font, not Latin-1 only)', async () => {
    // The third home player scored in the third period; a signature keeps the name it was signed with.
    const scorer = w.homePlayers[2]!.person;
    await t.prisma.person.update({
      where: { id: scorer.id },
      data: { firstname: 'Łukasz', lastname: 'Şahin-Dvořák', publicShortName: null },
    });
    await t.prisma.gameSignature.updateMany({ where: { gameId, role: 'referee' }, data: { name: 'Ŀeó Ğüneş Жуков' } });
    const text = await pdfText(await t.request().get(sheetPath(gameId)).buffer(true).parse(binary).expect(200));
    expect(text).toContain('Łukasz Şahin-Dvořák');
    expect(text).toContain('Ŀeó Ğüneş Жуков');
    expect(text).toContain('Spielbericht');
  });

  it('keeps names in Chinese, Korean and Japanese script (a fallback font for what the main font lacks)', async () => {
    const [p1, p2, p3] = w.homePlayers.map((p) => p.person);
    const names = [
      [p1!, '王', '伟'],
      [p2!, '김', '민준'],
      [p3!, '山田', '太郎'],
    ] as const;
    const before = await Promise.all(
      names.map(([p]) => t.prisma.person.findUniqueOrThrow({ where: { id: p.id }, select: { firstname: true, lastname: true } })),
    );
    for (const [p, lastname, firstname] of names)
      await t.prisma.person.update({ where: { id: p.id }, data: { firstname, lastname, publicShortName: null } });
    try {
      const text = await pdfText(await t.request().get(sheetPath(gameId)).buffer(true).parse(binary).expect(200));
      // The line-up lists each as first name and last name, Latin text around them stays as it was.
      expect(text).toContain('伟 王');
      expect(text).toContain('민준 김');
      expect(text).toContain('太郎 山田');
      expect(text).toContain('Spielbericht');
    } finally {
      for (const [i, [p]] of names.entries()) await t.prisma.person.update({ where: { id: p.id }, data: before[i]! });
    }
  });

  it('is a tagged PDF: marked, a structure tree with headings, paragraphs and tables, the reader’s language, a title', async () => {
    const res = await t.request().get(sheetPath(gameId)).set('Accept-Language', 'fr').buffer(true).parse(binary).expect(200);
    const { info, markInfo, trees } = await pdfStructure(bytesOf(res));
    expect(markInfo?.Marked).toBe(true);
    expect(info.Language).toBe('fr');
    expect(info.Title).toEqual(expect.stringContaining('Feuille de match'));
    expect(trees[0]).not.toBeNull();
    const roles = trees.flatMap(structRoles);
    expect(roles).toEqual(expect.arrayContaining(['Document', 'H1', 'H2', 'P', 'Table', 'TR', 'TH', 'TD']));
    // A table's rows hold its cells: header cells in the first row, data cells after.
    const table = (node: Parameters<typeof structRoles>[0]): NonNullable<typeof node> | null =>
      !node ? null : node.role === 'Table' ? node : ((node.children ?? []).map(table).find(Boolean) ?? null);
    const first = table(trees[0]!);
    expect(first?.children?.[0]?.role).toBe('TR');
    expect(structRoles(first!.children![0]!)).toContain('TH');
    expect(structRoles(first!.children![1]!)).toContain('TD');
  });

  it('shows a forfeit beside the score, and an abandoned game whose score stands, in the reader’s language', async () => {
    const forfeit = await buildSheetGame(w, {
      kickoff: new Date('2026-11-22T13:00:00Z'),
      startedAt: new Date('2026-11-22T13:02:00Z'),
      finishedAt: new Date('2026-11-22T13:30:00Z'),
    });
    await t.prisma.game.update({
      where: { id: forfeit.id },
      data: { outcome: 'forfeit', forfeitSide: 'away', outcomeReason: 'Zu wenige Spieler', homeScore: 10, awayScore: 0 },
    });
    const de = await pdfText(await t.request().get(sheetPath(forfeit.id)).buffer(true).parse(binary).expect(200));
    expect(de).toContain(`Spielwertung: kampflos für ${w.home.name}`);
    expect(de).toContain('Zu wenige Spieler');
    const en = await pdfText(
      await t.request().get(sheetPath(forfeit.id)).set('Accept-Language', 'en').buffer(true).parse(binary).expect(200),
    );
    expect(en).toContain(`Awarded to ${w.home.name} by forfeit`);

    const abandoned = await buildSheetGame(w, {
      kickoff: new Date('2026-11-23T13:00:00Z'),
      startedAt: new Date('2026-11-23T13:02:00Z'),
      finishedAt: new Date('2026-11-23T13:30:00Z'),
    });
    await t.prisma.game.update({ where: { id: abandoned.id }, data: { outcome: 'abandoned', outcomeReason: 'Gewitter' } });
    const text = await pdfText(await t.request().get(sheetPath(abandoned.id)).buffer(true).parse(binary).expect(200));
    expect(text).toContain('Spiel abgebrochen');
    expect(text).not.toContain('kampflos');
    // The game of the other tests has no ruling: neither line.
    const plain = await pdfText(await t.request().get(sheetPath(gameId)).buffer(true).parse(binary).expect(200));
    expect(plain).not.toContain('kampflos');
    expect(plain).not.toContain('Spiel abgebrochen');
  });

  it('names an erased player by the document language’s word for a former player', async () => {
    // The second home player assisted the first goal; erased, their row keeps the stored German marker.
    const assist = w.homePlayers[1]!.person;
    await t.prisma.person.update({
      where: { id: assist.id },
      data: { firstname: 'Ehemalige', lastname: 'Person', publicShortName: null, erasedAt: new Date() },
    });
    const en = await t.request().get(sheetPath(gameId)).set('Accept-Language', 'en').buffer(true).parse(binary).expect(200);
    const text = await pdfText(en);
    expect(text).toContain('Former player');
    expect(text).not.toContain('Ehemalige Person');
    expect(await pdfText(await t.request().get(sheetPath(gameId)).buffer(true).parse(binary).expect(200))).toContain(
      'Ehemalige Person',
    );
  });

  it('is 409 GameNotFinished before the finish, also for a live game', async () => {
    const scheduled = await buildSheetGame(w);
    const res = await t.request().get(sheetPath(scheduled.id)).expect(409);
    expect(res.body.error.code).toBe('GameNotFinished');
    const live = await buildSheetGame(w, { kickoff: new Date(Date.now() - 600_000), startedAt: new Date() });
    expect((await t.request().get(sheetPath(live.id)).expect(409)).body.error.code).toBe('GameNotFinished');
  });

  it('is 404 for an unknown game, 400 for junk', async () => {
    expect((await t.request().get(sheetPath(99_999_999)).expect(404)).body.error.code).toBe('NotFound');
    await t.request().get(sheetPath(2_147_483_648)).expect(404);
    await t.request().get('/api/stats/games/abc/score-sheet.pdf').expect(400);
    // The sweep's hostile ids (test/security/hostile-input.test.ts runs them on every path): a typed 4xx each.
    for (const id of HOSTILE_IDS) {
      const res = await t.request().get(`/api/stats/games/${id}/score-sheet.pdf`);
      expect({ id, problem: problemOf(res) }).toEqual({ id, problem: null });
      expect(res.status).toBeGreaterThanOrEqual(400);
    }
  });
});

describe('drawing the score sheet document', () => {
  // Each test counts the documents this instance draws (the counter moves where the PDF is drawn, nowhere else).
  let w: ScoreSheetWorld;
  beforeAll(async () => {
    w = await buildScoreSheetWorld({ kickoff: new Date('2026-11-21T13:00:00Z') });
  });

  const finishedGame = () =>
    buildSheetGame(w, {
      kickoff: new Date('2026-11-21T13:00:00Z'),
      startedAt: new Date('2026-11-21T13:02:00Z'),
      finishedAt: new Date('2026-11-21T14:40:00Z'),
    });

  const fetchPdf = (gameId: number, language = 'de') =>
    t.request().get(sheetPath(gameId)).set('Accept-Language', language).buffer(true).parse(binary);

  it('draws a document once: the second request gets the same bytes without a draw', async () => {
    const game = await finishedGame();
    const before = documents.draws;
    const first = await fetchPdf(game.id).expect(200);
    const second = await fetchPdf(game.id).expect(200);
    expect(documents.draws - before).toBe(1);
    expect(Buffer.from(bytesOf(second)).equals(Buffer.from(bytesOf(first)))).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-disposition']).toBe(first.headers['content-disposition']);
    expect(await pdfText(second)).toContain('Spielbericht');
  });

  it('keeps each language apart, and draws anew once the game changes (an event added through the API)', async () => {
    const game = await finishedGame();
    await t.prisma.game.update({ where: { id: game.id }, data: { lockedAt: new Date('2026-11-21T15:00:00Z') } });
    const before = documents.draws;
    const de1 = await fetchPdf(game.id, 'de').expect(200);
    const en1 = await fetchPdf(game.id, 'en').expect(200);
    expect(documents.draws - before).toBe(2);
    expect(await pdfText(en1)).toContain('Score sheet');
    expect(await pdfText(await fetchPdf(game.id, 'de').expect(200))).toContain('Spielbericht');
    expect(documents.draws - before).toBe(2);

    // The association admin adds a missing goal to the locked sheet, with a reason: the document's stamp moves.
    const admin = await signInAs(t, w.admin);
    const player = w.homePlayers[0]!;
    await admin
      .post(`/api/games/${game.id}/events`)
      .send({
        idempotency_key: crypto.randomUUID(),
        type: 'goal',
        event_time: 75,
        period: 1,
        side: 'home',
        membership_id: player.membership.id,
        assist_membership_id: null,
        penalty_type_id: null,
        reason: 'Tor fehlte im Bogen',
      })
      .expect(201);
    const de2 = await fetchPdf(game.id, 'de')
      .set('If-None-Match', de1.headers.etag as string)
      .expect(200);
    expect(de2.headers.etag).not.toBe(de1.headers.etag);
    expect(documents.draws - before).toBe(3);
    expect(await pdfText(de2)).toContain('Tor fehlte im Bogen');
    expect(await pdfText(de2)).toContain(`${player.person.firstname} ${player.person.lastname}`);
    expect(await pdfText(de1)).not.toContain('Tor fehlte im Bogen');
    // The old ETag no longer answers 304, the new one does.
    await fetchPdf(game.id, 'de')
      .set('If-None-Match', de2.headers.etag as string)
      .expect(304);
    expect(documents.draws - before).toBe(3);
  });

  it('draws once for many requests at once', async () => {
    const game = await finishedGame();
    const before = documents.draws;
    const answers = await Promise.all(Array.from({ length: 8 }, () => fetchPdf(game.id, 'fr')));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(documents.draws - before).toBe(1);
    const first = Buffer.from(bytesOf(answers[0]!));
    expect(answers.every((r) => Buffer.from(bytesOf(r)).equals(first))).toBe(true);
  });

  it('lets one client address draw a limited number a minute: then 429 with Retry-After, kept ones still answer', async () => {
    // The games first: a new game of the league moves the stamps of its other games (the league's statistics counter).
    const games = [];
    for (let i = 0; i < 10; i += 1) games.push(await finishedGame());
    const kept = await finishedGame();
    const keptAnswer = await fetchPdf(kept.id, 'nl').expect(200);
    // Fresh documents (each game in each language) until the limit answers; the tests before used part of it.
    let refused: Response | null = null;
    for (const game of games) {
      if (refused) break;
      for (const language of ['de', 'en', 'fr', 'nl']) {
        const res = await fetchPdf(game.id, language);
        if (res.status === 429) {
          refused = res;
          break;
        }
        expect(res.status).toBe(200);
      }
    }
    expect(refused).not.toBeNull();
    expect(JSON.parse(Buffer.from(bytesOf(refused!)).toString())).toEqual({
      error: { code: 'TooManyRequests', message: expect.any(String) },
    });
    const wait = Number(refused!.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // A refusal is no document: not the document's ETag, and kept by no cache.
    expect(refused!.headers.etag ?? '').not.toContain('sheet-');
    expect(refused!.headers['cache-control']).toBe('no-store');
    // A document already drawn costs nothing: it still answers, as does its 304.
    const draws = documents.draws;
    const again = await fetchPdf(kept.id, 'nl').expect(200);
    expect(Buffer.from(bytesOf(again)).equals(Buffer.from(bytesOf(keptAnswer)))).toBe(true);
    await fetchPdf(kept.id, 'nl')
      .set('If-None-Match', keptAnswer.headers.etag as string)
      .expect(304);
    expect(documents.draws).toBe(draws);
  });
});

describe('the public game page of a locked, corrected game', () => {
  it('says locked and lists each correction with its reason and date, at once after the correction', async () => {
    const w = await buildScoreSheetWorld();
    const game = await buildSheetGame(w, {
      kickoff: new Date('2026-11-21T13:00:00Z'),
      startedAt: new Date('2026-11-21T13:02:00Z'),
      finishedAt: new Date('2026-11-21T14:40:00Z'),
    });
    const details = async () =>
      (await t.request().get(`/api/stats/games/${game.id}`).expect(200)).body.data as StatsGameDetailsDTO;
    expect((await details()).game).toMatchObject({ locked: false, corrections: [] });

    await t.prisma.game.update({ where: { id: game.id }, data: { lockedAt: new Date('2026-11-21T15:00:00Z') } });
    expect((await details()).game).toMatchObject({ locked: true, corrections: [] });

    await t.prisma.gameCorrection.create({
      data: {
        gameId: game.id,
        personId: w.admin.id,
        reason: 'Tor Nr. 3 dem falschen Spieler zugeschrieben',
        change: { action: 'event.update' },
        createdAt: new Date('2026-11-22T09:30:00Z'),
      },
    });
    const after = (await details()).game;
    // The reason and the date only: who corrected and what changed stay on the score sheet.
    expect(after.corrections).toEqual([
      { reason: 'Tor Nr. 3 dem falschen Spieler zugeschrieben', created_at: '2026-11-22T09:30:00.000Z' },
    ]);
  });
});
