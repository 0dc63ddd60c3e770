// /api/processes: who sees and approves what, each process type carried out end to end, force-approve, and the
// guarantees: a completed process is final, and two approvers at the same moment complete it exactly once.
import { today } from '../../../shared/clock';
import { useTestApp } from '../../../test/app';
import { buildPlayer, signIn } from '../../../test/factories';
import {
  buildProcessWorld,
  type ProcessWorld,
  requestedAlumni,
  requestedMove,
  requestedRetire,
} from '../../../test/factories-processes';

let w: ProcessWorld;
const t = useTestApp();
beforeAll(async () => {
  w = await buildProcessWorld(t);
});

const approve = (agent: ProcessWorld['staff']['admin']['agent'], id: number, action = 'approve') =>
  agent.put(`/api/processes/${id}?action=${action}`);

describe('reading processes', () => {
  it('needs a session', async () => {
    await t.request().get('/api/processes').expect(401);
    await t.request().get('/api/processes/approvable/count').expect(401);
    await t.request().get('/api/processes/1').expect(401);
    await t.request().put('/api/processes/1?action=approve').expect(401);
  });

  it('lists what each role may see, with meta and the required approvals', async () => {
    const move = await requestedMove(w);
    const { staff } = w;
    const ids = async (agent: typeof staff.admin.agent) =>
      (await agent.get('/api/processes?page_size=0').expect(200)).body.data.map((p: { id: number }) => p.id);

    for (const who of ['admin', 'customer', 'oldLeader', 'newLeader', 'leagueLeader', 'regionLeader'] as const) {
      expect({ who, seen: (await ids(staff[who].agent)).includes(move.processId) }).toEqual({ who, seen: true });
    }
    for (const who of ['adminB', 'otherLeader', 'teamLeader', 'nobody'] as const) {
      expect({ who, seen: (await ids(staff[who].agent)).includes(move.processId) }).toEqual({ who, seen: false });
    }

    const res = await staff.newLeader.agent.get('/api/processes?include=requiredApprovals&page=0&page_size=50').expect(200);
    expect(res.body.meta).toMatchObject({ page: 0, page_size: 50, max_page: 0, filter: { status: 'open' } });
    const item = res.body.data.find((p: { id: number }) => p.id === move.processId);
    expect(item).toMatchObject({
      type: 'move',
      status: 'open',
      forced: false,
      person: { id: move.person.id, firstname: 'Pia', avatar_state: 'none' },
      sport: { id: w.sport.id },
      approvals_done: 0,
      approvals_total: 5,
      meta: {
        club: { id: w.oldClub.id, name: w.oldClub.name },
        currentClub: { id: w.oldClub.id },
        currentTeam: { id: w.oldTeam.id, name: w.oldTeam.name },
        newClub: { id: w.newClub.id, name: w.newClub.name },
        newTeam: null,
        canApprove: true,
        canForceApprove: false,
      },
    });
    const approvals = Object.fromEntries(
      item.requiredApprovals.map((a: { approver: string; canApprove: boolean; caption: string; state: string }) => [
        a.approver,
        [a.caption, a.state, a.canApprove],
      ]),
    );
    expect(approvals).toEqual({
      'old-club': [w.oldClub.name, 'pending', false],
      'new-club': [w.newClub.name, 'pending', true],
      association: [w.assocA.name, 'pending', false],
      'old-league': [w.league.name, 'pending', false],
      'new-league': [w.league.name, 'pending', false],
    });
  });

  it('shows one process with its approvals: 404 unknown, 403 outside the scope, canForceApprove for admins', async () => {
    const move = await requestedMove(w);
    const { staff } = w;
    const admin = await staff.admin.agent.get(`/api/processes/${move.processId}?include=requiredApprovals`).expect(200);
    expect(admin.body.data.meta).toMatchObject({ canApprove: true, canForceApprove: true, canViewPerson: true });
    // The new club's representative approves the switch but cannot open a member of another club.
    const newClub = await staff.newLeader.agent.get(`/api/processes/${move.processId}`).expect(200);
    expect(newClub.body.data.meta).toMatchObject({ canApprove: true, canForceApprove: false, canViewPerson: false });
    expect(admin.body.data.requiredApprovals).toHaveLength(5);
    const plain = await staff.oldLeader.agent.get(`/api/processes/${move.processId}`).expect(200);
    expect(plain.body.data).not.toHaveProperty('requiredApprovals');
    expect(plain.body.data.meta).toMatchObject({ canApprove: true, canForceApprove: false });

    expect((await staff.otherLeader.agent.get(`/api/processes/${move.processId}`).expect(403)).body.error.code).toBe(
      'UnauthorizedAction',
    );
    expect((await staff.adminB.agent.get(`/api/processes/${move.processId}`).expect(403)).body.error.code).toBe(
      'UnauthorizedAction',
    );
    expect((await staff.admin.agent.get('/api/processes/99999999').expect(404)).body.error.code).toBe('NotFound');
    expect((await staff.admin.agent.get('/api/processes/abc').expect(400)).body.error.code).toBe('ValidationFailed');
    await staff.admin.agent.get(`/api/processes/${move.processId}?include=secrets`).expect(400);
    await staff.admin.agent.put(`/api/processes/${move.processId}?action=delete`).expect(400);
  });

  it('counts the processes with a pending approval of the user', async () => {
    const { staff } = w;
    const count = async (agent: typeof staff.admin.agent) =>
      (await agent.get('/api/processes/approvable/count').expect(200)).body.data.count as number;
    const before = { newLeader: await count(staff.newLeader.agent), oldLeader: await count(staff.oldLeader.agent) };
    const move = await requestedMove(w);
    await requestedAlumni(w);
    expect(await count(staff.newLeader.agent)).toBe(before.newLeader + 1);
    expect(await count(staff.oldLeader.agent)).toBe(before.oldLeader + 2);
    expect(await count(staff.nobody.agent)).toBe(0);
    expect(await count(staff.regionLeader.agent)).toBe(0);
    await approve(staff.newLeader.agent, move.processId).expect(200);
    expect(await count(staff.newLeader.agent)).toBe(before.newLeader);
  });
});

