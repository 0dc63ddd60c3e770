// Seasons, competitions and groups of the game management (docs/product.md#game-day): validation codes, defaults of
// the sport, and scope (a league representative of league A never touches league B).
import crypto from 'node:crypto';
import { db } from '../../db/client';
import { useTestApp } from '../../../test/app';
import { grantRole, unique } from '../../../test/factories';
import { buildStaff } from '../../../test/factories-processes';
import { buildCompetitionWorld, type CompetitionWorld } from '../../../test/factories-competitions';
import { buildScoreSheetWorld, buildSheetGame, signInAs } from '../../../test/factories-score-sheet';
import { pdfText } from '../../../test/pdf-text';

const t = useTestApp();
let w: CompetitionWorld;

beforeAll(async () => {
  w = await buildCompetitionWorld(t);
});

const season = (data: Partial<{ name: string; starts_on: string; ends_on: string }> = {}) => ({
  name: `Saison ${unique()}`,
  starts_on: '2030-08-01',
  ends_on: '2031-07-31',
  ...data,
});

describe('seasons', () => {
  it('are created and changed by association admins only, with their days in order', async () => {
    const created = await w.adminX.agent.post('/api/seasons').send(season()).expect(201);
    expect(created.body.data).toMatchObject({ starts_on: '2030-08-01', ends_on: '2031-07-31' });

    const reversed = await w.adminX.agent
      .post('/api/seasons')
      .send(season({ starts_on: '2031-08-01', ends_on: '2031-07-31' }))
      .expect(400);
    expect(reversed.body.error.code).toBe('ValidationFailed');
    expect(reversed.body.error.details).toEqual([expect.objectContaining({ path: 'ends_on', message: 'SeasonDatesReversed' })]);

    const taken = await w.adminX.agent
      .post('/api/seasons')
      .send(season({ name: created.body.data.name }))
      .expect(409);
    expect(taken.body.error.code).toBe('Conflict');
    await w.adminX.agent
      .post('/api/seasons')
      .send(season({ starts_on: '2031-02-30' }))
      .expect(400);

    await w.repA.agent.post('/api/seasons').send(season()).expect(403);
    await w.repA.agent.put(`/api/seasons/${created.body.data.id}`).send(season()).expect(403);
    await w.clubRep.agent.get('/api/seasons').expect(403);

    const changed = await w.adminX.agent
      .put(`/api/seasons/${created.body.data.id}`)
      .send(season({ name: 'Umbenannt ' + unique(), ends_on: '2031-06-30' }))
      .expect(200);
    expect(changed.body.data.ends_on).toBe('2031-06-30');
    await w.adminX.agent.put('/api/seasons/999999999').send(season()).expect(404);

    const list = await w.repA.agent.get('/api/seasons').expect(200);
    expect(list.body.data.map((s: { id: number }) => s.id)).toContain(created.body.data.id);
  });

  it('refuses new days that would leave one of its games outside (422 SeasonGamesOutside)', async () => {
    const { body } = await w.adminX.agent.post('/api/seasons').send(season()).expect(201);
    const group = await db().group.create({ data: { competitionId: w.leagueA.id, seasonId: body.data.id } });
    await db().game.create({
      data: {
        competitionId: w.leagueA.id,
        seasonId: body.data.id,
        groupId: group.id,
        number: 1,
        kickoffTime: new Date('2031-05-10T14:00:00Z'),
        homeTeamId: w.teams[0].id,
        awayTeamId: w.teams[1].id,
      },
    });
    const res = await w.adminX.agent
      .put(`/api/seasons/${body.data.id}`)
      .send(season({ name: body.data.name, ends_on: '2031-04-30' }))
      .expect(422);
    expect(res.body.error.code).toBe('SeasonGamesOutside');
  });
});

