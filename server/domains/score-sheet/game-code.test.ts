// The game code (docs/decisions/050-game-code-for-a-scorer.md): the league representative issues a code and PIN; a
// scorer without an account keeps that one game's sheet with them on the game's day, and can reach nothing else.
import crypto from 'node:crypto';
import { addDays, today, zonedDateTime } from '../../../shared/clock';
import { ENDPOINTS } from '../../../shared/contract';
import { useTestApp } from '../../../test/app';
import { buildScoreSheetWorld, buildSheetGame, signInAs, type ScoreSheetWorld } from '../../../test/factories-score-sheet';

const t = useTestApp();
let w: ScoreSheetWorld;
beforeAll(async () => {
  w = await buildScoreSheetWorld({ players: 2 });
});

/** A started game of the world on `day` (the association's), at noon. */
const gameOn = (day: string) =>
  buildSheetGame(w, { kickoff: zonedDateTime(day, '12:00'), startedAt: zonedDateTime(day, '12:00') });

async function issue(gameId: number) {
  const rep = await signInAs(t, w.leagueRep);
  const res = await rep.post(`/api/games/${gameId}/scorer-code`).send({}).expect(201);
  const { code, pin } = res.body.data as { code: string; pin: string };
  return { code, pin };
}

async function openWith(code: { code: string; pin: string }) {
  const phone = t.agent();
  const res = await phone.post('/api/scorer/session').send(code);
  return { phone, res };
}

const goal = () => ({
  idempotency_key: crypto.randomUUID(),
  type: 'goal',
  event_time: 120,
  period: 1,
  side: 'home',
  membership_id: w.homePlayers[0]!.membership.id,
});

