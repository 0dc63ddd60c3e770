// POST /games/{id}/outcome (docs/product.md#game-day): a forfeit with the competition's score, counted in the standings
// but not for the players; an abandoned game replayed or with its score standing; who may; the history.
import crypto from 'node:crypto';
import { useTestApp } from '../../../test/app';
import { buildScoreSheetWorld, buildSheetGame, signInAs } from '../../../test/factories-score-sheet';
import type { StatsGroupsDTO, StatsPointsDTO } from '../../../shared/schemas/stats';

const t = useTestApp();

type World = Awaited<ReturnType<typeof buildScoreSheetWorld>>;

const goal = (side: 'home' | 'away', membershipId: number, eventTime: number) => ({
  idempotency_key: crypto.randomUUID(),
  type: 'goal',
  event_time: eventTime,
  period: 1,
  side,
  membership_id: membershipId,
});

async function played(w: World, goals: { home: number; away: number }) {
  const table = await signInAs(t, w.homeManager);
  await table.post(`/api/games/${w.game.id}/start`).send({}).expect(200);
  for (let i = 0; i < goals.home; i++) {
    await table
      .post(`/api/games/${w.game.id}/events`)
      .send(goal('home', w.homePlayers[0]!.membership.id, 60 + i))
      .expect(201);
  }
  for (let i = 0; i < goals.away; i++) {
    await table
      .post(`/api/games/${w.game.id}/events`)
      .send(goal('away', w.awayPlayers[0]!.membership.id, 90 + i))
      .expect(201);
  }
  return table;
}

const standing = async (w: World) => {
  const res = await t.request().get(`/api/stats/leagues/${w.league.id}/groups`).expect(200);
  const teams = (res.body.data as StatsGroupsDTO).groups[0]!.teams;
  return Object.fromEntries(
    teams.map((x) => [x.team_id, [x.stats.games_played, x.stats.own_score, x.stats.enemy_score, x.stats.points]]),
  );
};

const goalsOf = async (w: World, membershipId: number) => {
  const res = await t.request().get(`/api/stats/leagues/${w.league.id}/points`).expect(200);
  return (res.body.data as StatsPointsDTO).players.find((p) => p.player_id === membershipId)?.goals ?? 0;
};

describe('POST /api/games/{id}/outcome: forfeit', () => {
  it('gives the other side the competition’s forfeit score, counts in the standings, not for the players; in the history', async () => {
    const w = await buildScoreSheetWorld({ players: 2 });
    await played(w, { home: 0, away: 3 });
    const rep = await signInAs(t, w.leagueRep);
    const res = await rep
      .post(`/api/games/${w.game.id}/outcome`)
      .send({ outcome: 'forfeit', forfeit_side: 'away', reason: 'Nicht spielberechtigter Spieler' })
      .expect(200);
    expect(res.body.data.game).toMatchObject({
      outcome: 'forfeit',
      forfeit_side: 'away',
      outcome_reason: 'Nicht spielberechtigter Spieler',
      home_score: 10,
      away_score: 0,
      finished_at: expect.any(String),
    });
    expect(await standing(w)).toMatchObject({ [w.home.id]: [1, 10, 0, 2], [w.away.id]: [1, 0, 10, 0] });
    expect(await goalsOf(w, w.awayPlayers[0]!.membership.id)).toBe(0);
    const entry = await t.prisma.auditEntry.findFirstOrThrow({ where: { entityId: w.game.id, action: 'game.forfeit' } });
    expect(entry.actorId).toBe(w.leagueRep.id);
    expect(entry.data).toMatchObject({ home_score: 0, away_score: 3, forfeit_side: 'away' });

    const again = await rep.post(`/api/games/${w.game.id}/outcome`).send({ outcome: 'abandoned', reason: 'x' }).expect(409);
    expect(again.body.error.code).toBe('GameHasOutcome');
  });

  it('takes the competition’s score for a game never started, and the public game page shows the ruling', async () => {
    const w = await buildScoreSheetWorld();
    await t.prisma.competition.update({ where: { id: w.league.id }, data: { forfeitGoals: 5 } });
    const admin = await signInAs(t, w.admin);
    await admin
      .post(`/api/games/${w.game.id}/outcome`)
      .send({ outcome: 'forfeit', forfeit_side: 'home', reason: 'Nicht angetreten' })
      .expect(200);
    const row = await t.prisma.game.findUniqueOrThrow({ where: { id: w.game.id } });
    expect(row).toMatchObject({ homeScore: 0, awayScore: 5, startedAt: null, outcome: 'forfeit' });
    expect(row.finishedAt).not.toBeNull();
    const game = await t.request().get(`/api/stats/games/${w.game.id}`).expect(200);
    expect(game.body.data.game).toMatchObject({ outcome: 'forfeit', forfeit_side: 'home', home_score: 0, away_score: 5 });
  });

  it('is the league’s: the table and the referee 403, guests 401, junk 400, a cancelled game 409', async () => {
    const w = await buildScoreSheetWorld();
    const body = { outcome: 'forfeit', forfeit_side: 'home', reason: 'Nicht angetreten' };
    await (await signInAs(t, w.homeManager)).post(`/api/games/${w.game.id}/outcome`).send(body).expect(403);
    await (await signInAs(t, w.referees[0]!)).post(`/api/games/${w.game.id}/outcome`).send(body).expect(403);
    await t.request().post(`/api/games/${w.game.id}/outcome`).send(body).expect(401);
    const rep = await signInAs(t, w.leagueRep);
    await rep.post(`/api/games/${w.game.id}/outcome`).send({ outcome: 'forfeit', reason: 'x' }).expect(400);
    await rep
      .post(`/api/games/${w.game.id}/outcome`)
      .send({ ...body, reason: ' ' })
      .expect(400);
    const cancelled = await buildSheetGame(w);
    await t.prisma.game.update({ where: { id: cancelled.id }, data: { status: 'cancelled', statusReason: 'Sturm' } });
    expect((await rep.post(`/api/games/${cancelled.id}/outcome`).send(body).expect(409)).body.error.code).toBe('GameCancelled');
    expect((await t.prisma.game.findUniqueOrThrow({ where: { id: w.game.id } })).outcome).toBeNull();
  });
});

