// Merging duplicates: compared side by side, started as the association's approval process, carried out in one
// transaction on approval; statistics totals unchanged, 409 when either person changed or is merged, scope.
import { useTestApp } from '../../../test/app';
import {
  ADMIN_PASSWORD,
  buildAssociation,
  buildClub,
  buildPerson,
  buildPlayer,
  grantRole,
  inTeam,
  signIn,
  unique,
} from '../../../test/factories';
import { addGoal, addLineup, buildCompetition, buildGame, buildSeason, buildTeams } from '../../../test/factories-stats';

const t = useTestApp();

interface Side {
  id: number;
  fields: Record<string, string | null>;
  updated_at: string;
  memberships: number;
}

let w: Awaited<ReturnType<typeof world>>;

async function world() {
  const assoc = await buildAssociation();
  const [home, away] = await buildTeams(assoc.id, ['Heim', 'Gast']);
  const competition = await buildCompetition({ associationId: assoc.id });
  const season = await buildSeason();
  const admin = await buildPerson({ email: `merge-admin-${unique()}@example.org`, password: ADMIN_PASSWORD });
  await grantRole(admin.id, 'association-leader', { associationId: assoc.id });
  const otherAssoc = await buildAssociation();
  const otherClub = await buildClub({ associationId: otherAssoc.id });
  const outsider = await buildPerson({ email: `merge-club-${unique()}@example.org`, password: ADMIN_PASSWORD });
  await grantRole(outsider.id, 'club-leader', { clubId: otherClub.id });
  return { assoc, home: home!, away: away!, competition, season, admin, outsider };
}

/** Two records of one player in the home team, each with a goal in a finished game. */
async function duplicates() {
  const survivor = await buildPlayer({ ...inTeam(w.home), firstname: 'Jana', lastname: 'Meier', email: null });
  const other = await buildPlayer({ ...inTeam(w.home), firstname: 'Janna', lastname: 'Meier', birthdate: '1999-03-03' });
  const game = await buildGame({
    competitionId: w.competition.id,
    seasonId: w.season.id,
    home: w.home,
    away: w.away,
    score: [2, 0],
  });
  const players = [survivor.membership, other.membership].map((m) => ({ id: m.id, jerseyNumber: m.jerseyNumber }));
  await addLineup(game.id, w.home.id, players);
  for (const [i, p] of players.entries())
    await addGoal({ gameId: game.id, teamId: w.home.id, away: false, time: 60 * (i + 1), scorer: p });
  return { survivor, other };
}

/** The player's season totals summed over all memberships of `personId`. */
async function totalsOf(personIds: number[]) {
  const [row] = await t.prisma.$queryRaw<{ games: number; goals: number }[]>`
    SELECT coalesce(sum(games_played), 0)::int AS games, coalesce(sum(goals), 0)::int AS goals
    FROM player_season_totals pst JOIN memberships m ON m.id = pst.membership_id WHERE m.person_id = ANY(${personIds}::int[])`;
  return row;
}

beforeAll(async () => {
  w = await world();
});

