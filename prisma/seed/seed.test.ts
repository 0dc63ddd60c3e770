// The demo seed on real databases cloned from the migrated template: size, invariants, demo accounts,
// the live game and determinism.
import { verifyPassword } from '../../server/auth/password';
import { createPrismaClient, type Db } from '../../server/db/client';
import { createTestDatabase, type TestDatabase } from '../../test/app';
import { DEMO_PASSWORD, LIVE_GAME_SETTING, isDatabaseEmpty, refreshLiveDemoGame, seedDemo } from './index';

const NOW = new Date('2026-11-21T15:37:00Z');
const created: TestDatabase[] = [];

async function freshDatabase(): Promise<{ prisma: Db; name: string }> {
  const database = await createTestDatabase('portal_seed');
  created.push(database);
  return { prisma: createPrismaClient(database.url), name: database.name };
}

const clients: Db[] = [];
let prisma: Db;

beforeAll(async () => {
  ({ prisma } = await freshDatabase());
  clients.push(prisma);
}, 30_000);

afterAll(async () => {
  for (const c of clients) await c.$disconnect();
  for (const database of created) await database.drop();
});

/** A digest of rows that must be equal between two runs with the same `now`. */
async function fingerprint(db: Db): Promise<string> {
  const rows = await db.$queryRawUnsafe<{ part: string }[]>(`
    select md5(string_agg(concat_ws('|', id, uuid, email, firstname, lastname, birthdate, city, created_at), ',' order by id)) as part from persons
    union all select md5(string_agg(concat_ws('|', id, number, kickoff_time, home_team_id, away_team_id, home_score, away_score), ',' order by id)) from games
    union all select md5(string_agg(concat_ws('|', game_id, type, event_time, membership_id, assist_membership_id), ',' order by game_id, event_time, type, membership_id)) from game_events
    union all select md5(string_agg(concat_ws('|', id, person_id, team_id, jersey_number, positions::text), ',' order by id)) from memberships`);
  return rows.map((r) => r.part).join(':');
}

