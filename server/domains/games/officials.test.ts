// A game's officials (docs/product.md#game-day): referee candidates with level and overlap warnings, the referee list
// with its validation codes, team managers from team-leader rules, the game tasks that follow, overdue tasks.
import { useTestApp } from '../../../test/app';
import { ADMIN_PASSWORD, buildMember, buildPerson, grantRole, signIn, unique } from '../../../test/factories';
import { daysFromNow } from '../../../test/factories-clubs';
import { buildLeagueGame, buildOfficialsWorld, buildReferee, type OfficialsWorld } from '../../../test/factories-officials';
import { db } from '../../db/client';
import { syncGameTasks } from './tasks-sync';

const t = useTestApp();
let w: OfficialsWorld;
let rep: Awaited<ReturnType<typeof signIn>>;
const HOUR = 3_600_000;

beforeAll(async () => {
  w = await buildOfficialsWorld();
  const person = await buildPerson({ email: `rep-${unique()}@example.org`, password: ADMIN_PASSWORD });
  await grantRole(person.id, 'league-leader', { competitionId: w.league.id });
  rep = await signIn(t, person.email);
});

const tasksOf = async (gameId: number) =>
  t.prisma.gameTask.findMany({ where: { gameId }, select: { personId: true, type: true, state: true } });

describe('GET /api/games/{id}/referee-candidates', () => {
  it("lists valid referees of the game's association with their level, filters by level, marks the assigned", async () => {
    const game = await buildLeagueGame(w, { kickoff: daysFromNow(10) });
    const b = await buildReferee({ licenseId: w.license.id, level: 2, lastname: `Aalto-${unique()}` });
    const c = await buildReferee({ licenseId: w.license.id, level: 1, lastname: `Berg-${unique()}` });
    const expired = await buildReferee({ licenseId: w.license.id, validTo: '2021-12-31' });
    const future = await buildReferee({ licenseId: w.license.id, validFrom: '2099-01-01' });
    const coach = await buildReferee({ licenseId: w.coachLicense.id });
    const other = await buildOfficialsWorld();
    const foreign = await buildReferee({ licenseId: other.license.id });
    await t.prisma.gameOfficial.create({ data: { gameId: game.id, personId: c.id } });

    const res = await rep.get(`/api/games/${game.id}/referee-candidates`).expect(200);
    const ids = res.body.data.candidates.map((x: { person_id: number }) => x.person_id);
    expect(ids).toEqual(expect.arrayContaining([b.id, c.id]));
    for (const id of [expired.id, future.id, coach.id, foreign.id]) expect(ids).not.toContain(id);
    expect(res.body.data.levels).toEqual([
      { level: 1, caption: 'C' },
      { level: 2, caption: 'B' },
    ]);
    expect(res.body.data.candidates.find((x: { person_id: number }) => x.person_id === b.id)).toMatchObject({
      level: 2,
      level_caption: 'B',
      assigned: false,
      overlaps: [],
    });
    expect(res.body.data.candidates.find((x: { person_id: number }) => x.person_id === c.id).assigned).toBe(true);
    expect(res.body.data.game).toMatchObject({ id: game.id, status: 'scheduled', officials_editable: true });

    const level2 = await rep.get(`/api/games/${game.id}/referee-candidates?level=2`).expect(200);
    const levels = level2.body.data.candidates.map((x: { level: number }) => x.level);
    expect(levels.length).toBeGreaterThan(0);
    expect(new Set(levels)).toEqual(new Set([2]));
  });

  it('warns of another game at an overlapping time (kickoff to kickoff + regular play), not of one after it', async () => {
    const kickoff = new Date(Date.now() + 20 * 24 * HOUR);
    const game = await buildLeagueGame(w, { kickoff });
    const busy = await buildReferee({ licenseId: w.license.id });
    const later = await buildReferee({ licenseId: w.license.id });
    // Regular play of the league: 4 x 20 min (the schema's default) = 80 min.
    const overlapping = await buildLeagueGame(w, { kickoff: new Date(kickoff.getTime() + 60 * 60_000) });
    const after = await buildLeagueGame(w, { kickoff: new Date(kickoff.getTime() + 80 * 60_000) });
    await t.prisma.gameOfficial.create({ data: { gameId: overlapping.id, personId: busy.id } });
    await t.prisma.gameOfficial.create({ data: { gameId: after.id, personId: later.id } });

    const res = await rep.get(`/api/games/${game.id}/referee-candidates`).expect(200);
    const of = (id: number) => res.body.data.candidates.find((x: { person_id: number }) => x.person_id === id);
    expect(of(busy.id).overlaps).toEqual([
      expect.objectContaining({ id: overlapping.id, number: overlapping.number, home_team_name: w.home.name }),
    ]);
    expect(of(later.id).overlaps).toEqual([]);

    // A cancelled game is no clash.
    await t.prisma.game.update({ where: { id: overlapping.id }, data: { status: 'cancelled' } });
    const again = await rep.get(`/api/games/${game.id}/referee-candidates`).expect(200);
    expect(again.body.data.candidates.find((x: { person_id: number }) => x.person_id === busy.id).overlaps).toEqual([]);
  });

  it('answers 404 for an unknown game and 400 for a malformed level', async () => {
    await rep.get('/api/games/2000000000/referee-candidates').expect(404);
    const game = await buildLeagueGame(w, { kickoff: daysFromNow(11) });
    expect((await rep.get(`/api/games/${game.id}/referee-candidates?level=zwei`).expect(400)).body.error.code).toBe(
      'ValidationFailed',
    );
  });
});

