// Follows and "my teams" through the API: own teams listed as implicit, follow and unfollow, a guest's follows merged
// at sign-in, a member's and a guest's teams with next game, last result, table place and form, hostile input, and the
// members who chose e-mail for the final score and schedule changes (a mail through the outbox, no push).
import fs from 'node:fs';
import path from 'node:path';
import { readOutbox, useTestApp } from '../../../test/app';
import { ADMIN_PASSWORD, buildPerson, signIn, unique } from '../../../test/factories';
import { daysFromNow } from '../../../test/factories-clubs';
import { buildScoreSheetWorld, buildSheetGame, signInAs, type ScoreSheetWorld } from '../../../test/factories-score-sheet';
import { buildGame } from '../../../test/factories-stats';
import { drainNotices } from '../../../test/notices';
import { PushService } from '../../../test/push-service';
import { MAX_FOLLOWS } from '../../../shared/schemas/follows';

const t = useTestApp();
let w: ScoreSheetWorld;

beforeAll(async () => {
  w = await buildScoreSheetWorld();
});

/** A home player (own team: home), signed in. */
const player = (i = 0) => signInAs(t, w.homePlayers[i]!.person);

describe('follows', () => {
  it("lists the member's own team as implicit, without a row", async () => {
    const agent = await player(0);
    const res = await agent.get('/api/self/follows').expect(200);
    expect(res.body.data).toEqual([
      { target: 'team', id: w.home.id, name: w.home.name, implicit: true, mail_events: [], created_at: null },
    ]);
    expect(await t.prisma.follow.count({ where: { personId: w.homePlayers[0]!.person.id } })).toBe(0);
  });

  it('follows teams, a league and a game, sets the mailed events again, and unfollows', async () => {
    const agent = await player(1);
    await agent.post('/api/self/follows').send({ target: 'team', id: w.away.id }).expect(201);
    await agent.post('/api/self/follows').send({ target: 'competition', id: w.league.id }).expect(201);
    const res = await agent
      .post('/api/self/follows')
      .send({ target: 'game', id: w.game.id, mail_events: ['final'] })
      .expect(201);
    expect(res.body.data.map((f: { target: string; id: number; implicit: boolean }) => [f.target, f.id, f.implicit])).toEqual([
      ['team', w.home.id, true],
      ['team', w.away.id, false],
      ['competition', w.league.id, false],
      ['game', w.game.id, false],
    ]);
    expect(res.body.data[2].name).toBe(w.league.name);
    expect(res.body.data[3]).toMatchObject({ name: `${w.home.name} – ${w.away.name}`, mail_events: ['final'] });
    expect(Date.parse(res.body.data[1].created_at)).not.toBeNaN();

    // Following again changes only the mailed events.
    const again = await agent
      .post('/api/self/follows')
      .send({ target: 'team', id: w.away.id, mail_events: ['schedule', 'final'] })
      .expect(201);
    expect(again.body.data).toHaveLength(4);
    expect(again.body.data[1].mail_events).toEqual(['final', 'schedule']);

    await agent.delete(`/api/self/follows/team/${w.away.id}`).expect(200);
    await agent.delete(`/api/self/follows/game/${w.game.id}`).expect(200);
    // Gone already: still fine.
    await agent.delete(`/api/self/follows/game/${w.game.id}`).expect(200);
    const left = await agent.get('/api/self/follows').expect(200);
    expect(left.body.data.map((f: { target: string; id: number }) => [f.target, f.id])).toEqual([
      ['team', w.home.id],
      ['competition', w.league.id],
    ]);
  });

  it('answers 409 when a member unfollows an own team, and keeps it implicit after an explicit follow ends', async () => {
    const agent = await player(2);
    const res = await agent.delete(`/api/self/follows/team/${w.home.id}`).expect(409);
    expect(res.body.error.code).toBe('Conflict');
    // Followed explicitly (to choose e-mail): the row goes, the team stays as an own team.
    const followed = await agent
      .post('/api/self/follows')
      .send({ target: 'team', id: w.home.id, mail_events: ['final'] })
      .expect(201);
    expect(followed.body.data).toEqual([expect.objectContaining({ id: w.home.id, implicit: true, mail_events: ['final'] })]);
    await agent.delete(`/api/self/follows/team/${w.home.id}`).expect(200);
    expect((await agent.get('/api/self/follows').expect(200)).body.data).toEqual([
      expect.objectContaining({ id: w.home.id, implicit: true, mail_events: [], created_at: null }),
    ]);
  });

  it('refuses unknown targets, foreign fields, out-of-range ids and strangers', async () => {
    const agent = await player(3);
    await agent.post('/api/self/follows').send({ target: 'team', id: 999_999_999 }).expect(400);
    await agent.post('/api/self/follows').send({ target: 'club', id: w.homeClub.id }).expect(400);
    await agent.post('/api/self/follows').send({ target: 'team', id: w.away.id, person_id: 1 }).expect(400);
    await agent.post('/api/self/follows').send({ target: 'team', id: 2_147_483_648 }).expect(400);
    await agent.post('/api/self/follows').send({ target: 'team', id: '1; DROP TABLE follows' }).expect(400);
    await agent
      .post('/api/self/follows')
      .send({ target: 'team', id: w.away.id, mail_events: ['goal'] })
      .expect(400);
    await agent.delete('/api/self/follows/team/9999999999').expect(400);
    await agent.delete('/api/self/follows/team/-1').expect(400);
    await agent.delete(`/api/self/follows/person/${w.away.id}`).expect(400);
    expect(await t.prisma.follow.count({ where: { personId: w.homePlayers[3]!.person.id } })).toBe(0);
    await t.request().get('/api/self/follows').expect(401);
    await t.request().post('/api/self/follows').send({ target: 'team', id: w.away.id }).expect(401);
    await t.request().get('/api/self/follows/teams').expect(401);
  });

  it('answers 400 when the list is full', async () => {
    const { person, agent } = await stranger();
    await t.prisma.follow.createMany({
      data: Array.from({ length: MAX_FOLLOWS }, (_, i) => ({
        personId: person.id,
        target: 'game' as const,
        targetId: 900_000 + i,
      })),
    });
    await agent.post('/api/self/follows').send({ target: 'team', id: w.away.id }).expect(400);
    // Following again what is already followed needs no room.
    await t.prisma.follow.update({
      where: { personId_target_targetId: { personId: person.id, target: 'game', targetId: 900_000 } },
      data: { targetId: w.game.id },
    });
    await agent
      .post('/api/self/follows')
      .send({ target: 'game', id: w.game.id, mail_events: ['final'] })
      .expect(201);
  });
});

