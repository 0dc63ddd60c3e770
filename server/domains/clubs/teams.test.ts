// GET /api/teams (by club, sport, joinable by the user) and GET /api/teams/{id}?include=userMeta.
import { useTestApp } from '../../../test/app';
import { buildClubWorld, buildRunningLeague } from '../../../test/factories-clubs';
import { buildMembership, buildPerson, buildTeam, signedInMember } from '../../../test/factories';

const t = useTestApp();

describe('GET /api/teams', () => {
  it('filters by club and sport, and by what the user may join', async () => {
    const { agent } = await signedInMember(t, { gender: 'female', birthYear: 1996 });
    const world = await buildClubWorld();
    const women = await buildTeam({
      clubId: world.club.id,
      sportId: world.sport.id,
      name: 'Damen',
      gender: 'female',
      minAge: 16,
    });
    const men = await buildTeam({
      clubId: world.club.id,
      sportId: world.sport.id,
      name: 'Herren',
      gender: 'male',
      minAge: 16,
    });
    const youth = await buildTeam({ clubId: world.club.id, sportId: world.sport.id, name: 'U14', maxAge: 13 });
    await buildTeam({ clubId: world.otherClub.id, sportId: world.sport.id, name: 'Fremd' });

    const all = await agent.get(`/api/teams?whereClubID=${world.club.id}&whereSportID=${world.sport.id}`).expect(200);
    expect(all.body.data.map((x: { id: number }) => x.id).sort()).toEqual([women.id, men.id, youth.id].sort());
    expect(all.body.meta).toMatchObject({
      total_results: 3,
      filter: { whereClubID: world.club.id, whereSportID: world.sport.id },
    });

    const joinable = await agent.get(`/api/teams?whereClubID=${world.club.id}&whereJoinableByPerson=true`).expect(200);
    expect(joinable.body.data).toEqual([expect.objectContaining({ id: women.id, userMeta: { isJoinable: true, player: null } })]);
    await agent.get('/api/teams?whereClubID=abc').expect(400);
    await t.request().get('/api/teams').expect(401);
  });
});

describe('GET /api/teams/{id}', () => {
  it('answers the team with player count, leagues and user meta', async () => {
    const { agent, person } = await signedInMember(t, { gender: 'male' });
    const world = await buildClubWorld();
    const team = await buildTeam({
      clubId: world.club.id,
      sportId: world.sport.id,
      name: 'Herren',
      gender: 'male',
      minAge: 16,
    });
    const { league } = await buildRunningLeague({
      associationId: world.association.id,
      sportId: world.sport.id,
      teamIds: [team.id],
    });
    const other = await buildPerson();
    await buildMembership({ personId: other.id, clubId: world.club.id, sportId: world.sport.id, teamId: team.id });
    const res = await agent.get(`/api/teams/${team.id}?include=userMeta`).expect(200);
    expect(res.body.data).toMatchObject({
      id: team.id,
      name: 'Herren',
      gender: 'male',
      min_age: 16,
      max_age: 0,
      sport: { id: world.sport.id },
      club: { id: world.club.id, name: world.club.name },
      playerCount: { count: 1 },
      leagues: [{ id: league.id, name: league.name }],
      userMeta: { isJoinable: true, player: null },
    });
    const own = await buildMembership({
      personId: person.id,
      clubId: world.club.id,
      sportId: world.sport.id,
      teamId: team.id,
    });
    const after = await agent.get(`/api/teams/${team.id}`).expect(200);
    expect(after.body.data).toMatchObject({ playerCount: { count: 2 }, userMeta: { isJoinable: false, player: { id: own.id } } });
    await agent.get('/api/teams/99999999').expect(404);
  });
});
