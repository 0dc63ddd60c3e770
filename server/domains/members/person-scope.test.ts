// For a person in two associations, the admin of one sees and filters only what lies in
// their scope: memberships of clubs in scope, roles whose target lies in their associations, their associations'
// tags, licences and national teams, and history entries and periods about those. Side Y's names carry Y_MARK.
import { useTestApp } from '../../../test/app';
import { buildScopeWorld, Y_MARK, type ScopeWorld } from '../../../test/factories-scope';

let w: ScopeWorld;
const t = useTestApp();
beforeAll(async () => {
  w = await buildScopeWorld(t);
});

const ids = (list: { id: number }[]) => list.map((x) => x.id);

describe("a person in two associations, seen by one association's admin", () => {
  it('the details hold only X: memberships, roles, tags, licences, national teams, associations', async () => {
    const res = await w.x.admin.agent.get(`/api/persons/${w.person.id}`).expect(200);
    const p = res.body.data;
    expect(JSON.stringify(p)).not.toContain(Y_MARK);
    expect(ids(p.memberships)).toEqual([w.inX.id]);
    expect(ids(p.tags)).toEqual([w.x.tag.id]);
    expect(ids(p.licenses)).toEqual([w.x.license.id]);
    expect(p.internationalPlayers.map((i: { name: string }) => i.name)).toEqual([w.x.nationalTeam.name]);
    expect(p.aclRules.map((r: { target: { id: number } }) => r.target.id)).toEqual([w.x.team.id]);
    expect(ids(p.associations)).toEqual([w.x.association.id]);

    // The other side sees its own half.
    const y = (await w.y.admin.agent.get(`/api/persons/${w.person.id}`).expect(200)).body.data;
    expect(ids(y.memberships)).toEqual([w.inY.id]);
    expect(ids(y.tags)).toEqual([w.y.tag.id]);
    expect(y.aclRules.map((r: { target: { id: number } }) => r.target.id)).toEqual([w.y.team.id]);
  });

  it('the history and the timelines hold only entries and periods about X', async () => {
    const history = (await w.x.admin.agent.get(`/api/persons/${w.person.id}/history`).expect(200)).body.data;
    expect(JSON.stringify(history)).not.toContain(Y_MARK);
    const actions = history.entries.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['tag.assigned', 'license.assigned', 'acl_rule.granted']));
    expect(actions).not.toContain('process.start.alumni');
    expect(actions).not.toContain('membership.join');
    expect(history.periods.length).toBeGreaterThan(0);
    const timelines = (await w.x.admin.agent.get(`/api/persons/${w.person.id}/timelines`).expect(200)).body.data;
    expect(JSON.stringify(timelines)).not.toContain(Y_MARK);
    expect(timelines.length).toBeGreaterThan(0);

    const historyY = (await w.y.admin.agent.get(`/api/persons/${w.person.id}/history`).expect(200)).body.data;
    expect(historyY.entries.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['process.start.alumni', 'membership.join', 'tag.assigned']),
    );
  });

  it("an rql filter on Y's club, team, tag, national team or league does not match the person for admin X", async () => {
    const list = async (rql: string) =>
      ids((await w.x.admin.agent.get('/api/persons').query({ rql, page_size: '0' }).expect(200)).body.data);
    expect(await list(`eq(club,${w.x.club.id})`)).toEqual([w.person.id]);
    expect(await list(`eq(tag,${w.x.tag.id})`)).toEqual([w.person.id]);
    for (const rql of [
      `eq(club,${w.y.club.id})`,
      `eq(team,${w.y.team.id})`,
      `eq(tag,${w.y.tag.id})`,
      `eq(internationalTeam,${w.y.nationalTeam.id})`,
      `in(club,(${w.y.club.id}))`,
    ]) {
      expect({ rql, found: await list(rql) }).toEqual({ rql, found: [] });
    }
    // Admin Y does find them.
    const y = await w.y.admin.agent
      .get('/api/persons')
      .query({ rql: `eq(tag,${w.y.tag.id})`, page_size: '0' })
      .expect(200);
    expect(ids(y.body.data)).toEqual([w.person.id]);

    const players = await w.x.admin.agent
      .get('/api/players')
      .query({ rql: `eq(tag,${w.y.tag.id})`, page_size: '0' })
      .expect(200);
    expect(players.body.data).toEqual([]);
  });

  it('the member list row, the players list and the filter boxes hold no trace of Y', async () => {
    const res = await w.x.admin.agent
      .get('/api/persons')
      .query({ rql: `eq(club,${w.x.club.id})`, include: 'tags,aclLabels', page_size: '0' })
      .expect(200);
    expect(JSON.stringify(res.body.data)).not.toContain(Y_MARK);
    expect(res.body.data[0].tags.map((tag: { id: number }) => tag.id)).toEqual([w.x.tag.id]);
    const players = await w.x.admin.agent.get('/api/players').query({ include: 'tags,aclLabels', page_size: '0' }).expect(200);
    expect(JSON.stringify(players.body.data)).not.toContain(Y_MARK);
    const filters = await w.x.admin.agent.get('/api/persons/filters').expect(200);
    expect(JSON.stringify(filters.body.data)).not.toContain(Y_MARK);
  });
});
