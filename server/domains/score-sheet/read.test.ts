// GET /games/{id}/sheet (docs/product.md#score-sheet): the whole sheet in one answer, the default line-ups from the
// teams' current memberships, the caller's rights; 401, 403 and 404.
import { useTestApp } from '../../../test/app';
import { buildMembership, signedInMember } from '../../../test/factories';
import { buildScoreSheetWorld, buildSheetGame, signInAs, type ScoreSheetWorld } from '../../../test/factories-score-sheet';

const t = useTestApp();
let w: ScoreSheetWorld;

beforeAll(async () => {
  w = await buildScoreSheetWorld();
});

const RIGHTS_NONE = {
  score: false,
  edit_home_lineup: false,
  edit_away_lineup: false,
  confirm_home_lineup: false,
  confirm_away_lineup: false,
  sign_as_referee: false,
  change_finished_events: false,
  correct_locked: false,
  name_scorers: false,
  manage_game: false,
  record_signatures: false,
};

describe('GET /api/games/{id}/sheet', () => {
  it('answers the game, clock, penalty types, both default line-ups from the current memberships, referees and rights', async () => {
    const agent = await signInAs(t, w.homeManager);
    const res = await agent.get(`/api/games/${w.game.id}/sheet`).expect(200);
    const sheet = res.body.data;
    expect(sheet.game).toMatchObject({
      id: w.game.id,
      number: w.game.number,
      status: 'scheduled',
      location: 'Sportpark Nord, Hamburg',
      competition: { id: w.league.id, name: w.league.name, period_count: 4, period_seconds: 1200 },
      started_at: null,
      finished_at: null,
      locked_at: null,
      home_score: 0,
      away_score: 0,
    });
    expect(sheet.clock).toEqual({ period: 0, seconds: 0, running_since: null });
    expect(sheet.penalty_types.map((p: { name: string; seconds: number }) => [p.name, p.seconds])).toEqual([
      ['Technisch', 30],
      ['Persönlich 1 min', 60],
      ['Persönlich 2 min', 120],
      ['Ausschluss', 300],
    ]);
    expect(sheet.home.team).toEqual({ id: w.home.id, name: w.home.name, club_id: w.homeClub.id });
    expect(sheet.home.saved).toBe(false);
    expect(sheet.home.confirmation).toBeNull();
    expect(sheet.home.players.map((p: { jersey_number: string }) => p.jersey_number)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(sheet.home.players[0]).toEqual({
      membership_id: w.homePlayers[0]!.membership.id,
      person_id: w.homePlayers[0]!.person.id,
      name: `${w.homePlayers[0]!.person.firstname} ${w.homePlayers[0]!.person.lastname}`,
      jersey_number: '1',
      position: null,
      captain: false,
      starting_goalie: false,
      flags: [],
    });
    expect(sheet.away.players.map((p: { jersey_number: string }) => p.jersey_number)).toEqual([
      '11',
      '12',
      '13',
      '14',
      '15',
      '16',
    ]);
    expect(sheet.referees.map((r: { person_id: number; signed_at: null }) => [r.person_id, r.signed_at])).toEqual([
      [w.referees[0]!.id, null],
      [w.referees[1]!.id, null],
    ]);
    expect(sheet).toMatchObject({ events: [], scorers: [], signatures: [], corrections: [] });
    expect(sheet.rights).toEqual({
      ...RIGHTS_NONE,
      score: true,
      edit_home_lineup: true,
      edit_away_lineup: false,
      confirm_home_lineup: true,
    });
  });

  it('leaves out ended and alumni memberships of the team from the default line-up, takes a position', async () => {
    const game = await buildSheetGame(w);
    const ended = await buildMembership({
      personId: w.awayPlayers[0]!.person.id,
      clubId: w.awayClub.id,
      sportId: w.sport.id,
      teamId: w.away.id,
      jerseyNumber: '40',
    });
    await t.prisma.membership.update({ where: { id: ended.id }, data: { activeTo: new Date('2020-12-31') } });
    await buildMembership({
      personId: w.awayPlayers[1]!.person.id,
      clubId: w.awayClub.id,
      sportId: w.sport.id,
      teamId: w.away.id,
      jerseyNumber: '41',
      isAlumni: true,
    });
    await t.prisma.membership.update({ where: { id: w.awayPlayers[2]!.membership.id }, data: { positions: ['face_off'] } });
    const agent = await signInAs(t, w.awayManager);
    const sheet = (await agent.get(`/api/games/${game.id}/sheet`).expect(200)).body.data;
    expect(sheet.away.players.map((p: { jersey_number: string }) => p.jersey_number)).toEqual([
      '11',
      '12',
      '13',
      '14',
      '15',
      '16',
    ]);
    expect(sheet.away.players[2].position).toBe('face-off');
    await t.prisma.membership.update({ where: { id: w.awayPlayers[2]!.membership.id }, data: { positions: [] } });
  });

  it('gives each caller their rights: the away manager, a referee, the association admin, the league representative', async () => {
    const rightsOf = async (person: { email: string | null }) =>
      (await (await signInAs(t, person)).get(`/api/games/${w.game.id}/sheet`).expect(200)).body.data.rights;
    expect(await rightsOf(w.awayManager)).toEqual({ ...RIGHTS_NONE, edit_away_lineup: true, confirm_away_lineup: true });
    expect(await rightsOf(w.referees[0]!)).toEqual({
      ...RIGHTS_NONE,
      score: true,
      edit_home_lineup: true,
      edit_away_lineup: true,
      sign_as_referee: true,
      change_finished_events: true,
      record_signatures: true,
    });
    expect(await rightsOf(w.admin)).toEqual({
      ...RIGHTS_NONE,
      score: true,
      edit_home_lineup: true,
      edit_away_lineup: true,
      correct_locked: true,
      name_scorers: true,
      manage_game: true,
      record_signatures: true,
    });
    expect(await rightsOf(w.leagueRep)).toEqual({
      ...RIGHTS_NONE,
      score: true,
      edit_home_lineup: true,
      edit_away_lineup: true,
      name_scorers: true,
      manage_game: true,
      record_signatures: true,
    });
  });

  it('refuses a stranger (403), an unknown game (404) and a caller without a session (401)', async () => {
    const { agent } = await signedInMember(t);
    const denied = await agent.get(`/api/games/${w.game.id}/sheet`).expect(403);
    expect(denied.body.error.code).toBe('UnauthorizedAction');
    const manager = await signInAs(t, w.homeManager);
    expect((await manager.get('/api/games/999999999/sheet').expect(404)).body.error.code).toBe('NotFound');
    await t.request().get(`/api/games/${w.game.id}/sheet`).expect(401);
  });
});

describe('PUT /api/games/{id}/scorers', () => {
  it('the league representative names scorers, who may then keep the sheet; an unknown person is 422', async () => {
    const game = await buildSheetGame(w);
    const { person: scorer, agent: scorerAgent } = await signedInMember(t);
    await buildMembership({ personId: scorer.id, clubId: w.homeClub.id, sportId: w.sport.id, teamId: w.home.id });
    await scorerAgent.get(`/api/games/${game.id}/sheet`).expect(403);

    const rep = await signInAs(t, w.leagueRep);
    const res = await rep
      .put(`/api/games/${game.id}/scorers`)
      .send({ person_ids: [scorer.id] })
      .expect(200);
    expect(res.body.data.scorers).toEqual([{ person_id: scorer.id, name: `${scorer.firstname} ${scorer.lastname}` }]);
    const sheet = (await scorerAgent.get(`/api/games/${game.id}/sheet`).expect(200)).body.data;
    expect(sheet.rights).toEqual({
      ...RIGHTS_NONE,
      score: true,
      edit_home_lineup: true,
      edit_away_lineup: true,
      change_finished_events: true,
      record_signatures: true,
    });
    const entry = await t.prisma.auditEntry.findFirst({ where: { action: 'game.scorers', entityId: game.id } });
    expect(entry?.data).toEqual({ before: [], after: [scorer.id] });

    const unknown = await rep
      .put(`/api/games/${game.id}/scorers`)
      .send({ person_ids: [scorer.id, 999999999] })
      .expect(422);
    expect(unknown.body.error.code).toBe('UnknownPerson');
    await rep.put(`/api/games/${game.id}/scorers`).send({ person_ids: [] }).expect(200);
    await scorerAgent.get(`/api/games/${game.id}/sheet`).expect(403);
  });

  it('names only persons of the association the caller may list: anyone else is 422 like an unknown id, no name told', async () => {
    const game = await buildSheetGame(w);
    const rep = await signInAs(t, w.leagueRep);
    const { person: outsider } = await signedInMember(t);
    const res = await rep
      .put(`/api/games/${game.id}/scorers`)
      .send({ person_ids: [outsider.id] })
      .expect(422);
    expect(res.body.error.code).toBe('UnknownPerson');
    expect(JSON.stringify(res.body)).not.toContain(outsider.lastname);
    expect(await t.prisma.gameScorer.count({ where: { gameId: game.id } })).toBe(0);
  });

  it('refuses a team manager and a referee (403)', async () => {
    for (const person of [w.homeManager, w.referees[0]!]) {
      const agent = await signInAs(t, person);
      const res = await agent.put(`/api/games/${w.game.id}/scorers`).send({ person_ids: [] }).expect(403);
      expect(res.body.error.code).toBe('UnauthorizedAction');
    }
  });
});
