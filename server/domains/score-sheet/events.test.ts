// POST/PUT/DELETE /games/{id}/events (docs/product.md#score-sheet): the idempotency key (also under concurrency), the
// line-up and penalty checks with their codes, the score derived from goals, the history of corrections, the 409s
// before the start, after the finish and on a locked sheet, and an association admin's correction with a reason.
import crypto from 'node:crypto';
import { useTestApp } from '../../../test/app';
import { buildMembership, buildPlayer, inTeam } from '../../../test/factories';
import {
  buildScoreSheetWorld,
  buildSheetGame,
  buildSigner,
  signInAs,
  type ScoreSheetWorld,
} from '../../../test/factories-score-sheet';

const t = useTestApp();

let w: ScoreSheetWorld;
beforeAll(async () => {
  w = await buildScoreSheetWorld();
});

type Side = 'home' | 'away';
const home = (i: number) => w.homePlayers[i]!.membership.id;
const away = (i: number) => w.awayPlayers[i]!.membership.id;

const event = (over: Record<string, unknown>) => ({
  idempotency_key: crypto.randomUUID(),
  type: 'goal',
  event_time: 75,
  period: 1,
  side: 'home',
  membership_id: null,
  assist_membership_id: null,
  penalty_type_id: null,
  ...over,
});
const goal = (side: Side, membershipId: number, over: Record<string, unknown> = {}) =>
  event({ type: 'goal', side, membership_id: membershipId, ...over });

/** A game of the world, started by the league representative; answers the game and the scorer's agent. */
async function startedGame(scorer: { email: string | null } = w.leagueRep) {
  const game = await buildSheetGame(w);
  const agent = await signInAs(t, scorer);
  await agent.post(`/api/games/${game.id}/start`).send({}).expect(200);
  return { game, agent };
}

/** A fresh person named the game's scorer by the association admin; answers their agent. */
async function signedInScorer(gameId: number) {
  const person = await buildSigner(`Schreiber-${w.tag}`);
  // A scorer is a person of the competition's association: a member of one of its clubs.
  await buildMembership({ personId: person.id, clubId: w.homeClub.id, sportId: w.sport.id });
  const admin = await signInAs(t, w.admin);
  await admin
    .put(`/api/games/${gameId}/scorers`)
    .send({ person_ids: [person.id] })
    .expect(200);
  return signInAs(t, person);
}

const score = async (gameId: number) => {
  const g = await t.prisma.game.findUniqueOrThrow({ where: { id: gameId }, select: { homeScore: true, awayScore: true } });
  return [g.homeScore, g.awayScore];
};

