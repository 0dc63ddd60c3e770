// DELETE /api/persons/{id}/associations/{associationId}: the member's own retirement request.
import { useTestApp } from '../../../test/app';
import { buildClubWorld } from '../../../test/factories-clubs';
import { buildMembership, buildPerson, buildTeam, signedInMember } from '../../../test/factories';

const t = useTestApp();

describe('DELETE /api/persons/{id}/associations/{associationId}', () => {
  it('starts a retire process with old-club and association approvals that every membership there shows', async () => {
    const { agent, person } = await signedInMember(t);
    const world = await buildClubWorld();
    const team = await buildTeam({ clubId: world.club.id, sportId: world.sport.id });
    const main = await buildMembership({
      personId: person.id,
      clubId: world.club.id,
      sportId: world.sport.id,
      teamId: team.id,
    });
    const otherSport = await t.prisma.sport.create({ data: { key: `indoor_${Date.now()}`, name: 'Indoor' } });
    const second = await buildMembership({ personId: person.id, clubId: world.otherClub.id, sportId: otherSport.id });

    const res = await agent.delete(`/api/persons/${person.id}/associations/${world.association.id}`).expect(202);
    expect(res.body.data).toMatchObject({
      type: 'retire',
      status: 'open',
      meta: { currentClub: { id: world.club.id }, currentTeam: { id: team.id } },
      requiredApprovals: [
        { approver: 'old-club', state: 'pending', context: { type: 'club', id: world.club.id } },
        { approver: 'association', state: 'pending', context: { type: 'association', id: world.association.id } },
      ],
    });
    const process = await t.prisma.process.findFirstOrThrow({ where: { personId: person.id } });
    expect(process).toMatchObject({
      type: 'retire',
      membershipId: main.id,
      associationId: world.association.id,
      startedById: person.id,
    });
    expect(await t.prisma.auditEntry.count({ where: { subjectId: person.id, action: 'process.start.retire' } })).toBe(1);
    // Nothing ends before the approvals.
    expect(await t.prisma.membership.count({ where: { personId: person.id, activeTo: null } })).toBe(2);

    // The other membership in the association shows the pending retirement and refuses a switch.
    const view = await agent.get(`/api/self/players/${second.id}`).expect(200);
    expect(view.body.data).toMatchObject({ pendingProcess: true, process: { type: 'retire' } });
    const sw = await agent.put(`/api/players/${second.id}`).send({ club_id: world.club.id, team_id: null }).expect(409);
    expect(sw.body.error.code).toBe('ProcessAlreadyOpen');

    const again = await agent.delete(`/api/persons/${person.id}/associations/${world.association.id}`).expect(409);
    expect(again.body.error.code).toBe('ProcessAlreadyOpen');
    expect(await t.prisma.process.count({ where: { personId: person.id } })).toBe(1);
  });

  it('refuses while another process of a membership there is open', async () => {
    const { agent, person } = await signedInMember(t);
    const world = await buildClubWorld();
    const m = await buildMembership({ personId: person.id, clubId: world.club.id, sportId: world.sport.id });
    await agent.put(`/api/players/${m.id}`).send({ is_alumni: true }).expect(200);
    const res = await agent.delete(`/api/persons/${person.id}/associations/${world.association.id}`).expect(409);
    expect(res.body.error.code).toBe('ProcessAlreadyOpen');
    expect(await t.prisma.process.count({ where: { personId: person.id, type: 'retire' } })).toBe(0);
  });

  it('answers 403 for someone else, 404 without membership there, 400 for bad ids, 401 without session', async () => {
    const { agent, person } = await signedInMember(t);
    const world = await buildClubWorld();
    const stranger = await buildPerson();
    await buildMembership({ personId: stranger.id, clubId: world.club.id, sportId: world.sport.id });
    expect(
      (await agent.delete(`/api/persons/${stranger.id}/associations/${world.association.id}`).expect(403)).body.error.code,
    ).toBe('UnauthorizedAction');
    expect(
      (await agent.delete(`/api/persons/${person.id}/associations/${world.association.id}`).expect(404)).body.error.code,
    ).toBe('NotFound');
    await agent.delete(`/api/persons/${person.id}/associations/abc`).expect(400);
    await t.request().delete(`/api/persons/${stranger.id}/associations/${world.association.id}`).expect(401);
    expect(await t.prisma.process.count({ where: { personId: { in: [person.id, stranger.id] } } })).toBe(0);
  });
});
