// GET /api/associations?sport= and GET /api/leagues (docs/product.md#areas), and the ACL filters of the league and team
// lists: whereACL=leagues.list / teams.list keep what the caller's rules reach, as whereACL=clubs.list does for clubs.
import { useTestApp } from '../../../test/app';
import { buildAssociation, buildClub, buildSport, buildTeam, signedInMember, unique } from '../../../test/factories';
import { buildRunningLeague } from '../../../test/factories-clubs';
import { buildStaff } from '../../../test/factories-processes';

const t = useTestApp();

/** Association X (club with two teams, one in league L1, one in L2), association Y (club, team in league L3). */
async function buildLeagueWorld() {
  const sport = await buildSport(`lacrosse_${unique()}`);
  const other = await buildSport(`hockey_${unique()}`);
  const x = await buildAssociation({ name: `Verband X ${unique()}` });
  const y = await buildAssociation({ name: `Verband Y ${unique()}` });
  await t.prisma.associationSport.createMany({
    data: [
      { associationId: x.id, sportId: sport.id },
      { associationId: y.id, sportId: other.id },
    ],
  });
  const clubX = await buildClub({ associationId: x.id, name: `Club X ${unique()}` });
  const clubY = await buildClub({ associationId: y.id, name: `Club Y ${unique()}` });
  const first = await buildTeam({ clubId: clubX.id, sportId: sport.id, name: 'Erste' });
  const second = await buildTeam({ clubId: clubX.id, sportId: sport.id, name: 'Zweite' });
  const third = await buildTeam({ clubId: clubY.id, sportId: other.id, name: 'Dritte' });
  const l1 = (await buildRunningLeague({ associationId: x.id, sportId: sport.id, teamIds: [first.id], name: `L1 ${unique()}` }))
    .league;
  const l2 = (await buildRunningLeague({ associationId: x.id, sportId: sport.id, teamIds: [second.id], name: `L2 ${unique()}` }))
    .league;
  const l3 = (await buildRunningLeague({ associationId: y.id, sportId: other.id, teamIds: [third.id], name: `L3 ${unique()}` }))
    .league;
  const cup = await t.prisma.competition.create({
    data: { associationId: x.id, sportId: sport.id, kind: 'tournament', name: `Pokal ${unique()}` },
  });
  return { sport, other, x, y, clubX, clubY, first, second, third, l1, l2, l3, cup };
}

const ids = (body: { data: { id: number }[] }) => body.data.map((row) => row.id);

describe('GET /api/associations', () => {
  it('lists the associations offering a sport, with their leagues and tournaments', async () => {
    const w = await buildLeagueWorld();
    const { agent } = await signedInMember(t);
    const res = await agent.get(`/api/associations?sport=${w.sport.key}`).expect(200);
    expect(res.body.data).toEqual([
      {
        id: w.x.id,
        name: w.x.name,
        abbreviation: w.x.abbreviation,
        country_code: expect.any(String),
        sports: [{ id: w.sport.id, name: w.sport.name, key: w.sport.key }],
        leagues: [
          { id: w.l1.id, name: w.l1.name },
          { id: w.l2.id, name: w.l2.name },
        ],
        tournaments: [{ id: w.cup.id, name: w.cup.name }],
      },
    ]);
    expect(res.body.meta).toMatchObject({ filter: { sport: w.sport.key }, total_results: 1 });

    const all = await agent.get('/api/associations').expect(200);
    expect(ids(all.body)).toEqual(expect.arrayContaining([w.x.id, w.y.id]));
    expect((await agent.get('/api/associations?sport=nosuchsport').expect(200)).body.data).toEqual([]);
    await agent.get('/api/associations?sport=').expect(400);
    await agent.get('/api/associations?whatever=1').expect(400);
    await t.request().get('/api/associations').expect(401);
  });
});

