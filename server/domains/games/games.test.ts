// The schedule's games: GET /api/games (scope and filters), POST /api/competitions/{id}/games, PUT /api/games/{id},
// postpone and cancel; every validation code, the league representative's scope and the game tasks that follow.
import { useTestApp } from '../../../test/app';
import { signIn } from '../../../test/factories';
import { buildScheduledGame, buildScheduleWorld, type ScheduleWorld } from '../../../test/factories-schedule';
import { categoryStamp } from '../stats/version.sql';

const t = useTestApp();

/** A valid new game: Adler at home to Füchse on Adler's field, Saturday 12 September 2026, 18:00 in Berlin. */
const gameBody = (w: ScheduleWorld, over: Record<string, unknown> = {}) => ({
  number: 1,
  kickoff_time: '2026-09-12T18:00:00+02:00',
  group_id: w.group.id,
  home_team_id: w.teams.adler.id,
  away_team_id: w.teams.füchse.id,
  field_id: w.fields.east.id,
  location: null,
  ...over,
});

const rep = (w: ScheduleWorld) => signIn(t, w.leagueRep.email);

describe('POST /api/competitions/{id}/games', () => {
  it('schedules a game on the home club’s field (location = field name), with the line-up task of the team manager', async () => {
    const w = await buildScheduleWorld();
    const agent = await rep(w);
    const before = await categoryStamp(w.league.id, undefined);
    const res = await agent.post(`/api/competitions/${w.league.id}/games`).send(gameBody(w)).expect(201);
    expect(res.body.data).toMatchObject({
      number: 1,
      kickoff_time: '2026-09-12T16:00:00.000Z',
      status: 'scheduled',
      status_reason: null,
      competition: { id: w.league.id },
      season: { id: w.season.id },
      group: { id: w.group.id, name: 'Nord' },
      home_team: { id: w.teams.adler.id, club_id: w.east.id },
      away_team: { id: w.teams.füchse.id },
      field: { id: w.fields.east.id, name: w.fields.east.name },
      location: w.fields.east.name,
      editable: true,
    });
    const tasks = await t.prisma.gameTask.findMany({ where: { gameId: res.body.data.id } });
    expect(tasks.map((x) => [x.personId, x.type])).toEqual([[w.manager.id, 'confirm_lineup']]);
    // The statistics see the new game at once.
    expect((await categoryStamp(w.league.id, undefined))!.stamp).not.toBe(before!.stamp);
  });

  it('takes a free-text location without a field', async () => {
    const w = await buildScheduleWorld();
    const res = await (
      await rep(w)
    )
      .post(`/api/competitions/${w.league.id}/games`)
      .send(gameBody(w, { field_id: null, location: 'Schulsporthalle' }))
      .expect(201);
    expect(res.body.data).toMatchObject({ field: null, location: 'Schulsporthalle' });
  });

  it('answers each bad input with its own code and writes nothing', async () => {
    const w = await buildScheduleWorld();
    await buildScheduledGame(w, { number: 7, kickoff: '2026-10-03T14:00:00Z', fieldId: w.fields.east.id });
    const agent = await rep(w);
    const post = (over: Record<string, unknown>) => agent.post(`/api/competitions/${w.league.id}/games`).send(gameBody(w, over));
    const code = async (over: Record<string, unknown>, status: number) => (await post(over).expect(status)).body.error.code;

    expect(await code({ number: 7 }, 409)).toBe('GameNumberTaken');
    expect(await code({ away_team_id: w.teams.adler.id }, 400)).toBe('SameTeamBothSides');
    expect(await code({ away_team_id: w.teams.outsider.id }, 422)).toBe('TeamNotInGroup');
    expect(await code({ home_team_id: w.teams.outsider.id, field_id: null }, 422)).toBe('TeamNotInGroup');
    expect(await code({ kickoff_time: '2027-07-01T12:00:00+02:00' }, 422)).toBe('KickoffOutsideSeason');
    // 31 July 23:30 UTC is already 1 August in Berlin: inside. 31 July 21:00 UTC is not.
    expect(await code({ kickoff_time: '2026-07-31T21:00:00Z' }, 422)).toBe('KickoffOutsideSeason');
    expect(await code({ field_id: w.fields.west.id }, 422)).toBe('FieldOfAnotherClub');
    // Game 7 holds the east field from 14:00 UTC for regular play (4 x 20 min) plus 30 minutes.
    expect(await code({ kickoff_time: '2026-10-03T15:30:00Z' }, 409)).toBe('FieldDoubleBooked');
    expect(await code({ kickoff_time: '2026-10-03T12:30:00Z' }, 409)).toBe('FieldDoubleBooked');
    expect(await code({ group_id: w.otherGroup.id }, 404)).toBe('NotFound');
    expect(await code({ field_id: 2_000_000_000 }, 404)).toBe('NotFound');
    expect(await code({ kickoff_time: '12.09.2026 18:00' }, 400)).toBe('ValidationFailed');
    expect(await code({ kickoff_time: '0000-01-01T00:00:00Z' }, 422)).toBe('KickoffOutsideSeason');
    expect(await code({ kickoff_time: '9999-12-31T23:59:59+14:00' }, 422)).toBe('KickoffOutsideSeason');
    expect(await code({ number: 0 }, 400)).toBe('ValidationFailed');
    expect(await t.prisma.game.count({ where: { competitionId: w.league.id } })).toBe(1);

    // Right before or after the slot, or at the same time on another field, the game fits.
    await post({ number: 3, kickoff_time: '2026-10-03T15:50:00Z' }).expect(201);
    await post({ number: 4, kickoff_time: '2026-10-03T12:10:00Z' }).expect(201);
    await post({ number: 2, kickoff_time: '2026-10-03T14:00:00Z', field_id: null }).expect(201);
  });

  it('a cancelled game frees its field', async () => {
    const w = await buildScheduleWorld();
    const game = await buildScheduledGame(w, { kickoff: '2026-10-03T14:00:00Z', fieldId: w.fields.east.id });
    await t.prisma.game.update({ where: { id: game.id }, data: { status: 'cancelled' } });
    await (
      await rep(w)
    )
      .post(`/api/competitions/${w.league.id}/games`)
      .send(gameBody(w, { kickoff_time: '2026-10-03T14:00:00Z' }))
      .expect(201);
  });

  it('refuses a league representative the other league of the association (403), and a member (403)', async () => {
    const w = await buildScheduleWorld();
    const body = gameBody(w, { group_id: w.otherGroup.id, away_team_id: w.teams.outsider.id, field_id: null });
    const res = await (await rep(w)).post(`/api/competitions/${w.otherLeague.id}/games`).send(body).expect(403);
    expect(res.body.error.code).toBe('UnauthorizedAction');
    await (await signIn(t, w.manager.email)).post(`/api/competitions/${w.league.id}/games`).send(gameBody(w)).expect(403);
    // The association admin covers both leagues.
    await (await signIn(t, w.admin.email)).post(`/api/competitions/${w.otherLeague.id}/games`).send(body).expect(201);
    await (await signIn(t, w.admin.email)).post(`/api/competitions/2000000000/games`).send(body).expect(404);
  });
});