describe('PUT /api/games/{id}/officials', () => {
  it('sets the referees, shows the team managers, and gives every one of them their task', async () => {
    const game = await buildLeagueGame(w, { kickoff: daysFromNow(12) });
    const [r1, r2] = [await buildReferee({ licenseId: w.license.id }), await buildReferee({ licenseId: w.license.id })];

    const res = await rep
      .put(`/api/games/${game.id}/officials`)
      .send({ referee_ids: [r1.id, r2.id] })
      .expect(200);
    expect(res.body.data.referees.map((r: { person_id: number }) => r.person_id).sort()).toEqual([r1.id, r2.id].sort());
    expect(res.body.data.referees[0]).toMatchObject({ level: 1, level_caption: 'C', overlaps: [] });
    expect(res.body.data.team_managers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ team_id: w.home.id, side: 'home', person_id: w.homeManager.id, lastname: 'Heimwart' }),
        expect.objectContaining({ team_id: w.away.id, side: 'away', person_id: w.awayManager.id, lastname: 'Gastwart' }),
      ]),
    );
    expect(await tasksOf(game.id)).toEqual(
      expect.arrayContaining([
        { personId: r1.id, type: 'sign_score_sheet', state: 'open' },
        { personId: r2.id, type: 'sign_score_sheet', state: 'open' },
        { personId: w.homeManager.id, type: 'confirm_lineup', state: 'open' },
        { personId: w.awayManager.id, type: 'confirm_lineup', state: 'open' },
      ]),
    );
    expect(await tasksOf(game.id)).toHaveLength(4);

    // The whole list: r2 taken off loses the open task; GET shows the same.
    await rep
      .put(`/api/games/${game.id}/officials`)
      .send({ referee_ids: [r1.id] })
      .expect(200);
    const tasks = await tasksOf(game.id);
    expect(tasks.filter((x) => x.personId === r2.id)).toEqual([]);
    const read = await rep.get(`/api/games/${game.id}/officials`).expect(200);
    expect(read.body.data.referees.map((r: { person_id: number }) => r.person_id)).toEqual([r1.id]);
  });

  it('assigns a referee with an overlapping game but warns in the answer', async () => {
    const kickoff = new Date(Date.now() + 30 * 24 * HOUR);
    const game = await buildLeagueGame(w, { kickoff });
    const clash = await buildLeagueGame(w, { kickoff: new Date(kickoff.getTime() - 30 * 60_000) });
    const referee = await buildReferee({ licenseId: w.license.id });
    await rep
      .put(`/api/games/${clash.id}/officials`)
      .send({ referee_ids: [referee.id] })
      .expect(200);

    const res = await rep
      .put(`/api/games/${game.id}/officials`)
      .send({ referee_ids: [referee.id] })
      .expect(200);
    expect(res.body.data.referees[0].overlaps).toEqual([expect.objectContaining({ id: clash.id })]);
  });

  it('refuses the same person twice (400), a person without a valid referee licence (422), a closed game (409)', async () => {
    const game = await buildLeagueGame(w, { kickoff: daysFromNow(13) });
    const referee = await buildReferee({ licenseId: w.license.id });
    const expired = await buildReferee({ licenseId: w.license.id, validTo: '2021-12-31' });
    const coach = await buildReferee({ licenseId: w.coachLicense.id });
    const nobody = await buildPerson();

    const code = async (gameId: number, body: unknown, status: number) =>
      (
        await rep
          .put(`/api/games/${gameId}/officials`)
          .send(body as object)
          .expect(status)
      ).body.error.code;

    expect(await code(game.id, { referee_ids: [referee.id, referee.id] }, 400)).toBe('DuplicateReferee');
    expect(await code(game.id, { referee_ids: [referee.id, expired.id] }, 422)).toBe('NotAReferee');
    const refused = await rep
      .put(`/api/games/${game.id}/officials`)
      .send({ referee_ids: [coach.id, nobody.id] })
      .expect(422);
    expect(refused.body.error.details.map((d: { person_id: number }) => d.person_id)).toEqual([coach.id, nobody.id]);
    expect(await code(game.id, { referee_ids: ['x'] }, 400)).toBe('ValidationFailed');
    expect(await code(game.id, {}, 400)).toBe('ValidationFailed');
    expect(await code(game.id, { referee_ids: [2_147_483_648] }, 400)).toBe('ValidationFailed');
    // Nothing was written by the refused calls.
    expect(await t.prisma.gameOfficial.count({ where: { gameId: game.id } })).toBe(0);
    expect(await tasksOf(game.id)).toEqual([]);

    const started = await buildLeagueGame(w, { kickoff: daysFromNow(-1), startedAt: daysFromNow(-1) });
    expect(await code(started.id, { referee_ids: [referee.id] }, 409)).toBe('GameAlreadyStarted');
    const finished = await buildLeagueGame(w, {
      kickoff: daysFromNow(-2),
      startedAt: daysFromNow(-2),
      finishedAt: daysFromNow(-2),
    });
    expect(await code(finished.id, { referee_ids: [] }, 409)).toBe('GameAlreadyStarted');
    const cancelled = await buildLeagueGame(w, { kickoff: daysFromNow(14), status: 'cancelled' });
    expect(await code(cancelled.id, { referee_ids: [referee.id] }, 409)).toBe('GameCancelled');
    expect((await rep.get(`/api/games/${cancelled.id}/officials`).expect(200)).body.data.game.officials_editable).toBe(false);
    expect(await code(2_000_000_000, { referee_ids: [] }, 404)).toBe('NotFound');
  });

  it("refuses a league representative another league's game (403)", async () => {
    const other = await buildOfficialsWorld();
    const game = await buildLeagueGame(other, { kickoff: daysFromNow(15) });
    const referee = await buildReferee({ licenseId: other.license.id });
    await rep
      .put(`/api/games/${game.id}/officials`)
      .send({ referee_ids: [referee.id] })
      .expect(403);
    await rep.get(`/api/games/${game.id}/referee-candidates`).expect(403);
    expect(await t.prisma.gameOfficial.count({ where: { gameId: game.id } })).toBe(0);
  });
});

