// The start page's data: GET /api/self?include=... (licences, contact data, personal stats, schedule, game tasks)
// and GET /api/self/dashboard.
import { useTestApp } from '../../../test/app';
import { buildClubWorld, buildRunningLeague, daysFromNow } from '../../../test/factories-clubs';
import { buildMembership, buildPerson, buildTeam, signedInMember } from '../../../test/factories';
import { buildGame } from '../../../test/factories-stats';

const t = useTestApp();

/** A player of a league team with two finished games (line-ups, goals, an assist, a foul), a live and a coming game. */
async function leaguePlayer() {
  const { agent, person } = await signedInMember(t, { gender: 'male' });
  const world = await buildClubWorld();
  const team = await buildTeam({ clubId: world.club.id, sportId: world.sport.id, name: 'Herren' });
  const rival = await buildTeam({ clubId: world.otherClub.id, sportId: world.sport.id, name: 'Rivalen' });
  const { league, season } = await buildRunningLeague({
    associationId: world.association.id,
    sportId: world.sport.id,
    teamIds: [team.id, rival.id],
    name: 'Oberliga Nord',
  });
  const m = await buildMembership({ personId: person.id, clubId: world.club.id, sportId: world.sport.id, teamId: team.id });
  const teammate = await buildPerson();
  const mate = await buildMembership({
    personId: teammate.id,
    clubId: world.club.id,
    sportId: world.sport.id,
    teamId: team.id,
  });
  const game = (kickoff: Date, state: 'finished' | 'live' | 'coming') =>
    buildGame({
      competitionId: league.id,
      seasonId: season.id,
      home: team,
      away: rival,
      kickoff,
      state: state === 'coming' ? 'scheduled' : state,
      startedAt: state === 'coming' ? null : kickoff,
      score: state === 'coming' ? [0, 0] : [2, 0],
    });
  const first = await game(daysFromNow(-14), 'finished');
  const second = await game(daysFromNow(-7), 'finished');
  const live = await game(new Date(Date.now() - 20 * 60_000), 'live');
  const coming = await game(daysFromNow(7), 'coming');
  await t.prisma.gameLineup.createMany({
    data: [
      { gameId: first.id, membershipId: m.id, teamId: team.id },
      { gameId: second.id, membershipId: m.id, teamId: team.id },
      { gameId: first.id, membershipId: mate.id, teamId: team.id },
    ],
  });
  await t.prisma.gameEvent.createMany({
    data: [
      { gameId: first.id, type: 'goal', eventTime: 60, teamId: team.id, membershipId: m.id, assistMembershipId: mate.id },
      { gameId: second.id, type: 'goal', eventTime: 90, teamId: team.id, membershipId: m.id },
      { gameId: second.id, type: 'goal', eventTime: 95, teamId: team.id, membershipId: mate.id, assistMembershipId: m.id },
      {
        gameId: second.id,
        type: 'foul',
        eventTime: 100,
        teamId: team.id,
        membershipId: m.id,
        foulKind: 'personal',
        penaltySeconds: 60,
      },
    ],
  });
  return { agent, person, world, league, season, team, rival, first, second, live, coming };
}

