// Signing on the table's device (docs/product.md#score-sheet): the scorer's phone collects each signer's signature
// with that signer's own PIN, counted per signer; only the table's session may record them.
import { useTestApp } from '../../../test/app';
import { signedInMember } from '../../../test/factories';
import {
  SIGNATURE_PIN,
  WRONG_PIN,
  buildScoreSheetWorld,
  buildSheetGame,
  buildSigner,
  signInAs,
  type ScoreSheetWorld,
} from '../../../test/factories-score-sheet';

const t = useTestApp();
let w: ScoreSheetWorld;
beforeAll(async () => {
  w = await buildScoreSheetWorld({ players: 2 });
});

/** A finished game of the world with a named scorer, signed in on the table's phone. */
async function finishedAtTheTable() {
  const game = await buildSheetGame(w, { startedAt: new Date(Date.now() - 7_200_000), finishedAt: new Date() });
  const scorer = await buildSigner('Anschreiber');
  await t.prisma.gameScorer.create({ data: { gameId: game.id, personId: scorer.id } });
  return { game, scorer, phone: await signInAs(t, scorer) };
}

describe('POST /api/games/{id}/signers/{person}/sign', () => {
  it("records the referee's signature given with the referee's PIN on the scorer's phone (201), recorded_by the scorer", async () => {
    const { game, scorer, phone } = await finishedAtTheTable();
    const referee = w.referees[0]!;
    const listed = (await phone.get(`/api/games/${game.id}/signers`).expect(200)).body.data;
    expect(listed).toContainEqual({
      person_id: referee.id,
      name: `${referee.firstname} ${referee.lastname}`,
      role: 'referee',
      signed: false,
    });
    expect(listed).toContainEqual(expect.objectContaining({ person_id: w.homeManager.id, role: 'home_manager' }));
    const res = await phone
      .post(`/api/games/${game.id}/signers/${referee.id}/sign`)
      .send({ role: 'referee', pin: SIGNATURE_PIN })
      .expect(201);
    expect(res.body.data.signatures).toEqual([
      expect.objectContaining({ role: 'referee', person_id: referee.id, signed_at: expect.any(String) }),
    ]);
    const entry = await t.prisma.auditEntry.findFirstOrThrow({ where: { entityId: game.id, action: 'game.sign' } });
    expect(entry.actorId).toBe(referee.id);
    expect(entry.data).toMatchObject({ role: 'referee', recorded_by: scorer.id });
    const after = (await phone.get(`/api/games/${game.id}/signers`).expect(200)).body.data;
    expect(after.find((s: { person_id: number }) => s.person_id === referee.id).signed).toBe(true);
    // A team manager confirms the line-up on the same phone.
    await phone
      .post(`/api/games/${game.id}/signers/${w.awayManager.id}/sign`)
      .send({ role: 'away_manager', pin: SIGNATURE_PIN })
      .expect(201);
    expect(
      await t.prisma.gameSignature.count({ where: { gameId: game.id, role: 'away_manager', personId: w.awayManager.id } }),
    ).toBe(1);
  });

  it('counts a wrong PIN for the signer: 401 InvalidPin, after five 429 with retry_after, nothing signed', async () => {
    const world = await buildScoreSheetWorld({ players: 1 });
    const game = await buildSheetGame(world, { startedAt: new Date(Date.now() - 7_200_000), finishedAt: new Date() });
    const phone = await signInAs(t, world.leagueRep);
    const referee = world.referees[0]!;
    const sign = (pin: string) => phone.post(`/api/games/${game.id}/signers/${referee.id}/sign`).send({ role: 'referee', pin });
    try {
      for (let i = 0; i < 5; i++) expect((await sign(WRONG_PIN).expect(401)).body.error.code).toBe('InvalidPin');
      const refused = await sign(SIGNATURE_PIN).expect(429);
      expect(refused.body.error.retry_after).toBeGreaterThan(0);
      const [hits] = await t.prisma.$queryRaw<{ hits: number }[]>`
        SELECT hits FROM rate_limit_hits WHERE key = ${`signature-pin:${referee.id}`}`;
      expect(hits!.hits).toBe(5);
      expect(await t.prisma.gameSignature.count({ where: { gameId: game.id } })).toBe(0);
      // The signer's count, not the phone's: the other referee signs on the same phone.
      const other = world.referees[1]!;
      await phone
        .post(`/api/games/${game.id}/signers/${other.id}/sign`)
        .send({ role: 'referee', pin: SIGNATURE_PIN })
        .expect(201);
    } finally {
      await t.prisma.$executeRaw`DELETE FROM rate_limit_hits WHERE key LIKE 'signature-pin:%'`;
    }
  });

  it('404 for a person who does not sign this game (or not in that role); nothing counted', async () => {
    const { game, phone } = await finishedAtTheTable();
    const { person: stranger } = await signedInMember(t);
    await phone
      .post(`/api/games/${game.id}/signers/${stranger.id}/sign`)
      .send({ role: 'referee', pin: SIGNATURE_PIN })
      .expect(404);
    await phone
      .post(`/api/games/${game.id}/signers/${w.homeManager.id}/sign`)
      .send({ role: 'referee', pin: SIGNATURE_PIN })
      .expect(404);
    expect(await t.prisma.gameSignature.count({ where: { gameId: game.id } })).toBe(0);
  });

  it("a team manager's session records nobody's signature (403), nor lists the signers; without a session 401", async () => {
    const { game } = await finishedAtTheTable();
    const referee = w.referees[0]!;
    const manager = await signInAs(t, w.homeManager);
    const res = await manager
      .post(`/api/games/${game.id}/signers/${referee.id}/sign`)
      .send({ role: 'referee', pin: SIGNATURE_PIN })
      .expect(403);
    expect(res.body.error.code).toBe('UnauthorizedAction');
    await manager.get(`/api/games/${game.id}/signers`).expect(403);
    await t.request().get(`/api/games/${game.id}/signers`).expect(401);
    expect(await t.prisma.gameSignature.count({ where: { gameId: game.id } })).toBe(0);
  });
});
