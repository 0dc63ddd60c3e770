// POST /games/{id}/start, PUT /games/{id}/clock, POST /games/{id}/finish (docs/product.md#score-sheet): who may, the
// 409s before the start and after the finish, the clock as the phone sends it, the history, and the standings that
// count a finished game at once.
import crypto from 'node:crypto';
import { useTestApp } from '../../../test/app';
import { signedInMember } from '../../../test/factories';
import { buildScoreSheetWorld, buildSheetGame, signInAs, type ScoreSheetWorld } from '../../../test/factories-score-sheet';
import type { StatsFoulsDTO, StatsGroupsDTO, StatsPointsDTO } from '../../../shared/schemas/stats';

const t = useTestApp();

let w: ScoreSheetWorld;
beforeAll(async () => {
  w = await buildScoreSheetWorld();
});

const goal = (side: 'home' | 'away', membershipId: number, eventTime: number) => ({
  idempotency_key: crypto.randomUUID(),
  type: 'goal',
  event_time: eventTime,
  period: 1,
  side,
  membership_id: membershipId,
});

describe('POST /api/games/{id}/start', () => {
  it('starts the game for the home team manager: live, period 1, the clock running from now; in the history', async () => {
    const game = await buildSheetGame(w);
    const agent = await signInAs(t, w.homeManager);
    const before = Date.now();
    const res = await agent.post(`/api/games/${game.id}/start`).send({}).expect(200);
    expect(res.body.data.game.started_at).not.toBeNull();
    expect(res.body.data.clock).toMatchObject({ period: 1, seconds: 0, running_since: expect.any(String) });
    const row = await t.prisma.game.findUniqueOrThrow({ where: { id: game.id } });
    expect(row.startedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row).toMatchObject({ period: 1, clockSeconds: 0, finishedAt: null });
    expect(row.clockRunningSince!.getTime()).toBe(row.startedAt!.getTime());
    const entry = await t.prisma.auditEntry.findFirstOrThrow({
      where: { entity: 'game', entityId: game.id, action: 'game.start' },
    });
    expect(entry.actorId).toBe(w.homeManager.id);

    const again = await agent.post(`/api/games/${game.id}/start`).send({}).expect(409);
    expect(again.body.error.code).toBe('GameAlreadyStarted');
  });

  it('refuses a cancelled game (409 GameCancelled)', async () => {
    const game = await buildSheetGame(w);
    await t.prisma.game.update({ where: { id: game.id }, data: { status: 'cancelled', statusReason: 'Hallenbrand' } });
    const res = await (await signInAs(t, w.leagueRep)).post(`/api/games/${game.id}/start`).send({}).expect(409);
    expect(res.body.error.code).toBe('GameCancelled');
  });

  it('is for those who keep the sheet: the away manager and a stranger 403, guests 401, an unknown game 404', async () => {
    const game = await buildSheetGame(w);
    await (await signInAs(t, w.awayManager)).post(`/api/games/${game.id}/start`).send({}).expect(403);
    const { agent } = await signedInMember(t);
    await agent.post(`/api/games/${game.id}/start`).send({}).expect(403);
    await t.request().post(`/api/games/${game.id}/start`).send({}).expect(401);
    await (await signInAs(t, w.leagueRep)).post('/api/games/999999999/start').send({}).expect(404);
    expect((await t.prisma.game.findUniqueOrThrow({ where: { id: game.id } })).startedAt).toBeNull();
  });

  it('refuses a start earlier than the competition’s window before kickoff (409 GameStartTooEarly with the earliest start)', async () => {
    const kickoff = new Date(Date.now() + 35 * 86_400_000);
    const game = await buildSheetGame(w, { kickoff });
    const agent = await signInAs(t, w.homeManager);
    const res = await agent.post(`/api/games/${game.id}/start`).send({}).expect(409);
    expect(res.body.error).toMatchObject({
      code: 'GameStartTooEarly',
      earliest_start: new Date(kickoff.getTime() - 60 * 60_000).toISOString(),
    });
    expect(await t.prisma.game.findUniqueOrThrow({ where: { id: game.id } })).toMatchObject({ startedAt: null, period: 0 });
    expect(await t.prisma.auditEntry.count({ where: { entityId: game.id, action: 'game.start' } })).toBe(0);
  });

  it('takes the window from the competition: 90 minutes ahead starts under a window of 120 minutes', async () => {
    const world = await buildScoreSheetWorld({ kickoff: new Date(Date.now() + 90 * 60_000) });
    const agent = await signInAs(t, world.leagueRep);
    expect((await agent.post(`/api/games/${world.game.id}/start`).send({}).expect(409)).body.error.code).toBe(
      'GameStartTooEarly',
    );
    await t.prisma.competition.update({ where: { id: world.league.id }, data: { startWindowMinutes: 120 } });
    await agent.post(`/api/games/${world.game.id}/start`).send({}).expect(200);
  });

  it('needs both line-ups: a side without a single player refuses the start (409 LineupMissing)', async () => {
    const empty = await t.prisma.team.create({ data: { clubId: w.awayClub.id, sportId: w.sport.id, name: `Leer ${w.tag}` } });
    const game = await buildSheetGame({ ...w, away: empty });
    const agent = await signInAs(t, w.leagueRep);
    const res = await agent.post(`/api/games/${game.id}/start`).send({}).expect(409);
    expect(res.body.error).toMatchObject({ code: 'LineupMissing', side: 'away' });
    expect((await t.prisma.game.findUniqueOrThrow({ where: { id: game.id } })).startedAt).toBeNull();
  });

  it('answers junk with 400', async () => {
    const game = await buildSheetGame(w);
    const res = await (await signInAs(t, w.leagueRep)).post(`/api/games/${game.id}/start`).send({ at: 'now' }).expect(400);
    expect(res.body.error.code).toBe('ValidationFailed');
  });
});

