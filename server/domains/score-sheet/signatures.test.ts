// POST /games/{id}/sign and the lock (docs/product.md#score-sheet): referees sign the finished sheet with their PIN
// (401 InvalidPin, rate limited), once each; their tasks are done; the sheet locks when the line-up confirmations and
// every assigned referee's signature are in, and then refuses the table's changes.
import crypto from 'node:crypto';
import { readOutbox, useTestApp } from '../../../test/app';
import { drainNotices } from '../../../test/notices';
import {
  buildScoreSheetWorld,
  buildSheetGame,
  SIGNATURE_PIN,
  signInAs,
  WRONG_PIN,
  type ScoreSheetWorld,
} from '../../../test/factories-score-sheet';

const t = useTestApp();

let w: ScoreSheetWorld;
beforeAll(async () => {
  w = await buildScoreSheetWorld({ players: 3 });
});

const goal = (side: 'home' | 'away', membershipId: number) => ({
  idempotency_key: crypto.randomUUID(),
  type: 'goal',
  event_time: 300,
  period: 1,
  side,
  membership_id: membershipId,
});

const sign = async (referee: { email: string | null }, gameId: number, pin = SIGNATURE_PIN) =>
  (await signInAs(t, referee)).post(`/api/games/${gameId}/sign`).send({ pin });

const confirm = async (side: 'home' | 'away', gameId: number) =>
  (await signInAs(t, side === 'home' ? w.homeManager : w.awayManager))
    .post(`/api/games/${gameId}/lineups/${side}/confirm`)
    .send({ pin: SIGNATURE_PIN })
    .expect(200);

/** A game of the world played to a 1:0 and finished (its line-ups confirmed unless told otherwise). */
async function finishedGame(options: { confirm?: ('home' | 'away')[]; referees?: { id: number }[] } = {}) {
  const game = await buildSheetGame(w, { referees: options.referees });
  for (const side of options.confirm ?? ['home', 'away']) await confirm(side, game.id);
  const scorer = await signInAs(t, w.leagueRep);
  await scorer.post(`/api/games/${game.id}/start`).send({}).expect(200);
  await scorer.post(`/api/games/${game.id}/events`).send(goal('home', w.homePlayers[0]!.membership.id)).expect(201);
  await scorer.post(`/api/games/${game.id}/finish`).send({}).expect(200);
  return { game, scorer };
}

const lockedAt = async (gameId: number) =>
  (await t.prisma.game.findUniqueOrThrow({ where: { id: gameId }, select: { lockedAt: true } })).lockedAt;