describe('PUT /api/games/{id}', () => {
  it('changes a game and keeps its checks (number of another game, field double-booked, a started game)', async () => {
    const w = await buildScheduleWorld();
    const game = await buildScheduledGame(w, { number: 3 });
    await buildScheduledGame(w, { number: 4, kickoff: '2026-09-19T14:00:00Z', fieldId: w.fields.east.id });
    const agent = await rep(w);
    // Its own number and the new kickoff: fine.
    const res = await agent
      .put(`/api/games/${game.id}`)
      .send(gameBody(w, { number: 3, kickoff_time: '2026-09-13T15:00:00+02:00' }))
      .expect(200);
    expect(res.body.data).toMatchObject({ id: game.id, number: 3, kickoff_time: '2026-09-13T13:00:00.000Z' });

    const put = (over: Record<string, unknown>) => agent.put(`/api/games/${game.id}`).send(gameBody(w, over));
    expect((await put({ number: 4 }).expect(409)).body.error.code).toBe('GameNumberTaken');
    expect((await put({ kickoff_time: '2026-09-19T14:30:00Z' }).expect(409)).body.error.code).toBe('FieldDoubleBooked');
    expect((await put({ away_team_id: w.teams.outsider.id }).expect(422)).body.error.code).toBe('TeamNotInGroup');

    await t.prisma.game.update({ where: { id: game.id }, data: { startedAt: new Date() } });
    expect((await put({}).expect(409)).body.error.code).toBe('GameAlreadyStarted');
    await agent.put(`/api/games/2000000000`).send(gameBody(w)).expect(404);
  });

  it('refuses a game of another league to its league representative', async () => {
    const w = await buildScheduleWorld();
    const other = await t.prisma.game.create({
      data: {
        competitionId: w.otherLeague.id,
        seasonId: w.season.id,
        groupId: w.otherGroup.id,
        number: 1,
        kickoffTime: new Date('2026-09-12T16:00:00Z'),
        homeTeamId: w.teams.adler.id,
        awayTeamId: w.teams.outsider.id,
      },
    });
    await (await rep(w)).put(`/api/games/${other.id}`).send(gameBody(w)).expect(403);
    await (await rep(w)).post(`/api/games/${other.id}/cancel`).send({ reason: 'x' }).expect(403);
  });
});