/** A signed-in person without memberships (no own teams). */
async function stranger() {
  const person = await buildPerson({ email: `fan-${unique()}@example.org`, password: ADMIN_PASSWORD });
  return { person, agent: await signIn(t, person.email) };
}

describe('merging the follows a guest kept in the browser', () => {
  it('adds what exists, once, and leaves what is followed already as it is', async () => {
    const { person, agent } = await stranger();
    await agent
      .post('/api/self/follows')
      .send({ target: 'team', id: w.away.id, mail_events: ['final'] })
      .expect(201);
    const res = await agent
      .post('/api/self/follows/merge')
      .send({
        follows: [
          { target: 'team', id: w.home.id },
          { target: 'team', id: w.home.id },
          { target: 'team', id: w.away.id },
          { target: 'team', id: 999_999_999 },
          { target: 'game', id: 999_999_998 },
          { target: 'competition', id: w.league.id },
        ],
      })
      .expect(200);
    expect(
      res.body.data.map((f: { target: string; id: number; mail_events: string[] }) => [f.target, f.id, f.mail_events]),
    ).toEqual([
      ['team', w.away.id, ['final']],
      ['team', w.home.id, []],
      ['competition', w.league.id, []],
    ]);
    expect(await t.prisma.follow.count({ where: { personId: person.id } })).toBe(3);
    // Merged again (a second sign-in): nothing changes.
    await agent
      .post('/api/self/follows/merge')
      .send({ follows: [{ target: 'team', id: w.home.id }] })
      .expect(200);
    expect(await t.prisma.follow.count({ where: { personId: person.id } })).toBe(3);
  });

  it('fills the list up to its bound, spending no room on what is followed already or named twice', async () => {
    const { person, agent } = await stranger();
    await t.prisma.follow.createMany({
      data: Array.from({ length: MAX_FOLLOWS - 2 }, (_, i) => ({
        personId: person.id,
        target: 'game' as const,
        targetId: 800_000 + i,
      })),
    });
    await agent.post('/api/self/follows').send({ target: 'team', id: w.away.id }).expect(201);
    const res = await agent
      .post('/api/self/follows/merge')
      .send({
        follows: [
          { target: 'team', id: w.away.id },
          { target: 'team', id: w.home.id },
          { target: 'team', id: w.home.id },
          { target: 'competition', id: w.league.id },
        ],
      })
      .expect(200);
    expect(res.body.data).toHaveLength(MAX_FOLLOWS);
    const followed = await t.prisma.follow.findMany({ where: { personId: person.id, target: { not: 'game' } } });
    expect(followed.map((f) => [f.target, f.targetId]).sort()).toEqual(
      [
        ['team', w.away.id],
        ['team', w.home.id],
      ].sort(),
    );
  });

  it('refuses more than the bound and hostile entries', async () => {
    const { agent } = await stranger();
    const many = Array.from({ length: MAX_FOLLOWS + 1 }, () => ({ target: 'team', id: w.home.id }));
    await agent.post('/api/self/follows/merge').send({ follows: many }).expect(400);
    await agent
      .post('/api/self/follows/merge')
      .send({ follows: [{ target: 'team', id: 0 }] })
      .expect(400);
    await agent
      .post('/api/self/follows/merge')
      .send({ follows: [{ target: 'team', id: w.home.id, mail_events: ['final'] }] })
      .expect(400);
    await agent.post('/api/self/follows/merge').send({ follows: 'team:1' }).expect(400);
    await t.request().post('/api/self/follows/merge').send({ follows: [] }).expect(401);
  });
});