describe('POST /api/games/{id}/sign', () => {
  it('is refused before the finish (409 GameNotFinished), for anyone but an assigned referee (403)', async () => {
    const game = await buildSheetGame(w);
    expect((await sign(w.referees[0]!, game.id)).status).toBe(409);
    expect((await sign(w.referees[0]!, game.id)).body.error.code).toBe('GameNotFinished');
    const { game: finished } = await finishedGame();
    expect((await sign(w.leagueRep, finished.id)).status).toBe(403);
    expect((await sign(w.homeManager, finished.id)).status).toBe(403);
    expect((await t.request().post(`/api/games/${finished.id}/sign`).send({ pin: SIGNATURE_PIN })).status).toBe(401);
    expect(await t.prisma.gameSignature.count({ where: { gameId: finished.id, role: 'referee' } })).toBe(0);
  });

  it('answers a wrong PIN with 401 InvalidPin and stores nothing; a malformed PIN is 400', async () => {
    const { game } = await finishedGame();
    const res = await sign(w.referees[0]!, game.id, WRONG_PIN);
    expect([res.status, res.body.error.code]).toEqual([401, 'InvalidPin']);
    expect((await sign(w.referees[0]!, game.id, '12a4')).status).toBe(400);
    expect(await t.prisma.gameSignature.count({ where: { gameId: game.id } })).toBe(2); // the two confirmations
    const task = await t.prisma.gameTask.findFirstOrThrow({
      where: { gameId: game.id, personId: w.referees[0]!.id, type: 'sign_score_sheet' },
    });
    expect(task.state).toBe('open');
  });

  it('rate-limits wrong PINs like passwords: after five, 429 even for the right one', async () => {
    const world = await buildScoreSheetWorld({ players: 1 });
    const referee = world.referees[0]!;
    const game = await buildSheetGame(world);
    await t.prisma.game.update({ where: { id: game.id }, data: { startedAt: new Date(), finishedAt: new Date() } });
    const agent = await signInAs(t, referee);
    for (let i = 0; i < 5; i++) await agent.post(`/api/games/${game.id}/sign`).send({ pin: WRONG_PIN }).expect(401);
    const res = await agent.post(`/api/games/${game.id}/sign`).send({ pin: SIGNATURE_PIN }).expect(429);
    expect(res.body.error.code).toBe('TooManyRequests');
    expect(await t.prisma.gameSignature.count({ where: { gameId: game.id } })).toBe(0);
  });

  it('signs once per referee with name, role and time; the task is done; both referees in: the sheet locks', async () => {
    const { game, scorer } = await finishedGame();
    const [first, second] = w.referees;
    const before = Date.now();
    const res = await sign(first!, game.id);
    expect(res.status).toBe(200);
    expect(res.body.data.game.locked_at).toBeNull();
    const signature = res.body.data.signatures.find((s: { role: string }) => s.role === 'referee');
    expect(signature).toMatchObject({ role: 'referee', person_id: first!.id, name: `${first!.firstname} ${first!.lastname}` });
    expect(new Date(signature.signed_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const tasks = await t.prisma.gameTask.findMany({ where: { gameId: game.id, type: 'sign_score_sheet' } });
    const taskOf = (id: number) => tasks.find((x) => x.personId === id)!;
    expect(taskOf(first!.id)).toMatchObject({ state: 'done', doneAt: expect.any(Date) });
    expect(taskOf(second!.id)).toMatchObject({ state: 'open', doneAt: null });

    const again = await sign(first!, game.id);
    expect([again.status, again.body.error.code]).toEqual([409, 'AlreadySigned']);
    expect(await lockedAt(game.id)).toBeNull();

    const last = await sign(second!, game.id);
    expect(last.status).toBe(200);
    expect(last.body.data.game.locked_at).toEqual(expect.any(String));
    expect(last.body.data.signatures.map((s: { role: string }) => s.role).sort()).toEqual([
      'away_manager',
      'home_manager',
      'referee',
      'referee',
    ]);
    expect(await t.prisma.gameTask.count({ where: { gameId: game.id, type: 'sign_score_sheet', state: 'done' } })).toBe(2);
    const entries = await t.prisma.auditEntry.findMany({
      where: { entityId: game.id, action: { in: ['game.sign', 'game.lock'] } },
    });
    expect(entries.map((e) => e.action).sort()).toEqual(['game.lock', 'game.sign', 'game.sign']);

    // Locked: the table changes nothing any more.
    const event = await t.prisma.gameEvent.findFirstOrThrow({ where: { gameId: game.id } });
    const res2 = await scorer.delete(`/api/games/${game.id}/events/${event.id}`).expect(409);
    expect(res2.body.error.code).toBe('SheetLocked');
  });

  it('stores one signature when a referee signs twice at once', async () => {
    const { game } = await finishedGame();
    const agent = await signInAs(t, w.referees[0]!);
    const answers = await Promise.all([1, 2, 3].map(() => agent.post(`/api/games/${game.id}/sign`).send({ pin: SIGNATURE_PIN })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await t.prisma.gameSignature.count({ where: { gameId: game.id, role: 'referee' } })).toBe(1);
  });
});

describe('the lock', () => {
  it('waits for a missing line-up confirmation, and locks with it', async () => {
    const { game } = await finishedGame({ confirm: ['home'] });
    for (const referee of w.referees) expect((await sign(referee, game.id)).status).toBe(200);
    expect(await lockedAt(game.id)).toBeNull();
    await confirm('away', game.id);
    expect(await lockedAt(game.id)).not.toBeNull();
  });

  it('locks at the finish when nothing is missing (no referee assigned, both line-ups confirmed)', async () => {
    const { game } = await finishedGame({ referees: [] });
    expect(await lockedAt(game.id)).not.toBeNull();
  });

  it('does not lock an unfinished game, however many signatures are in', async () => {
    const game = await buildSheetGame(w, { referees: [] });
    await confirm('home', game.id);
    await confirm('away', game.id);
    expect(await lockedAt(game.id)).toBeNull();
  });
});

describe('a change of the events after a signature', () => {
  it('removes every signature given since the finish, reopens the tasks, tells the signers in their language, keeps it in the history', async () => {
    // Home confirmed before the game, away after the finish, then the first referee signs.
    const { game } = await finishedGame({ confirm: ['home'] });
    await confirm('away', game.id);
    const [first, second] = w.referees;
    await t.prisma.person.update({ where: { id: first!.id }, data: { preferredLanguage: 'fr' } });
    try {
      await sign(first!, game.id).then((r) => expect(r.status).toBe(200));
      const event = await t.prisma.gameEvent.findFirstOrThrow({ where: { gameId: game.id } });

      // The second referee (not yet signed) moves the goal to the away side.
      const referee = await signInAs(t, second!);
      await referee
        .put(`/api/games/${game.id}/events/${event.id}`)
        .send({ type: 'goal', event_time: 300, period: 1, side: 'away', membership_id: w.awayPlayers[0]!.membership.id })
        .expect(200);
      // The line-up confirmed before the game confirmed the line-up only: it stays.
      const left = await t.prisma.gameSignature.findMany({ where: { gameId: game.id } });
      expect(left.map((s) => [s.role, s.personId])).toEqual([['home_manager', w.homeManager.id]]);
      const done = await t.prisma.gameTask.findMany({ where: { gameId: game.id, state: 'done' } });
      expect(done.map((task) => [task.personId, task.type])).toEqual([[w.homeManager.id, 'confirm_lineup']]);
      const entry = await t.prisma.auditEntry.findFirstOrThrow({
        where: { entityId: game.id, action: 'game.signatures_removed' },
      });
      expect(entry.actorId).toBe(second!.id);
      const data = entry.data as { cause: string; signatures: { role: string; person_id: number }[] };
      expect(data.cause).toBe('events');
      expect(data.signatures.map((s) => [s.role, s.person_id])).toEqual([
        ['away_manager', w.awayManager.id],
        ['referee', first!.id],
      ]);

      // The sheet shows what was removed, until it is signed again.
      const sheet = (await referee.get(`/api/games/${game.id}/sheet`).expect(200)).body.data;
      expect(sheet.signatures.map((s: { role: string }) => s.role)).toEqual(['home_manager']);
      expect(sheet.removed_signatures.map((s: { role: string; person_id: number }) => [s.role, s.person_id])).toEqual([
        ['away_manager', w.awayManager.id],
        ['referee', first!.id],
      ]);
      expect(sheet.removed_signatures[0]).toMatchObject({ cause: 'events', removed_at: expect.any(String) });

      await drainNotices(t);
      // The managers' final-score mails of the finish (with the document attached) aside.
      const mails = readOutbox(t.outboxDir).filter((m) => !m.attachments);
      const to = (p: { email: string | null }) => mails.filter((m) => m.to === p.email);
      expect(to(first!)).toEqual([expect.objectContaining({ subject: expect.stringContaining('Feuille de match') })]);
      expect(to(w.awayManager)).toEqual([expect.objectContaining({ subject: expect.stringContaining('Spielbericht') })]);
      expect(to(w.awayManager)[0]!.text).toContain(`/sheet/${game.id}`);
      expect(to(w.homeManager)).toEqual([]);
      expect(to(second!)).toEqual([]);

      // Signed again: the removals are gone, and with every signature in the sheet locks.
      await sign(first!, game.id).then((r) => expect(r.status).toBe(200));
      await sign(second!, game.id).then((r) => expect(r.status).toBe(200));
      const last = (await confirm('away', game.id)).body.data;
      expect(last.confirmation).toMatchObject({ role: 'away_manager' });
      const after = (await referee.get(`/api/games/${game.id}/sheet`).expect(200)).body.data;
      expect(after.removed_signatures).toEqual([]);
      expect(after.game.locked_at).toEqual(expect.any(String));
    } finally {
      await t.prisma.person.update({ where: { id: first!.id }, data: { preferredLanguage: 'de' } });
    }
  });

  it('removes nothing when only line-ups confirmed before the game were in', async () => {
    const { game } = await finishedGame();
    const event = await t.prisma.gameEvent.findFirstOrThrow({ where: { gameId: game.id } });
    await (await signInAs(t, w.referees[0]!)).delete(`/api/games/${game.id}/events/${event.id}`).expect(200);
    expect(await t.prisma.gameSignature.count({ where: { gameId: game.id } })).toBe(2);
    expect(await t.prisma.auditEntry.count({ where: { entityId: game.id, action: 'game.signatures_removed' } })).toBe(0);
  });
});
