// POST /api/self/players (join) and GET /api/self/players/{id}: every join rule, and nothing stored on refusal.
import { currentYear } from '../../../shared/clock';
import { useTestApp } from '../../../test/app';
import { buildTerm } from '../../../test/factories-member';
import { buildMembership, buildPerson, buildTeam, signedInMember } from '../../../test/factories';
import { buildClubWorld, buildRunningLeague } from '../../../test/factories-clubs';

const t = useTestApp();

/** Everything a refused join must not leave behind. */
async function stored(personId: number) {
  return {
    memberships: await t.prisma.membership.count({ where: { personId } }),
    consents: await t.prisma.consent.count({ where: { personId } }),
    history: await t.prisma.teamHistory.count({ where: { membership: { personId } } }),
    audit: await t.prisma.auditEntry.count({ where: { subjectId: personId } }),
  };
}
const NOTHING = { memberships: 0, consents: 0, history: 0, audit: 0 };

describe('POST /api/self/players', () => {
  it('joins a team with a subscription: consents first, then membership, team history and an audit entry', async () => {
    const { agent, person } = await signedInMember(t, { gender: 'male', birthYear: 1999 });
    const world = await buildClubWorld();
    const team = await buildTeam({
      clubId: world.club.id,
      sportId: world.sport.id,
      name: 'Herren',
      gender: 'male',
      minAge: 16,
    });
    await buildRunningLeague({
      associationId: world.association.id,
      sportId: world.sport.id,
      teamIds: [team.id],
      name: 'Oberliga',
    });
    const statutes = await buildTerm(t, { product: 'association', associationId: world.association.id });
    const rules = await buildTerm(t, { product: 'club', clubId: world.club.id, versions: 2 });

    const res = await agent
      .post('/api/self/players')
      .send({
        clubID: world.club.id,
        teamID: team.id,
        sportID: world.sport.id,
        subscription_id: world.subscription!.id,
        billing_interval: 3,
        accepted_terms: [statutes.id, rules.id],
      })
      .expect(201);
    expect(res.body.data).toMatchObject({
      club: { id: world.club.id, name: world.club.name },
      team: { id: team.id, name: 'Herren' },
      league: { league_name: 'Oberliga' },
      sport: { id: world.sport.id },
      subscription: { id: world.subscription!.id, name: 'Aktiv', billing_interval: 3 },
      is_alumni: false,
      process: null,
      pendingProcess: false,
    });

    const membership = await t.prisma.membership.findFirstOrThrow({
      where: { personId: person.id },
      include: { teamHistory: true },
    });
    expect(membership).toMatchObject({
      clubId: world.club.id,
      teamId: team.id,
      subscriptionId: world.subscription!.id,
      billingInterval: 3,
    });
    expect(membership.teamHistory).toEqual([expect.objectContaining({ teamId: team.id, activeTo: null })]);
    const consents = await t.prisma.consent.findMany({ where: { personId: person.id }, orderBy: { termVersionId: 'asc' } });
    // The newest version of each term.
    expect(consents.map((c) => c.termVersionId)).toEqual([statutes.versionIds[0], rules.versionIds[1]]);
    const entry = await t.prisma.auditEntry.findFirstOrThrow({ where: { subjectId: person.id, action: 'membership.join' } });
    expect(entry).toMatchObject({ actorId: person.id, entity: 'membership', entityId: membership.id });

    // The start page knows the new membership.
    const self = await agent.get('/api/self').expect(200);
    expect(self.body.data.memberships).toEqual([
      expect.objectContaining({ id: membership.id, league: expect.objectContaining({ name: 'Oberliga' }) }),
    ]);
  });

  it('joins a club for a sport without a team, without subscription when none is offered', async () => {
    const { agent, person } = await signedInMember(t);
    const world = await buildClubWorld({ subscriptions: false });
    const res = await agent.post('/api/self/players').send({ clubID: world.club.id, sportID: world.sport.id }).expect(201);
    expect(res.body.data).toMatchObject({ team: null, subscription: null, available_subscriptions: [] });
    expect(await t.prisma.membership.count({ where: { personId: person.id, clubId: world.club.id, teamId: null } })).toBe(1);
  });

  it.each([
    ['no subscription although offered', { billing_interval: 3 }, 'ValidationFailed'],
    ['no billing interval', { subscription_id: 'SUB' }, 'ValidationFailed'],
    ['an interval the subscription does not offer', { subscription_id: 'SUB', billing_interval: 6 }, 'ValidationFailed'],
    ['an interval that does not exist', { subscription_id: 'SUB', billing_interval: 5 }, 'ValidationFailed'],
    ['a subscription of another association', { subscription_id: 'FOREIGN', billing_interval: 12 }, 'ValidationFailed'],
    ['terms not accepted', { subscription_id: 'SUB', billing_interval: 3, accepted_terms: [] }, 'TermsNotAccepted'],
    ['unknown fields', { subscription_id: 'SUB', billing_interval: 3, is_admin: true }, 'ValidationFailed'],
  ])('refuses %s and stores nothing', async (_name, body, code) => {
    const { agent, person } = await signedInMember(t);
    const world = await buildClubWorld();
    const foreign = await buildClubWorld();
    const team = await buildTeam({ clubId: world.club.id, sportId: world.sport.id });
    await buildTerm(t, { product: 'club', clubId: world.club.id });
    const resolved = Object.fromEntries(
      Object.entries(body).map(([k, v]) => [
        k,
        v === 'SUB' ? world.subscription!.id : v === 'FOREIGN' ? foreign.subscription!.id : v,
      ]),
    );
    const res = await agent
      .post('/api/self/players')
      .send({ clubID: world.club.id, teamID: team.id, ...resolved })
      .expect(400);
    expect(res.body.error.code).toBe(code);
    expect(await stored(person.id)).toEqual(NOTHING);
  });

  it('refuses a subscription where none is offered', async () => {
    const { agent, person } = await signedInMember(t);
    const world = await buildClubWorld({ subscriptions: false });
    const other = await buildClubWorld();
    const res = await agent
      .post('/api/self/players')
      .send({ clubID: world.club.id, sportID: world.sport.id, subscription_id: other.subscription!.id, billing_interval: 12 })
      .expect(400);
    expect(res.body.error.code).toBe('ValidationFailed');
    expect(await stored(person.id)).toEqual(NOTHING);
  });

  it.each([
    ['a team that is not joinable', { isJoinable: false }, { gender: 'male' as const, birthYear: 1995 }],
    ['a team of the other gender', { gender: 'female' as const }, { gender: 'male' as const, birthYear: 1995 }],
    ['a youth team for an adult', { maxAge: 15 }, { gender: 'female' as const, birthYear: 1990 }],
    ['an adult team for a child', { minAge: 16 }, { gender: 'female' as const, birthYear: currentYear() - 10 }],
  ])('refuses %s with NotJoinable (409)', async (_name, teamData, personData) => {
    const { agent, person } = await signedInMember(t, personData);
    const world = await buildClubWorld({ subscriptions: false });
    const team = await buildTeam({ clubId: world.club.id, sportId: world.sport.id, ...teamData });
    const res = await agent.post('/api/self/players').send({ clubID: world.club.id, teamID: team.id }).expect(409);
    expect(res.body.error.code).toBe('NotJoinable');
    expect(await stored(person.id)).toEqual(NOTHING);
  });

  it('refuses a sport already played in the club or in another club of the association', async () => {
    const { agent, person } = await signedInMember(t);
    const world = await buildClubWorld({ subscriptions: false });
    const team = await buildTeam({ clubId: world.club.id, sportId: world.sport.id });
    await buildMembership({ personId: person.id, clubId: world.otherClub.id, sportId: world.sport.id });
    const before = await stored(person.id);
    const inAssociation = await agent.post('/api/self/players').send({ clubID: world.club.id, teamID: team.id }).expect(409);
    expect(inAssociation.body.error.code).toBe('SportAlreadyPlayed');
    const inClub = await agent
      .post('/api/self/players')
      .send({ clubID: world.otherClub.id, sportID: world.sport.id })
      .expect(409);
    expect(inClub.body.error.code).toBe('SportAlreadyPlayed');
    expect(await stored(person.id)).toEqual(before);
  });

  it('checks club, team and sport: unknown ones 404, a mismatch 400, neither team nor sport 400', async () => {
    const { agent, person } = await signedInMember(t);
    const world = await buildClubWorld({ subscriptions: false });
    const otherSport = await t.prisma.sport.create({ data: { key: `hockey_${Date.now()}`, name: 'Hockey' } });
    const team = await buildTeam({ clubId: world.club.id, sportId: world.sport.id });
    const foreignTeam = await buildTeam({ clubId: world.otherClub.id, sportId: world.sport.id });
    await agent.post('/api/self/players').send({ clubID: 99999999, sportID: world.sport.id }).expect(404);
    await agent.post('/api/self/players').send({ clubID: world.club.id, teamID: foreignTeam.id }).expect(404);
    await agent.post('/api/self/players').send({ clubID: world.club.id, sportID: otherSport.id }).expect(404);
    await agent.post('/api/self/players').send({ clubID: world.club.id, teamID: team.id, sportID: otherSport.id }).expect(400);
    await agent.post('/api/self/players').send({ clubID: world.club.id }).expect(400);
    await agent.post('/api/self/players').send({ clubID: 'x', teamID: team.id }).expect(400);
    expect(await stored(person.id)).toEqual(NOTHING);
  });

  it('lets two joins at once store one membership', async () => {
    const { agent, person } = await signedInMember(t);
    const world = await buildClubWorld({ subscriptions: false });
    const body = { clubID: world.club.id, sportID: world.sport.id };
    const [a, b] = await Promise.all([agent.post('/api/self/players').send(body), agent.post('/api/self/players').send(body)]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(await t.prisma.membership.count({ where: { personId: person.id } })).toBe(1);
  });

  it('needs a session', async () => {
    const world = await buildClubWorld({ subscriptions: false });
    await t.request().post('/api/self/players').send({ clubID: world.club.id, sportID: world.sport.id }).expect(401);
  });
});

describe('GET /api/self/players/{id}', () => {
  it('answers the own membership with team, club, league, subscriptions on offer and team history', async () => {
    const { agent, person } = await signedInMember(t);
    const world = await buildClubWorld();
    const team = await buildTeam({ clubId: world.club.id, sportId: world.sport.id, name: 'Herren' });
    const m = await buildMembership({
      personId: person.id,
      clubId: world.club.id,
      sportId: world.sport.id,
      teamId: team.id,
      subscriptionId: world.subscription!.id,
      billingInterval: 12,
    });
    await t.prisma.membership.update({ where: { id: m.id }, data: { jerseyNumber: '7', positions: ['attack', 'face_off'] } });
    const res = await agent.get(`/api/self/players/${m.id}?include=team,club,league`).expect(200);
    expect(res.body.data).toMatchObject({
      id: m.id,
      player_id: m.id,
      club_name: world.club.name,
      team: { id: team.id, name: 'Herren', country_code: 'deu' },
      association: { association_id: world.association.id },
      league: null,
      jersey_number: '7',
      positions: ['attack', 'face-off'],
      subscription: { id: world.subscription!.id, billing_interval: 12 },
      available_subscriptions: [{ id: world.subscription!.id, name: 'Aktiv', available_intervals: [1, 3, 12] }],
      club_sports: [{ id: world.sport.id }],
      process: null,
      pendingProcess: false,
    });
  });

  it("answers 404 for another person's membership", async () => {
    const { agent } = await signedInMember(t);
    const other = await buildPerson();
    const world = await buildClubWorld();
    const m = await buildMembership({ personId: other.id, clubId: world.club.id, sportId: world.sport.id });
    expect((await agent.get(`/api/self/players/${m.id}`).expect(404)).body.error.code).toBe('NotFound');
    await agent.get(`/api/self/players/${m.id}?include=secrets`).expect(400);
    await t.request().get(`/api/self/players/${m.id}`).expect(401);
  });
});
