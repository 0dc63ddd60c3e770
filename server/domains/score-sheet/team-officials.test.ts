// Team officials (docs/product.md#score-sheet): a coach of a team is listed apart on the sheet and in its document,
// never on the default line-up, and never in the player statistics (points, fouls, the team's roster).
import crypto from 'node:crypto';
import type { Response } from 'supertest';
import { useTestApp } from '../../../test/app';
import { buildPlayer, inTeam } from '../../../test/factories';
import { buildScoreSheetWorld, SIGNATURE_PIN, signInAs, type ScoreSheetWorld } from '../../../test/factories-score-sheet';
import { pdfText } from '../../../test/pdf-text';
import type { ScoreSheetDTO } from '../../../shared/schemas/score-sheet';
import type { StatsFoulsDTO, StatsPointsDTO, StatsTeamDTO } from '../../../shared/schemas/stats';

const t = useTestApp();

let w: ScoreSheetWorld;
let coach: Awaited<ReturnType<typeof buildPlayer>>;
let playerCoach: Awaited<ReturnType<typeof buildPlayer>>;

beforeAll(async () => {
  w = await buildScoreSheetWorld({ kickoff: new Date(Date.now() + 30 * 60 * 1000) });
  coach = await buildPlayer({ ...inTeam(w.home), firstname: 'Conny', lastname: `Coach-${w.tag}`, jerseyNumber: null });
  await t.prisma.membership.update({ where: { id: coach.membership.id }, data: { positions: ['coach'] } });
  // A playing coach plays: one of their positions is a player's.
  playerCoach = await buildPlayer({
    ...inTeam(w.home),
    firstname: 'Paul',
    lastname: `Spielertrainer-${w.tag}`,
    jerseyNumber: '40',
  });
  await t.prisma.membership.update({ where: { id: playerCoach.membership.id }, data: { positions: ['attack', 'coach'] } });
});

const binary = (res: Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

describe('team officials', () => {
  it('are not on the default line-up but listed as the team’s officials; a confirmed line-up keeps them out', async () => {
    const manager = await signInAs(t, w.homeManager);
    const sheet = (await manager.get(`/api/games/${w.game.id}/sheet`).expect(200)).body.data as ScoreSheetDTO;
    const players = sheet.home.players.map((p) => p.membership_id);
    expect(players).not.toContain(coach.membership.id);
    expect(players).toContain(playerCoach.membership.id);
    expect(players).toHaveLength(w.homePlayers.length + 1);
    expect(sheet.home.officials).toEqual([
      {
        membership_id: coach.membership.id,
        person_id: coach.person.id,
        name: `Conny Coach-${w.tag}`,
        position: 'coach',
      },
    ]);
    expect(sheet.away.officials).toEqual([]);

    // Confirming saves the default line-up as it stands: still without the coach.
    await manager.post(`/api/games/${w.game.id}/lineups/home/confirm`).send({ pin: SIGNATURE_PIN }).expect(200);
    const saved = await t.prisma.gameLineup.findMany({ where: { gameId: w.game.id, teamId: w.home.id } });
    expect(saved.map((r) => r.membershipId)).not.toContain(coach.membership.id);
    const after = (await manager.get(`/api/games/${w.game.id}/sheet`).expect(200)).body.data as ScoreSheetDTO;
    expect(after.home.saved).toBe(true);
    expect(after.home.officials.map((o) => o.membership_id)).toEqual([coach.membership.id]);
  });

  it('are printed as officials in the document, and never counted in the points, fouls or roster', async () => {
    const rep = await signInAs(t, w.leagueRep);
    await rep.post(`/api/games/${w.game.id}/start`).send({}).expect(200);
    const goal = await rep
      .post(`/api/games/${w.game.id}/events`)
      .send({
        idempotency_key: crypto.randomUUID(),
        type: 'goal',
        event_time: 60,
        period: 1,
        side: 'home',
        membership_id: w.homePlayers[0]!.membership.id,
        assist_membership_id: null,
        penalty_type_id: null,
      })
      .expect(201);
    expect(goal.body.data.membership_id).toBe(w.homePlayers[0]!.membership.id);
    await rep.post(`/api/games/${w.game.id}/finish`).send({}).expect(200);
    // A line-up saved before officials were kept apart (or a coach's bench foul imported) still counts for no player.
    await t.prisma.gameLineup.create({
      data: { gameId: w.game.id, teamId: w.home.id, membershipId: coach.membership.id, jerseyNumber: null, position: 'coach' },
    });
    await t.prisma.gameEvent.create({
      data: {
        gameId: w.game.id,
        teamId: w.home.id,
        awayTeam: false,
        type: 'foul',
        eventTime: 120,
        period: 1,
        membershipId: coach.membership.id,
        foulKind: 'technical',
        penaltySeconds: 30,
      },
    });

    const pdf = await t.request().get(`/api/stats/games/${w.game.id}/score-sheet.pdf`).buffer(true).parse(binary).expect(200);
    const text = await pdfText(new Uint8Array(pdf.body as Buffer));
    // Under the home line-up, apart from its players (the referees' "Offizielle" table is another one).
    expect(text).toContain(`Offizielle: Conny Coach-${w.tag} (Trainer)`);

    const stats = `/api/stats/leagues/${w.league.id}`;
    const points = (await t.request().get(`${stats}/points`).expect(200)).body.data as StatsPointsDTO;
    const pointIds = points.players.map((p) => p.player_id);
    expect(pointIds).toContain(w.homePlayers[0]!.membership.id);
    expect(pointIds).not.toContain(coach.membership.id);
    const fouls = (await t.request().get(`${stats}/fouls`).expect(200)).body.data as StatsFoulsDTO;
    expect(fouls.players.map((p) => p.player_id)).not.toContain(coach.membership.id);
    const team = (await t.request().get(`${stats}/teams/${w.home.id}`).expect(200)).body.data as StatsTeamDTO;
    expect(team.team.roster.map((p) => p.player_id)).not.toContain(coach.membership.id);
    expect(team.team.roster.map((p) => p.player_id)).toContain(w.homePlayers[0]!.membership.id);
  });
});

describe('assistant coach and team manager', () => {
  it('are team officials listed with their role, never on the line-up', async () => {
    const w2 = await buildScoreSheetWorld({ kickoff: new Date(Date.now() + 30 * 60 * 1000), players: 2 });
    const assistant = await buildPlayer({ ...inTeam(w2.home), firstname: 'Anna', lastname: `Co-${w2.tag}`, jerseyNumber: null });
    const manager = await buildPlayer({
      ...inTeam(w2.home),
      firstname: 'Max',
      lastname: `Betreuer-${w2.tag}`,
      jerseyNumber: null,
    });
    await t.prisma.membership.update({ where: { id: assistant.membership.id }, data: { positions: ['assistant'] } });
    await t.prisma.membership.update({ where: { id: manager.membership.id }, data: { positions: ['manager'] } });
    const rep = await signInAs(t, w2.leagueRep);
    const sheet = (await rep.get(`/api/games/${w2.game.id}/sheet`).expect(200)).body.data as ScoreSheetDTO;
    expect(sheet.home.players.map((p) => p.membership_id)).not.toContain(assistant.membership.id);
    expect(sheet.home.players.map((p) => p.membership_id)).not.toContain(manager.membership.id);
    expect(sheet.home.officials.map((o) => [o.membership_id, o.position])).toEqual([
      [manager.membership.id, 'manager'],
      [assistant.membership.id, 'assistant'],
    ]);
  });
});
