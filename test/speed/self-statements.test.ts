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

    // The session with the access rules (server/middleware/session.ts), the person with every include, the terms,
    // and the personal statistics when they changed: the rules are not read a second time.
    expect(large.texts.length).toBeLessThanOrEqual(SELF_STATEMENTS_MAX);
    expect(large.repeat).toBe(3);
    expect(large.texts.filter((text) => text.includes('FROM acl_rules'))).toEqual([]);
    expect([small.fresh, large.fresh]).toEqual([large.texts.length, large.texts.length]);
    expect([empty.repeat, small.repeat, large.repeat]).toEqual([large.fresh - 1, large.fresh - 1, large.fresh - 1]);
  });
});

describe('personal statistics kept behind their stamp', () => {
  it('are computed again after a new event, a new officiated game, and not otherwise', async () => {
    const { agent, person } = await signedInMember(t);
    // The first request after sign-in also writes the session's expiry.
    await agent.get('/api/self').expect(200);
    await grow(person.id, 2);
    const stats = async () => {
      const res = await statementsOf(() => agent.get('/api/self?include=personalStats').expect(200));
      return { row: res.result.body.data.personalStats[0], count: res.count };
    };
    const first = await stats();
    expect(first.row).toMatchObject({ games_played: 1, goals: 1, ref_games: 1 });
    const kept = await stats();
    expect(kept.row).toEqual(first.row);
    expect(kept.count).toBe(first.count - 1);

    // A goal in a game of the season: the category's counter moves (stats_versions trigger).
    const m = await t.prisma.membership.findFirstOrThrow({ where: { personId: person.id, teamId: { not: null } } });
    const lineup = await t.prisma.gameLineup.findFirstOrThrow({ where: { membershipId: m.id } });
    await t.prisma.gameEvent.create({
      data: { gameId: lineup.gameId, type: 'goal', eventTime: 120, teamId: lineup.teamId, membershipId: m.id },
    });
    expect((await stats()).row).toMatchObject({ goals: 2 });

    // Officiating one more finished game: the person's officiated games are part of the stamp.
    const game = await t.prisma.game.findFirstOrThrow({
      where: { id: { not: lineup.gameId }, finishedAt: { not: null }, officials: { none: { personId: person.id } } },
      orderBy: { id: 'desc' },
    });
    await t.prisma.gameOfficial.create({ data: { gameId: game.id, personId: person.id } });
    const refs = (await agent.get('/api/self?include=personalStats').expect(200)).body.data.personalStats;
    expect(refs.reduce((n: number, r: { ref_games: number }) => n + r.ref_games, 0)).toBe(2);
  });
});
