// PUT /api/players/{id} by the member: edit, subscription change, club switch, alumni request and reactivation.
import { useTestApp } from '../../../test/app';
import { buildClubWorld, buildRunningLeague } from '../../../test/factories-clubs';
import { buildMembership, buildPerson, buildTeam, signedInMember } from '../../../test/factories';

const t = useTestApp();

/** A signed-in member of the world's club (in a team), with an "Aktiv" subscription every 3 months. */
async function memberWithMembership() {
  const { agent, person } = await signedInMember(t, { gender: 'male' });
  const world = await buildClubWorld();
  const team = await buildTeam({ clubId: world.club.id, sportId: world.sport.id, name: 'Herren' });
  const membership = await buildMembership({
    personId: person.id,
    clubId: world.club.id,
    sportId: world.sport.id,
    teamId: team.id,
    subscriptionId: world.subscription!.id,
    billingInterval: 3,
  });
  return { agent, person, world, team, membership };
}

const openProcesses = (personId: number) => t.prisma.process.count({ where: { personId, status: 'open' } });

describe('PUT /api/players/{id}: edit', () => {
  it('saves jersey number and positions and writes history', async () => {
    const { agent, person, membership } = await memberWithMembership();
    const res = await agent
      .put(`/api/players/${membership.id}`)
      .send({ jersey_number: '101', positions: ['goalie', 'face-off'] })
      .expect(200);
    expect(res.body.data).toMatchObject({ jersey_number: '101', positions: ['goalie', 'face-off'] });
    const row = await t.prisma.membership.findUniqueOrThrow({ where: { id: membership.id } });
    expect(row).toMatchObject({ jerseyNumber: '101', positions: ['goalie', 'face_off'] });
    expect(await t.prisma.auditEntry.count({ where: { subjectId: person.id, action: 'membership.edit' } })).toBe(1);
    await agent.put(`/api/players/${membership.id}`).send({ jersey_number: null }).expect(200);
    expect((await t.prisma.membership.findUniqueOrThrow({ where: { id: membership.id } })).jerseyNumber).toBeNull();
  });

  it.each([
    ['four digits', { jersey_number: '1000' }],
    ['letters', { jersey_number: '1a' }],
    ['an empty jersey number', { jersey_number: '' }],
    ['a number instead of text', { jersey_number: 7 }],
    ['an unknown position', { positions: ['striker'] }],
    ['an empty body', {}],
    ['a field members may not change', { team_id: 5 }],
  ])('refuses %s and changes nothing', async (_name, body) => {
    const { agent, membership } = await memberWithMembership();
    const res = await agent.put(`/api/players/${membership.id}`).send(body).expect(400);
    expect(res.body.error.code).toBe('ValidationFailed');
    const row = await t.prisma.membership.findUniqueOrThrow({ where: { id: membership.id } });
    expect(row).toMatchObject({ jerseyNumber: null, positions: [], teamId: membership.teamId });
  });
});

describe('PUT /api/players/{id}: subscription', () => {
  it('changes subscription and interval with an audit entry', async () => {
    const { agent, person, world, membership } = await memberWithMembership();
    const yearly = await t.prisma.subscription.create({
      data: { associationId: world.association.id, sportId: world.sport.id, name: 'Jahresbeitrag', availableIntervals: [12] },
    });
    const res = await agent
      .put(`/api/players/${membership.id}`)
      .send({ subscription_id: yearly.id, billing_interval: 12 })
      .expect(200);
    expect(res.body.data.subscription).toEqual({ id: yearly.id, name: 'Jahresbeitrag', billing_interval: 12 });
    const entry = await t.prisma.auditEntry.findFirstOrThrow({
      where: { subjectId: person.id, action: 'membership.subscription' },
    });
    expect(entry.data).toEqual({
      before: { subscription_id: world.subscription!.id, billing_interval: 3 },
      after: { subscription_id: yearly.id, billing_interval: 12 },
    });
  });

  it.each([
    ['an interval the subscription does not offer', { billing_interval: 6 }],
    ['no interval', { billing_interval: undefined }],
    ['a null subscription', { subscription_id: null }],
    ["another association's subscription", { subscription_id: 'FOREIGN' }],
    ["another sport's subscription", { subscription_id: 'OTHER_SPORT' }],
  ])('refuses %s and changes nothing', async (_name, override) => {
    const { agent, world, membership } = await memberWithMembership();
    const foreign = await buildClubWorld();
    const otherSport = await t.prisma.sport.create({ data: { key: `ih_${Date.now()}_${Math.random()}`, name: 'Eishockey' } });
    const sportSub = await t.prisma.subscription.create({
      data: { associationId: world.association.id, sportId: otherSport.id, name: 'Eis', availableIntervals: [1] },
    });
    const body: Record<string, unknown> = { subscription_id: world.subscription!.id, billing_interval: 1, ...override };
    if (body.subscription_id === 'FOREIGN') body.subscription_id = foreign.subscription!.id;
    if (body.subscription_id === 'OTHER_SPORT') body.subscription_id = sportSub.id;
    const res = await agent.put(`/api/players/${membership.id}`).send(body).expect(400);
    expect(res.body.error.code).toBe('ValidationFailed');
    const row = await t.prisma.membership.findUniqueOrThrow({ where: { id: membership.id } });
    expect(row).toMatchObject({ subscriptionId: world.subscription!.id, billingInterval: 3 });
  });
});

