// GET /api/clubs/{id} with every include costs a fixed, small number of SQL statements, whatever the club has: more
// teams, players, contacts, leaders and fields do not add statements (docs/benchmarks.md).
import { useTestApp } from '../app';
import { buildClubWorld } from '../factories-clubs';
import { buildMembership, buildPerson, buildTeam, signedInMember, unique } from '../factories';
import { statementsOf } from './statements';

const t = useTestApp();
const INCLUDE = 'listableTeams.playerCount,leaders,contacts,fields,profile,teams.userMeta,offeredSports,playedSports';
const CLUB_STATEMENTS_MAX = 6;

/** Adds `n` teams with two players each, a contact who leads the club, and a field. */
async function grow(world: Awaited<ReturnType<typeof buildClubWorld>>, n: number) {
  for (let i = 0; i < n; i++) {
    const team = await buildTeam({ clubId: world.club.id, sportId: world.sport.id, name: `Team ${unique()}` });
    for (let j = 0; j < 2; j++) {
      const player = await buildPerson();
      await buildMembership({ personId: player.id, clubId: world.club.id, sportId: world.sport.id, teamId: team.id });
    }
    const contact = await buildPerson();
    await t.prisma.clubContact.create({ data: { clubId: world.club.id, personId: contact.id, position: 'main' } });
    await t.prisma.aclRule.create({ data: { personId: contact.id, role: 'club_leader', clubId: world.club.id } });
    await t.prisma.clubField.create({ data: { clubId: world.club.id, name: `Platz ${unique()}` } });
  }
}

describe('statements of GET /api/clubs/{id} with every include', () => {
  it('stays at a fixed few as the club has more teams, players, contacts and fields', async () => {
    const { agent, person } = await signedInMember(t);
    const world = await buildClubWorld();
    await buildMembership({ personId: person.id, clubId: world.club.id, sportId: world.sport.id });
    const path = `/api/clubs/${world.club.id}?include=${INCLUDE}`;
    await agent.get(path).expect(200);
    const empty = await statementsOf(() => agent.get(path).expect(200));

    await grow(world, 2);
    const small = await statementsOf(() => agent.get(path).expect(200));
    expect(small.result.body.data.listableTeams).toHaveLength(2);

    await grow(world, 10);
    const large = await statementsOf(() => agent.get(path).expect(200));
    const club = large.result.body.data;
    expect(club.listableTeams).toHaveLength(12);
    expect(club.listableTeams[0].playerCount).toEqual({ count: 2 });
    expect(club.contacts).toHaveLength(12);
    expect(club.leaders).toHaveLength(12);
    expect(club.fields).toHaveLength(12);

    // The session with its access rules (server/middleware/session.ts), and the club with every include.
    expect(large.texts.length).toBeLessThanOrEqual(CLUB_STATEMENTS_MAX);
    expect(large.count).toBe(2);
    expect([empty.count, small.count]).toEqual([large.count, large.count]);
  });

  it('answers 404 for a club that does not exist, 400 for an id out of range', async () => {
    const { agent } = await signedInMember(t);
    await agent.get(`/api/clubs/2147483647?include=${INCLUDE}`).expect(404);
    const big = await agent.get(`/api/clubs/99999999999?include=${INCLUDE}`);
    expect([400, 404]).toContain(big.status);
  });
});
