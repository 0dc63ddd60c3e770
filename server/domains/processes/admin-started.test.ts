// Processes started by admins (docs/product.md#process-types): a club switch by an admin with players.changeClub, a retirement by an
// admin with persons.retireFromAssociation; both wait for the same approvals as a member's request.
import { useTestApp } from '../../../test/app';
import { buildProcessWorld, type ProcessWorld } from '../../../test/factories-processes';
import { buildPlayer } from '../../../test/factories';

let w: ProcessWorld;
const t = useTestApp();
beforeAll(async () => {
  w = await buildProcessWorld(t);
});

describe('club switch started by an admin', () => {
  it('starts a move process recorded as started by the admin, and nothing moves yet', async () => {
    const { person, membership } = await buildPlayer({ clubId: w.oldClub.id, sportId: w.sport.id, teamId: w.oldTeam.id });
    await w.staff.admin.agent
      .put(`/api/admin/players/${membership.id}`)
      .send({ club_id: w.newClub.id, team_id: null })
      .expect(200);
    const process = await t.prisma.process.findFirstOrThrow({ where: { personId: person.id }, include: { approvals: true } });
    expect(process).toMatchObject({ type: 'move', status: 'open', toClubId: w.newClub.id, startedById: w.staff.admin.person.id });
    expect(process.approvals.map((a) => a.approver).sort()).toEqual(
      ['association', 'new_club', 'old_club', 'old_league', 'new_league'].sort(),
    );
    const unchanged = await t.prisma.membership.findUniqueOrThrow({ where: { id: membership.id } });
    expect(unchanged).toMatchObject({ clubId: w.oldClub.id, teamId: w.oldTeam.id });

    const second = await w.staff.admin.agent
      .put(`/api/admin/players/${membership.id}`)
      .send({ club_id: w.otherClub.id, team_id: null })
      .expect(409);
    expect(second.body.error.code).toBe('ProcessAlreadyOpen');
  });

  it('is refused to a club representative, who may change teams but not clubs', async () => {
    const { person, membership } = await buildPlayer({ clubId: w.oldClub.id, sportId: w.sport.id });
    const res = await w.staff.oldLeader.agent
      .put(`/api/admin/players/${membership.id}`)
      .send({ club_id: w.newClub.id, team_id: null })
      .expect(403);
    expect(res.body.error.code).toBe('UnauthorizedAction');
    const other = await w.staff.adminB.agent
      .put(`/api/admin/players/${membership.id}`)
      .send({ club_id: w.newClub.id, team_id: null })
      .expect(403);
    expect(other.body.error.code).toBe('UnauthorizedAction');
    expect(await t.prisma.process.count({ where: { personId: person.id } })).toBe(0);
  });
});

describe('retirement started by an admin', () => {
  it('starts a retire process for an association admin of that association only', async () => {
    const { person } = await buildPlayer({ clubId: w.oldClub.id, sportId: w.sport.id });
    const refused = await w.staff.adminB.agent.delete(`/api/persons/${person.id}/associations/${w.assocA.id}`).expect(403);
    expect(refused.body.error.code).toBe('UnauthorizedAction');
    await w.staff.regionLeader.agent.delete(`/api/persons/${person.id}/associations/${w.assocA.id}`).expect(403);
    await w.staff.oldLeader.agent.delete(`/api/persons/${person.id}/associations/${w.assocA.id}`).expect(403);
    expect(await t.prisma.process.count({ where: { personId: person.id } })).toBe(0);

    const res = await w.staff.admin.agent.delete(`/api/persons/${person.id}/associations/${w.assocA.id}`).expect(202);
    expect(res.body.data).toMatchObject({ type: 'retire', status: 'open' });
    const process = await t.prisma.process.findFirstOrThrow({ where: { personId: person.id } });
    expect(process).toMatchObject({ type: 'retire', associationId: w.assocA.id, startedById: w.staff.admin.person.id });
  });
});