describe('a season shared by associations', () => {
  it('is changed only by a caller holding games.edit over every association that uses it (409 SeasonShared)', async () => {
    const { body } = await w.adminX.agent.post('/api/seasons').send(season()).expect(201);
    const id = body.data.id;
    // Only X uses it (a group of league A): X's admin changes it, Y's does not.
    await db().group.create({ data: { competitionId: w.leagueA.id, seasonId: id } });
    await w.adminX.agent
      .put(`/api/seasons/${id}`)
      .send(season({ name: body.data.name, ends_on: '2031-06-30' }))
      .expect(200);
    const notY = await w.adminY.agent.put(`/api/seasons/${id}`).send(season()).expect(409);
    expect(notY.body.error.code).toBe('SeasonShared');

    // Y's league plays in it too (its default season, then a game): X's admin no longer changes it alone.
    await db().competition.update({ where: { id: w.leagueY.id }, data: { defaultSeasonId: id } });
    const renamed = 'Umbenannt ' + unique();
    const shared = await w.adminX.agent
      .put(`/api/seasons/${id}`)
      .send(season({ name: renamed }))
      .expect(409);
    expect(shared.body.error.code).toBe('SeasonShared');
    await w.adminX.agent
      .put(`/api/seasons/${id}`)
      .send(season({ name: body.data.name, ends_on: '2031-05-31' }))
      .expect(409);
    await db().competition.update({ where: { id: w.leagueY.id }, data: { defaultSeasonId: null } });
    const groupY = await db().group.create({ data: { competitionId: w.leagueY.id, seasonId: id } });
    const guestY = await db().team.create({ data: { clubId: w.teamY.clubId, sportId: w.sport.id, name: `Gast ${unique()}` } });
    await db().game.create({
      data: {
        competitionId: w.leagueY.id,
        seasonId: id,
        groupId: groupY.id,
        number: 1,
        kickoffTime: new Date('2031-03-10T14:00:00Z'),
        homeTeamId: w.teamY.id,
        awayTeamId: guestY.id,
      },
    });
    await w.adminX.agent
      .put(`/api/seasons/${id}`)
      .send(season({ name: renamed }))
      .expect(409);
    await w.adminY.agent
      .put(`/api/seasons/${id}`)
      .send(season({ name: renamed }))
      .expect(409);
    expect((await db().season.findUniqueOrThrow({ where: { id } })).name).toBe(body.data.name);

    // An admin over both associations may.
    const both = await buildStaff(t, 'association-leader', { associationId: w.x.id }, 'AdminXY');
    await grantRole(both.person.id, 'association-leader', { associationId: w.y.id });
    const done = await both.agent
      .put(`/api/seasons/${id}`)
      .send(season({ name: renamed }))
      .expect(200);
    expect(done.body.data.name).toBe(renamed);
    // A league representative still changes no season, not even one only their league uses.
    await w.repA.agent
      .put(`/api/seasons/${id}`)
      .send(season({ name: renamed }))
      .expect(403);
  });
});

