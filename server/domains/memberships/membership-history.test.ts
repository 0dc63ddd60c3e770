// An admin's alumni change and reactivation, and a forced club switch, leave the membership and
// its history as they were at the time: the periods keep the club and sport they had, a sport change leaves the
// team (and so the league) of the other sport, and setting alumni leaves the team.
import { today } from '../../../shared/clock';
import { useTestApp } from '../../../test/app';
import { buildProcessWorld, type ProcessWorld, requestedMove } from '../../../test/factories-processes';
import { buildPlayer, signIn } from '../../../test/factories';
import type { HistoryPeriodDTO, PersonDetailsDTO } from '../../../shared/schemas/persons';

let w: ProcessWorld;
let indoor: { id: number; name: string };
let indoorTeam: { id: number };
const t = useTestApp();
beforeAll(async () => {
  w = await buildProcessWorld(t);
  indoor = await t.prisma.sport.create({ data: { key: `indoor_${Date.now()}`, name: 'Indoor Lacrosse' } });
  await t.prisma.clubSport.create({ data: { clubId: w.oldClub.id, sportId: indoor.id } });
  indoorTeam = await t.prisma.team.create({ data: { clubId: w.oldClub.id, sportId: indoor.id, name: 'Füchse Indoor' } });
});

async function periods(personId: number) {
  const res = await w.staff.admin.agent.get(`/api/persons/${personId}/timelines`).expect(200);
  return (res.body.data as HistoryPeriodDTO[]).map((p) => ({
    kind: p.kind,
    sport: p.sport,
    label: p.label,
    detail: p.detail,
    from: p.from,
    to: p.to,
  }));
}

describe('admin reactivation of an alumni membership (item 1)', () => {
  it('offers only the own sport and those of the club; another sport leaves the team; the history keeps the old sport', async () => {
    const { person, membership } = await buildPlayer({ clubId: w.oldClub.id, sportId: w.sport.id, teamId: w.oldTeam.id });
    // An alumni membership that still names its team (as the alumni process left them before this fix).
    await t.prisma.membership.update({ where: { id: membership.id }, data: { isAlumni: true } });

    const details = await w.staff.admin.agent.get(`/api/persons/${person.id}`).expect(200);
    const offered = (details.body.data as PersonDetailsDTO).memberships.find((m) => m.id === membership.id)!;
    expect(offered.reactivation_sports.map((s) => s.id).sort()).toEqual([w.sport.id, indoor.id].sort());

    const elsewhere = await t.prisma.sport.create({ data: { key: `ice_${Date.now()}`, name: 'Eishockey' } });
    const refused = await w.staff.admin.agent
      .put(`/api/admin/players/${membership.id}`)
      .send({ is_alumni: false, sport_id: elsewhere.id })
      .expect(400);
    expect(refused.body.error.code).toBe('ValidationFailed');

    await w.staff.admin.agent
      .put(`/api/admin/players/${membership.id}`)
      .send({ is_alumni: false, sport_id: indoor.id })
      .expect(200);
    const after = await t.prisma.membership.findUniqueOrThrow({ where: { id: membership.id } });
    expect(after).toMatchObject({ isAlumni: false, sportId: indoor.id, teamId: null, jerseyNumber: null });

    const history = await periods(person.id);
    expect(history.filter((p) => p.kind === 'membership')).toEqual([
      { kind: 'membership', sport: w.sport.name, label: w.oldClub.name, detail: null, from: '2020-01-01', to: today() },
      { kind: 'membership', sport: 'Indoor Lacrosse', label: w.oldClub.name, detail: null, from: today(), to: null },
    ]);
    expect(history.filter((p) => p.kind === 'team')).toEqual([
      { kind: 'team', sport: w.sport.name, label: w.oldTeam.name, detail: w.oldClub.name, from: '2020-01-01', to: today() },
    ]);
  });

  it('the own sport again keeps nothing of another sport and returns even if the club no longer offers it', async () => {
    const { membership } = await buildPlayer({ clubId: w.otherClub.id, sportId: w.sport.id });
    await t.prisma.membership.update({ where: { id: membership.id }, data: { isAlumni: true } });
    await t.prisma.clubSport.delete({ where: { clubId_sportId: { clubId: w.otherClub.id, sportId: w.sport.id } } });
    try {
      await w.staff.admin.agent
        .put(`/api/admin/players/${membership.id}`)
        .send({ is_alumni: false, sport_id: w.sport.id })
        .expect(200);
      expect(await t.prisma.membership.findUniqueOrThrow({ where: { id: membership.id } })).toMatchObject({
        isAlumni: false,
        sportId: w.sport.id,
      });
    } finally {
      await t.prisma.clubSport.create({ data: { clubId: w.otherClub.id, sportId: w.sport.id } });
    }
  });

  it('a team of another sport is refused after a sport change', async () => {
    const { membership } = await buildPlayer({ clubId: w.oldClub.id, sportId: w.sport.id });
    await t.prisma.membership.update({ where: { id: membership.id }, data: { isAlumni: true } });
    const res = await w.staff.admin.agent
      .put(`/api/admin/players/${membership.id}`)
      .send({ is_alumni: false, sport_id: indoor.id, team_id: w.oldTeam.id })
      .expect(400);
    expect(res.body.error.code).toBe('ValidationFailed');
    await w.staff.admin.agent
      .put(`/api/admin/players/${membership.id}`)
      .send({ is_alumni: false, sport_id: indoor.id, team_id: indoorTeam.id })
      .expect(200);
    expect(await t.prisma.membership.findUniqueOrThrow({ where: { id: membership.id } })).toMatchObject({
      sportId: indoor.id,
      teamId: indoorTeam.id,
    });
  });
});

