// The table's real situations (docs/decisions/051-goalies-overtime-and-shootout.md): captain and starting goalie on a
// line-up, shots and goalie changes giving the goalies' statistics, overtime and a shootout only where allowed.
import crypto from 'node:crypto';
import type { Response } from 'supertest';
import { useTestApp } from '../../../test/app';
import { pdfText } from '../../../test/pdf-text';
import { buildScoreSheetWorld, signInAs, type ScoreSheetWorld } from '../../../test/factories-score-sheet';
import type { CompetitionDTO } from '../../../shared/schemas/competitions';
import type { ScoreSheetDTO } from '../../../shared/schemas/score-sheet';
import type { StatsGameDetailsDTO, StatsGoaliesDTO, StatsPointsDTO } from '../../../shared/schemas/stats';

const t = useTestApp();

const binary = (res: Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

let w: ScoreSheetWorld;
beforeAll(async () => {
  w = await buildScoreSheetWorld({ kickoff: new Date(Date.now() + 30 * 60 * 1000), players: 4 });
});

const lineupOf = (players: ScoreSheetWorld['homePlayers'], marks: { captain?: number; goalie?: number[] } = {}) => ({
  players: players.map((p, i) => ({
    membership_id: p.membership.id,
    jersey_number: null,
    position: null,
    captain: marks.captain === i,
    starting_goalie: (marks.goalie ?? []).includes(i),
  })),
});

const event = (fields: Record<string, unknown>) => ({
  idempotency_key: crypto.randomUUID(),
  side: null,
  membership_id: null,
  assist_membership_id: null,
  penalty_type_id: null,
  ...fields,
});

describe('captain and starting goalie', () => {
  it('one captain and one starting goalie per side at most; the sheet shows them', async () => {
    const rep = await signInAs(t, w.leagueRep);
    const url = `/api/games/${w.game.id}/lineups/home`;
    const twoCaptains = lineupOf(w.homePlayers, { captain: 0 });
    twoCaptains.players[1]!.captain = true;
    expect((await rep.put(url).send(twoCaptains).expect(400)).body.error.code).toBe('ValidationFailed');
    expect(
      (
        await rep
          .put(url)
          .send(lineupOf(w.homePlayers, { goalie: [0, 1] }))
          .expect(400)
      ).body.error.code,
    ).toBe('ValidationFailed');

    await rep
      .put(url)
      .send(lineupOf(w.homePlayers, { captain: 1, goalie: [0] }))
      .expect(200);
    await rep
      .put(`/api/games/${w.game.id}/lineups/away`)
      .send(lineupOf(w.awayPlayers, { goalie: [0] }))
      .expect(200);
    const sheet = (await rep.get(`/api/games/${w.game.id}/sheet`).expect(200)).body.data as ScoreSheetDTO;
    const home = new Map(sheet.home.players.map((p) => [p.membership_id, p]));
    expect(home.get(w.homePlayers[0]!.membership.id)).toMatchObject({ starting_goalie: true, captain: false });
    expect(home.get(w.homePlayers[1]!.membership.id)).toMatchObject({ starting_goalie: false, captain: true });
    expect(sheet.home.players.filter((p) => p.captain || p.starting_goalie)).toHaveLength(2);
  });
});

describe('shots, goalie changes, overtime and shootout', () => {
  it('records shots only where the competition tracks them, overtime and shootout only where allowed and tied', async () => {
    const rep = await signInAs(t, w.leagueRep);
    const g = `/api/games/${w.game.id}`;
    await rep.post(`${g}/start`).send({}).expect(200);
    const shot = (side: 'home' | 'away', time: number, period: number, shooter: number | null = null) =>
      event({ type: 'shot', event_time: time, period, side, membership_id: shooter });

    // Shots are off by default.
    expect(
      (
        await rep
          .post(`${g}/events`)
          .send(shot('home', 100, 1))
          .expect(409)
      ).body.error.code,
    ).toBe('ShotsNotTracked');
    await t.prisma.competition.update({ where: { id: w.league.id }, data: { trackShots: true } });

    const H = w.homePlayers;
    const A = w.awayPlayers;
    await rep
      .post(`${g}/events`)
      .send(shot('home', 100, 1, H[2]!.membership.id))
      .expect(201);
    const goal = (side: 'home' | 'away', time: number, period: number, scorer: number) =>
      event({ type: 'goal', event_time: time, period, side, membership_id: scorer });
    await rep
      .post(`${g}/events`)
      .send(goal('home', 200, 1, H[2]!.membership.id))
      .expect(201);
    await rep
      .post(`${g}/events`)
      .send(shot('away', 300, 1))
      .expect(201);
    // A goalie change is the incoming goalie, who must be on the side's line-up.
    const change = (membershipId: number) =>
      event({ type: 'goalie_change', event_time: 1500, period: 2, side: 'away', membership_id: membershipId });
    expect((await rep.post(`${g}/events`).send(change(H[1]!.membership.id)).expect(422)).body.error.code).toBe(
      'PlayerNotInLineup',
    );
    await rep.post(`${g}/events`).send(change(A[1]!.membership.id)).expect(201);
    await rep
      .post(`${g}/events`)
      .send(shot('home', 1600, 2))
      .expect(201);
    await rep
      .post(`${g}/events`)
      .send(goal('away', 1700, 2, A[2]!.membership.id))
      .expect(201);

    // Not yet at the end of regular play, and no shootout attempt outside a shootout.
    const extra = (stage: 'overtime' | 'shootout') => rep.post(`${g}/extra-time`).send({ stage });
    expect((await extra('overtime').expect(409)).body.error.code).toBe('ExtraTimeNotAllowed');
    const attempt = (side: 'home' | 'away', scored: boolean, shooter: number) =>
      event({ type: 'shootout', event_time: 4800, period: 4, side, membership_id: shooter, scored });
    expect(
      (
        await rep
          .post(`${g}/events`)
          .send(attempt('home', true, H[3]!.membership.id))
          .expect(409)
      ).body.error.code,
    ).toBe('ExtraTimeNotAllowed');

    await rep.put(`${g}/clock`).send({ period: 4, seconds: 4800, running: false }).expect(200);
    // Past regular play only through the overtime or shootout step, never by the clock.
    const past = await rep.put(`${g}/clock`).send({ period: 5, seconds: 4800, running: true }).expect(409);
    expect(past.body.error.code).toBe('ExtraTimeNotAllowed');
    // The competition has no overtime.
    expect((await extra('overtime').expect(409)).body.error.code).toBe('ExtraTimeNotAllowed');
    // The competition's rules form sets it (left out elsewhere: unchanged).
    const rules = (await rep.get(`/api/competitions/${w.league.id}`).expect(200)).body.data as CompetitionDTO;
    const saved = await rep
      .put(`/api/competitions/${w.league.id}`)
      .send({
        name: rules.name,
        kind: rules.kind,
        default_season_id: rules.default_season_id,
        points_win: rules.points_win,
        points_tie: rules.points_tie,
        points_loss: rules.points_loss,
        period_count: rules.period_count,
        period_seconds: rules.period_seconds,
        overtime_minutes: 5,
      })
      .expect(200);
    expect(saved.body.data).toMatchObject({ overtime_minutes: 5, shootout: false, track_shots: true });
    const overtime = (await extra('overtime').expect(200)).body.data as ScoreSheetDTO;
    expect(overtime.clock.period).toBe(5);
    expect(overtime.game.extra_time).toBe('overtime');
    // The overtime's clock stops at its own end: 5 minutes after regular play.
    await rep.put(`${g}/clock`).send({ period: 5, seconds: 6000, running: false }).expect(200);
    const clock = (await rep.get(`${g}/sheet`).expect(200)).body.data as ScoreSheetDTO;
    expect(clock.clock.seconds).toBe(5100);

    // No shootout in this competition yet.
    expect((await extra('shootout').expect(409)).body.error.code).toBe('ExtraTimeNotAllowed');
    await t.prisma.competition.update({ where: { id: w.league.id }, data: { shootout: true } });
    const shootout = (await extra('shootout').expect(200)).body.data as ScoreSheetDTO;
    expect(shootout.game.extra_time).toBe('shootout');
    const shootoutPeriod = shootout.clock.period;
    const inShootout = (side: 'home' | 'away', scored: boolean, shooter: number) =>
      event({ type: 'shootout', event_time: 5100, period: shootoutPeriod, side, membership_id: shooter, scored });
    // A shootout still level has no winner: the game cannot end yet.
    await rep
      .post(`${g}/events`)
      .send(inShootout('away', true, A[2]!.membership.id))
      .expect(201);
    await rep
      .post(`${g}/events`)
      .send(inShootout('home', true, H[3]!.membership.id))
      .expect(201);
    expect((await rep.post(`${g}/finish`).send({}).expect(409)).body.error.code).toBe('ShootoutTied');
    await rep
      .post(`${g}/events`)
      .send(inShootout('away', false, A[3]!.membership.id))
      .expect(201);
    await rep
      .post(`${g}/events`)
      .send(inShootout('home', true, H[2]!.membership.id))
      .expect(201);
    await rep.post(`${g}/finish`).send({}).expect(200);

    // The shootout's winner gets one goal in the final score; no player gets a goal for it.
    const stats = `/api/stats/leagues/${w.league.id}`;
    const game = (await t.request().get(`/api/stats/games/${w.game.id}`).expect(200)).body.data as StatsGameDetailsDTO;
    expect([game.game.home_score, game.game.away_score, game.game.extra_time]).toEqual([2, 1, 'shootout']);
    const points = (await t.request().get(`${stats}/points`).expect(200)).body.data as StatsPointsDTO;
    expect(points.players.find((p) => p.player_id === H[3]!.membership.id)?.goals ?? 0).toBe(0);

    // Saves are the shots against while in net (a goal is a shot on goal of its own); GAA per 60 minutes.
    const goalies = (await t.request().get(`${stats}/goalies`).expect(200)).body.data as StatsGoaliesDTO;
    const of = (id: number) => goalies.goalies.find((x) => x.player_id === id);
    expect(of(A[0]!.membership.id)).toMatchObject({
      games_played: 1,
      seconds_played: 1500,
      shots_against: 2,
      goals_against: 1,
      saves: 1,
      save_percentage: 0.5,
      goals_against_average: 2.4,
    });
    expect(of(A[1]!.membership.id)).toMatchObject({ seconds_played: 3600, shots_against: 1, goals_against: 0, saves: 1 });
    expect(of(H[0]!.membership.id)).toMatchObject({ seconds_played: 5100, shots_against: 2, goals_against: 1, saves: 1 });
    expect(of(H[1]!.membership.id)).toBeUndefined();

    // The printed line-up marks the captain and the starting goalie.
    const pdf = await t
      .request()
      .get(`${g.replace('/api/games', '/api/stats/games')}/score-sheet.pdf`)
      .buffer(true)
      .parse(binary);
    const text = await pdfText(new Uint8Array(pdf.body as Buffer));
    expect(text).toContain(`Pia1 Heim-1-${w.tag} (T)`);
    expect(text).toContain(`Pia2 Heim-2-${w.tag} (K)`);
  });
});