describe('PUT /api/games/{id}/clock', () => {
  it('keeps the clock as the phone sends it: stopped at a second, running from now; 409 before the start', async () => {
    const game = await buildSheetGame(w);
    const agent = await signInAs(t, w.referees[0]!);
    const early = await agent.put(`/api/games/${game.id}/clock`).send({ period: 1, seconds: 0, running: true }).expect(409);
    expect(early.body.error.code).toBe('GameNotStarted');

    await agent.post(`/api/games/${game.id}/start`).send({}).expect(200);
    const stopped = await agent.put(`/api/games/${game.id}/clock`).send({ period: 2, seconds: 1500, running: false }).expect(200);
    expect(stopped.body.data.clock).toEqual({ period: 2, seconds: 1500, running_since: null });
    expect(await t.prisma.game.findUniqueOrThrow({ where: { id: game.id } })).toMatchObject({
      period: 2,
      clockSeconds: 1500,
      clockRunningSince: null,
    });

    const before = Date.now();
    const running = await agent.put(`/api/games/${game.id}/clock`).send({ period: 2, seconds: 1500, running: true }).expect(200);
    expect(new Date(running.body.data.clock.running_since).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses a clock out of range (400) and after the finish (409 GameFinished)', async () => {
    const game = await buildSheetGame(w);
    const agent = await signInAs(t, w.leagueRep);
    await agent.post(`/api/games/${game.id}/start`).send({}).expect(200);
    await agent.put(`/api/games/${game.id}/clock`).send({ period: 0, seconds: -1, running: 'yes' }).expect(400);
    await agent.post(`/api/games/${game.id}/finish`).send({}).expect(200);
    const res = await agent.put(`/api/games/${game.id}/clock`).send({ period: 4, seconds: 4800, running: false }).expect(409);
    expect(res.body.error.code).toBe('GameFinished');
  });
});

describe('POST /api/games/{id}/clock/previous-period', () => {
  const brk = (eventTime: number, period: number) => ({
    idempotency_key: crypto.randomUUID(),
    type: 'break',
    event_time: eventTime,
    period,
  });

  it('steps back to the previous period: the break that ended it goes, the clock stands stopped at its time; in the history', async () => {
    const game = await buildSheetGame(w);
    const agent = await signInAs(t, w.leagueRep);
    await agent.post(`/api/games/${game.id}/start`).send({}).expect(200);
    await agent
      .post(`/api/games/${game.id}/events`)
      .send(goal('home', w.homePlayers[0]!.membership.id, 100))
      .expect(201);
    await agent.post(`/api/games/${game.id}/events`).send(brk(1150, 1)).expect(201);
    await agent.put(`/api/games/${game.id}/clock`).send({ period: 2, seconds: 1200, running: true }).expect(200);

    const res = await agent.post(`/api/games/${game.id}/clock/previous-period`).send({}).expect(200);
    expect(res.body.data.clock).toEqual({ period: 1, seconds: 1150, running_since: null });
    expect(res.body.data.events.map((e: { type: string }) => e.type)).toEqual(['goal']);
    expect(res.body.data.game).toMatchObject({ home_score: 1, away_score: 0 });
    const entry = await t.prisma.auditEntry.findFirstOrThrow({ where: { entityId: game.id, action: 'game.period.back' } });
    expect(entry.actorId).toBe(w.leagueRep.id);
    expect(entry.data).toMatchObject({ from: 2, to: 1, removed_break: { type: 'break', event_time: 1150, period: 1 } });
  });

  it('is refused while the current period has events (409 PeriodHasEvents), in the first period, and by the clock too', async () => {
    const game = await buildSheetGame(w);
    const agent = await signInAs(t, w.referees[0]!);
    await agent.post(`/api/games/${game.id}/start`).send({}).expect(200);
    await agent.post(`/api/games/${game.id}/events`).send(brk(1200, 1)).expect(201);
    await agent.put(`/api/games/${game.id}/clock`).send({ period: 2, seconds: 1200, running: true }).expect(200);
    const late = await agent
      .post(`/api/games/${game.id}/events`)
      .send({ ...goal('away', w.awayPlayers[0]!.membership.id, 1300), period: 2 })
      .expect(201);

    const refused = await agent.post(`/api/games/${game.id}/clock/previous-period`).send({}).expect(409);
    expect(refused.body.error.code).toBe('PeriodHasEvents');
    const clock = await agent.put(`/api/games/${game.id}/clock`).send({ period: 1, seconds: 1190, running: false }).expect(409);
    expect(clock.body.error.code).toBe('PeriodHasEvents');
    expect((await t.prisma.game.findUniqueOrThrow({ where: { id: game.id } })).period).toBe(2);

    // Once the period's events are gone, it steps back, and no further than the first period.
    await agent.delete(`/api/games/${game.id}/events/${late.body.data.id}`).expect(200);
    await agent.post(`/api/games/${game.id}/clock/previous-period`).send({}).expect(200);
    expect((await agent.post(`/api/games/${game.id}/clock/previous-period`).send({}).expect(409)).body.error.code).toBe(
      'Conflict',
    );
  });

  it('is for those who keep the sheet while the game is played', async () => {
    const game = await buildSheetGame(w);
    const scorer = await signInAs(t, w.leagueRep);
    const early = await scorer.post(`/api/games/${game.id}/clock/previous-period`).send({}).expect(409);
    expect(early.body.error.code).toBe('GameNotStarted');
    await scorer.post(`/api/games/${game.id}/start`).send({}).expect(200);
    await (await signInAs(t, w.awayManager)).post(`/api/games/${game.id}/clock/previous-period`).send({}).expect(403);
    await t.request().post(`/api/games/${game.id}/clock/previous-period`).send({}).expect(401);
    await scorer.post(`/api/games/${game.id}/finish`).send({}).expect(200);
    const late = await scorer.post(`/api/games/${game.id}/clock/previous-period`).send({}).expect(409);
    expect(late.body.error.code).toBe('GameFinished');
  });
});

describe('POST /api/games/{id}/finish', () => {
  it('needs a started game (409 GameNotStarted) and finishes once (409 GameFinished)', async () => {
    const game = await buildSheetGame(w);
    const agent = await signInAs(t, w.homeManager);
    expect((await agent.post(`/api/games/${game.id}/finish`).send({}).expect(409)).body.error.code).toBe('GameNotStarted');
    await agent.post(`/api/games/${game.id}/start`).send({}).expect(200);
    await agent.post(`/api/games/${game.id}/finish`).send({ duration: 4500 }).expect(200);
    expect((await agent.post(`/api/games/${game.id}/finish`).send({}).expect(409)).body.error.code).toBe('GameFinished');
    expect(await t.prisma.game.findUniqueOrThrow({ where: { id: game.id } })).toMatchObject({ duration: 4500 });
  });

  it('sets finished_at and the duration from the game clock, stops the clock; the referees’ tasks stay open', async () => {
    const game = await buildSheetGame(w);
    const agent = await signInAs(t, w.referees[1]!);
    await agent.post(`/api/games/${game.id}/start`).send({}).expect(200);
    await agent.put(`/api/games/${game.id}/clock`).send({ period: 4, seconds: 4800, running: false }).expect(200);
    const before = Date.now();
    const res = await agent.post(`/api/games/${game.id}/finish`).send({}).expect(200);
    expect(res.body.data.game).toMatchObject({ duration: 4800, finished_at: expect.any(String), locked_at: null });
    expect(res.body.data.clock).toEqual({ period: 4, seconds: 4800, running_since: null });
    const row = await t.prisma.game.findUniqueOrThrow({ where: { id: game.id } });
    expect(row.finishedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const tasks = await t.prisma.gameTask.findMany({ where: { gameId: game.id, type: 'sign_score_sheet' } });
    expect(tasks.map((x) => x.state)).toEqual(['open', 'open']);
    const entry = await t.prisma.auditEntry.findFirstOrThrow({ where: { entityId: game.id, action: 'game.finish' } });
    expect(entry).toMatchObject({ actorId: w.referees[1]!.id, entity: 'game' });
  });

  it('counts the finished game in the standings, points and fouls at once (not while it is being played)', async () => {
    const world = await buildScoreSheetWorld({ players: 2 });
    const game = world.game;
    const agent = await signInAs(t, world.leagueRep);
    const standing = async () => {
      const res = await t.request().get(`/api/stats/leagues/${world.league.id}/groups`).expect(200);
      const teams = (res.body.data as StatsGroupsDTO).groups[0]!.teams;
      return Object.fromEntries(
        teams.map((x) => [x.team_name, [x.stats.games_played, x.stats.own_score, x.stats.enemy_score, x.stats.points]]),
      );
    };
    await standing(); // a cached answer must not outlive the finish
    await agent.post(`/api/games/${game.id}/start`).send({}).expect(200);
    await agent
      .post(`/api/games/${game.id}/events`)
      .send({
        ...goal('home', world.homePlayers[0]!.membership.id, 60),
        assist_membership_id: world.homePlayers[1]!.membership.id,
      })
      .expect(201);
    await agent
      .post(`/api/games/${game.id}/events`)
      .send({
        idempotency_key: crypto.randomUUID(),
        type: 'foul',
        event_time: 90,
        period: 1,
        side: 'away',
        membership_id: world.awayPlayers[1]!.membership.id,
        penalty_type_id: world.penaltyTypes.personal2.id,
      })
      .expect(201);
    await agent
      .post(`/api/games/${game.id}/events`)
      .send(goal('home', world.homePlayers[1]!.membership.id, 120))
      .expect(201);
    await agent
      .post(`/api/games/${game.id}/events`)
      .send(goal('away', world.awayPlayers[0]!.membership.id, 180))
      .expect(201);
    expect((await standing())[world.home.name]).toEqual([0, 0, 0, 0]);

    await agent.post(`/api/games/${game.id}/finish`).send({}).expect(200);
    const after = await standing();
    expect(after[world.home.name]).toEqual([1, 2, 1, 2]);
    expect(after[world.away.name]).toEqual([1, 1, 2, 0]);

    const points = await t.request().get(`/api/stats/leagues/${world.league.id}/points`).expect(200);
    const byName = Object.fromEntries(
      (points.body.data as StatsPointsDTO).players.map((p) => [p.name, [p.games_played, p.goals, p.assists, p.points]]),
    );
    const name = (p: { person: { firstname: string; lastname: string } }) => `${p.person.firstname} ${p.person.lastname}`;
    expect(byName[name(world.homePlayers[0]!)]).toEqual([1, 1, 0, 1]);
    expect(byName[name(world.homePlayers[1]!)]).toEqual([1, 1, 1, 2]);
    expect(byName[name(world.awayPlayers[0]!)]).toEqual([1, 1, 0, 1]);
    const fouls = await t.request().get(`/api/stats/leagues/${world.league.id}/fouls`).expect(200);
    expect((fouls.body.data as StatsFoulsDTO).players.map((p) => [p.name, p.personal_count, p.total_timeout])).toEqual([
      [name(world.awayPlayers[1]!), 1, 120],
    ]);
  });
});

describe('POST /api/games/{id}/reset', () => {
  const startedWithGoal = async () => {
    const game = await buildSheetGame(w);
    const table = await signInAs(t, w.homeManager);
    await table.post(`/api/games/${game.id}/start`).send({}).expect(200);
    await table.put(`/api/games/${game.id}/clock`).send({ period: 2, seconds: 1500, running: true }).expect(200);
    await table
      .post(`/api/games/${game.id}/events`)
      .send(goal('home', w.homePlayers[0]!.membership.id, 60))
      .expect(201);
    return game;
  };

  it('takes a wrongly started game back to scheduled for the league representative: events, clock, period, start gone; in the history', async () => {
    const game = await startedWithGoal();
    const res = await (await signInAs(t, w.leagueRep)).post(`/api/games/${game.id}/reset`).send({}).expect(200);
    expect(res.body.data.game).toMatchObject({ started_at: null, home_score: 0, away_score: 0 });
    expect(res.body.data.clock).toEqual({ period: 0, seconds: 0, running_since: null });
    expect(res.body.data.events).toEqual([]);
    expect(await t.prisma.game.findUniqueOrThrow({ where: { id: game.id } })).toMatchObject({
      status: 'scheduled',
      startedAt: null,
      finishedAt: null,
      period: 0,
      clockSeconds: 0,
      clockRunningSince: null,
      homeScore: 0,
    });
    expect(await t.prisma.gameEvent.count({ where: { gameId: game.id } })).toBe(0);
    const entry = await t.prisma.auditEntry.findFirstOrThrow({ where: { entityId: game.id, action: 'game.reset' } });
    expect(entry).toMatchObject({ actorId: w.leagueRep.id, entity: 'game' });
    // Started again, it is a game like any other.
    await (await signInAs(t, w.homeManager)).post(`/api/games/${game.id}/start`).send({}).expect(200);
  });

  it('is for the league representative and the association admin only: the table 403, guests 401', async () => {
    const game = await startedWithGoal();
    await (await signInAs(t, w.homeManager)).post(`/api/games/${game.id}/reset`).send({}).expect(403);
    await (await signInAs(t, w.referees[0]!)).post(`/api/games/${game.id}/reset`).send({}).expect(403);
    await t.request().post(`/api/games/${game.id}/reset`).send({}).expect(401);
    expect((await t.prisma.game.findUniqueOrThrow({ where: { id: game.id } })).startedAt).not.toBeNull();
    await (await signInAs(t, w.admin)).post(`/api/games/${game.id}/reset`).send({}).expect(200);
  });

  it('refuses a game not started (409 GameNotStarted) and a finished one (409 GameFinished)', async () => {
    const agent = await signInAs(t, w.leagueRep);
    const fresh = await buildSheetGame(w);
    expect((await agent.post(`/api/games/${fresh.id}/reset`).send({}).expect(409)).body.error.code).toBe('GameNotStarted');
    const game = await startedWithGoal();
    await agent.post(`/api/games/${game.id}/finish`).send({}).expect(200);
    expect((await agent.post(`/api/games/${game.id}/reset`).send({}).expect(409)).body.error.code).toBe('GameFinished');
    expect(await t.prisma.gameEvent.count({ where: { gameId: game.id } })).toBe(1);
  });
});