describe('GET /api/self?include=...', () => {
  it('answers personal stats per league of the current season, computed from line-ups and events', async () => {
    const { agent, league, season, live, person, team } = await leaguePlayer();
    // The live game counts once it is finished (as in the standings), though the player is in it and scored.
    const own = await t.prisma.membership.findFirstOrThrow({ where: { personId: person.id, teamId: team.id } });
    await t.prisma.gameLineup.create({ data: { gameId: live.id, membershipId: own.id, teamId: team.id } });
    await t.prisma.gameEvent.create({
      data: { gameId: live.id, type: 'goal', eventTime: 30, teamId: team.id, membershipId: own.id },
    });
    const res = await agent.get('/api/self?include=personalStats').expect(200);
    expect(res.body.data.personalStats).toEqual([
      {
        league_id: league.id,
        tournament_id: null,
        league_name: 'Oberliga Nord',
        season_name: season.name,
        games_played: 2,
        goals: 2,
        assists: 1,
        fouls: 1,
        ref_games: 0,
      },
    ]);
    // The base fields stay as they were.
    expect(res.body.data).toHaveProperty('memberships');
    expect(res.body.data).not.toHaveProperty('upcomingGames');
  });

  it('answers the schedule: the live game first with its indicator, then coming games; finished ones are gone', async () => {
    const { agent, live, coming, league } = await leaguePlayer();
    const res = await agent.get('/api/self?include=upcomingGames').expect(200);
    expect(res.body.data.upcomingGames.map((g: { id: number }) => g.id)).toEqual([live.id, coming.id]);
    expect(res.body.data.upcomingGames[0]).toMatchObject({
      is_live: true,
      is_finished: false,
      home_team_name: 'Herren',
      away_team_name: 'Rivalen',
      league_id: league.id,
      tournament_id: null,
      role: 'player',
    });
    expect(res.body.data.upcomingGames[0].ellapsed_time).toBeGreaterThanOrEqual(20 * 60 - 5);
    expect(res.body.data.upcomingGames[1]).toMatchObject({ is_live: false, started_at: null, ellapsed_time: null });
  });

  it('counts officiated games and lists open game tasks, licences and contact data', async () => {
    const { first, coming, world } = await leaguePlayer();
    const { agent, person } = await signedInMember(t);
    await t.prisma.person.update({ where: { id: person.id }, data: { city: 'Kiel', phoneNumber: '0431 1' } });
    await t.prisma.gameOfficial.createMany({
      data: [
        { gameId: first.id, personId: person.id },
        { gameId: coming.id, personId: person.id },
      ],
    });
    await t.prisma.gameTask.create({ data: { gameId: first.id, personId: person.id, type: 'sign_score_sheet' } });
    await t.prisma.gameTask.create({ data: { gameId: first.id, personId: person.id, type: 'confirm_lineup', state: 'done' } });
    const license = await t.prisma.license.create({
      data: {
        associationId: world.association.id,
        name: 'Schiedsrichterlizenz',
        abbreviation: 'SR',
        isReferee: true,
        levels: {
          create: [
            { level: 1, caption: 'Regional' },
            { level: 2, caption: 'National', color: 'blue' },
          ],
        },
      },
    });
    await t.prisma.personLicense.create({
      data: {
        personId: person.id,
        licenseId: license.id,
        level: 2,
        validFrom: new Date('2025-01-01'),
        validTo: new Date('2027-12-31'),
      },
    });

    const res = await agent.get('/api/self?include=licenses,contactData,personalStats,upcomingGames,gameTasks').expect(200);
    const data = res.body.data;
    expect(data.game_tasks_count).toBe(1);
    expect(data.gameTasks).toEqual([
      expect.objectContaining({
        type: 'sign_score_sheet',
        game: expect.objectContaining({ id: first.id, home_team_name: 'Herren' }),
      }),
    ]);
    expect(data.personalStats).toEqual([expect.objectContaining({ games_played: 0, goals: 0, ref_games: 1 })]);
    expect(data.upcomingGames).toEqual([expect.objectContaining({ id: coming.id, role: 'official' })]);
    expect(data.licenses).toEqual([
      {
        id: license.id,
        name: 'Schiedsrichterlizenz',
        abbreviation: 'SR',
        caption: null,
        color: 'gray',
        level: 2,
        levels: [
          { level: 1, caption: 'Regional', color: 'gray' },
          { level: 2, caption: 'National', color: 'blue' },
        ],
        pivot: { valid_from: '2025-01-01', valid_to: '2027-12-31' },
      },
    ]);
    expect(data.contactData).toEqual({
      phone_number: '0431 1',
      mobile_phone: null,
      address_1: null,
      address_2: null,
      zip_code: null,
      city: 'Kiel',
      region: null,
      country: null,
    });
  });

  it('refuses unknown includes', async () => {
    const { agent } = await signedInMember(t);
    const res = await agent.get('/api/self?include=licenses,passwordHash').expect(400);
    expect(res.body.error.code).toBe('ValidationFailed');
  });
});

describe('GET /api/self/dashboard', () => {
  it("answers the announcements of the user's associations, newest first, and counts", async () => {
    const { agent, person } = await signedInMember(t);
    const world = await buildClubWorld();
    const foreign = await buildClubWorld();
    await buildMembership({ personId: person.id, clubId: world.club.id, sportId: world.sport.id });
    await t.prisma.announcement.createMany({
      data: [
        { associationId: world.association.id, title: 'Alt', bodyHtml: '<p>alt</p>', publishedAt: daysFromNow(-10) },
        { associationId: world.association.id, title: 'Neu', bodyHtml: '<p><b>neu</b></p>', publishedAt: daysFromNow(-1) },
        {
          associationId: world.association.id,
          title: 'Abgelaufen',
          bodyHtml: '-',
          publishedAt: daysFromNow(-9),
          expiresAt: daysFromNow(-2),
        },
        { associationId: foreign.association.id, title: 'Fremd', bodyHtml: '-', publishedAt: daysFromNow(-1) },
      ],
    });
    const res = await agent.get('/api/self/dashboard').expect(200);
    expect(res.body.data.announcements.map((a: { title: string }) => a.title)).toEqual(['Neu', 'Alt']);
    expect(res.body.data.announcements[0].body_html).toBe('<p><b>neu</b></p>');
    expect(res.body.data).toMatchObject({ game_tasks_count: 0, active_memberships: 1 });
    await t.request().get('/api/self/dashboard').expect(401);
  });
});