describe('the game code', () => {
  it('is issued by the league representative once (hashed, never shown again); not by a team manager or a guest', async () => {
    const game = await gameOn(today());
    const code = await issue(game.id);
    expect(code.code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(code.pin).toMatch(/^[0-9]{6}$/);
    const stored = await t.prisma.gameScorerCode.findUniqueOrThrow({ where: { gameId: game.id } });
    expect(stored.codeHash).not.toContain(code.code.replace(/-/g, ''));
    const rep = await signInAs(t, w.leagueRep);
    const state = (await rep.get(`/api/games/${game.id}/scorer-code`).expect(200)).body.data;
    expect(Object.keys(state)).toEqual(['issued_at']);
    await (await signInAs(t, w.homeManager)).post(`/api/games/${game.id}/scorer-code`).send({}).expect(403);
    await t.request().post(`/api/games/${game.id}/scorer-code`).send({}).expect(401);
  });

  it("opens the game's sheet on its day: the scorer records a goal; the code typed in lower case without dashes works", async () => {
    const game = await gameOn(today());
    const code = await issue(game.id);
    const { phone, res } = await openWith({ code: code.code.replace(/-/g, '').toLowerCase(), pin: code.pin });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({ game_id: game.id });
    expect((await phone.get('/api/scorer/session').expect(200)).body.data).toEqual({ game_id: game.id });
    const sheet = (await phone.get(`/api/games/${game.id}/sheet`).expect(200)).body.data;
    expect(sheet.rights).toMatchObject({ score: true, record_signatures: true, manage_game: false, sign_as_referee: false });
    await phone.post(`/api/games/${game.id}/events`).send(goal()).expect(201);
    const event = await t.prisma.gameEvent.findFirstOrThrow({ where: { gameId: game.id } });
    expect(event.createdById).toBeNull();
  });

  it('is refused the day before and the day after the game (403 GameCodeNotToday)', async () => {
    for (const day of [addDays(today(), 1), addDays(today(), -1)]) {
      const game = await gameOn(day);
      const { res } = await openWith(await issue(game.id));
      expect([res.status, res.body.error.code]).toEqual([403, 'GameCodeNotToday']);
    }
  });

  it('keeps its own game only: another game is 403, every other API 401 or 403', async () => {
    const game = await gameOn(today());
    const other = await gameOn(today());
    const { phone } = await openWith(await issue(game.id));
    await phone.get(`/api/games/${other.id}/sheet`).expect(403);
    await phone.post(`/api/games/${other.id}/events`).send(goal()).expect(403);
    for (const [method, path] of [
      ['get', '/api/self'],
      ['get', '/api/self/dashboard'],
      ['get', `/api/games/${game.id}/scorer-code`],
      ['post', `/api/games/${game.id}/scorer-code`],
      ['put', `/api/games/${game.id}/scorers`],
      ['post', `/api/games/${game.id}/sign`],
      ['post', `/api/games/${game.id}/lineups/home/confirm`],
      ['post', `/api/games/${game.id}/reset`],
      ['get', '/api/clubs'],
      ['get', '/api/persons'],
    ] as const) {
      const res = await phone[method](path).send({});
      expect([path, [401, 403].includes(res.status)]).toEqual([path, true]);
    }
    // Every endpoint for a signed-in person but the sheet's own: 401 (the session has no person).
    for (const e of ENDPOINTS.filter((x) => (x.auth === 'user' || x.auth === 'admin') && !x.gameCode)) {
      const path = `/api${e.path.replace(/\{[A-Za-z]+\}/g, String(game.id)).replace('{side}', 'home')}`;
      const res = await phone[e.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path).send({});
      expect([e.method, e.path, res.status]).toEqual([e.method, e.path, 401]);
    }
    // The code's session signs nothing itself.
    const { body } = await phone.get(`/api/games/${game.id}/sheet`).expect(200);
    expect(body.data.rights.confirm_home_lineup).toBe(false);
  });

  it('a wrong PIN is 401 InvalidGameCode like an unknown code; five wrong PINs for a code: 429 with retry_after', async () => {
    const game = await gameOn(today());
    const code = await issue(game.id);
    try {
      const unknown = await openWith({ code: 'AAAA-BBBB-CCCC', pin: '123456' });
      expect([unknown.res.status, unknown.res.body.error.code]).toEqual([401, 'InvalidGameCode']);
      const wrongPin = code.pin === '000000' ? '000001' : '000000';
      for (let i = 0; i < 5; i++) {
        const { res } = await openWith({ code: code.code, pin: wrongPin });
        expect([res.status, res.body.error.code]).toEqual([401, 'InvalidGameCode']);
      }
      const { res } = await openWith(code);
      expect([res.status, res.body.error.code]).toEqual([429, 'TooManyRequests']);
      expect(res.body.error.retry_after).toBeGreaterThan(0);
    } finally {
      await t.prisma.$executeRaw`DELETE FROM rate_limit_hits WHERE key LIKE 'game-code%'`;
    }
  });

  it("ends with a revoked or re-issued code, and when the game's day is over", async () => {
    const game = await gameOn(today());
    const rep = await signInAs(t, w.leagueRep);
    const first = await openWith(await issue(game.id));
    await first.phone.get(`/api/games/${game.id}/sheet`).expect(200);
    await rep.delete(`/api/games/${game.id}/scorer-code`).expect(200);
    await first.phone.get(`/api/games/${game.id}/sheet`).expect(401);
    expect((await first.phone.get('/api/scorer/session').expect(200)).body.data).toBeNull();

    const second = await openWith(await issue(game.id));
    await second.phone.get(`/api/games/${game.id}/sheet`).expect(200);
    const reissued = await issue(game.id);
    await second.phone.post(`/api/games/${game.id}/events`).send(goal()).expect(401);

    const third = await openWith(reissued);
    await third.phone.get(`/api/games/${game.id}/sheet`).expect(200);
    // The day is over (the game moved to yesterday stands for midnight passing).
    await t.prisma.game.update({ where: { id: game.id }, data: { kickoffTime: zonedDateTime(addDays(today(), -1), '12:00') } });
    await third.phone.get(`/api/games/${game.id}/sheet`).expect(401);
  });
});