describe('GET /api/game-tasks/overdue', () => {
  it("lists open tasks more than 24 h after the end of regular play in the caller's leagues", async () => {
    // Regular play 80 min: due 25 h 20 min after kickoff.
    const overdue = await buildLeagueGame(w, { kickoff: new Date(Date.now() - 26 * HOUR) });
    const notYet = await buildLeagueGame(w, { kickoff: new Date(Date.now() - 25 * HOUR) });
    // Postponed with the new date still open: its old kickoff says nothing about the game.
    const postponed = await buildLeagueGame(w, { kickoff: new Date(Date.now() - 50 * HOUR), status: 'postponed' });
    const referee = await buildReferee({ licenseId: w.license.id });
    for (const game of [overdue, notYet, postponed]) {
      await t.prisma.gameOfficial.create({ data: { gameId: game.id, personId: referee.id } });
      await t.prisma.gameTask.create({ data: { gameId: game.id, personId: referee.id, type: 'sign_score_sheet' } });
    }
    await t.prisma.gameTask.create({
      data: { gameId: overdue.id, personId: w.homeManager.id, type: 'confirm_lineup', state: 'done', doneAt: new Date() },
    });
    const other = await buildOfficialsWorld();
    const foreign = await buildLeagueGame(other, { kickoff: new Date(Date.now() - 48 * HOUR) });
    await t.prisma.gameTask.create({ data: { gameId: foreign.id, personId: referee.id, type: 'sign_score_sheet' } });

    const res = await rep.get('/api/game-tasks/overdue').expect(200);
    const gameIds = res.body.data.map((x: { game: { id: number } }) => x.game.id);
    expect(gameIds).toContain(overdue.id);
    expect(gameIds).not.toContain(notYet.id);
    expect(gameIds).not.toContain(postponed.id);
    expect(gameIds).not.toContain(foreign.id);
    const task = res.body.data.find((x: { game: { id: number } }) => x.game.id === overdue.id);
    expect(task).toMatchObject({ type: 'sign_score_sheet', person: { id: referee.id } });
    expect(new Date(task.due_at).getTime()).toBe(overdue.kickoffTime.getTime() + 80 * 60_000 + 24 * HOUR);
    expect(res.body.data.filter((x: { game: { id: number } }) => x.game.id === overdue.id)).toHaveLength(1);

    const filtered = await rep.get(`/api/game-tasks/overdue?competition_id=${w.league.id}`).expect(200);
    expect(filtered.body.data.length).toBe(res.body.data.length);
    await rep.get(`/api/game-tasks/overdue?competition_id=${other.league.id}`).expect(403);
  });
});