describe('my teams', () => {
  let next: Awaited<ReturnType<typeof buildSheetGame>>;

  beforeAll(async () => {
    // Six results of home against away, oldest first: W (beyond the last five), D, L, W, L after overtime, W after a
    // shootout; a cancelled game in between counts for nothing; the world's game in an hour is the next one.
    const results: [number, number, 'overtime' | 'shootout' | null][] = [
      [1, 0, null],
      [2, 2, null],
      [0, 3, null],
      [4, 1, null],
      [2, 3, 'overtime'],
      [3, 2, 'shootout'],
    ];
    for (const [i, [home, away, extraTime]] of results.entries()) {
      const game = await buildGame({
        competitionId: w.league.id,
        seasonId: w.season.id,
        groupId: w.group.id,
        home: w.home,
        away: w.away,
        score: [home, away],
        kickoff: daysFromNow(-8 + i),
      });
      if (extraTime) await t.prisma.game.update({ where: { id: game.id }, data: { extraTime } });
    }
    const cancelled = await buildGame({
      competitionId: w.league.id,
      seasonId: w.season.id,
      groupId: w.group.id,
      home: w.home,
      away: w.away,
      state: 'scheduled',
      kickoff: daysFromNow(-1),
    });
    await t.prisma.game.update({ where: { id: cancelled.id }, data: { status: 'cancelled' } });
    next = w.game;
    await buildSheetGame(w, { kickoff: daysFromNow(14) });
  });

  const homeView = () => ({
    team_id: w.home.id,
    team_name: w.home.name,
    competition: { id: w.league.id, kind: 'league', name: w.league.name },
    next_game: {
      id: next.id,
      kickoff_time: next.kickoffTime.toISOString(),
      opponent_id: w.away.id,
      opponent_name: w.away.name,
      home: true,
      is_live: false,
      status: 'scheduled',
      own_score: null,
      enemy_score: null,
      extra_time: null,
      url: `/stats/leagues/${w.league.id}/games/${next.id}`,
    },
    last_result: expect.objectContaining({
      opponent_id: w.away.id,
      home: true,
      own_score: 3,
      enemy_score: 2,
      extra_time: 'shootout',
    }),
    position: { rank: 1, of: 2, table: null, points: 7 },
    form: ['D', 'L', 'W', 'L', 'W'],
    calendar_url: `/api/calendar/teams/${w.home.id}.ics`,
  });

  it("lists a member's own team first, then the followed ones, each with next game, last result, place and form", async () => {
    const agent = await player(4);
    await agent.post('/api/self/follows').send({ target: 'team', id: w.away.id }).expect(201);
    await agent.post('/api/self/follows').send({ target: 'competition', id: w.league.id }).expect(201);
    const res = await agent.get('/api/self/follows/teams').expect(200);
    expect(res.body.data).toEqual([
      homeView(),
      expect.objectContaining({
        team_id: w.away.id,
        next_game: expect.objectContaining({ id: next.id, home: false, opponent_id: w.home.id }),
        last_result: expect.objectContaining({ own_score: 2, enemy_score: 3, extra_time: 'shootout' }),
        position: expect.objectContaining({ rank: 2, of: 2, points: 5 }),
        form: ['D', 'W', 'L', 'W', 'L'],
      }),
    ]);
  });

  it('answers a guest the same for the ids kept in the browser, in their order, leaving out unknown ids', async () => {
    const res = await t.request().get(`/api/follows/teams?ids=${w.away.id},999999999,${w.home.id},${w.away.id}`).expect(200);
    expect(res.body.data.map((x: { team_id: number }) => x.team_id)).toEqual([w.away.id, w.home.id]);
    expect(res.body.data[1]).toEqual(homeView());
  });

  it('answers a team without games with empty fields', async () => {
    const lonely = await t.prisma.team.create({ data: { clubId: w.homeClub.id, sportId: w.sport.id, name: `Solo ${unique()}` } });
    const res = await t.request().get(`/api/follows/teams?ids=${lonely.id}`).expect(200);
    expect(res.body.data).toEqual([
      {
        team_id: lonely.id,
        team_name: lonely.name,
        competition: null,
        next_game: null,
        last_result: null,
        position: null,
        form: [],
        calendar_url: `/api/calendar/teams/${lonely.id}.ics`,
      },
    ]);
  });

  it.each([
    ['', 'no ids'],
    ['abc', 'not a number'],
    ['1,,2', 'an empty entry'],
    ['-1', 'a negative id'],
    ['12345678901', 'eleven digits'],
    [Array.from({ length: 21 }, (_, i) => i + 1).join(','), 'more than 20 ids'],
    ['1%2C2%3BSELECT', 'SQL after a separator'],
  ])('refuses ids=%s (%s)', async (ids) => {
    await t.request().get(`/api/follows/teams?ids=${ids}`).expect(400);
  });

  it('leaves out ids no team can have', async () => {
    const res = await t.request().get(`/api/follows/teams?ids=0,9999999999,${w.home.id}`).expect(200);
    expect(res.body.data.map((x: { team_id: number }) => x.team_id)).toEqual([w.home.id]);
  });
});

