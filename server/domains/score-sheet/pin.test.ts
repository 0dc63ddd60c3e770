// The team manager's line-up confirmation with the signature PIN (docs/product.md#score-sheet): the right PIN signs
// and completes the task, a wrong one is 401 InvalidPin and the sixth wrong try 429, no PIN set is 409, the other
// team's manager is 403; the last signature missing locks the finished sheet.
import { useTestApp } from '../../../test/app';
import { ADMIN_PASSWORD, signedInMember } from '../../../test/factories';
import {
  SIGNATURE_PIN,
  WRONG_PIN,
  buildScoreSheetWorld,
  buildSheetGame,
  setSignaturePin,
  signInAs,
  type ScoreSheetWorld,
} from '../../../test/factories-score-sheet';

const t = useTestApp();
let w: ScoreSheetWorld;

beforeAll(async () => {
  w = await buildScoreSheetWorld();
});

const taskOf = (gameId: number, personId: number) =>
  t.prisma.gameTask.findUniqueOrThrow({
    where: { gameId_personId_type: { gameId, personId, type: 'confirm_lineup' } },
    select: { state: true, doneAt: true },
  });

describe('POST /api/games/{id}/lineups/{side}/confirm', () => {
  it('signs with the right PIN: the confirmation with name and time, the task done, the line-up saved as it stood', async () => {
    const game = await buildSheetGame(w);
    const agent = await signInAs(t, w.homeManager);
    expect((await taskOf(game.id, w.homeManager.id)).state).toBe('open');
    const before = Date.now();
    const res = await agent.post(`/api/games/${game.id}/lineups/home/confirm`).send({ pin: SIGNATURE_PIN }).expect(200);
    const lineup = res.body.data;
    expect(lineup.saved).toBe(true);
    expect(lineup.players).toHaveLength(6);
    expect(lineup.confirmation).toMatchObject({
      role: 'home_manager',
      person_id: w.homeManager.id,
      name: `${w.homeManager.firstname} ${w.homeManager.lastname}`,
    });
    expect(Date.parse(lineup.confirmation.signed_at)).toBeGreaterThanOrEqual(before - 1000);
    const task = await taskOf(game.id, w.homeManager.id);
    expect(task.state).toBe('done');
    expect(task.doneAt).not.toBeNull();
    expect(await t.prisma.gameLineup.count({ where: { gameId: game.id, teamId: w.home.id } })).toBe(6);
    // The away side is untouched.
    expect((await taskOf(game.id, w.awayManager.id)).state).toBe('open');
    const sheet = (await agent.get(`/api/games/${game.id}/sheet`).expect(200)).body.data;
    expect(sheet.signatures).toEqual([lineup.confirmation]);
    expect(sheet.away.confirmation).toBeNull();

    // Confirming again answers the confirmed line-up, no second signature.
    await agent.post(`/api/games/${game.id}/lineups/home/confirm`).send({ pin: SIGNATURE_PIN }).expect(200);
    expect(await t.prisma.gameSignature.count({ where: { gameId: game.id } })).toBe(1);
  });

  it("refuses the other team's manager, a referee and a stranger (403) before looking at the PIN", async () => {
    for (const person of [w.awayManager, w.referees[0]!]) {
      const agent = await signInAs(t, person);
      const res = await agent.post(`/api/games/${w.game.id}/lineups/home/confirm`).send({ pin: SIGNATURE_PIN }).expect(403);
      expect(res.body.error.code).toBe('UnauthorizedAction');
    }
    const { agent } = await signedInMember(t);
    await agent.post(`/api/games/${w.game.id}/lineups/away/confirm`).send({ pin: SIGNATURE_PIN }).expect(403);
    expect(await t.prisma.gameSignature.count({ where: { gameId: w.game.id } })).toBe(0);
  });

  it('counts wrong PINs only: twenty signatures at once with the right PIN all pass, twenty guesses at once meet the limit', async () => {
    const game = await buildSheetGame(w);
    const agent = await signInAs(t, w.homeManager);
    const confirm = (pin: string) => agent.post(`/api/games/${game.id}/lineups/home/confirm`).send({ pin });
    const right = await Promise.all(Array.from({ length: 20 }, () => confirm(SIGNATURE_PIN)));
    expect(right.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await t.prisma.gameSignature.count({ where: { gameId: game.id } })).toBe(1);
    const other = await buildSheetGame(w);
    const away = await signInAs(t, w.awayManager);
    const guesses = await Promise.all(
      Array.from({ length: 20 }, () => away.post(`/api/games/${other.id}/lineups/away/confirm`).send({ pin: WRONG_PIN })),
    );
    const statuses = guesses.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
    await t.prisma.$executeRaw`DELETE FROM rate_limit_hits WHERE key LIKE 'signature-pin:%'`;
  });

  it('a wrong PIN is 401 InvalidPin, the sixth wrong try in a row 429, then even the right PIN waits', async () => {
    const game = await buildSheetGame(w);
    const agent = await signInAs(t, w.awayManager);
    const confirm = (pin: string) => agent.post(`/api/games/${game.id}/lineups/away/confirm`).send({ pin });
    for (let i = 0; i < 5; i++) {
      const res = await confirm(WRONG_PIN).expect(401);
      expect(res.body.error.code).toBe('InvalidPin');
    }
    expect((await confirm(WRONG_PIN).expect(429)).body.error.code).toBe('TooManyRequests');
    expect((await confirm(SIGNATURE_PIN).expect(429)).body.error.code).toBe('TooManyRequests');
    expect(await t.prisma.gameSignature.count({ where: { gameId: game.id } })).toBe(0);
    expect((await taskOf(game.id, w.awayManager.id)).state).toBe('open');
    // The session stays: a wrong PIN is no sign-out.
    await agent.get(`/api/games/${game.id}/sheet`).expect(200);
    // The other tests of the file sign as this manager again.
    await t.prisma.$executeRaw`DELETE FROM rate_limit_hits WHERE key LIKE 'signature-pin:%'`;
  });

  it('says how long the wait is: the 429 carries retry_after (seconds left of the window) and Retry-After', async () => {
    const game = await buildSheetGame(w);
    const agent = await signInAs(t, w.awayManager);
    const confirm = (pin: string) => agent.post(`/api/games/${game.id}/lineups/away/confirm`).send({ pin });
    try {
      for (let i = 0; i < 5; i++) await confirm(WRONG_PIN).expect(401);
      const refused = await confirm(SIGNATURE_PIN).expect(429);
      const wait = refused.body.error.retry_after;
      expect(Number.isInteger(wait)).toBe(true);
      expect(wait).toBeGreaterThan(14 * 60);
      expect(wait).toBeLessThanOrEqual(15 * 60);
      expect(refused.headers['retry-after']).toBe(String(wait));
    } finally {
      await t.prisma.$executeRaw`DELETE FROM rate_limit_hits WHERE key LIKE 'signature-pin:%'`;
    }
  });

  it('a new PIN set in the profile with the password works at once: the wrong PINs before it no longer count', async () => {
    const game = await buildSheetGame(w);
    const agent = await signInAs(t, w.awayManager);
    const confirm = (pin: string) => agent.post(`/api/games/${game.id}/lineups/away/confirm`).send({ pin });
    try {
      for (let i = 0; i < 5; i++) await confirm(WRONG_PIN).expect(401);
      await confirm(SIGNATURE_PIN).expect(429);
      await agent.put('/api/self').send({ current_password: ADMIN_PASSWORD, signature_pin: '97531' }).expect(200);
      await confirm('97531').expect(200);
    } finally {
      await t.prisma.$executeRaw`DELETE FROM rate_limit_hits WHERE key LIKE 'signature-pin:%'`;
      await setSignaturePin(w.awayManager.id);
    }
  });

  it('right PINs do not count toward the limit', async () => {
    const agent = await signInAs(t, w.homeManager);
    for (let i = 0; i < 7; i++) {
      const game = await buildSheetGame(w);
      await agent.post(`/api/games/${game.id}/lineups/home/confirm`).send({ pin: SIGNATURE_PIN }).expect(200);
    }
  });

  it('409 NoSignaturePin for a manager who has set none; 400 for a PIN the profile would not take (4 to 8 digits)', async () => {
    const game = await buildSheetGame(w);
    await t.prisma.person.update({ where: { id: w.awayManager.id }, data: { signaturePinHash: null } });
    const agent = await signInAs(t, w.awayManager);
    try {
      const res = await agent.post(`/api/games/${game.id}/lineups/away/confirm`).send({ pin: SIGNATURE_PIN }).expect(409);
      expect(res.body.error.code).toBe('NoSignaturePin');
    } finally {
      await setSignaturePin(w.awayManager.id);
    }
    for (const pin of ['12', 'abcd', '123456789', '1234567890123', 2468]) {
      await agent.post(`/api/games/${game.id}/lineups/away/confirm`).send({ pin }).expect(400);
    }
    await agent.post(`/api/games/${game.id}/lineups/away/confirm`).send({}).expect(400);
  });

  it('the last signature missing locks the finished sheet; a locked sheet is 409 SheetLocked', async () => {
    const started = new Date(Date.now() - 3 * 3_600_000);
    const game = await buildSheetGame(w, { kickoff: started, startedAt: started, finishedAt: new Date(Date.now() - 3_600_000) });
    for (const referee of w.referees) {
      await t.prisma.gameSignature.create({
        data: { gameId: game.id, personId: referee.id, role: 'referee', name: `${referee.firstname} ${referee.lastname}` },
      });
    }
    const home = await signInAs(t, w.homeManager);
    const away = await signInAs(t, w.awayManager);
    await home.post(`/api/games/${game.id}/lineups/home/confirm`).send({ pin: SIGNATURE_PIN }).expect(200);
    expect((await t.prisma.game.findUniqueOrThrow({ where: { id: game.id } })).lockedAt).toBeNull();
    await away.post(`/api/games/${game.id}/lineups/away/confirm`).send({ pin: SIGNATURE_PIN }).expect(200);
    const locked = (await away.get(`/api/games/${game.id}/sheet`).expect(200)).body.data;
    expect(locked.game.locked_at).not.toBeNull();
    expect(locked.signatures.map((s: { role: string }) => s.role).sort()).toEqual([
      'away_manager',
      'home_manager',
      'referee',
      'referee',
    ]);
    const again = await away.post(`/api/games/${game.id}/lineups/away/confirm`).send({ pin: SIGNATURE_PIN }).expect(409);
    expect(again.body.error.code).toBe('SheetLocked');
  });

  it('404 for an unknown game, 401 without a session', async () => {
    const agent = await signInAs(t, w.homeManager);
    await agent.post('/api/games/999999999/lineups/home/confirm').send({ pin: SIGNATURE_PIN }).expect(404);
    await t.request().post(`/api/games/${w.game.id}/lineups/home/confirm`).send({ pin: SIGNATURE_PIN }).expect(401);
  });
});