describe('POST /api/games/{id}/postpone and /cancel', () => {
  it('postpones to a new kickoff with a reason, or with the date open', async () => {
    const w = await buildScheduleWorld();
    const game = await buildScheduledGame(w, { fieldId: w.fields.east.id });
    const agent = await rep(w);
    const moved = await agent
      .post(`/api/games/${game.id}/postpone`)
      .send({ kickoff_time: '2026-09-20T15:00:00+02:00', reason: 'Platz gesperrt' })
      .expect(200);
    expect(moved.body.data).toMatchObject({
      status: 'postponed',
      status_reason: 'Platz gesperrt',
      kickoff_time: '2026-09-20T13:00:00.000Z',
    });
    const open = await agent.post(`/api/games/${game.id}/postpone`).send({ reason: 'Unwetter' }).expect(200);
    expect(open.body.data).toMatchObject({
      status: 'postponed',
      status_reason: 'Unwetter',
      kickoff_time: '2026-09-20T13:00:00.000Z',
    });

    const bad = await agent
      .post(`/api/games/${game.id}/postpone`)
      .send({ kickoff_time: '2027-08-01T15:00:00Z', reason: 'x' })
      .expect(422);
    expect(bad.body.error.code).toBe('KickoffOutsideSeason');
    await buildScheduledGame(w, { kickoff: '2026-10-10T14:00:00Z', fieldId: w.fields.east.id });
    const booked = await agent
      .post(`/api/games/${game.id}/postpone`)
      .send({ kickoff_time: '2026-10-10T14:00:00Z', reason: 'x' })
      .expect(409);
    expect(booked.body.error.code).toBe('FieldDoubleBooked');
    expect((await agent.post(`/api/games/${game.id}/postpone`).send({ reason: '' }).expect(400)).body.error.code).toBe(
      'ValidationFailed',
    );
  });

  it('cancels with a reason: the open tasks disappear, a started or finished game cannot be cancelled', async () => {
    const w = await buildScheduleWorld();
    const agent = await rep(w);
    const created = await agent.post(`/api/competitions/${w.league.id}/games`).send(gameBody(w)).expect(201);
    const id = created.body.data.id as number;
    expect(await t.prisma.gameTask.count({ where: { gameId: id, state: 'open' } })).toBe(1);
    const res = await agent.post(`/api/games/${id}/cancel`).send({ reason: 'Team zurückgezogen' }).expect(200);
    expect(res.body.data).toMatchObject({ status: 'cancelled', status_reason: 'Team zurückgezogen' });
    expect(await t.prisma.gameTask.count({ where: { gameId: id, state: 'open' } })).toBe(0);

    const started = await buildScheduledGame(w, { startedAt: new Date('2026-09-12T16:05:00Z') });
    expect((await agent.post(`/api/games/${started.id}/cancel`).send({ reason: 'x' }).expect(409)).body.error.code).toBe(
      'GameAlreadyStarted',
    );
    expect((await agent.post(`/api/games/${started.id}/postpone`).send({ reason: 'x' }).expect(409)).body.error.code).toBe(
      'GameAlreadyStarted',
    );
    const finished = await buildScheduledGame(w);
    await t.prisma.game.update({ where: { id: finished.id }, data: { finishedAt: new Date('2026-09-12T18:00:00Z') } });
    expect((await agent.post(`/api/games/${finished.id}/cancel`).send({ reason: 'x' }).expect(409)).body.error.code).toBe(
      'GameAlreadyStarted',
    );
  });
});