describe('approving', () => {
  it('a club switch: each approver in turn; the last one moves the membership, clears the team, closes the history', async () => {
    const move = await requestedMove(w);
    const { staff } = w;
    const first = await approve(staff.oldLeader.agent, move.processId).expect(200);
    expect(first.body.meta).toEqual({ completed: false });
    const oldClub = first.body.data.requiredApprovals.find((a: { approver: string }) => a.approver === 'old-club');
    expect(oldClub).toMatchObject({ state: 'given', given_by: { id: staff.oldLeader.person.id }, canApprove: false });
    expect(oldClub.given_at).toEqual(expect.any(String));

    await approve(staff.newLeader.agent, move.processId).expect(200);
    // The league leader holds both league approvals (same league) and gives them at once.
    const league = await approve(staff.leagueLeader.agent, move.processId).expect(200);
    expect(league.body.data.approvals_done).toBe(4);
    let m = await t.prisma.membership.findUniqueOrThrow({ where: { id: move.membership.id } });
    expect(m.clubId).toBe(w.oldClub.id);

    const last = await approve(staff.admin.agent, move.processId).expect(200);
    expect(last.body.meta).toEqual({ completed: true });
    expect(last.body.data).toMatchObject({ status: 'completed', forced: false, approvals_done: 5 });
    expect(last.body.data.completed_at).toEqual(expect.any(String));

    m = await t.prisma.membership.findUniqueOrThrow({ where: { id: move.membership.id } });
    expect(m).toMatchObject({ clubId: w.newClub.id, teamId: null, jerseyNumber: null, isAlumni: false, activeTo: null });
    const history = await t.prisma.teamHistory.findMany({ where: { membershipId: m.id } });
    expect(history).toHaveLength(1);
    expect(history[0]!.activeTo?.toISOString().slice(0, 10)).toBe(today());

    const audit = await t.prisma.auditEntry.findMany({ where: { subjectId: move.person.id }, orderBy: { id: 'asc' } });
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([
      ['process.start.move', move.person.id],
      ['process.approve', staff.oldLeader.person.id],
      ['process.approve', staff.newLeader.person.id],
      ['process.approve', staff.leagueLeader.person.id],
      ['process.approve', staff.admin.person.id],
      ['process.complete.move', staff.admin.person.id],
    ]);
    expect(audit[3]!.data).toMatchObject({ approvals: ['old-league', 'new-league'] });
    expect(audit[5]!.data).toMatchObject({ forced: false, from_club_id: w.oldClub.id, to_club_id: w.newClub.id });
  });

  it('a completed process is final: approving again is 409 ProcessCompleted, giving twice 409 ApprovalAlreadyGiven', async () => {
    const alumni = await requestedAlumni(w);
    const { staff } = w;
    await approve(staff.oldLeader.agent, alumni.processId).expect(200);
    const again = await approve(staff.oldLeader.agent, alumni.processId).expect(409);
    expect(again.body.error.code).toBe('ProcessCompleted');
    expect((await approve(staff.admin.agent, alumni.processId, 'force-approve').expect(409)).body.error.code).toBe(
      'ProcessCompleted',
    );

    const move = await requestedMove(w);
    await approve(staff.newLeader.agent, move.processId).expect(200);
    const twice = await approve(staff.newLeader.agent, move.processId).expect(409);
    expect(twice.body.error.code).toBe('ApprovalAlreadyGiven');
  });

  it('an alumni request: the old club approves and is_alumni is set', async () => {
    const alumni = await requestedAlumni(w);
    const res = await approve(w.staff.oldLeader.agent, alumni.processId).expect(200);
    expect(res.body.meta.completed).toBe(true);
    const m = await t.prisma.membership.findUniqueOrThrow({ where: { id: alumni.membership.id } });
    expect(m).toMatchObject({ isAlumni: true, clubId: w.oldClub.id, activeTo: null });
    const actions = await t.prisma.auditEntry.findMany({ where: { subjectId: alumni.person.id }, select: { action: true } });
    expect(actions.map((a) => a.action)).toEqual(['process.start.alumni', 'process.approve', 'process.complete.alumni']);
  });

  it('a retirement: memberships in the association end today, its licences go, other associations stay', async () => {
    const retire = await requestedRetire(w);
    const { staff } = w;
    await approve(staff.oldLeader.agent, retire.processId).expect(200);
    expect((await approve(staff.admin.agent, retire.processId).expect(200)).body.meta.completed).toBe(true);
    const ended = today();
    const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);
    const memberships = await t.prisma.membership.findMany({ where: { personId: retire.person.id }, orderBy: { id: 'asc' } });
    expect(memberships.map((m) => [m.id, day(m.activeTo)])).toEqual([
      [retire.membership.id, ended],
      [retire.second.id, ended],
      [retire.inB.id, null],
    ]);
    const history = await t.prisma.teamHistory.findMany({ where: { membershipId: retire.membership.id } });
    expect(history.map((h) => day(h.activeTo))).toEqual([ended]);
    const licences = await t.prisma.personLicense.findMany({ where: { personId: retire.person.id } });
    expect(licences.map((l) => l.licenseId)).toEqual([w.licenceB.id]);
    const done = await t.prisma.auditEntry.findFirstOrThrow({
      where: { subjectId: retire.person.id, action: 'process.complete.retire' },
    });
    expect(done.data).toMatchObject({ licenses_removed: [{ license_id: w.licence.id, name: 'Schiedsrichter A' }] });
  });

  it("from the member's own requests over HTTP to completion: alumni and retirement", async () => {
    const { staff } = w;
    const openOf = async (personId: number) =>
      t.prisma.process.findFirstOrThrow({ where: { personId, status: 'open' }, select: { id: true, type: true } });

    // Alumni: PUT /api/players/{id} by the member, then the old club approves.
    const player = await buildPlayer({ clubId: w.oldClub.id, sportId: w.sport.id });
    const member = await signIn(t, player.person.email!);
    await member.put(`/api/players/${player.membership.id}`).send({ is_alumni: true }).expect(200);
    const alumni = await openOf(player.person.id);
    expect(alumni.type).toBe('alumni');
    expect((await approve(staff.oldLeader.agent, alumni.id).expect(200)).body.meta.completed).toBe(true);
    expect((await t.prisma.membership.findUniqueOrThrow({ where: { id: player.membership.id } })).isAlumni).toBe(true);

    // Retirement: DELETE /api/persons/{id}/associations/{associationId} by the member, then club and association.
    const leaving = await buildPlayer({ clubId: w.oldClub.id, sportId: w.sport.id });
    await t.prisma.personLicense.create({
      data: { personId: leaving.person.id, licenseId: w.licence.id, level: 1, validFrom: new Date('2022-01-01') },
    });
    const leaver = await signIn(t, leaving.person.email!);
    await leaver.delete(`/api/persons/${leaving.person.id}/associations/${w.assocA.id}`).expect(202);
    const retire = await openOf(leaving.person.id);
    expect(retire.type).toBe('retire');
    await approve(staff.oldLeader.agent, retire.id).expect(200);
    expect((await approve(staff.admin.agent, retire.id).expect(200)).body.meta.completed).toBe(true);
    const ended = await t.prisma.membership.findUniqueOrThrow({ where: { id: leaving.membership.id } });
    expect(ended.activeTo).not.toBeNull();
    expect(await t.prisma.personLicense.count({ where: { personId: leaving.person.id } })).toBe(0);
  });

  it('the wrong approver gets 403 NotApprover and changes nothing', async () => {
    const move = await requestedMove(w);
    const { staff } = w;
    for (const who of ['otherLeader', 'teamLeader', 'regionLeader', 'nobody', 'adminB'] as const) {
      const res = await approve(staff[who].agent, move.processId).expect(403);
      expect({ who, code: res.body.error.code }).toEqual({ who, code: 'NotApprover' });
    }
    const alumni = await requestedAlumni(w);
    // An association admin approves the association's part, not a club's: alumni needs only old-club.
    expect((await approve(staff.admin.agent, alumni.processId).expect(403)).body.error.code).toBe('NotApprover');
    expect((await approve(staff.newLeader.agent, alumni.processId).expect(403)).body.error.code).toBe('NotApprover');
    expect((await approve(staff.admin.agent, 99999999).expect(404)).body.error.code).toBe('NotFound');
    const given = await t.prisma.requiredApproval.count({ where: { processId: move.processId, state: { not: 'pending' } } });
    expect(given).toBe(0);
  });

  it('the approve action changes only the process it names', async () => {
    const a = await requestedMove(w);
    const b = await requestedMove(w);
    await approve(w.staff.newLeader.agent, a.processId).expect(200);
    const states = await t.prisma.requiredApproval.findMany({ where: { processId: b.processId }, select: { state: true } });
    expect(states.every((s) => s.state === 'pending')).toBe(true);
  });
});