describe('PUT /api/players/{id}: club switch', () => {
  it('starts a move process with old-club, new-club and association approvals; the membership stays', async () => {
    const { agent, person, world, membership } = await memberWithMembership();
    const res = await agent.put(`/api/players/${membership.id}`).send({ club_id: world.otherClub.id, team_id: null }).expect(200);
    expect(res.body.data).toMatchObject({
      club: { id: world.club.id },
      pendingProcess: true,
      process: {
        type: 'move',
        status: 'open',
        meta: { currentClub: { id: world.club.id }, newClub: { id: world.otherClub.id }, newTeam: null },
        requiredApprovals: [
          { approver: 'old-club', state: 'pending', context: { type: 'club', id: world.club.id } },
          { approver: 'new-club', state: 'pending', context: { type: 'club', id: world.otherClub.id } },
          { approver: 'association', state: 'pending', context: { type: 'association', id: world.association.id } },
        ],
      },
    });
    const process = await t.prisma.process.findFirstOrThrow({ where: { personId: person.id } });
    expect(process).toMatchObject({
      type: 'move',
      membershipId: membership.id,
      fromClubId: world.club.id,
      toClubId: world.otherClub.id,
      startedById: person.id,
    });
    expect(await t.prisma.auditEntry.count({ where: { subjectId: person.id, action: 'process.start.move' } })).toBe(1);
    expect((await t.prisma.membership.findUniqueOrThrow({ where: { id: membership.id } })).clubId).toBe(world.club.id);

    // One open process per membership: a second request, of any kind, is a 409 with a code.
    const again = await agent
      .put(`/api/players/${membership.id}`)
      .send({ club_id: world.otherClub.id, team_id: null })
      .expect(409);
    expect(again.body.error.code).toBe('ProcessAlreadyOpen');
    const alumni = await agent.put(`/api/players/${membership.id}`).send({ is_alumni: true }).expect(409);
    expect(alumni.body.error.code).toBe('ProcessAlreadyOpen');
    expect(await openProcesses(person.id)).toBe(1);
  });

  it('adds old-league and new-league approvals for a league player in a running season', async () => {
    const { agent, world, team, membership } = await memberWithMembership();
    const rival = await buildTeam({ clubId: world.otherClub.id, sportId: world.sport.id, gender: 'male' });
    const { league } = await buildRunningLeague({
      associationId: world.association.id,
      sportId: world.sport.id,
      teamIds: [team.id, rival.id],
    });
    const res = await agent.put(`/api/players/${membership.id}`).send({ club_id: world.otherClub.id, team_id: null }).expect(200);
    expect(res.body.data.process.requiredApprovals.map((a: { approver: string }) => a.approver)).toEqual([
      'old-club',
      'new-club',
      'association',
      'old-league',
      'new-league',
    ]);
    expect(res.body.data.process.requiredApprovals[3].context).toEqual({ type: 'league', id: league.id, name: league.name });
  });

  it('lets two requests at once open only one process', async () => {
    const { agent, person, world, membership } = await memberWithMembership();
    const body = { club_id: world.otherClub.id, team_id: null };
    const [a, b] = await Promise.all([
      agent.put(`/api/players/${membership.id}`).send(body),
      agent.put(`/api/players/${membership.id}`).send(body),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await openProcesses(person.id)).toBe(1);
  });

  it.each([
    ['the own club', 'OWN', 400, 'ValidationFailed'],
    ['an unknown club', 99999999, 404, 'NotFound'],
    ['a club of another association', 'FOREIGN', 409, 'NotJoinable'],
    ['a club without the sport', 'NO_SPORT', 409, 'NotJoinable'],
  ])('refuses a switch to %s and opens no process', async (_name, target, status, code) => {
    const { agent, person, world, membership } = await memberWithMembership();
    const foreign = await buildClubWorld();
    const noSport = await t.prisma.club.create({ data: { associationId: world.association.id, name: 'Ohne Sport' } });
    const clubId = { OWN: world.club.id, FOREIGN: foreign.club.id, NO_SPORT: noSport.id }[target as string] ?? target;
    const res = await agent.put(`/api/players/${membership.id}`).send({ club_id: clubId, team_id: null }).expect(status);
    expect(res.body.error.code).toBe(code);
    expect(await openProcesses(person.id)).toBe(0);
  });

  it('refuses a switch body that keeps a team', async () => {
    const { agent, person, world, membership, team } = await memberWithMembership();
    await agent.put(`/api/players/${membership.id}`).send({ club_id: world.otherClub.id, team_id: team.id }).expect(400);
    expect(await openProcesses(person.id)).toBe(0);
  });
});

describe('PUT /api/players/{id}: alumni', () => {
  it('starts an alumni process with the old club; reactivation needs a sport and no open process', async () => {
    const { agent, person, world, membership } = await memberWithMembership();
    const res = await agent.put(`/api/players/${membership.id}`).send({ is_alumni: true }).expect(200);
    expect(res.body.data.process).toMatchObject({
      type: 'alumni',
      requiredApprovals: [{ approver: 'old-club', state: 'pending' }],
    });
    expect(res.body.data.is_alumni).toBe(false);

    // The old club approves (the processes issue does that); the membership becomes alumni.
    await t.prisma.process.updateMany({ where: { personId: person.id }, data: { status: 'completed' } });
    await t.prisma.membership.update({ where: { id: membership.id }, data: { isAlumni: true } });

    const noSport = await agent.put(`/api/players/${membership.id}`).send({ is_alumni: false }).expect(400);
    expect(noSport.body.error.code).toBe('ValidationFailed');
    const again = await agent.put(`/api/players/${membership.id}`).send({ is_alumni: true }).expect(409);
    expect(again.body.error.code).toBe('Conflict');

    const active = await agent
      .put(`/api/players/${membership.id}`)
      .send({ is_alumni: false, sport_id: world.sport.id })
      .expect(200);
    expect(active.body.data).toMatchObject({ is_alumni: false, sport: { id: world.sport.id } });
    expect(await t.prisma.auditEntry.count({ where: { subjectId: person.id, action: 'membership.reactivate' } })).toBe(1);
  });

  it('refuses reactivation while a process is open, or with a sport the club does not offer', async () => {
    const { agent, person, world, membership } = await memberWithMembership();
    await t.prisma.membership.update({ where: { id: membership.id }, data: { isAlumni: true } });
    const other = await t.prisma.sport.create({ data: { key: `lsm_${Date.now()}`, name: 'LSM' } });
    const notOffered = await agent
      .put(`/api/players/${membership.id}`)
      .send({ is_alumni: false, sport_id: other.id })
      .expect(409);
    expect(notOffered.body.error.code).toBe('NotJoinable');

    await agent.delete(`/api/persons/${person.id}/associations/${world.association.id}`).expect(202);
    const blocked = await agent
      .put(`/api/players/${membership.id}`)
      .send({ is_alumni: false, sport_id: world.sport.id })
      .expect(409);
    expect(blocked.body.error.code).toBe('ProcessAlreadyOpen');
    expect((await t.prisma.membership.findUniqueOrThrow({ where: { id: membership.id } })).isAlumni).toBe(true);
  });
});

describe('PUT /api/players/{id}: authorization', () => {
  it("answers 403 for another person's membership, 404 for an unknown one, 401 without session", async () => {
    const { agent } = await memberWithMembership();
    const stranger = await buildPerson();
    const world = await buildClubWorld();
    const theirs = await buildMembership({ personId: stranger.id, clubId: world.club.id, sportId: world.sport.id });
    for (const body of [{ jersey_number: '9' }, { club_id: world.otherClub.id, team_id: null }, { is_alumni: true }]) {
      const res = await agent.put(`/api/players/${theirs.id}`).send(body).expect(403);
      expect(res.body.error.code).toBe('UnauthorizedAction');
    }
    expect(await openProcesses(stranger.id)).toBe(0);
    expect((await t.prisma.membership.findUniqueOrThrow({ where: { id: theirs.id } })).jerseyNumber).toBeNull();
    await agent.put('/api/players/99999999').send({ jersey_number: '9' }).expect(404);
    await t.request().put(`/api/players/${theirs.id}`).send({ jersey_number: '9' }).expect(401);
  });

  it('refuses changes to an ended membership', async () => {
    const { agent, membership } = await memberWithMembership();
    await t.prisma.membership.update({ where: { id: membership.id }, data: { activeTo: new Date('2020-01-01') } });
    expect((await agent.put(`/api/players/${membership.id}`).send({ jersey_number: '9' }).expect(409)).body.error.code).toBe(
      'Conflict',
    );
  });
});