describe('game tasks of the person who does them', () => {
  it('shows the task on the home page data and in the frame, marked overdue 24 h after regular play', async () => {
    const referee = await buildReferee({ licenseId: w.license.id });
    const agent = await signIn(t, referee.email);
    const late = await buildLeagueGame(w, { kickoff: new Date(Date.now() - 30 * HOUR) });
    const soon = await buildLeagueGame(w, { kickoff: daysFromNow(2) });
    for (const game of [late, soon]) await t.prisma.gameOfficial.create({ data: { gameId: game.id, personId: referee.id } });
    await rep
      .put(`/api/games/${soon.id}/officials`)
      .send({ referee_ids: [referee.id] })
      .expect(200);
    await t.prisma.gameTask.create({ data: { gameId: late.id, personId: referee.id, type: 'sign_score_sheet' } });

    const self = await agent.get('/api/self?include=gameTasks').expect(200);
    expect(self.body.data.game_tasks_count).toBe(2);
    const tasks = self.body.data.gameTasks as { overdue: boolean; game: { id: number } }[];
    expect(tasks.map((x) => [x.game.id, x.overdue])).toEqual([
      [late.id, true],
      [soon.id, false],
    ]);
    const frame = await agent.get('/api/game-tasks').expect(200);
    expect(frame.text.match(/class="overdue"/g)).toHaveLength(1);
    expect(frame.text).toContain('überfällig');
    // The task is done on the score sheet: its link opens it.
    expect(frame.text).toContain(`href="/sheet/${soon.id}"`);

    // Cancelling the game takes its task away (the schedule's cancel calls syncGameTasks the same way).
    await t.prisma.game.update({ where: { id: soon.id }, data: { status: 'cancelled' } });
    await rep.put(`/api/games/${soon.id}/officials`).send({ referee_ids: [] }).expect(409);
    await db().$transaction((tx) => syncGameTasks(tx, soon.id));
    expect((await agent.get('/api/self?include=gameTasks').expect(200)).body.data.game_tasks_count).toBe(1);
  });
});

describe('team managers follow their team-leader rules', () => {
  it("gives a new team manager the line-up tasks of the team's coming games and takes them back on revoking", async () => {
    const world = await buildOfficialsWorld();
    const coming = await buildLeagueGame(world, { kickoff: daysFromNow(5) });
    const played = await buildLeagueGame(world, {
      kickoff: daysFromNow(-5),
      startedAt: daysFromNow(-5),
      finishedAt: daysFromNow(-5),
    });
    const adminPerson = await buildPerson({ email: `admin-${unique()}@example.org`, password: ADMIN_PASSWORD });
    await grantRole(adminPerson.id, 'association-leader', { associationId: world.association.id });
    const admin = await signIn(t, adminPerson.email);
    const { person: manager } = await buildMember({ clubId: world.club.id, sportId: world.sport.id });

    await admin.post(`/api/persons/${manager.id}/aclRules`).send({ role: 'team-leader', target_id: world.home.id }).expect(201);
    const tasks = async (gameId: number) =>
      t.prisma.gameTask.findMany({ where: { gameId, personId: manager.id }, select: { type: true, state: true } });
    expect(await tasks(coming.id)).toEqual([{ type: 'confirm_lineup', state: 'open' }]);
    expect(await tasks(played.id)).toEqual([]);

    const rule = await t.prisma.aclRule.findFirstOrThrow({ where: { personId: manager.id, teamId: world.home.id } });
    await admin.delete(`/api/persons/${manager.id}/aclRules/${rule.id}`).expect(204);
    expect(await tasks(coming.id)).toEqual([]);
  });
});

describe("the referee's calendar", () => {
  it('has the games they referee in their personal feed', async () => {
    const referee = await buildReferee({ licenseId: w.license.id });
    const agent = await signIn(t, referee.email);
    const game = await buildLeagueGame(w, { kickoff: daysFromNow(8) });
    const token = (await agent.post('/api/self/calendarToken').expect(200)).body.data.calendar_token as string;
    const uid = `game-${game.id}@league-portal`;
    expect((await t.request().get(`/api/calendar/games-calendar/${token}.ics`).expect(200)).text).not.toContain(uid);
    await rep
      .put(`/api/games/${game.id}/officials`)
      .send({ referee_ids: [referee.id] })
      .expect(200);
    expect((await t.request().get(`/api/calendar/games-calendar/${token}.ics`).expect(200)).text).toContain(uid);
  });
});
