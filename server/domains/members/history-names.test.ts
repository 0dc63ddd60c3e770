// The history shows names, not ids ("Sportart: 1 -> 2"): GET /api/persons/{id}/history resolves
// the ids its entries record (sport, club, team, league, subscription, ...) into the names of those things.
import { useTestApp } from '../../../test/app';
import { type AdminWorld, buildAdminWorld } from '../../../test/factories-admin';
import { signIn } from '../../../test/factories';

let w: AdminWorld;
let admin: Awaited<ReturnType<typeof signIn>>;

const t = useTestApp();
beforeAll(async () => {
  w = await buildAdminWorld(t);
  admin = await signIn(t, w.assocAdmin.email!);
});

interface Entry {
  action: string;
  data: Record<string, unknown>;
  names?: Record<string, Record<string, string>>;
}

describe('GET /api/persons/{id}/history', () => {
  it('names the team, sport, club and league of an entry beside the ids it recorded', async () => {
    const personId = w.a1Player.person.id;
    // A real change: the admin moves the player to the second team (recorded as team_id from -> to).
    await admin.put(`/api/admin/players/${w.a1Player.membership.id}`).send({ team_id: w.teamA1b.id }).expect(200);
    // Older shapes as other writers record them: field maps and before/after objects with ids.
    const league = await t.prisma.competition.findFirst({ select: { id: true, name: true } });
    await t.prisma.auditEntry.create({
      data: {
        subjectId: personId,
        action: 'membership.reactivate',
        entity: 'membership',
        entityId: w.a1Player.membership.id,
        data: {
          sport_id: { from: w.sport.id, to: w.indoor.id },
          before: { club_id: w.clubA1.id, ...(league ? { league_id: league.id } : {}) },
          after: { club_id: w.clubA2.id, subscription_id: 999999 },
        },
      },
    });
    const res = await admin.get(`/api/persons/${personId}/history`).expect(200);
    const entries: Entry[] = res.body.data.entries;
    const moved = entries.find((e) => e.action === 'membership.updated' || 'team_id' in e.data)!;
    expect(moved.names?.team_id).toEqual({ [w.teamA1.id]: 'A1 Herren', [w.teamA1b.id]: 'A1 Zweite' });
    const reactivated = entries.find((e) => e.action === 'membership.reactivate')!;
    expect(reactivated.names?.sport_id).toEqual({ [w.sport.id]: w.sport.name, [w.indoor.id]: w.indoor.name });
    expect(reactivated.names?.club_id).toEqual({ [w.clubA1.id]: 'Club A1', [w.clubA2.id]: 'Club A2' });
    if (league) expect(reactivated.names?.league_id).toEqual({ [league.id]: league.name });
    // A thing that is gone keeps its id (the client shows it as it was recorded).
    expect(reactivated.names?.subscription_id ?? {}).toEqual({});
    // The ids stay in the data for programs that read them.
    expect(reactivated.data.sport_id).toEqual({ from: w.sport.id, to: w.indoor.id });
  });

  it('never answers 500 for odd values where an id is expected', async () => {
    await t.prisma.auditEntry.create({
      data: {
        subjectId: w.a1Alumni.person.id,
        action: 'membership.updated',
        entity: 'person',
        data: { team_id: { from: 'x', to: 1e12 }, club_id: [w.clubA1.id, null, -1], sport_id: null },
      },
    });
    const res = await admin.get(`/api/persons/${w.a1Alumni.person.id}/history`).expect(200);
    const entry = (res.body.data.entries as Entry[]).find((e) => e.action === 'membership.updated')!;
    expect(entry.names?.club_id).toEqual({ [w.clubA1.id]: 'Club A1' });
  });
});