describe('members who chose e-mail for the final score and schedule changes', () => {
  let service: PushService;
  let x: ScoreSheetWorld;

  beforeAll(async () => {
    service = await new PushService().start();
    x = await buildScoreSheetWorld();
  });
  afterAll(() => service.stop());

  beforeEach(async () => {
    await drainNotices(t);
    for (const file of fs.readdirSync(t.outboxDir)) fs.rmSync(path.join(t.outboxDir, file));
  });

  async function subscribed(agent: ReturnType<typeof t.request> | Awaited<ReturnType<typeof signIn>>) {
    const browser = service.browser();
    await agent
      .post('/api/push/subscriptions')
      .send({
        endpoint: browser.endpoint,
        keys: browser.keys,
        language: 'en',
        topics: [{ target: 'team', id: x.home.id, events: ['final', 'schedule'] }],
      })
      .expect(201);
    return browser;
  }

  it('mails them the final score and a postponement in their language instead of pushing; others get the push', async () => {
    const mailer = await buildPerson({
      email: `mailer-${unique()}@example.org`,
      password: ADMIN_PASSWORD,
      preferredLanguage: 'en',
    });
    const mailerAgent = await signIn(t, mailer.email);
    await mailerAgent
      .post('/api/self/follows')
      .send({ target: 'team', id: x.home.id, mail_events: ['final', 'schedule'] })
      .expect(201);
    const mailerBrowser = await subscribed(mailerAgent);
    // A member who follows without choosing e-mail, and a guest: both pushed.
    const pusher = await buildPerson({ email: `pusher-${unique()}@example.org`, password: ADMIN_PASSWORD });
    const pusherAgent = await signIn(t, pusher.email);
    await pusherAgent.post('/api/self/follows').send({ target: 'team', id: x.home.id }).expect(201);
    const pusherBrowser = await subscribed(pusherAgent);
    const guestBrowser = await subscribed(t.request());

    const game = await buildSheetGame(x);
    const rep = await signInAs(t, x.leagueRep);
    await rep.post(`/api/games/${game.id}/start`).send({}).expect(200);
    await rep.post(`/api/games/${game.id}/finish`).send({}).expect(200);
    const later = await buildSheetGame(x, { kickoff: daysFromNow(10) });
    await rep.post(`/api/games/${later.id}/postpone`).send({ reason: 'Platz gesperrt' }).expect(200);
    await drainNotices(t);

    const final = `Final: ${x.home.name} 0:0 ${x.away.name}`;
    const postponed = `Game postponed: ${x.home.name} – ${x.away.name}`;
    const mails = readOutbox(t.outboxDir).filter((m) => m.to === mailer.email);
    expect(mails.map((m) => m.subject).sort()).toEqual([final, postponed].sort());
    const finalMail = mails.find((m) => m.subject === final)!;
    expect(finalMail.text).toContain(`http://portal.test/stats/leagues/${x.league.id}/games/${game.id}`);
    expect(finalMail.text).toContain('My teams');
    expect(readOutbox(t.outboxDir).filter((m) => m.to === pusher.email)).toEqual([]);
    const queued = await t.prisma.notification.findMany({
      where: { personId: mailer.id },
      select: { channel: true, kind: true },
    });
    expect(queued.map((n) => `${n.channel} ${n.kind}`).sort()).toEqual(['mail follow.final', 'mail follow.schedule']);

    expect(service.to(mailerBrowser)).toEqual([]);
    for (const browser of [pusherBrowser, guestBrowser])
      expect(
        service
          .to(browser)
          .map((r) => r.payload.title)
          .sort(),
      ).toEqual([final, postponed].sort());
    expect(service.refused).toEqual([]);
  });
});