describe('GET /api/leagues', () => {
  it('lists leagues (no tournaments) by association and sport for every signed-in user', async () => {
    const w = await buildLeagueWorld();
    const { agent } = await signedInMember(t);
    const ofX = await agent.get(`/api/leagues?whereAssociationID=${w.x.id}`).expect(200);
    expect(ofX.body.data).toEqual([
      {
        id: w.l1.id,
        name: w.l1.name,
        association: { id: w.x.id, name: w.x.name },
        sport: { id: w.sport.id, name: w.sport.name, key: w.sport.key },
        season_id: w.l1.defaultSeasonId,
      },
      expect.objectContaining({ id: w.l2.id }),
    ]);
    expect(ofX.body.meta).toMatchObject({ page: 0, total_results: 2, filter: { whereAssociationID: w.x.id } });
    expect(ids((await agent.get(`/api/leagues?whereSportID=${w.other.id}`).expect(200)).body)).toEqual([w.l3.id]);
    await agent.get('/api/leagues?whereAssociationID=abc').expect(400);
    await t.request().get('/api/leagues').expect(401);
  });

  it('with whereACL=leagues.list holds only the leagues in the caller scope (403 without the permission)', async () => {
    const w = await buildLeagueWorld();
    const leagueRep = await buildStaff(t, 'league-leader', { competitionId: w.l1.id });
    const admin = await buildStaff(t, 'association-leader', { associationId: w.x.id });
    const clubRep = await buildStaff(t, 'club-leader', { clubId: w.clubX.id });
    const { agent: member } = await signedInMember(t);

    const own = await leagueRep.agent.get('/api/leagues?whereACL=leagues.list&page_size=0').expect(200);
    expect(ids(own.body)).toEqual([w.l1.id]);
    expect(own.body.meta.filter).toEqual({ whereACL: 'leagues.list' });
    const ofX = await admin.agent.get('/api/leagues?whereACL=leagues.list&page_size=0').expect(200);
    expect(ids(ofX.body)).toEqual([w.l1.id, w.l2.id]);
    // Without whereACL the lookup stays whole.
    const everything = await leagueRep.agent.get(`/api/leagues?whereSportID=${w.sport.id}`).expect(200);
    expect(ids(everything.body)).toEqual([w.l1.id, w.l2.id]);

    for (const agent of [clubRep.agent, member]) {
      const refused = await agent.get('/api/leagues?whereACL=leagues.list').expect(403);
      expect(refused.body.error.code).toBe('UnauthorizedAction');
    }
    await admin.agent.get('/api/leagues?whereACL=persons.list').expect(400);
  });
});

describe('GET /api/teams?whereACL=teams.list', () => {
  it('holds only the teams in the caller scope: by club, by league, by association', async () => {
    const w = await buildLeagueWorld();
    const leagueRep = await buildStaff(t, 'league-leader', { competitionId: w.l1.id });
    const clubRep = await buildStaff(t, 'club-leader', { clubId: w.clubX.id });
    const teamLeader = await buildStaff(t, 'team-leader', { teamId: w.second.id });
    const admin = await buildStaff(t, 'association-leader', { associationId: w.y.id });
    const { agent: member } = await signedInMember(t);
    const list = async (agent: typeof member) =>
      ids((await agent.get('/api/teams?whereACL=teams.list&page_size=0').expect(200)).body).sort((a, b) => a - b);

    expect(await list(leagueRep.agent)).toEqual([w.first.id]);
    expect(await list(clubRep.agent)).toEqual([w.first.id, w.second.id]);
    expect(await list(teamLeader.agent)).toEqual([w.second.id]);
    expect(await list(admin.agent)).toEqual([w.third.id]);
    // Combined with the other filters; without whereACL the club's teams are every member's to see.
    const inClub = await clubRep.agent.get(`/api/teams?whereACL=teams.list&whereClubID=${w.clubY.id}`).expect(200);
    expect(inClub.body.data).toEqual([]);
    expect(ids((await member.get(`/api/teams?whereClubID=${w.clubX.id}`).expect(200)).body)).toHaveLength(2);

    const refused = await member.get('/api/teams?whereACL=teams.list').expect(403);
    expect(refused.body.error.code).toBe('UnauthorizedAction');
  });
});