describe('POST /api/games/{id}/outcome: abandoned', () => {
  it('replays by default: back to postponed with the reason, events and clock gone, counted for nobody', async () => {
    const w = await buildScoreSheetWorld({ players: 2 });
    await played(w, { home: 2, away: 1 });
    const rep = await signInAs(t, w.leagueRep);
    const res = await rep.post(`/api/games/${w.game.id}/outcome`).send({ outcome: 'abandoned', reason: 'Gewitter' }).expect(200);
    expect(res.body.data.game).toMatchObject({ status: 'postponed', started_at: null, finished_at: null, outcome: null });
    expect(res.body.data.events).toEqual([]);
    expect(await t.prisma.game.findUniqueOrThrow({ where: { id: w.game.id } })).toMatchObject({
      statusReason: 'Gewitter',
      period: 0,
      homeScore: 0,
      awayScore: 0,
    });
    expect(await standing(w)).toMatchObject({ [w.home.id]: [0, 0, 0, 0] });
    const entry = await t.prisma.auditEntry.findFirstOrThrow({ where: { entityId: w.game.id, action: 'game.abandon' } });
    expect(entry.data).toMatchObject({ home_score: 2, away_score: 1, rule: 'replay', reason: 'Gewitter' });
  });

  it('keeps the score at abandonment where the competition says so: finished, counted, goals for the players', async () => {
    const w = await buildScoreSheetWorld({ players: 2 });
    await t.prisma.competition.update({ where: { id: w.league.id }, data: { abandonedRule: 'score_stands' } });
    await played(w, { home: 2, away: 1 });
    const rep = await signInAs(t, w.leagueRep);
    const res = await rep.post(`/api/games/${w.game.id}/outcome`).send({ outcome: 'abandoned', reason: 'Flutlicht' }).expect(200);
    expect(res.body.data.game).toMatchObject({
      outcome: 'abandoned',
      home_score: 2,
      away_score: 1,
      finished_at: expect.any(String),
    });
    expect(await standing(w)).toMatchObject({ [w.home.id]: [1, 2, 1, 2] });
    expect(await goalsOf(w, w.homePlayers[0]!.membership.id)).toBe(2);
  });

  it('needs a game being played (409 GameNotStarted, GameFinished)', async () => {
    const w = await buildScoreSheetWorld();
    const rep = await signInAs(t, w.leagueRep);
    const body = { outcome: 'abandoned', reason: 'Regen' };
    expect((await rep.post(`/api/games/${w.game.id}/outcome`).send(body).expect(409)).body.error.code).toBe('GameNotStarted');
    await rep.post(`/api/games/${w.game.id}/start`).send({}).expect(200);
    await rep.post(`/api/games/${w.game.id}/finish`).send({}).expect(200);
    expect((await rep.post(`/api/games/${w.game.id}/outcome`).send(body).expect(409)).body.error.code).toBe('GameFinished');
  });
});