describe('GET /api/games', () => {
  it('lists the games in the caller’s scope, filtered and paged, soonest first', async () => {
    const w = await buildScheduleWorld();
    const a = await buildScheduledGame(w, { number: 1, kickoff: '2026-09-12T16:00:00Z' });
    const b = await buildScheduledGame(w, {
      number: 2,
      kickoff: '2026-09-05T16:00:00Z',
      awayTeamId: w.teams.füchse.id,
      homeTeamId: w.teams.hirsche.id,
    });
    await t.prisma.game.update({ where: { id: b.id }, data: { status: 'cancelled', statusReason: 'Regen' } });
    const other = await t.prisma.game.create({
      data: {
        competitionId: w.otherLeague.id,
        seasonId: w.season.id,
        groupId: w.otherGroup.id,
        number: 1,
        kickoffTime: new Date('2026-09-12T16:00:00Z'),
        homeTeamId: w.teams.adler.id,
        awayTeamId: w.teams.outsider.id,
      },
    });
    const agent = await rep(w);
    const all = await agent.get('/api/games').expect(200);
    expect(all.body.data.map((g: { id: number }) => g.id)).toEqual([b.id, a.id]);
    expect(all.body.data[0]).toMatchObject({ status: 'cancelled', status_reason: 'Regen' });
    expect(all.body.meta).toMatchObject({ page: 0, page_size: 100, total_results: 2 });

    const ids = async (query: string, who = agent) =>
      (await who.get(`/api/games?${query}`).expect(200)).body.data.map((g: { id: number }) => g.id);
    expect(await ids(`status=scheduled`)).toEqual([a.id]);
    expect(await ids(`team=${w.teams.füchse.id}`)).toEqual([b.id]);
    expect(await ids(`from=2026-09-06&to=2026-09-12`)).toEqual([a.id]);
    expect(await ids(`to=2026-09-11`)).toEqual([b.id]);
    expect(await ids(`group=${w.group.id}&season=${w.season.id}&competition=${w.league.id}&page_size=1&page=1`)).toEqual([a.id]);
    // Another league of the association is not the league representative's; the association admin sees both.
    expect(await ids(`competition=${w.otherLeague.id}`)).toEqual([]);
    const admin = await signIn(t, w.admin.email);
    expect(await ids(`competition=${w.otherLeague.id}`, admin)).toEqual([other.id]);
    // A team manager sees the games of their team.
    expect(await ids('', await signIn(t, w.manager.email))).toEqual([a.id, other.id]);
    await agent.get('/api/games?from=2026-13-01').expect(400);
    await agent.get('/api/games?status=played').expect(400);
    await agent.get('/api/games?team=abc').expect(400);
    // The calendar's edges are days like any other.
    await agent.get('/api/games?from=1900-01-01&to=9999-12-31').expect(200);
    await agent.get('/api/games?from=9999-12-31').expect(200);
    await agent.get('/api/games?from=0001-01-01').expect(400);
  });

  it('lists only the games without a referee when asked (the officials page’s filter)', async () => {
    const w = await buildScheduleWorld();
    const refereed = await buildScheduledGame(w, { number: 1, kickoff: '2026-09-05T16:00:00Z' });
    const open = await buildScheduledGame(w, { number: 2, kickoff: '2026-09-12T16:00:00Z' });
    const referee = await t.prisma.person.create({
      data: { firstname: 'Rita', lastname: 'Pfeife', gender: 'female', birthdate: new Date('1990-01-01') },
    });
    await t.prisma.gameOfficial.create({ data: { gameId: refereed.id, personId: referee.id, role: 'referee' } });
    const agent = await rep(w);
    const answer = await agent.get('/api/games?without_referees=true').expect(200);
    expect(answer.body.data.map((g: { id: number }) => g.id)).toEqual([open.id]);
    expect(answer.body.meta).toMatchObject({ total_results: 1 });
    const both = await agent.get('/api/games?without_referees=false').expect(200);
    expect(both.body.data.map((g: { id: number }) => g.id)).toEqual([refereed.id, open.id]);
    await agent.get('/api/games?without_referees=maybe').expect(400);
  });
});
