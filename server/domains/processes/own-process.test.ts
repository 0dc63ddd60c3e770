// A process about a person is withdrawn only by whoever started it or whoever may force it,
// and the person a process is about never approves (or force-approves) it, nor counts it as approvable.
import { useTestApp } from '../../../test/app';
import { buildPlayer, signIn } from '../../../test/factories';
import { buildProcessWorld, type ProcessWorld, requestedAlumni, requestedRetire } from '../../../test/factories-processes';
import { db } from '../../db/client';
import { startAlumni, startRetire } from './start';

let w: ProcessWorld;
const t = useTestApp();
beforeAll(async () => {
  w = await buildProcessWorld(t);
});

type Agent = ProcessWorld['staff']['admin']['agent'];
const act = (agent: Agent, id: number, action: string) => agent.put(`/api/processes/${id}?action=${action}`);

describe('withdrawing a process someone else started (item 6)', () => {
  it('the member may not withdraw a retirement an admin started; the admin may, and the member page offers it only for their own', async () => {
    const { person, membership } = await buildPlayer({ clubId: w.oldClub.id, sportId: w.sport.id });
    const member = await signIn(t, person.email!);
    const started = await w.staff.admin.agent.delete(`/api/persons/${person.id}/associations/${w.assocA.id}`).expect(202);
    const processId = started.body.data.id as number;
    const refused = await act(member, processId, 'withdraw').expect(403);
    expect(refused.body.error.code).toBe('UnauthorizedAction');
    expect((await t.prisma.process.findUniqueOrThrow({ where: { id: processId } })).status).toBe('open');
    expect(started.body.data.meta.canWithdraw).toBe(true);
    const own = await member.get(`/api/self/players/${membership.id}`).expect(200);
    expect(own.body.data.process).toMatchObject({ id: processId, meta: { canWithdraw: false } });

    const res = await act(w.staff.admin.agent, processId, 'withdraw').expect(200);
    expect(res.body.data).toMatchObject({ id: processId, status: 'cancelled', meta: { canWithdraw: false } });
  });

  it("the member's own request stays theirs to withdraw", async () => {
    const alumni = await requestedAlumni(w);
    const member = await signIn(t, alumni.person.email!);
    const own = await member.get(`/api/self/players/${alumni.membership.id}`).expect(200);
    expect(own.body.data.process).toMatchObject({ id: alumni.processId, meta: { canWithdraw: true } });
    const details = await w.staff.admin.agent.get(`/api/processes/${alumni.processId}`).expect(200);
    expect(details.body.data.meta).toMatchObject({ canWithdraw: true });
    const approver = await w.staff.oldLeader.agent.get(`/api/processes/${alumni.processId}`).expect(200);
    expect(approver.body.data.meta).toMatchObject({ canApprove: true, canWithdraw: false });
    await act(member, alumni.processId, 'withdraw').expect(200);
  });
});

describe('approving a process about oneself (item 7)', () => {
  const count = async (agent: Agent) =>
    (await agent.get('/api/processes/approvable/count').expect(200)).body.data.count as number;

  it('a club representative never approves his own alumni request, nor counts it', async () => {
    const rep = w.staff.oldLeader;
    const before = await count(rep.agent);
    const membership = await db().membership.create({
      data: { personId: rep.person.id, clubId: w.oldClub.id, sportId: w.sport.id, activeFrom: new Date('2020-01-01') },
    });
    const processId = await startAlumni(rep.person.id, membership.id);
    expect(await count(rep.agent)).toBe(before);

    const details = await rep.agent.get(`/api/processes/${processId}?include=requiredApprovals`).expect(200);
    expect(details.body.data.meta).toMatchObject({ canApprove: false, canForceApprove: false, canWithdraw: true });
    expect(details.body.data.requiredApprovals.map((a: { canApprove: boolean }) => a.canApprove)).toEqual([false]);

    const res = await act(rep.agent, processId, 'approve').expect(403);
    expect(res.body.error.code).toBe('OwnProcess');
    const approvals = await t.prisma.requiredApproval.findMany({ where: { processId } });
    expect(approvals.every((a) => a.state === 'pending')).toBe(true);
    expect((await t.prisma.membership.findUniqueOrThrow({ where: { id: membership.id } })).isAlumni).toBe(false);

    // Someone else still carries it out.
    await act(w.staff.admin.agent, processId, 'force-approve').expect(200);
    expect((await t.prisma.membership.findUniqueOrThrow({ where: { id: membership.id } })).isAlumni).toBe(true);
  });

  it('an association admin neither approves nor force-approves a process about herself; another admin does', async () => {
    const admin = w.staff.admin;
    const membership = await db().membership.create({
      data: { personId: admin.person.id, clubId: w.oldClub.id, sportId: w.sport.id, activeFrom: new Date('2020-01-01') },
    });
    const before = await count(admin.agent);
    const retire = await admin.agent.delete(`/api/persons/${admin.person.id}/associations/${w.assocA.id}`).expect(202);
    const processId = retire.body.data.id as number;
    expect(await count(admin.agent)).toBe(before);
    const details = await admin.agent.get(`/api/processes/${processId}`).expect(200);
    expect(details.body.data.meta).toMatchObject({ canApprove: false, canForceApprove: false });

    for (const action of ['approve', 'force-approve']) {
      expect((await act(admin.agent, processId, action).expect(403)).body.error.code).toBe('OwnProcess');
    }
    expect((await t.prisma.process.findUniqueOrThrow({ where: { id: processId } })).status).toBe('open');
    const listed = await admin.agent.get('/api/processes?page_size=0').expect(200);
    expect(listed.body.data.map((p: { id: number }) => p.id)).toContain(processId);

    await act(w.staff.customer.agent, processId, 'force-approve').expect(200);
    const m = await t.prisma.membership.findUniqueOrThrow({ where: { id: membership.id } });
    expect(m.activeTo).not.toBeNull();
  });

  it('the approvable count leaves out the own process but counts the same kind of process of someone else', async () => {
    const customer = w.staff.customer;
    await db().membership.create({
      data: { personId: customer.person.id, clubId: w.otherClub.id, sportId: w.sport.id, activeFrom: new Date('2020-01-01') },
    });
    const before = await count(customer.agent);
    await startRetire(customer.person.id, customer.person.id, w.assocA.id);
    expect(await count(customer.agent)).toBe(before);
    await requestedRetire(w);
    expect(await count(customer.agent)).toBe(before + 1);
  });
});