describe('competitions', () => {
  it("start with their sport's periods, penalties and points; only admins of the association create them", async () => {
    const body = { name: `Pokal ${unique()}`, kind: 'tournament', sport_id: w.sport.id, association_id: w.x.id };
    const res = await w.adminX.agent.post('/api/competitions').send(body).expect(201);
    expect(res.body.data).toMatchObject({
      kind: 'tournament',
      period_count: 4,
      period_seconds: 1200,
      points_win: 2,
      points_tie: 1,
      points_loss: 0,
      editable: true,
      groups: [],
    });
    expect(res.body.data.penalties.map((p: { name: string; seconds: number }) => [p.name, p.seconds])).toEqual([
      ['technical', 30],
      ['personal-1', 60],
      ['personal-2', 120],
      ['personal-3', 180],
      ['expulsion', 300],
    ]);

    await w.repA.agent.post('/api/competitions').send(body).expect(403);
    await w.adminX.agent
      .post('/api/competitions')
      .send({ ...body, association_id: w.y.id })
      .expect(403);
    const unknownSport = await w.adminX.agent
      .post('/api/competitions')
      .send({ ...body, sport_id: 999999999 })
      .expect(404);
    expect(unknownSport.body.error.code).toBe('NotFound');
    const notOffered = await w.adminX.agent
      .post('/api/competitions')
      .send({ ...body, sport_id: w.otherSportTeam.sportId })
      .expect(422);
    expect(notOffered.body.error.code).toBe('SportNotOffered');
    await w.adminX.agent
      .post('/api/competitions')
      .send({ ...body, default_season_id: 999999999 })
      .expect(404);
    const duplicate = await w.adminX.agent
      .post('/api/competitions')
      .send({
        ...body,
        penalties: [
          { kind: 'personal', name: 'Minor', seconds: 120 },
          { kind: 'personal', name: 'minor', seconds: 300 },
        ],
      })
      .expect(400);
    expect(duplicate.body.error.details[0].message).toBe('DuplicatePenaltyName');
  });

  it("are listed in the caller's scope only", async () => {
    const ids = async (agent: CompetitionWorld['repA']['agent']) =>
      ((await agent.get('/api/competitions').expect(200)).body.data as { id: number; editable: boolean }[]).map((c) => c.id);
    const rep = await ids(w.repA.agent);
    expect(rep).toEqual([w.leagueA.id]);
    const admin = await ids(w.adminX.agent);
    expect(admin).toEqual(expect.arrayContaining([w.leagueA.id, w.leagueB.id]));
    expect(admin).not.toContain(w.leagueY.id);
    expect(await ids(w.adminY.agent)).not.toContain(w.leagueA.id);
    await w.clubRep.agent.get('/api/competitions').expect(403);
    await t.request().get('/api/competitions').expect(401);
    const tournaments = await w.adminX.agent.get('/api/competitions?kind=tournament').expect(200);
    expect(tournaments.body.data.every((c: { kind: string }) => c.kind === 'tournament')).toBe(true);
  });

  it("let the league's representative change its rules and penalties, not another league's", async () => {
    const rules = {
      name: w.leagueA.name,
      kind: 'league',
      default_season_id: w.season.id,
      points_win: 3,
      points_tie: 1,
      points_loss: 0,
      period_count: 4,
      period_seconds: 15 * 60,
    };
    const res = await w.repA.agent.put(`/api/competitions/${w.leagueA.id}`).send(rules).expect(200);
    expect(res.body.data).toMatchObject({ period_count: 4, period_seconds: 900, points_win: 3, default_season_id: w.season.id });
    await w.repA.agent.put(`/api/competitions/${w.leagueB.id}`).send(rules).expect(403);
    await w.repA.agent.get(`/api/competitions/${w.leagueB.id}`).expect(403);
    await w.adminY.agent.put(`/api/competitions/${w.leagueA.id}`).send(rules).expect(403);
    await w.repA.agent.get('/api/competitions/999999999').expect(404);
    await w.repA.agent
      .put(`/api/competitions/${w.leagueA.id}`)
      .send({ ...rules, period_count: 0 })
      .expect(400);
    await w.repA.agent
      .put(`/api/competitions/${w.leagueA.id}`)
      .send({ ...rules, default_season_id: 999999999 })
      .expect(404);

    const penalties = [
      { kind: 'technical', name: 'Technisch', seconds: 0 },
      { kind: 'personal', name: 'Persönlich', seconds: 120 },
    ];
    const changed = await w.repA.agent.put(`/api/competitions/${w.leagueA.id}/penalties`).send({ penalties }).expect(200);
    expect(changed.body.data.map((p: { name: string }) => p.name)).toEqual(['Technisch', 'Persönlich']);
    await w.repA.agent.put(`/api/competitions/${w.leagueB.id}/penalties`).send({ penalties }).expect(403);
    const read = await w.repA.agent.get(`/api/competitions/${w.leagueA.id}`).expect(200);
    expect(read.body.data.penalties).toHaveLength(2);
    expect(read.body.data.editable).toBe(true);
  });

  it('keep the ids of their penalty types when the list is saved: a recorded foul keeps its penalty', async () => {
    const sheet = await buildScoreSheetWorld();
    const { technical, personal1, personal2, expulsion } = sheet.penaltyTypes;
    const game = await buildSheetGame(sheet);
    const rep = await signInAs(t, sheet.leagueRep);
    await rep.post(`/api/games/${game.id}/start`).send({}).expect(200);
    const foul = await rep
      .post(`/api/games/${game.id}/events`)
      .send({
        idempotency_key: crypto.randomUUID(),
        type: 'foul',
        event_time: 300,
        period: 1,
        side: 'home',
        membership_id: sheet.homePlayers[0]!.membership.id,
        assist_membership_id: null,
        penalty_type_id: personal2.id,
      })
      .expect(201);
    await rep.post(`/api/games/${game.id}/finish`).send({}).expect(200);
    const path = `/api/competitions/${sheet.league.id}/penalties`;

    // The editor learns which types fouls use (those it offers no delete for).
    const before = await rep.get(`/api/competitions/${sheet.league.id}`).expect(200);
    expect(before.body.data.penalties.map((p: { id: number; in_use: boolean }) => [p.id, p.in_use])).toEqual([
      [technical.id, false],
      [personal1.id, false],
      [personal2.id, true],
      [expulsion.id, false],
    ]);

    // The used type renamed, two kept types swapping their names, the unused expulsion removed, a new one added.
    const saved = await rep
      .put(path)
      .send({
        penalties: [
          { id: personal1.id, kind: 'technical', name: 'Technisch', seconds: 30 },
          { id: technical.id, kind: 'personal', name: 'Persönlich 1 min', seconds: 60 },
          { id: personal2.id, kind: 'personal', name: 'Zwei Minuten', seconds: 120 },
          { kind: 'personal', name: 'Spieldauer', seconds: 600 },
        ],
      })
      .expect(200);
    const list = saved.body.data as { id: number; name: string; in_use: boolean }[];
    expect(list.map((p) => [p.id, p.name, p.in_use])).toEqual([
      [personal1.id, 'Technisch', false],
      [technical.id, 'Persönlich 1 min', false],
      [personal2.id, 'Zwei Minuten', true],
      [expect.any(Number), 'Spieldauer', false],
    ]);
    expect(await t.prisma.penaltyType.count({ where: { id: expulsion.id } })).toBe(0);

    // The foul still points at its penalty: on the sheet, and by its new name in the document.
    const read = await rep.get(`/api/games/${game.id}/sheet`).expect(200);
    const event = read.body.data.events.find((e: { id: number }) => e.id === foul.body.data.id);
    expect(event.penalty_type_id).toBe(personal2.id);
    expect(read.body.data.penalty_types).toContainEqual(
      expect.objectContaining({ id: personal2.id, name: 'Zwei Minuten', seconds: 120 }),
    );
    const pdf = await t
      .request()
      .get(`/api/stats/games/${game.id}/score-sheet.pdf`)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(await pdfText(new Uint8Array(pdf.body as Buffer))).toContain('Zwei Minuten');

    // A type a foul uses is not deleted (409 PenaltyTypeInUse), and nothing of the list changes.
    const refused = await rep
      .put(path)
      .send({ penalties: [{ id: personal1.id, kind: 'technical', name: 'Anders', seconds: 30 }] })
      .expect(409);
    expect(refused.body.error.code).toBe('PenaltyTypeInUse');
    expect(refused.body.error.details).toEqual([{ penalty_type_ids: [personal2.id] }]);
    const unchanged = await rep.get(`/api/competitions/${sheet.league.id}`).expect(200);
    expect(unchanged.body.data.penalties.map((p: { name: string }) => p.name)).toEqual(list.map((p) => p.name));

    // An id of another competition's type is not this one's (422), nor is one id twice (400).
    const foreign = await t.prisma.penaltyType.create({
      data: { competitionId: w.leagueB.id, foulKind: 'personal', name: `Fremd ${unique()}`, seconds: 60 },
    });
    const unknown = await rep
      .put(path)
      .send({
        penalties: [...list.map(({ in_use: _, ...p }) => p), { id: foreign.id, kind: 'personal', name: 'X', seconds: 60 }],
      })
      .expect(422);
    expect(unknown.body.error.code).toBe('UnknownPenaltyType');
    await rep
      .put(path)
      .send({
        penalties: [
          { id: personal2.id, kind: 'personal', name: 'A', seconds: 60 },
          { id: personal2.id, kind: 'personal', name: 'B', seconds: 60 },
        ],
      })
      .expect(400);
  });

  it('offer the teams of their sport and association', async () => {
    const res = await w.repA.agent.get(`/api/competitions/${w.leagueA.id}/teams`).expect(200);
    const ids = res.body.data.map((team: { id: number }) => team.id);
    expect(ids).toEqual(expect.arrayContaining(w.teams.map((team) => team.id)));
    expect(ids).not.toContain(w.otherSportTeam.id);
    expect(ids).not.toContain(w.teamY.id);
    await w.repA.agent.get(`/api/competitions/${w.leagueB.id}/teams`).expect(403);
  });
});