describe('merging duplicates', () => {
  it('compares, starts the approval, and merges everything in one go on approval; totals unchanged', async () => {
    const { survivor, other } = await duplicates();
    await t.prisma.auditEntry.create({
      data: { subjectId: other.person.id, action: 'person.updated', entity: 'person', entityId: other.person.id, data: {} },
    });
    const before = await totalsOf([survivor.person.id, other.person.id]);
    expect(before).toEqual({ games: 2, goals: 2 });
    const admin = await signIn(t, w.admin.email!);
    const path = `/api/persons/${survivor.person.id}/merge/${other.person.id}`;
    const compare = (await admin.get(path).expect(200)).body.data as { survivor: Side; other: Side };
    expect(compare.survivor.fields.firstname).toBe('Jana');
    expect(compare.other.fields.firstname).toBe('Janna');

    const started = await admin
      .post(path)
      .send({
        fields: { firstname: 'other', email: 'other' },
        survivor_updated_at: compare.survivor.updated_at,
        other_updated_at: compare.other.updated_at,
      })
      .expect(201);
    const processId = started.body.data.id as number;
    // Nothing changes before the association approves.
    expect(await t.prisma.person.count({ where: { id: other.person.id } })).toBe(1);
    await admin.put(`/api/processes/${processId}?action=approve`).expect(200);

    expect(await t.prisma.person.count({ where: { id: other.person.id } })).toBe(0);
    const merged = await t.prisma.person.findUniqueOrThrow({ where: { id: survivor.person.id } });
    expect({ firstname: merged.firstname, email: merged.email, account: merged.passwordHash !== null }).toEqual({
      firstname: 'Janna',
      email: other.person.email,
      account: true,
    });
    expect(await t.prisma.membership.count({ where: { personId: survivor.person.id } })).toBe(2);
    expect(await totalsOf([survivor.person.id])).toEqual(before);
    // The other's history came along, and each side has the merge's entry.
    const entries = await t.prisma.auditEntry.findMany({ where: { subjectId: survivor.person.id }, select: { action: true } });
    expect(entries.filter((e) => e.action === 'person.merged')).toHaveLength(2);
    expect(entries.filter((e) => e.action === 'person.updated')).toHaveLength(1);
    expect((await t.prisma.process.findUniqueOrThrow({ where: { id: processId } })).status).toBe('completed');
    // The other is merged already: another merge of them is refused.
    await admin.get(`/api/persons/${survivor.person.id}/merge/${other.person.id}`).expect(404);
  });

  it('refuses with 409 when either person changed since the comparison, and leaves both as they were', async () => {
    const { survivor, other } = await duplicates();
    const admin = await signIn(t, w.admin.email!);
    const path = `/api/persons/${survivor.person.id}/merge/${other.person.id}`;
    const compare = (await admin.get(path).expect(200)).body.data as { survivor: Side; other: Side };
    const stamps = { survivor_updated_at: compare.survivor.updated_at, other_updated_at: compare.other.updated_at };
    await t.prisma.person.update({ where: { id: other.person.id }, data: { city: 'Köln' } });
    expect((await admin.post(path).send(stamps).expect(409)).body.error.code).toBe('MergeOutdated');

    // Started, then changed before the approval: the approval is refused and nothing is merged.
    const fresh = (await admin.get(path).expect(200)).body.data as { survivor: Side; other: Side };
    const started = await admin
      .post(path)
      .send({ survivor_updated_at: fresh.survivor.updated_at, other_updated_at: fresh.other.updated_at })
      .expect(201);
    await admin
      .post(path)
      .send({ survivor_updated_at: fresh.survivor.updated_at, other_updated_at: fresh.other.updated_at })
      .expect(409);
    await t.prisma.person.update({ where: { id: survivor.person.id }, data: { city: 'Bonn' } });
    const refused = await admin.put(`/api/processes/${started.body.data.id}?action=approve`).expect(409);
    expect(refused.body.error.code).toBe('MergeOutdated');
    expect(await t.prisma.person.count({ where: { id: other.person.id } })).toBe(1);
    expect(await t.prisma.membership.count({ where: { personId: other.person.id } })).toBe(1);
  });

  it('is for admins who may edit both persons', async () => {
    const { survivor, other } = await duplicates();
    const outsider = await signIn(t, w.outsider.email!);
    const path = `/api/persons/${survivor.person.id}/merge/${other.person.id}`;
    await t.request().get(path).expect(401);
    await outsider.get(path).expect(403);
    await outsider.post(path).send({ survivor_updated_at: 'x', other_updated_at: 'y' }).expect(403);
    const admin = await signIn(t, w.admin.email!);
    await admin.get(`/api/persons/${survivor.person.id}/merge/${survivor.person.id}`).expect(400);
  });
});