describe('force-approve', () => {
  it('only an association admin (or customer) of that association; carries it out and records the skipped approvals', async () => {
    const move = await requestedMove(w);
    const { staff } = w;
    await approve(staff.oldLeader.agent, move.processId).expect(200);
    for (const who of ['oldLeader', 'newLeader', 'leagueLeader', 'regionLeader', 'adminB', 'nobody'] as const) {
      const res = await approve(staff[who].agent, move.processId, 'force-approve').expect(403);
      expect({ who, code: res.body.error.code }).toEqual({ who, code: 'UnauthorizedAction' });
    }
    const res = await approve(staff.customer.agent, move.processId, 'force-approve').expect(200);
    expect(res.body.meta.completed).toBe(true);
    expect(res.body.data).toMatchObject({ status: 'completed', forced: true });
    const states = Object.fromEntries(
      res.body.data.requiredApprovals.map((a: { approver: string; state: string; given_by: { id: number } }) => [
        a.approver,
        [a.state, a.given_by.id],
      ]),
    );
    expect(states).toEqual({
      'old-club': ['given', staff.oldLeader.person.id],
      'new-club': ['skipped', staff.customer.person.id],
      association: ['given', staff.customer.person.id],
      'old-league': ['skipped', staff.customer.person.id],
      'new-league': ['skipped', staff.customer.person.id],
    });
    const m = await t.prisma.membership.findUniqueOrThrow({ where: { id: move.membership.id } });
    expect(m.clubId).toBe(w.newClub.id);
    const forced = await t.prisma.auditEntry.findFirstOrThrow({
      where: { subjectId: move.person.id, action: 'process.force_approve' },
    });
    expect(forced.data).toMatchObject({ skipped: ['new-club', 'old-league', 'new-league'] });
  });

  it('force-approves an alumni process the admin has no approval of', async () => {
    const alumni = await requestedAlumni(w);
    const res = await approve(w.staff.admin.agent, alumni.processId, 'force-approve').expect(200);
    expect(res.body.data.requiredApprovals[0]).toMatchObject({ approver: 'old-club', state: 'skipped' });
    expect((await t.prisma.membership.findUniqueOrThrow({ where: { id: alumni.membership.id } })).isAlumni).toBe(true);
  });
});