describe('POST /api/games/{id}/events', () => {
  it('stores a goal with scorer and assist, their names and jerseys, the author; the score follows', async () => {
    const { game, agent } = await startedGame(w.homeManager);
    const res = await agent
      .post(`/api/games/${game.id}/events`)
      .send(goal('home', home(0), { assist_membership_id: home(1), event_time: 95 }))
      .expect(201);
    expect(res.body.data).toMatchObject({
      type: 'goal',
      event_time: 95,
      period: 1,
      side: 'home',
      membership_id: home(0),
      player_name: `${w.homePlayers[0]!.person.firstname} ${w.homePlayers[0]!.person.lastname}`,
      jersey_number: '1',
      assist_membership_id: home(1),
      assist_name: expect.stringContaining('Heim-2-'),
      created_by: expect.stringContaining('Heimwart-'),
      updated_at: null,
    });
    expect(await score(game.id)).toEqual([1, 0]);
    await agent
      .post(`/api/games/${game.id}/events`)
      .send(goal('away', away(2)))
      .expect(201);
    expect(await score(game.id)).toEqual([1, 1]);
    const entries = await t.prisma.auditEntry.findMany({ where: { entityId: game.id, action: 'game.event.add' } });
    expect(entries.map((e) => e.actorId)).toEqual([w.homeManager.id, w.homeManager.id]);
  });

  it('stores one event for one idempotency key: a retry answers the stored event with 200', async () => {
    const { game, agent } = await startedGame();
    const body = goal('home', home(0));
    const first = await agent.post(`/api/games/${game.id}/events`).send(body).expect(201);
    const again = await agent.post(`/api/games/${game.id}/events`).send(body).expect(200);
    expect(again.body.data).toEqual(first.body.data);
    expect(await t.prisma.gameEvent.count({ where: { gameId: game.id } })).toBe(1);
    expect(await score(game.id)).toEqual([1, 0]);
  });

  it('stores one event when the same key arrives several times at once', async () => {
    const { game, agent } = await startedGame();
    const body = goal('away', away(1));
    const answers = await Promise.all(Array.from({ length: 5 }, () => agent.post(`/api/games/${game.id}/events`).send(body)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((r) => r.body.data.id)).size).toBe(1);
    expect(await t.prisma.gameEvent.count({ where: { gameId: game.id } })).toBe(1);
    expect(await score(game.id)).toEqual([0, 1]);
  });

  it('keeps concurrent events with different keys apart, and the score counts them all', async () => {
    const { game, agent } = await startedGame();
    await Promise.all(
      [home(0), home(1), home(2), away(0)].map((m, i) =>
        agent
          .post(`/api/games/${game.id}/events`)
          .send(goal(i < 3 ? 'home' : 'away', m))
          .expect(201),
      ),
    );
    expect(await score(game.id)).toEqual([3, 1]);
  });

  it('refuses a player who is not on that side’s line-up: 422 PlayerNotInLineup, AssistNotInLineup', async () => {
    const { game, agent } = await startedGame();
    // An away player scoring for home.
    let res = await agent
      .post(`/api/games/${game.id}/events`)
      .send(goal('home', away(0)))
      .expect(422);
    expect(res.body.error.code).toBe('PlayerNotInLineup');
    res = await agent
      .post(`/api/games/${game.id}/events`)
      .send(goal('home', home(0), { assist_membership_id: away(1) }))
      .expect(422);
    expect(res.body.error.code).toBe('AssistNotInLineup');
    // A player of another team of the club.
    const stranger = await buildPlayer({ ...inTeam(w.home), teamId: null });
    res = await agent.post(`/api/games/${game.id}/events`).send(goal('home', stranger.membership.id)).expect(422);
    expect(res.body.error.code).toBe('PlayerNotInLineup');
    expect(await t.prisma.gameEvent.count({ where: { gameId: game.id } })).toBe(0);
  });

  it('takes the saved line-up once there is one: a team player left off it is refused', async () => {
    const { game, agent } = await startedGame();
    await t.prisma.gameLineup.createMany({
      data: [0, 1, 2].map((i) => ({ gameId: game.id, membershipId: home(i), teamId: w.home.id, jerseyNumber: String(20 + i) })),
    });
    const res = await agent
      .post(`/api/games/${game.id}/events`)
      .send(goal('home', home(3)))
      .expect(422);
    expect(res.body.error.code).toBe('PlayerNotInLineup');
    const ok = await agent
      .post(`/api/games/${game.id}/events`)
      .send(goal('home', home(2)))
      .expect(201);
    // The jersey worn in this game.
    expect(ok.body.data.jersey_number).toBe('22');
  });

  it('a foul takes its kind and seconds from the competition’s penalty type; another competition’s is 422', async () => {
    const { game, agent } = await startedGame();
    const res = await agent
      .post(`/api/games/${game.id}/events`)
      .send(event({ type: 'foul', side: 'away', membership_id: away(3), penalty_type_id: w.penaltyTypes.personal2.id }))
      .expect(201);
    expect(res.body.data).toMatchObject({
      foul_kind: 'personal',
      penalty_seconds: 120,
      penalty_type_id: w.penaltyTypes.personal2.id,
    });
    const other = await buildScoreSheetWorld({ players: 1 });
    const wrong = await agent
      .post(`/api/games/${game.id}/events`)
      .send(event({ type: 'foul', side: 'away', membership_id: away(3), penalty_type_id: other.penaltyTypes.technical.id }))
      .expect(422);
    expect(wrong.body.error.code).toBe('UnknownPenaltyType');
    expect(await score(game.id)).toEqual([0, 0]);
  });

  it('answers events that do not fit their type with 400 ValidationFailed', async () => {
    const { game, agent } = await startedGame();
    const bad = [
      goal('home', home(0), { side: null }),
      event({ type: 'goal', membership_id: null }),
      event({ type: 'foul', side: 'home', membership_id: home(0) }),
      event({ type: 'timeout', side: null }),
      event({ type: 'timeout', side: 'home', membership_id: home(0) }),
      event({ type: 'break', side: 'home' }),
      goal('home', home(0), { assist_membership_id: home(0) }),
      goal('home', home(0), { penalty_type_id: w.penaltyTypes.technical.id }),
      goal('home', home(0), { idempotency_key: 'not-a-uuid' }),
      goal('home', home(0), { event_time: -5 }),
    ];
    for (const body of bad) {
      const res = await agent.post(`/api/games/${game.id}/events`).send(body);
      expect({ body, status: res.status, code: res.body.error?.code }).toEqual({ body, status: 400, code: 'ValidationFailed' });
    }
    await agent
      .post(`/api/games/${game.id}/events`)
      .send(event({ type: 'timeout', side: 'away' }))
      .expect(201);
    await agent
      .post(`/api/games/${game.id}/events`)
      .send(event({ type: 'break', side: null, period: 2 }))
      .expect(201);
    expect(await t.prisma.gameEvent.count({ where: { gameId: game.id } })).toBe(2);
  });

  it('is 409 GameNotStarted before the start and 409 GameFinished after the finish; a retry of a stored key still answers', async () => {
    const game = await buildSheetGame(w);
    const agent = await signInAs(t, w.referees[0]!);
    const early = await agent
      .post(`/api/games/${game.id}/events`)
      .send(goal('home', home(0)))
      .expect(409);
    expect(early.body.error.code).toBe('GameNotStarted');
    await agent.post(`/api/games/${game.id}/start`).send({}).expect(200);
    const body = goal('home', home(0));
    await agent.post(`/api/games/${game.id}/events`).send(body).expect(201);
    await agent.post(`/api/games/${game.id}/finish`).send({}).expect(200);
    const late = await agent
      .post(`/api/games/${game.id}/events`)
      .send(goal('home', home(1)))
      .expect(409);
    expect(late.body.error.code).toBe('GameFinished');
    // The phone never saw the answer of the goal before the finish: its retry gets the stored event.
    await agent.post(`/api/games/${game.id}/events`).send(body).expect(200);
    expect(await score(game.id)).toEqual([1, 0]);
  });

  it('is for those who keep the sheet: the away manager 403, a guest 401', async () => {
    const { game } = await startedGame();
    await (
      await signInAs(t, w.awayManager)
    )
      .post(`/api/games/${game.id}/events`)
      .send(goal('away', away(0)))
      .expect(403);
    await t
      .request()
      .post(`/api/games/${game.id}/events`)
      .send(goal('away', away(0)))
      .expect(401);
    expect(await t.prisma.gameEvent.count({ where: { gameId: game.id } })).toBe(0);
  });
});

