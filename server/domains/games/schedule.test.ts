// POST /api/groups/{id}/schedule: the round-robin generator's dry run, the write in one transaction with the tasks,
// the refusal of a group with games (and the replacement of its unplayed ones), and its checks.
import { useTestApp } from '../../../test/app';
import { signIn } from '../../../test/factories';
import { buildScheduledGame, buildScheduleWorld, type ScheduleWorld } from '../../../test/factories-schedule';

const t = useTestApp();

/** A double round-robin on Saturdays at 18:00 from 1 August 2026 (the first Saturday: 1 August), every week. */
const options = (over: Record<string, unknown> = {}) => ({
  double: true,
  start_date: '2026-08-01',
  weekday: 6,
  time: '18:00',
  interval_days: 7,
  dry_run: false,
  ...over,
});

const run = async (w: ScheduleWorld, over: Record<string, unknown>, status: number) =>
  (await signIn(t, w.leagueRep.email)).post(`/api/groups/${w.group.id}/schedule`).send(options(over)).expect(status);

const stored = (w: ScheduleWorld) => t.prisma.game.count({ where: { groupId: w.group.id } });

describe('POST /api/groups/{id}/schedule', () => {
  it('previews a double round-robin of four teams without writing', async () => {
    const w = await buildScheduleWorld();
    const res = await run(w, { dry_run: true }, 200);
    const { games, dry_run, replaced } = res.body.data;
    expect({ dry_run, replaced }).toEqual({ dry_run: true, replaced: 0 });
    expect(games).toHaveLength(12);
    expect(games[0]).toMatchObject({ id: null, number: 1, round: 1, kickoff_time: '2026-08-01T16:00:00.000Z', field_id: null });
    // Six Saturdays a week apart, two games each: nobody plays twice on one day.
    const days = [...new Set(games.map((g: { kickoff_time: string }) => g.kickoff_time.slice(0, 10)))];
    expect(days).toEqual(['2026-08-01', '2026-08-08', '2026-08-15', '2026-08-22', '2026-08-29', '2026-09-05']);
    expect(await stored(w)).toBe(0);
  });

  it('puts each game on a free field of the home club; two home teams of one club need two fields', async () => {
    const w = await buildScheduleWorld();
    // Both teams of a club are at home on the same day in some round: one field per club is not enough.
    const refused = await run(w, { dry_run: true, home_field: true }, 409);
    expect(refused.body.error.code).toBe('FieldDoubleBooked');
    const east2 = await t.prisma.clubField.create({ data: { clubId: w.east.id, name: `Ostpark 2 ${w.tag}` } });
    const west2 = await t.prisma.clubField.create({ data: { clubId: w.west.id, name: `Westplatz 2 ${w.tag}` } });
    const res = await run(w, { dry_run: true, home_field: true }, 200);
    for (const g of res.body.data.games) {
      const east = [w.teams.adler.id, w.teams.bären.id].includes(g.home_team_id);
      expect(east ? [w.fields.east.id, east2.id] : [w.fields.west.id, west2.id]).toContain(g.field_id);
    }
    // The first field is taken first; the second only when the first is held at that time.
    const onSecond = res.body.data.games.filter((g: { field_id: number }) => g.field_id === east2.id || g.field_id === west2.id);
    expect(onSecond.length).toBeGreaterThan(0);
    expect(onSecond.length).toBeLessThan(6);
  });

  it('writes the whole schedule at once, with the tasks of the team manager', async () => {
    const w = await buildScheduleWorld();
    const res = await run(w, {}, 200);
    expect(res.body.data.games.every((g: { id: number | null }) => g.id !== null)).toBe(true);
    const games = await t.prisma.game.findMany({ where: { groupId: w.group.id }, orderBy: { number: 'asc' } });
    expect(games).toHaveLength(12);
    expect(games.every((g) => g.seasonId === w.season.id && g.competitionId === w.league.id && g.status === 'scheduled')).toBe(
      true,
    );
    const adlerGames = games.filter((g) => g.homeTeamId === w.teams.adler.id || g.awayTeamId === w.teams.adler.id);
    expect(adlerGames).toHaveLength(6);
    expect(await t.prisma.gameTask.count({ where: { personId: w.manager.id, type: 'confirm_lineup' } })).toBe(6);
  });

  it('numbers after the highest number of the competition’s season, or from first_number', async () => {
    const w = await buildScheduleWorld();
    const other = await t.prisma.game.create({
      data: {
        competitionId: w.league.id,
        seasonId: w.season.id,
        groupId: null,
        number: 40,
        kickoffTime: new Date('2026-09-01T10:00:00Z'),
        homeTeamId: w.teams.adler.id,
        awayTeamId: w.teams.bären.id,
      },
    });
    const res = await run(w, { dry_run: true, double: false }, 200);
    expect(res.body.data.games.map((g: { number: number }) => g.number)).toEqual([41, 42, 43, 44, 45, 46]);
    expect((await run(w, { first_number: 38 }, 409)).body.error.code).toBe('GameNumberTaken');
    expect(other.id).toBeGreaterThan(0);
  });

  it('refuses a group with games unless asked to replace the unplayed ones; played games stay', async () => {
    const w = await buildScheduleWorld();
    const played = await buildScheduledGame(w, { number: 100, kickoff: '2026-08-02T10:00:00Z' });
    await t.prisma.game.update({ where: { id: played.id }, data: { finishedAt: new Date('2026-08-02T12:00:00Z') } });
    const unplayed = await buildScheduledGame(w, { number: 101 });
    const res = await run(w, {}, 409);
    expect(res.body.error.code).toBe('GroupHasGames');
    expect(await stored(w)).toBe(2);

    const preview = await run(w, { replace: true, dry_run: true }, 200);
    expect(preview.body.data.replaced).toBe(1);
    expect(await stored(w)).toBe(2);
    const done = await run(w, { replace: true }, 200);
    expect(done.body.data).toMatchObject({ dry_run: false, replaced: 1 });
    expect(await t.prisma.game.findUnique({ where: { id: unplayed.id } })).toBeNull();
    expect(await t.prisma.game.findUnique({ where: { id: played.id } })).not.toBeNull();
    expect(await stored(w)).toBe(13);
    // The new games are numbered after the played one that stayed.
    expect(done.body.data.games[0].number).toBe(101);
  });

  it('refuses a schedule running past the season (422) and a field taken at a round’s time (409); writes nothing', async () => {
    const w = await buildScheduleWorld();
    const late = await run(w, { start_date: '2027-06-01' }, 422);
    expect(late.body.error.code).toBe('KickoffOutsideSeason');
    // Every field of both clubs is taken by another league's games on the first Saturday at 17:00 UTC.
    const second = await t.prisma.clubField.createManyAndReturn({
      data: [
        { clubId: w.east.id, name: `Ostpark 2 ${w.tag}` },
        { clubId: w.west.id, name: `Westplatz 2 ${w.tag}` },
      ],
    });
    const fieldIds = [w.fields.east.id, w.fields.west.id, ...second.map((f) => f.id)];
    await t.prisma.game.createMany({
      data: fieldIds.map((fieldId, i) => ({
        competitionId: w.otherLeague.id,
        seasonId: w.season.id,
        groupId: w.otherGroup.id,
        number: i + 1,
        kickoffTime: new Date('2026-08-01T17:00:00Z'),
        homeTeamId: w.teams.outsider.id,
        awayTeamId: w.teams.adler.id,
        fieldId,
      })),
    });
    const booked = await run(w, { home_field: true }, 409);
    expect(booked.body.error.code).toBe('FieldDoubleBooked');
    expect(await stored(w)).toBe(0);
    // Without the home fields it fits.
    await run(w, { home_field: false }, 200);
  });

  it('refuses a group of fewer than two teams, bad options, another league’s group and an unknown one', async () => {
    const w = await buildScheduleWorld();
    await t.prisma.groupTeam.deleteMany({ where: { groupId: w.group.id, teamId: { not: w.teams.adler.id } } });
    expect((await run(w, {}, 422)).body.error.code).toBe('GroupTooSmall');
    expect((await run(w, { weekday: 0 }, 400)).body.error.code).toBe('ValidationFailed');
    expect((await run(w, { time: '7 Uhr' }, 400)).body.error.code).toBe('ValidationFailed');
    expect((await run(w, { interval_days: 0 }, 400)).body.error.code).toBe('ValidationFailed');
    expect((await run(w, { start_date: '2026-02-30' }, 400)).body.error.code).toBe('ValidationFailed');
    await t.prisma.groupTeam.create({ data: { groupId: w.group.id, teamId: w.teams.bären.id } });
    expect((await run(w, { start_date: '0001-01-01' }, 422)).body.error.code).toBe('KickoffOutsideSeason');
    expect((await run(w, { start_date: '9999-12-25', interval_days: 60 }, 422)).body.error.code).toBe('KickoffOutsideSeason');
    const agent = await signIn(t, w.leagueRep.email);
    await agent.post(`/api/groups/${w.otherGroup.id}/schedule`).send(options()).expect(403);
    await agent.post(`/api/groups/2000000000/schedule`).send(options()).expect(404);
    await (await signIn(t, w.manager.email)).post(`/api/groups/${w.group.id}/schedule`).send(options()).expect(403);
  });
});