describe('seedDemo', () => {
  it('fills an empty database with the whole world', async () => {
    // Its time and peak heap are measured in docs/benchmarks.md (npm run fresh-starts), not here.
    expect(await isDatabaseEmpty(prisma)).toBe(true);
    const counts = await seedDemo(prisma, { now: NOW });
    expect(counts.persons).toBeGreaterThanOrEqual(3000);
    expect(counts.clubs).toBeGreaterThanOrEqual(40);
    expect(counts.teams).toBeGreaterThanOrEqual(150);
    expect(await prisma.person.count()).toBe(counts.persons);
    expect(await isDatabaseEmpty(prisma)).toBe(false);
    expect(await prisma.association.count()).toBeGreaterThanOrEqual(3);
    expect(await prisma.competition.count({ where: { kind: 'league' } })).toBeGreaterThanOrEqual(6);
    expect(await prisma.competition.count({ where: { kind: 'tournament' } })).toBeGreaterThanOrEqual(2);
    expect(await prisma.season.count()).toBe(2);
    expect(await prisma.personLicense.count({ where: { license: { isReferee: true } } })).toBeGreaterThanOrEqual(55);
  }, 60_000);

  it('refuses a database that holds data', async () => {
    await expect(seedDemo(prisma, { now: NOW })).rejects.toThrow(/not empty/);
  });

  it('keeps games consistent: distinct teams of the same group, scores equal to goal events', async () => {
    const [bad] = await prisma.$queryRawUnsafe<{ same: bigint; outside: bigint; score: bigint; team: bigint }[]>(`
      select
        (select count(*) from games where home_team_id = away_team_id) as same,
        (select count(*) from games g where not exists (select 1 from group_teams t where t.group_id = g.group_id and t.team_id = g.home_team_id)
                                     or not exists (select 1 from group_teams t where t.group_id = g.group_id and t.team_id = g.away_team_id)) as outside,
        (select count(*) from games g where home_score <> (select count(*) from game_events e where e.game_id = g.id and e.type = 'goal' and not e.away_team)
                                     or away_score <> (select count(*) from game_events e where e.game_id = g.id and e.type = 'goal' and e.away_team)) as score,
        (select count(*) from game_events e join games g on g.id = e.game_id
          where e.team_id is not null and e.team_id <> case when e.away_team then g.away_team_id else g.home_team_id end) as team`);
    expect(bad).toEqual({ same: 0n, outside: 0n, score: 0n, team: 0n });
    expect(await prisma.game.count({ where: { startedAt: { not: null }, finishedAt: null } })).toBe(1);
    expect(await prisma.game.count({ where: { finishedAt: { not: null } } })).toBeGreaterThan(300);
    expect(await prisma.game.count({ where: { kickoffTime: { gt: NOW }, startedAt: null } })).toBeGreaterThan(50);
    expect(await prisma.game.count({ where: { startedAt: null, kickoffTime: { lt: NOW } } })).toBe(0);
  });

  it('creates the five demo accounts with the demo password and everything they need', async () => {
    const demo = await prisma.person.findMany({ where: { email: { endsWith: '@demo.test' } }, orderBy: { id: 'asc' } });
    expect(demo.map((p) => p.email)).toEqual([
      'admin@demo.test',
      'club@demo.test',
      'player@demo.test',
      'customer@demo.test',
      'referee@demo.test',
    ]);
    expect(await verifyPassword(demo[0]!.passwordHash, DEMO_PASSWORD)).toBe(true);
    expect(new Set(demo.map((p) => p.passwordHash)).size).toBe(1);
    expect(await prisma.person.count({ where: { passwordHash: { not: null } } })).toBe(5);
    const [admin, club, player, customer, referee] = demo;
    expect(await prisma.aclRule.count({ where: { personId: admin!.id, role: 'association_leader' } })).toBe(1);
    expect(await prisma.aclRule.count({ where: { personId: club!.id, role: 'club_leader' } })).toBe(1);
    expect(await prisma.aclRule.count({ where: { personId: customer!.id, role: 'customer' } })).toBe(1);

    const membership = await prisma.membership.findFirstOrThrow({ where: { personId: player!.id } });
    expect(membership).toMatchObject({ jerseyNumber: '17', billingInterval: 3 });
    expect(membership.subscriptionId).not.toBeNull();
    expect(await prisma.gameLineup.count({ where: { membershipId: membership.id } })).toBeGreaterThan(5);
    expect(await prisma.gameEvent.count({ where: { membershipId: membership.id, type: 'goal' } })).toBeGreaterThan(0);

    expect(await prisma.personLicense.count({ where: { personId: referee!.id, license: { isReferee: true } } })).toBe(1);
    expect(
      await prisma.gameOfficial.count({ where: { personId: referee!.id, game: { finishedAt: { not: null } } } }),
    ).toBeGreaterThan(3);
    expect(await prisma.gameTask.count({ where: { personId: referee!.id, state: 'open' } })).toBeGreaterThan(0);

    const latest = await prisma.termVersion.findFirstOrThrow({
      where: { term: { product: 'portal' } },
      orderBy: { version: 'desc' },
    });
    for (const p of demo) expect(await prisma.consent.count({ where: { personId: p.id, termVersionId: latest.id } })).toBe(1);
    const without = await prisma.person.count({ where: { consents: { none: { termVersionId: latest.id } } } });
    expect(without).toBeGreaterThan(0);
    expect(without).toBeLessThan(1000);
  });

  it('refreshes the live game to now with a score that matches its goals', async () => {
    const later = new Date(NOW.getTime() + 3 * 86_400_000);
    await refreshLiveDemoGame(prisma, later);
    const setting = await prisma.appSetting.findUniqueOrThrow({ where: { key: LIVE_GAME_SETTING } });
    const game = await prisma.game.findUniqueOrThrow({ where: { id: setting.value as number }, include: { events: true } });
    expect(game.finishedAt).toBeNull();
    expect(game.startedAt!.getTime()).toBeLessThan(later.getTime());
    expect(later.getTime() - game.startedAt!.getTime()).toBeLessThan(30 * 60_000);
    expect(game.events.length).toBeGreaterThan(2);
    expect(game.homeScore).toBe(game.events.filter((e) => e.type === 'goal' && !e.awayTeam).length);
    expect(game.awayScore).toBe(game.events.filter((e) => e.type === 'goal' && e.awayTeam).length);
    for (const e of game.events) expect(e.eventTime).toBeLessThan((later.getTime() - game.startedAt!.getTime()) / 1000);
  });

  it('is deterministic for the same `now`', async () => {
    const { prisma: other } = await freshDatabase();
    clients.push(other);
    await seedDemo(other, { now: NOW });
    // The first database's live game was refreshed to a later time; refresh both to the same instant.
    await refreshLiveDemoGame(prisma, NOW);
    await refreshLiveDemoGame(other, NOW);
    expect(await fingerprint(other)).toBe(await fingerprint(prisma));
  }, 60_000);
});