describe("the member's own reactivation (item 1)", () => {
  it('another sport of the club leaves the team; the history keeps the old sport until today', async () => {
    const { person, membership } = await buildPlayer({ clubId: w.oldClub.id, sportId: w.sport.id, teamId: w.oldTeam.id });
    await t.prisma.membership.update({ where: { id: membership.id }, data: { isAlumni: true } });
    const member = await signIn(t, person.email);
    await member.put(`/api/players/${membership.id}`).send({ is_alumni: false, sport_id: indoor.id }).expect(200);
    expect(await t.prisma.membership.findUniqueOrThrow({ where: { id: membership.id } })).toMatchObject({
      sportId: indoor.id,
      teamId: null,
    });
    expect((await periods(person.id)).filter((p) => p.kind === 'membership').map((p) => [p.sport, p.to])).toEqual([
      [w.sport.name, today()],
      ['Indoor Lacrosse', null],
    ]);
  });
});

describe('a forced club switch (item 2)', () => {
  it('ends the period at the old club on the switch date and starts the new one there; the old team stays at the old club', async () => {
    const move = await requestedMove(w);
    await w.staff.admin.agent.put(`/api/processes/${move.processId}?action=force-approve`).expect(200);
    const history = await periods(move.person.id);
    expect(history.filter((p) => p.kind === 'membership')).toEqual([
      { kind: 'membership', sport: w.sport.name, label: w.oldClub.name, detail: null, from: '2020-01-01', to: today() },
      { kind: 'membership', sport: w.sport.name, label: w.newClub.name, detail: null, from: today(), to: null },
    ]);
    expect(history.filter((p) => p.kind === 'team')).toEqual([
      { kind: 'team', sport: w.sport.name, label: w.oldTeam.name, detail: w.oldClub.name, from: '2020-01-01', to: today() },
    ]);
  });
});

describe('setting alumni (item 3)', () => {
  it("an admin's alumni change leaves the team and closes its history, as the member's own request does", async () => {
    const { person, membership } = await buildPlayer({ clubId: w.oldClub.id, sportId: w.sport.id, teamId: w.oldTeam.id });
    await w.staff.admin.agent.put(`/api/admin/players/${membership.id}`).send({ is_alumni: true }).expect(200);
    expect(await t.prisma.membership.findUniqueOrThrow({ where: { id: membership.id } })).toMatchObject({
      isAlumni: true,
      teamId: null,
    });
    const history = await t.prisma.teamHistory.findMany({ where: { membershipId: membership.id } });
    expect(history.map((h) => h.activeTo?.toISOString().slice(0, 10))).toEqual([today()]);
    const entry = await t.prisma.auditEntry.findFirstOrThrow({ where: { subjectId: person.id, action: 'membership.updated' } });
    expect(entry.data).toMatchObject({ is_alumni: { from: false, to: true }, team_id: { from: w.oldTeam.id, to: null } });
  });

  it("the member's approved alumni request leaves the team too", async () => {
    const { person, membership } = await buildPlayer({ clubId: w.oldClub.id, sportId: w.sport.id, teamId: w.oldTeam.id });
    const member = await signIn(t, person.email);
    await member.put(`/api/players/${membership.id}`).send({ is_alumni: true }).expect(200);
    const process = await t.prisma.process.findFirstOrThrow({ where: { personId: person.id, status: 'open' } });
    await w.staff.admin.agent.put(`/api/processes/${process.id}?action=force-approve`).expect(200);
    expect(await t.prisma.membership.findUniqueOrThrow({ where: { id: membership.id } })).toMatchObject({
      isAlumni: true,
      teamId: null,
    });
  });
});
