// Every admin change (person, licence, ACL rule, tag, international team, club, process step) is recorded with
// who, when and what before and after, and shows in the person's history (GET /api/persons/{id}/history).
import { useTestApp } from '../../test/app';
import { buildProcessWorld, type ProcessWorld } from '../../test/factories-processes';
import { buildPlayer, signIn } from '../../test/factories';
import { beforeAfter } from './audit';

let w: ProcessWorld;
const t = useTestApp();
beforeAll(async () => {
  w = await buildProcessWorld(t);
});

interface Entry {
  action: string;
  actor: { id: number } | null;
  created_at: string;
  data: Record<string, unknown> & { before?: unknown; after?: unknown };
}

/** The history as the admin history page reads it, newest first. */
async function history(personId: number): Promise<Entry[]> {
  const res = await w.staff.admin.agent.get(`/api/persons/${personId}/history`).expect(200);
  return res.body.data.entries;
}

const entry = (entries: Entry[], action: string) => {
  const found = entries.find((e) => e.action === action);
  if (!found) throw new Error(`no ${action} in ${entries.map((e) => e.action).join(', ')}`);
  return found;
};

describe('beforeAfter', () => {
  it('keeps only the fields that changed', () => {
    expect(beforeAfter({ city: 'Bonn', zip: '53111', phone: null }, { city: 'Köln', zip: '53111', phone: '+49' })).toEqual({
      before: { city: 'Bonn', phone: null },
      after: { city: 'Köln', phone: '+49' },
    });
  });
});