describe('PUT and DELETE /api/games/{id}/events/{event}', () => {
  it('corrects an event (updated_at, who and when in the history) and the score follows a side change', async () => {
    const { game, agent } = await startedGame();
    const created = await agent
      .post(`/api/games/${game.id}/events`)
      .send(goal('home', home(0)))
      .expect(201);
    const id = created.body.data.id;
    const corrector = await signInAs(t, w.referees[1]!);
    const before = Date.now();
    const res = await corrector
      .put(`/api/games/${game.id}/events/${id}`)
      .send({ type: 'goal', event_time: 130, period: 1, side: 'away', membership_id: away(4), assist_membership_id: away(5) })
      .expect(200);
    expect(res.body.data).toMatchObject({
      id,
      side: 'away',
      event_time: 130,
      membership_id: away(4),
      assist_membership_id: away(5),
    });
    expect(new Date(res.body.data.updated_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await score(game.id)).toEqual([0, 1]);
    const entry = await t.prisma.auditEntry.findFirstOrThrow({ where: { entityId: game.id, action: 'game.event.correct' } });
    expect(entry.actorId).toBe(w.referees[1]!.id);
    expect(entry.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(entry.data).toMatchObject({
      event_id: id,
      before: { side: 'home', membership_id: home(0), event_time: 75 },
      after: { side: 'away', membership_id: away(4), event_time: 130 },
    });
    // No correction row: the sheet is not locked.
    expect(await t.prisma.gameCorrection.count({ where: { gameId: game.id } })).toBe(0);
  });

  it('undoes an event: deleted, the score recomputed, the history keeps it; an unknown event is 404', async () => {
    const { game, agent } = await startedGame();
    const a = await agent
      .post(`/api/games/${game.id}/events`)
      .send(goal('home', home(0)))
      .expect(201);
    await agent
      .post(`/api/games/${game.id}/events`)
      .send(goal('home', home(1)))
      .expect(201);
    expect(await score(game.id)).toEqual([2, 0]);
    const res = await agent.delete(`/api/games/${game.id}/events/${a.body.data.id}?reason=Doppelt`).expect(200);
    expect(res.body.data.game).toMatchObject({ home_score: 1, away_score: 0 });
    expect(res.body.data.events).toHaveLength(1);
    expect(await score(game.id)).toEqual([1, 0]);
    const entry = await t.prisma.auditEntry.findFirstOrThrow({ where: { entityId: game.id, action: 'game.event.undo' } });
    expect(entry.data).toMatchObject({ event_id: a.body.data.id, before: { membership_id: home(0) }, after: null });
    await agent.delete(`/api/games/${game.id}/events/${a.body.data.id}`).expect(404);
    // An event of another game is not this game's.
    const other = await startedGame();
    const foreign = await other.agent
      .post(`/api/games/${other.game.id}/events`)
      .send(goal('home', home(0)))
      .expect(201);
    await agent.delete(`/api/games/${game.id}/events/${foreign.body.data.id}`).expect(404);
    await agent
      .put(`/api/games/${game.id}/events/${foreign.body.data.id}`)
      .send({ type: 'goal', event_time: 1, period: 1, side: 'home', membership_id: home(0) })
      .expect(404);
  });

  it('deletes and corrects any event of an open sheet: the last one as it is, an earlier one only with a reason, kept in the history', async () => {
    const { game, agent } = await startedGame();
    const post = (body: Record<string, unknown>) => agent.post(`/api/games/${game.id}/events`).send(body).expect(201);
    const first = (await post(goal('home', home(0), { event_time: 60 }))).body.data.id;
    const second = (await post(goal('away', away(0), { event_time: 300 }))).body.data.id;
    const third = (await post(goal('home', home(1), { event_time: 200 }))).body.data.id;
    // The last event is the sheet's last (by period and game time), not the last entered: here the away goal at 5:00.
    const noReason = await agent.delete(`/api/games/${game.id}/events/${first}`).expect(400);
    expect(noReason.body.error.details).toContainEqual(expect.objectContaining({ path: 'reason', message: 'required' }));
    await agent
      .put(`/api/games/${game.id}/events/${third}`)
      .send({ type: 'goal', event_time: 200, period: 1, side: 'home', membership_id: home(2) })
      .expect(400);
    expect(await t.prisma.gameEvent.count({ where: { gameId: game.id } })).toBe(3);

    await agent
      .put(`/api/games/${game.id}/events/${third}`)
      .send({ type: 'goal', event_time: 200, period: 1, side: 'home', membership_id: home(2), reason: 'Falscher Schütze' })
      .expect(200);
    const corrected = await t.prisma.auditEntry.findFirstOrThrow({
      where: { entityId: game.id, action: 'game.event.correct' },
    });
    expect(corrected.data).toMatchObject({
      event_id: third,
      reason: 'Falscher Schütze',
      before: { membership_id: home(1) },
      after: { membership_id: home(2) },
    });
    await agent.delete(`/api/games/${game.id}/events/${first}?reason=${encodeURIComponent('Kein Tor')}`).expect(200);
    const deleted = await t.prisma.auditEntry.findFirstOrThrow({ where: { entityId: game.id, action: 'game.event.undo' } });
    expect(deleted.data).toMatchObject({ event_id: first, reason: 'Kein Tor', before: { membership_id: home(0) }, after: null });
    expect(await score(game.id)).toEqual([1, 1]);

    // The last one needs no reason.
    await agent
      .put(`/api/games/${game.id}/events/${second}`)
      .send({ type: 'goal', event_time: 310, period: 1, side: 'away', membership_id: away(1) })
      .expect(200);
    await agent.delete(`/api/games/${game.id}/events/${second}`).expect(200);
    expect(await score(game.id)).toEqual([1, 0]);
    // An open sheet's changes are no corrections of a locked one.
    expect(await t.prisma.gameCorrection.count({ where: { gameId: game.id } })).toBe(0);
  });

  it('after the finish only a referee and the named scorer change events; team managers and the league get 403', async () => {
    const { game, agent } = await startedGame();
    const scorer = await signedInScorer(game.id);
    const ids: number[] = [];
    for (const body of [goal('home', home(0)), goal('away', away(0)), goal('away', away(1))]) {
      ids.push((await agent.post(`/api/games/${game.id}/events`).send(body).expect(201)).body.data.id);
    }
    await agent.post(`/api/games/${game.id}/finish`).send({}).expect(200);
    // The home manager turns an away goal into a home goal: refused, as for the league representative.
    const toHome = { type: 'goal', event_time: 80, period: 1, side: 'home', membership_id: home(1) };
    for (const caller of [await signInAs(t, w.homeManager), agent]) {
      const answers = [
        await caller.put(`/api/games/${game.id}/events/${ids[1]}`).send(toHome),
        await caller.delete(`/api/games/${game.id}/events/${ids[2]}`),
      ];
      expect(answers.map((r) => [r.status, r.body.error?.code])).toEqual([
        [403, 'EventsClosedAfterFinish'],
        [403, 'EventsClosedAfterFinish'],
      ]);
    }
    expect(await score(game.id)).toEqual([1, 2]);
    const sheet = (await (await signInAs(t, w.homeManager)).get(`/api/games/${game.id}/sheet`).expect(200)).body.data;
    expect(sheet.rights.change_finished_events).toBe(false);

    // An assigned referee and the named scorer may.
    const referee = await signInAs(t, w.referees[0]!);
    expect((await referee.get(`/api/games/${game.id}/sheet`).expect(200)).body.data.rights.change_finished_events).toBe(true);
    // (Not the sheet's last event: a reason, as on an open sheet.)
    await referee
      .put(`/api/games/${game.id}/events/${ids[1]}`)
      .send({ type: 'goal', event_time: 80, period: 1, side: 'away', membership_id: away(2), reason: 'Falsche Schützin' })
      .expect(200);
    await scorer.delete(`/api/games/${game.id}/events/${ids[2]}?reason=${encodeURIComponent('Doppelt erfasst')}`).expect(200);
    expect(await score(game.id)).toEqual([1, 1]);
    // Nothing is added after the finish.
    const late = await referee.post(`/api/games/${game.id}/events`).send(goal('home', home(2)));
    expect([late.status, late.body.error.code]).toEqual([409, 'GameFinished']);
  });

  it('takes an association admin’s change after the finish only with a reason, as a correction', async () => {
    const { game, agent } = await startedGame();
    const id = (
      await agent
        .post(`/api/games/${game.id}/events`)
        .send(goal('home', home(0)))
        .expect(201)
    ).body.data.id;
    await agent.post(`/api/games/${game.id}/finish`).send({}).expect(200);
    const admin = await signInAs(t, w.admin);
    const without = await admin.delete(`/api/games/${game.id}/events/${id}`);
    expect([without.status, without.body.error.code]).toEqual([403, 'EventsClosedAfterFinish']);
    await admin.delete(`/api/games/${game.id}/events/${id}`).query({ reason: 'Tor nicht gegeben' }).expect(200);
    expect(await score(game.id)).toEqual([0, 0]);
    const corrections = await t.prisma.gameCorrection.findMany({ where: { gameId: game.id } });
    expect(corrections.map((c) => [c.personId, c.reason])).toEqual([[w.admin.id, 'Tor nicht gegeben']]);
  });
});

describe('a locked sheet', () => {
  /** A finished game with a 2:1, locked (its signatures are in). */
  async function lockedGame() {
    const { game, agent } = await startedGame();
    const ids: number[] = [];
    for (const body of [goal('home', home(0)), goal('home', home(1)), goal('away', away(0))]) {
      ids.push((await agent.post(`/api/games/${game.id}/events`).send(body).expect(201)).body.data.id);
    }
    await agent.post(`/api/games/${game.id}/finish`).send({}).expect(200);
    await t.prisma.game.update({ where: { id: game.id }, data: { lockedAt: new Date() } });
    return { game, agent, ids };
  }

  it('refuses every change with 409 SheetLocked: the scorer, and the admin without a reason', async () => {
    const { game, agent, ids } = await lockedGame();
    const admin = await signInAs(t, w.admin);
    const fix = { type: 'goal', event_time: 10, period: 1, side: 'home', membership_id: home(2) };
    for (const caller of [agent, admin]) {
      const answers = [
        await caller.post(`/api/games/${game.id}/events`).send(goal('home', home(3))),
        await caller.put(`/api/games/${game.id}/events/${ids[0]}`).send(fix),
        await caller.delete(`/api/games/${game.id}/events/${ids[0]}`),
      ];
      expect(answers.map((r) => [r.status, r.body.error?.code])).toEqual([
        [409, 'SheetLocked'],
        [409, 'SheetLocked'],
        [409, 'SheetLocked'],
      ]);
    }
    // The league representative scores games but corrects no locked sheet, with a reason or without.
    const rep = await signInAs(t, w.leagueRep);
    const res = await rep.delete(`/api/games/${game.id}/events/${ids[0]}`).query({ reason: 'Doppelt erfasst' }).expect(409);
    expect(res.body.error.code).toBe('SheetLocked');
    expect(await score(game.id)).toEqual([2, 1]);
  });

  it('takes an association admin’s correction with a reason: the change, a correction row and the history', async () => {
    const { game, ids } = await lockedGame();
    const admin = await signInAs(t, w.admin);
    // Read (and cached) before the corrections.
    expect((await t.request().get(`/api/stats/games/${game.id}`).expect(200)).body.data.game.corrections).toEqual([]);
    const before = Date.now();
    const corrected = await admin
      .put(`/api/games/${game.id}/events/${ids[2]}`)
      .send({ type: 'goal', event_time: 200, period: 2, side: 'home', membership_id: home(2), reason: 'Torschütze verwechselt' })
      .expect(200);
    expect(corrected.body.data).toMatchObject({ side: 'home', membership_id: home(2), updated_at: expect.any(String) });
    expect(await score(game.id)).toEqual([3, 0]);
    await admin.delete(`/api/games/${game.id}/events/${ids[0]}`).query({ reason: 'Tor nicht gegeben' }).expect(200);
    const added = await admin
      .post(`/api/games/${game.id}/events`)
      .send(goal('away', away(1), { reason: 'Tor fehlte im Bogen' }))
      .expect(201);
    expect(await score(game.id)).toEqual([2, 1]);

    const corrections = await t.prisma.gameCorrection.findMany({ where: { gameId: game.id }, orderBy: { id: 'asc' } });
    expect(corrections.map((c) => [c.personId, c.reason])).toEqual([
      [w.admin.id, 'Torschütze verwechselt'],
      [w.admin.id, 'Tor nicht gegeben'],
      [w.admin.id, 'Tor fehlte im Bogen'],
    ]);
    expect(corrections[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(corrections[0]!.change).toMatchObject({
      action: 'event.correct',
      event_id: ids[2],
      before: { side: 'away', membership_id: away(0) },
      after: { side: 'home', membership_id: home(2) },
    });
    expect(corrections[1]!.change).toMatchObject({ action: 'event.undo', before: { membership_id: home(0) }, after: null });
    expect(corrections[2]!.change).toMatchObject({ action: 'event.add', event_id: added.body.data.id, before: null });
    const entries = await t.prisma.auditEntry.findMany({
      where: { entityId: game.id, action: { in: ['game.event.correct', 'game.event.undo'] } },
      orderBy: { id: 'asc' },
    });
    expect(entries.map((e) => [e.actorId, (e.data as { reason?: string }).reason])).toEqual([
      [w.admin.id, 'Torschütze verwechselt'],
      [w.admin.id, 'Tor nicht gegeben'],
    ]);
    // The public game page, read before, shows the corrected score and the reasons at once.
    const page = await t.request().get(`/api/stats/games/${game.id}`).expect(200);
    expect(page.body.data.game).toMatchObject({ locked: true, home_score: 2, away_score: 1 });
    expect(page.body.data.game.corrections.map((c: { reason: string }) => c.reason)).toEqual([
      'Torschütze verwechselt',
      'Tor nicht gegeben',
      'Tor fehlte im Bogen',
    ]);
    // The sheet shows the corrections with their reasons.
    const sheet = await admin.get(`/api/games/${game.id}/sheet`).expect(200);
    expect(sheet.body.data.corrections.map((c: { reason: string }) => c.reason)).toEqual([
      'Torschütze verwechselt',
      'Tor nicht gegeben',
      'Tor fehlte im Bogen',
    ]);
  });
});
