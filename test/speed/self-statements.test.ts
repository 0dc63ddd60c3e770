// GET /api/self with every include costs a fixed, small number of SQL statements, whatever the member has: more
// memberships, licences, games, tasks and officiated games do not add statements (docs/benchmarks.md).
import { useTestApp, type TestApp } from '../app';
import { buildClubWorld, buildRunningLeague, daysFromNow } from '../factories-clubs';
import { buildMembership, buildTeam, signedInMember, unique } from '../factories';
import { buildGame } from '../factories-stats';
import { statementsOf } from './statements';

const t = useTestApp();
const ALL = '/api/self?include=licenses,contactData,personalStats,upcomingGames,gameTasks';
const SELF_STATEMENTS_MAX = 8;

/** Adds to the member: a membership in a league team, `games` games of it (finished and coming), line-ups, goals,
 * officiated games, open tasks and a licence with levels. */
async function grow(personId: number, games: number) {
  const world = await buildClubWorld();
  const team = await buildTeam({ clubId: world.club.id, sportId: world.sport.id, name: `Herren ${unique()}` });
  const rival = await buildTeam({ clubId: world.otherClub.id, sportId: world.sport.id, name: `Rivalen ${unique()}` });
  const { league, season } = await buildRunningLeague({
    associationId: world.association.id,
    sportId: world.sport.id,
    teamIds: [team.id, rival.id],
  });
  const m = await buildMembership({ personId, clubId: world.club.id, sportId: world.sport.id, teamId: team.id });
  for (let i = 0; i < games; i++) {
    const finished = i % 2 === 0;
    const game = await buildGame({
      competitionId: league.id,
      seasonId: season.id,
      home: team,
      away: rival,
      kickoff: daysFromNow(finished ? -i - 1 : i + 1),
      state: finished ? 'finished' : 'scheduled',
    });
    if (finished) {
      await t.prisma.gameLineup.create({ data: { gameId: game.id, membershipId: m.id, teamId: team.id } });
      await t.prisma.gameEvent.create({
        data: { gameId: game.id, type: 'goal', eventTime: 60, teamId: team.id, membershipId: m.id },
      });
    }
    await t.prisma.gameOfficial.create({ data: { gameId: game.id, personId } });
    await t.prisma.gameTask.create({ data: { gameId: game.id, personId, type: 'sign_score_sheet' } });
  }
  const license = await t.prisma.license.create({
    data: {
      associationId: world.association.id,
      name: `Lizenz ${unique()}`,
      abbreviation: 'L',
      levels: {
        create: [
          { level: 1, caption: 'Regional' },
          { level: 2, caption: 'National' },
        ],
      },
    },
  });
  await t.prisma.personLicense.create({ data: { personId, licenseId: license.id, level: 1, validFrom: new Date('2025-01-01') } });
}

/** Statements of the first request after a change (personal statistics computed) and of a repeat (kept). */
async function measure(agent: ReturnType<TestApp['agent']>) {
  const fresh = await statementsOf(() => agent.get(ALL).expect(200));
  const repeat = await statementsOf(() => agent.get(ALL).expect(200));
  return { fresh: fresh.count, repeat: repeat.count, body: repeat.result.body, texts: fresh.texts };
}

describe('statements of GET /api/self with every include', () => {
  it('stays at a fixed few as the member has more of everything', async () => {
    const { agent, person } = await signedInMember(t);
    await agent.get(ALL).expect(200);
    const empty = await measure(agent);

    await grow(person.id, 2);
    const small = await measure(agent);
    expect(small.body.data.gameTasks).toHaveLength(2);
    expect(small.body.data.personalStats).toHaveLength(1);

    await grow(person.id, 6);
    await grow(person.id, 6);
    const large = await measure(agent);
    expect(large.body.data.gameTasks).toHaveLength(14);
    expect(large.body.data.memberships).toHaveLength(3);
    expect(large.body.data.licenses).toHaveLength(3);
    expect(large.body.data.personalStats).toHaveLength(3);
    expect(large.body.data.upcomingGames).toHaveLength(7);

    // Session, person with every include, access rules, terms, and the personal statistics when they changed.
    expect(large.texts.length).toBeLessThanOrEqual(SELF_STATEMENTS_MAX);
    expect([small.fresh, large.fresh]).toEqual([large.texts.length, large.texts.length]);
    expect([empty.repeat, small.repeat, large.repeat]).toEqual([large.fresh - 1, large.fresh - 1, large.fresh - 1]);
  });
});