describe('groups', () => {
  it('take the teams of the competition, each in one group per competition and season', async () => {
    const created = await w.repA.agent
      .post(`/api/competitions/${w.leagueA.id}/groups`)
      .send({ season_id: w.season.id, name: 'Nord' })
      .expect(201);
    const group = created.body.data;
    expect(group).toMatchObject({ competition_id: w.leagueA.id, season_id: w.season.id, name: 'Nord', teams: [] });

    const four = w.teams.slice(0, 4).map((team) => team.id);
    const set = await w.repA.agent.put(`/api/groups/${group.id}/teams`).send({ team_ids: four }).expect(200);
    expect(set.body.data.teams.map((team: { id: number }) => team.id).sort()).toEqual([...four].sort());
    // Who changed the teams is written down.
    const entry = await db().auditEntry.findFirstOrThrow({
      where: { action: 'group.teams', entityId: group.id },
      orderBy: { id: 'desc' },
    });
    expect(entry).toMatchObject({ actorId: w.repA.person.id, entity: 'group', data: { team_ids: four } });

    const unknown = await w.repA.agent
      .put(`/api/groups/${group.id}/teams`)
      .send({ team_ids: [...four, 999999999] })
      .expect(404);
    expect(unknown.body.error.code).toBe('NotFound');
    const sport = await w.repA.agent
      .put(`/api/groups/${group.id}/teams`)
      .send({ team_ids: [...four, w.otherSportTeam.id] })
      .expect(422);
    expect(sport.body.error.code).toBe('TeamOfOtherSport');
    const association = await w.repA.agent
      .put(`/api/groups/${group.id}/teams`)
      .send({ team_ids: [...four, w.teamY.id] })
      .expect(422);
    expect(association.body.error.code).toBe('TeamOfOtherAssociation');
    const twice = await w.repA.agent
      .put(`/api/groups/${group.id}/teams`)
      .send({ team_ids: [four[0], four[0]] })
      .expect(400);
    expect(twice.body.error.details[0].message).toBe('DuplicateTeam');

    const second = await w.repA.agent
      .post(`/api/competitions/${w.leagueA.id}/groups`)
      .send({ season_id: w.season.id, name: 'Süd' })
      .expect(201);
    expect(second.body.data.position).toBe(1);
    const other = await w.repA.agent
      .put(`/api/groups/${second.body.data.id}/teams`)
      .send({ team_ids: [four[0], w.teams[4].id] })
      .expect(409);
    expect(other.body.error.code).toBe('TeamInOtherGroup');
    await w.repA.agent
      .put(`/api/groups/${second.body.data.id}/teams`)
      .send({ team_ids: [w.teams[4].id] })
      .expect(200);
    // Another season of the same competition is free.
    const later = await w.adminX.agent.post('/api/seasons').send(season()).expect(201);
    const next = await w.repA.agent
      .post(`/api/competitions/${w.leagueA.id}/groups`)
      .send({ season_id: later.body.data.id, name: 'Nord' })
      .expect(201);
    await w.repA.agent.put(`/api/groups/${next.body.data.id}/teams`).send({ team_ids: four }).expect(200);

    const renamed = await w.repA.agent.put(`/api/groups/${group.id}`).send({ name: 'Gruppe Nord', position: 3 }).expect(200);
    expect(renamed.body.data).toMatchObject({ name: 'Gruppe Nord', position: 3 });
    const read = await w.repA.agent.get(`/api/competitions/${w.leagueA.id}`).expect(200);
    expect(read.body.data.groups.map((g: { id: number }) => g.id)).toEqual(
      expect.arrayContaining([group.id, second.body.data.id, next.body.data.id]),
    );
  });

  it('are created with their teams in one go, or not at all', async () => {
    const four = w.teams.slice(0, 4).map((team) => team.id);
    const other = await w.adminX.agent.post('/api/seasons').send(season()).expect(201);
    const refused = await w.repA.agent
      .post(`/api/competitions/${w.leagueA.id}/groups`)
      .send({ season_id: other.body.data.id, name: 'Ost', team_ids: [...four, w.teamY.id] })
      .expect(422);
    expect(refused.body.error.code).toBe('TeamOfOtherAssociation');
    expect(await db().group.count({ where: { competitionId: w.leagueA.id, seasonId: other.body.data.id } })).toBe(0);
    const created = await w.repA.agent
      .post(`/api/competitions/${w.leagueA.id}/groups`)
      .send({ season_id: other.body.data.id, name: 'Ost', team_ids: four })
      .expect(201);
    expect(created.body.data.teams).toHaveLength(4);
  });

  it('keep teams with games and groups with games', async () => {
    const { body } = await w.repA.agent
      .post(`/api/competitions/${w.leagueA.id}/groups`)
      .send({ season_id: (await w.adminX.agent.post('/api/seasons').send(season()).expect(201)).body.data.id, name: 'A' })
      .expect(201);
    const [home, away] = [w.teams[0].id, w.teams[1].id];
    await w.repA.agent
      .put(`/api/groups/${body.data.id}/teams`)
      .send({ team_ids: [home, away] })
      .expect(200);
    await db().game.create({
      data: {
        competitionId: w.leagueA.id,
        seasonId: body.data.season_id,
        groupId: body.data.id,
        number: 7,
        kickoffTime: new Date('2030-10-10T14:00:00Z'),
        homeTeamId: home,
        awayTeamId: away,
      },
    });
    const removed = await w.repA.agent
      .put(`/api/groups/${body.data.id}/teams`)
      .send({ team_ids: [home] })
      .expect(409);
    expect(removed.body.error.code).toBe('TeamHasGames');
    const deleted = await w.repA.agent.delete(`/api/groups/${body.data.id}`).expect(409);
    expect(deleted.body.error.code).toBe('GroupInUse');

    const empty = await w.repA.agent
      .post(`/api/competitions/${w.leagueA.id}/groups`)
      .send({ season_id: w.season.id, name: 'Leer' })
      .expect(201);
    await w.repA.agent.delete(`/api/groups/${empty.body.data.id}`).expect(204);
    await w.repA.agent.delete(`/api/groups/${empty.body.data.id}`).expect(404);
  });

  it("of another league are out of the representative's reach", async () => {
    const { body } = await w.adminX.agent
      .post(`/api/competitions/${w.leagueB.id}/groups`)
      .send({ season_id: w.season.id, name: 'B' })
      .expect(201);
    await w.repA.agent.post(`/api/competitions/${w.leagueB.id}/groups`).send({ season_id: w.season.id, name: 'B2' }).expect(403);
    await w.repA.agent.put(`/api/groups/${body.data.id}`).send({ name: 'X', position: 0 }).expect(403);
    await w.repA.agent
      .put(`/api/groups/${body.data.id}/teams`)
      .send({ team_ids: [w.teams[0].id] })
      .expect(403);
    await w.repA.agent.delete(`/api/groups/${body.data.id}`).expect(403);
    await w.adminY.agent.delete(`/api/groups/${body.data.id}`).expect(403);
    await w.repA.agent.put('/api/groups/999999999').send({ name: 'X', position: 0 }).expect(404);
    await w.adminX.agent.post(`/api/competitions/${w.leagueB.id}/groups`).send({ season_id: 999999999, name: 'B' }).expect(404);
  });
});
