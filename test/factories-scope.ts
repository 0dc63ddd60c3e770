// A person in two associations: association X (club A, league team) and association Y
// (club C), with a membership, a tag, a licence, a national team and a role on each side, each given through the API
// by that side's admin so the history holds entries of both. Every name of side Y carries the marker Y_MARK, so a test
// can check that admin X's answers hold no trace of it.
import { db } from '../server/db/client';
import { startAlumni } from '../server/domains/processes/start';
import type { TestApp } from './app';
import { buildAssociation, buildPlayer, buildSport, unique } from './factories';
import { buildStaff } from './factories-processes';

export const Y_MARK = 'YMARKSIDE';

async function buildSide(t: TestApp, mark: string, sportId: number) {
  const association = await buildAssociation({ name: `Verband ${mark} ${unique()}`, abbreviation: `${mark}${unique()}` });
  const club = await db().club.create({
    data: { associationId: association.id, name: `Club ${mark} ${unique()}`, sports: { create: [{ sportId }] } },
  });
  const team = await db().team.create({ data: { clubId: club.id, sportId, name: `Team ${mark} ${unique()}` } });
  const tag = await db().tag.create({ data: { associationId: association.id, name: `Tag ${mark} ${unique()}` } });
  const license = await db().license.create({
    data: {
      associationId: association.id,
      name: `Lizenz ${mark} ${unique()}`,
      abbreviation: `L${unique()}`,
      isReferee: true,
      levels: { create: [{ level: 1, caption: `Stufe ${mark}`, color: 'blue' }] },
    },
  });
  const nationalTeam = await db().internationalTeam.create({
    data: { associationId: association.id, sportId, name: `National ${mark} ${unique()}`, countryCode: 'deu' },
  });
  const admin = await buildStaff(t, 'association-leader', { associationId: association.id }, `Admin${mark}`);
  return { association, club, team, tag, license, nationalTeam, admin };
}

export async function buildScopeWorld(t: TestApp) {
  const sport = await buildSport(`lacrosse_${unique()}`);
  const x = await buildSide(t, 'XSIDE', sport.id);
  const y = await buildSide(t, Y_MARK, sport.id);
  const { person, membership: inX } = await buildPlayer({ clubId: x.club.id, sportId: sport.id, teamId: x.team.id });
  const inY = await db().membership.create({
    data: { personId: person.id, clubId: y.club.id, sportId: sport.id, teamId: y.team.id, activeFrom: new Date('2021-01-01') },
  });
  await db().auditEntry.create({
    data: {
      subjectId: person.id,
      action: 'membership.join',
      entity: 'membership',
      entityId: inY.id,
      data: { club: y.club.name },
    },
  });
  for (const side of [x, y]) {
    const agent = side.admin.agent;
    await agent.post(`/api/persons/${person.id}/tags`).send({ tag_id: side.tag.id }).expect(201);
    await agent.put(`/api/persons/${person.id}/licenses/${side.license.id}`).send({ level: 1 }).expect(200);
    await agent
      .post(`/api/persons/${person.id}/internationalPlayers`)
      .send({ international_team_id: side.nationalTeam.id })
      .expect(201);
    await agent.post(`/api/persons/${person.id}/aclRules`).send({ role: 'team-leader', target_id: side.team.id }).expect(201);
  }
  // A running process in Y (an alumni request for the membership there).
  const processY = await startAlumni(person.id, inY.id);
  return { sport, x, y, person, inX, inY, processY };
}

export type ScopeWorld = Awaited<ReturnType<typeof buildScopeWorld>>;