describe('admin changes in the history', () => {
  it('records person, tag, licence, ACL rule and international team changes with actor, time, before and after', async () => {
    const admin = w.staff.admin;
    const { person } = await buildPlayer({ clubId: w.oldClub.id, sportId: w.sport.id, teamId: w.oldTeam.id });
    const tag = await t.prisma.tag.create({ data: { associationId: w.assocA.id, name: 'Vorstand' } });
    await t.prisma.licenseLevel.createMany({
      data: [1, 2].map((level) => ({ licenseId: w.licence.id, level, caption: `Stufe ${level}` })),
    });
    const national = await t.prisma.internationalTeam.create({
      data: { associationId: w.assocA.id, sportId: w.sport.id, name: 'Nationalteam A', countryCode: 'deu' },
    });
    const started = Date.now() - 1000;

    await admin.agent.put(`/api/persons/${person.id}`).send({ city: 'Köln', zip_code: '50667' }).expect(200);
    await admin.agent.post(`/api/persons/${person.id}/tags`).send({ tag_id: tag.id }).expect(201);
    await admin.agent.delete(`/api/persons/${person.id}/tags/${tag.id}`).expect(204);
    await admin.agent
      .put(`/api/persons/${person.id}/licenses/${w.licence.id}`)
      .send({ level: 1, valid_from: '2026-01-01' })
      .expect(200);
    await admin.agent
      .put(`/api/persons/${person.id}/licenses/${w.licence.id}`)
      .send({ level: 2, valid_to: '2027-12-31' })
      .expect(200);
    await admin.agent.delete(`/api/persons/${person.id}/licenses/${w.licence.id}`).expect(204);
    const rule = await admin.agent
      .post(`/api/persons/${person.id}/aclRules`)
      .send({ role: 'team-leader', target_id: w.oldTeam.id })
      .expect(201);
    await admin.agent.delete(`/api/persons/${person.id}/aclRules/${rule.body.data.id}`).expect(204);
    const player = await admin.agent
      .post(`/api/persons/${person.id}/internationalPlayers`)
      .send({ international_team_id: national.id })
      .expect(201);
    await admin.agent.delete(`/api/persons/${person.id}/internationalPlayers/${player.body.data.id}`).expect(204);

    const entries = await history(person.id);
    const expected: [string, unknown, unknown][] = [
      ['person.updated', undefined, undefined],
      ['tag.assigned', null, { tag: 'Vorstand' }],
      ['tag.removed', { tag: 'Vorstand' }, null],
      ['license.assigned', null, { level: 1, valid_from: '2026-01-01', valid_to: null }],
      ['license.updated', { level: 1, valid_to: null }, { level: 2, valid_to: '2027-12-31' }],
      ['license.removed', { level: 2, valid_from: '2026-01-01', valid_to: '2027-12-31' }, null],
      ['acl_rule.granted', null, { role: 'team-leader', target: w.oldTeam.name }],
      ['acl_rule.revoked', { role: 'team-leader', target: w.oldTeam.name }, null],
      ['international_player.added', null, { team: 'Nationalteam A' }],
      ['international_player.removed', { team: 'Nationalteam A' }, null],
    ];
    for (const [action, before, after] of expected) {
      const e = entry(entries, action);
      expect({ action, actor: e.actor?.id }).toEqual({ action, actor: admin.person.id });
      expect(Date.parse(e.created_at)).toBeGreaterThanOrEqual(started);
      if (before !== undefined) expect({ action, before: e.data.before }).toEqual({ action, before });
      if (after !== undefined) expect({ action, after: e.data.after }).toEqual({ action, after });
    }
    // The person's own edit keeps its field-by-field form: each field from -> to.
    expect(entry(entries, 'person.updated').data).toEqual({
      city: { from: null, to: 'Köln' },
      zip_code: { from: null, to: '50667' },
    });
  });

  it('records a new member with the data it was created with', async () => {
    const res = await w.staff.admin.agent
      .post('/api/persons')
      .send({
        club_id: w.oldClub.id,
        sport_id: w.sport.id,
        gender: 'male',
        firstname: 'Neu',
        lastname: 'Mitglied',
        birthdate: '2010-05-06',
      })
      .expect(201);
    const created = entry(await history(res.body.data.id), 'person.created');
    expect(created.actor?.id).toBe(w.staff.admin.person.id);
    expect(created.data).toMatchObject({
      before: null,
      after: { firstname: 'Neu', lastname: 'Mitglied', gender: 'male', birthdate: '2010-05-06', email: null },
    });
  });

  it('records club contact changes in the contact person’s history, and club profile and field changes with before and after', async () => {
    const leader = w.staff.oldLeader;
    const { person } = await buildPlayer({ clubId: w.oldClub.id, sportId: w.sport.id });
    const base = `/api/clubs/${w.oldClub.id}`;
    await leader.agent.post(`${base}/contacts`).send({ personID: person.id, position: 'main' }).expect(201);
    await leader.agent.put(`${base}/contacts/${person.id}`).send({ oldPosition: 'main', position: 'finance' }).expect(200);
    await leader.agent.delete(`${base}/contacts/${person.id}?position=finance`).expect(204);
    const entries = await history(person.id);
    expect(entry(entries, 'club.contact.add').data).toMatchObject({
      club: w.oldClub.name,
      before: null,
      after: { position: 'main' },
    });
    expect(entry(entries, 'club.contact.change').data).toMatchObject({
      before: { position: 'main' },
      after: { position: 'finance' },
    });
    expect(entry(entries, 'club.contact.remove').data).toMatchObject({ before: { position: 'finance' }, after: null });
    expect(entry(entries, 'club.contact.remove').actor?.id).toBe(leader.person.id);

    await leader.agent.put(`${base}/profile`).send({ city: 'Altona', homepage: 'https://fuechse.example' }).expect(200);
    await leader.agent.put(`${base}/profile`).send({ city: 'Ottensen' }).expect(200);
    const profile = await t.prisma.auditEntry.findFirstOrThrow({
      where: { action: 'club.profile', entityId: w.oldClub.id },
      orderBy: { id: 'desc' },
    });
    expect(profile.actorId).toBe(leader.person.id);
    expect(profile.data).toMatchObject({ club: w.oldClub.name, before: { city: 'Altona' }, after: { city: 'Ottensen' } });

    const field = await leader.agent.post(`${base}/fields`).send({ name: 'Platz 1', city: 'Hamburg' }).expect(201);
    await leader.agent.put(`${base}/fields/${field.body.data.id}`).send({ name: 'Platz 1', city: 'Altona' }).expect(200);
    await leader.agent.delete(`${base}/fields/${field.body.data.id}`).expect(204);
    const fields = await t.prisma.auditEntry.findMany({
      where: { entity: 'club_field', entityId: field.body.data.id },
      orderBy: { id: 'asc' },
    });
    expect(fields.map((f) => [f.action, (f.data as { before: unknown }).before, (f.data as { after: unknown }).after])).toEqual([
      ['club.field.create', null, expect.objectContaining({ name: 'Platz 1', city: 'Hamburg' })],
      ['club.field.update', { city: 'Hamburg' }, { city: 'Altona' }],
      ['club.field.delete', expect.objectContaining({ name: 'Platz 1', city: 'Altona' }), null],
    ]);
  });

  it('records each process step: start, force-approve with the skipped approvals, and the switch it carried out', async () => {
    const member = await buildPlayer({ clubId: w.oldClub.id, sportId: w.sport.id, teamId: w.oldTeam.id });
    const agent = await signIn(t, member.person.email);
    await agent.put(`/api/players/${member.membership.id}`).send({ club_id: w.newClub.id, team_id: null }).expect(200);
    const processId = (await t.prisma.process.findFirstOrThrow({ where: { membershipId: member.membership.id } })).id;
    await w.staff.oldLeader.agent.put(`/api/processes/${processId}?action=approve`).send({}).expect(200);
    await w.staff.admin.agent.put(`/api/processes/${processId}?action=force-approve`).send({}).expect(200);

    const entries = await history(member.person.id);
    expect(entry(entries, 'process.start.move')).toMatchObject({
      actor: { id: member.person.id },
      data: { before: null, after: { status: 'open', from_club: w.oldClub.name, to_club: w.newClub.name } },
    });
    // The old club's approval (the admin's own approval is a second process.approve, given with the force).
    const approve = entries.find((e) => e.action === 'process.approve' && e.actor?.id === w.staff.oldLeader.person.id)!;
    expect(approve.data.before).toEqual({ pending: expect.arrayContaining(['old-club', 'new-club', 'association']) });
    expect((approve.data.after as { pending: string[] }).pending).not.toContain('old-club');
    expect(entry(entries, 'process.force_approve')).toMatchObject({
      actor: { id: w.staff.admin.person.id },
      data: { after: { pending: [], skipped: expect.arrayContaining(['new-club']) } },
    });
    expect(entry(entries, 'process.complete.move')).toMatchObject({
      actor: { id: w.staff.admin.person.id },
      data: {
        forced: true,
        before: { club: w.oldClub.name, team: w.oldTeam.name },
        after: { club: w.newClub.name, team: null },
      },
    });
  });
});