describe('concurrency', () => {
  it('two approvers giving the last approvals at the same moment complete the process once', async () => {
    for (let round = 0; round < 3; round++) {
      const move = await requestedMove(w);
      const { staff } = w;
      await approve(staff.oldLeader.agent, move.processId).expect(200);
      await approve(staff.leagueLeader.agent, move.processId).expect(200);
      // new-club and association remain: both approvers at once, each holds one of them.
      const [a, b] = await Promise.all([
        approve(staff.newLeader.agent, move.processId),
        approve(staff.admin.agent, move.processId),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect([a.body.meta.completed, b.body.meta.completed].sort()).toEqual([false, true]);
      const completions = await t.prisma.auditEntry.count({
        where: { subjectId: move.person.id, action: 'process.complete.move' },
      });
      expect(completions).toBe(1);
      const history = await t.prisma.teamHistory.count({ where: { membershipId: move.membership.id } });
      expect(history).toBe(1);
    }
  });

  it('a double click, or approve and force-approve racing, carry the process out once', async () => {
    const alumni = await requestedAlumni(w);
    const clicks = await Promise.all([1, 2, 3].map(() => approve(w.staff.oldLeader.agent, alumni.processId)));
    expect(clicks.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(clicks.filter((r) => r.status === 409).map((r) => r.body.error.code)).toEqual([
      'ProcessCompleted',
      'ProcessCompleted',
    ]);

    const move = await requestedMove(w);
    await approve(w.staff.oldLeader.agent, move.processId).expect(200);
    await approve(w.staff.newLeader.agent, move.processId).expect(200);
    await approve(w.staff.leagueLeader.agent, move.processId).expect(200);
    const [approveRes, forceRes] = await Promise.all([
      approve(w.staff.admin.agent, move.processId),
      approve(w.staff.customer.agent, move.processId, 'force-approve'),
    ]);
    expect([approveRes.status, forceRes.status].sort()).toEqual([200, 409]);
    const completions = await t.prisma.auditEntry.count({
      where: { subjectId: move.person.id, action: { startsWith: 'process.complete' } },
    });
    expect(completions).toBe(1);
  });
});

describe('a pending process', () => {
  it('blocks admin edits of the membership until it is done', async () => {
    const move = await requestedMove(w);
    const res = await w.staff.admin.agent
      .put(`/api/admin/players/${move.membership.id}`)
      .send({ jersey_number: '42' })
      .expect(409);
    expect(res.body.error.code).toBe('ProcessAlreadyOpen');
    await approve(w.staff.admin.agent, move.processId, 'force-approve').expect(200);
    await w.staff.admin.agent.put(`/api/admin/players/${move.membership.id}`).send({ jersey_number: '42' }).expect(200);
  });
});

describe('withdrawing', () => {
  it('the member takes back their own request: cancelled, nothing applied, the membership free for a new one', async () => {
    const move = await requestedMove(w);
    const member = await signIn(t, move.person.email!);
    await approve(w.staff.oldLeader.agent, move.processId).expect(200);

    const res = await approve(member, move.processId, 'withdraw').expect(200);
    expect(res.body.data).toMatchObject({ id: move.processId, status: 'cancelled' });
    const m = await t.prisma.membership.findUniqueOrThrow({ where: { id: move.membership.id } });
    expect(m).toMatchObject({ clubId: w.oldClub.id, teamId: w.oldTeam.id });
    // The given approval stays on record; the rest stay pending, the process is final.
    const approvals = await t.prisma.requiredApproval.findMany({ where: { processId: move.processId } });
    expect(approvals.filter((a) => a.state === 'given')).toHaveLength(1);
    expect((await approve(w.staff.newLeader.agent, move.processId).expect(409)).body.error.code).toBe('ProcessCompleted');
    expect((await approve(member, move.processId, 'withdraw').expect(409)).body.error.code).toBe('ProcessCompleted');
    const entry = await t.prisma.auditEntry.findFirstOrThrow({
      where: { subjectId: move.person.id, action: 'process.cancelled' },
    });
    expect(entry).toMatchObject({ actorId: move.person.id, data: { type: 'move', by: 'member' } });
    // Free again: the member may ask once more.
    await member.put(`/api/players/${move.membership.id}`).send({ club_id: w.newClub.id, team_id: null }).expect(200);
  });

  it('an admin who may force it stops it; approvers and other members may not (403), an unknown one is 404', async () => {
    const alumni = await requestedAlumni(w);
    const other = await requestedAlumni(w);
    const stranger = await signIn(t, other.person.email!);
    for (const agent of [stranger, w.staff.oldLeader.agent, w.staff.adminB.agent]) {
      expect((await approve(agent, alumni.processId, 'withdraw').expect(403)).body.error.code).toBe('UnauthorizedAction');
    }
    await approve(w.staff.admin.agent, alumni.processId, 'withdraw').expect(200);
    const entry = await t.prisma.auditEntry.findFirstOrThrow({
      where: { subjectId: alumni.person.id, action: 'process.cancelled' },
    });
    expect(entry.data).toMatchObject({ by: 'admin' });
    expect((await t.prisma.membership.findUniqueOrThrow({ where: { id: alumni.membership.id } })).isAlumni).toBe(false);
    await approve(w.staff.admin.agent, 99999999, 'withdraw').expect(404);
  });

  it('a withdrawal racing the last approval: exactly one of them wins', async () => {
    const alumni = await requestedAlumni(w);
    const member = await signIn(t, alumni.person.email!);
    const [a, b] = await Promise.all([
      approve(w.staff.oldLeader.agent, alumni.processId),
      approve(member, alumni.processId, 'withdraw'),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const p = await t.prisma.process.findUniqueOrThrow({ where: { id: alumni.processId } });
    const m = await t.prisma.membership.findUniqueOrThrow({ where: { id: alumni.membership.id } });
    expect(p.status === 'completed' ? m.isAlumni : !m.isAlumni).toBe(true);
  });
});
