// The players' kept season totals (docs/decisions/053-player-season-totals.md) equal a full recount of the games,
// line-ups and events after every kind of write: events added, corrected and undone, a game finished, reset,
// ruled a forfeit, moved, deleted, a membership deleted, a person erased; and the statistics answer from them.
import { buildAssociation, buildPlayer, inTeam } from '../../../test/factories';
import { addFoul, addGoal, addLineup, buildCompetition, buildGame, buildSeason, buildTeams } from '../../../test/factories-stats';
import { useTestApp } from '../../../test/app';
import type { StatsFoulsDTO, StatsPointsDTO } from '../../../shared/schemas/stats';

const t = useTestApp();

interface TotalsRow {
  competition_id: number;
  season_id: number;
  membership_id: number;
  team_id: number;
  games_played: number;
  goals: number;
  assists: number;
  technical: number;
  personal: number;
  penalty_seconds: number;
  jersey_number: string | null;
}

const kept = () =>
  t.prisma.$queryRaw<TotalsRow[]>`
    SELECT competition_id, season_id, membership_id, team_id, games_played, goals, assists, technical, personal,
           penalty_seconds, jersey_number
    FROM player_season_totals ORDER BY 1, 2, 3, 4`;

/** The statistics' statement as it was before the totals were kept: every season's games counted from scratch. */
const recount = () =>
  t.prisma.$queryRaw<TotalsRow[]>`
    WITH sg AS (
      SELECT g.id, g.competition_id, g.season_id, g.kickoff_time, g.home_team_id, g.away_team_id FROM games g
      WHERE g.finished_at IS NOT NULL AND g.outcome IS DISTINCT FROM 'forfeit'
    ), ev AS (
      SELECT e.game_id, sg.competition_id, sg.season_id, e.type, e.membership_id, e.assist_membership_id, e.foul_kind,
             e.penalty_seconds, e.jersey_number,
             coalesce(e.team_id, CASE WHEN e.away_team THEN sg.away_team_id ELSE sg.home_team_id END) AS team_id, sg.kickoff_time
      FROM game_events e JOIN sg ON sg.id = e.game_id
      WHERE e.type IN ('goal', 'foul')
    ), credits AS (
      SELECT game_id, competition_id, season_id, membership_id AS mid, team_id, jersey_number, kickoff_time,
             (type = 'goal')::int AS goals, 0 AS assists,
             (type = 'foul' AND foul_kind = 'technical')::int AS technical,
             (type = 'foul' AND foul_kind = 'personal')::int AS personal,
             CASE WHEN type = 'foul' THEN coalesce(penalty_seconds, 0) ELSE 0 END AS timeout
      FROM ev WHERE membership_id IS NOT NULL
      UNION ALL
      SELECT game_id, competition_id, season_id, assist_membership_id, team_id, NULL, kickoff_time, 0, 1, 0, 0, 0
      FROM ev WHERE type = 'goal' AND assist_membership_id IS NOT NULL
    ), appearances AS (
      SELECT l.game_id, sg.competition_id, sg.season_id, l.membership_id AS mid, l.team_id, l.jersey_number, sg.kickoff_time
      FROM game_lineups l JOIN sg ON sg.id = l.game_id
      UNION ALL
      SELECT game_id, competition_id, season_id, mid, team_id, jersey_number, kickoff_time FROM credits
    ), played AS (
      SELECT competition_id, season_id, mid, team_id, count(DISTINCT game_id)::int AS games_played,
             (array_agg(jersey_number ORDER BY kickoff_time DESC) FILTER (WHERE jersey_number IS NOT NULL))[1] AS jersey
      FROM appearances GROUP BY competition_id, season_id, mid, team_id
    ), totals AS (
      SELECT competition_id, season_id, mid, team_id, sum(goals)::int AS goals, sum(assists)::int AS assists,
             sum(technical)::int AS technical, sum(personal)::int AS personal, sum(timeout)::int AS timeout
      FROM credits GROUP BY competition_id, season_id, mid, team_id
    )
    SELECT p.competition_id, p.season_id, p.mid AS membership_id, p.team_id, p.games_played,
           coalesce(x.goals, 0) AS goals, coalesce(x.assists, 0) AS assists, coalesce(x.technical, 0) AS technical,
           coalesce(x.personal, 0) AS personal, coalesce(x.timeout, 0) AS penalty_seconds, p.jersey AS jersey_number
    FROM played p
    LEFT JOIN totals x ON x.competition_id = p.competition_id AND x.season_id = p.season_id AND x.mid = p.mid
      AND x.team_id = p.team_id
    ORDER BY 1, 2, 3, 4`;

async function expectKeptEqualsRecount(): Promise<TotalsRow[]> {
  const [k, r] = await Promise.all([kept(), recount()]);
  expect(k).toEqual(r);
  return k;
}

describe('kept player season totals', () => {
  it('equal a full recount after each write to games, line-ups and events', async () => {
    const association = await buildAssociation();
    const season = await buildSeason();
    const other = await buildSeason({ startsOn: '2025-08-01', endsOn: '2026-07-31' });
    const league = await buildCompetition({ associationId: association.id, defaultSeasonId: season.id });
    const [A, B] = await buildTeams(association.id, ['Adler', 'Bären']);
    const { membership: a1 } = await buildPlayer({ ...inTeam(A!), firstname: 'Anna', lastname: 'Alt', jerseyNumber: '7' });
    const { membership: a2 } = await buildPlayer({ ...inTeam(A!), firstname: 'Berta', lastname: 'Bach', jerseyNumber: '10' });
    const { membership: b1, person: pb1 } = await buildPlayer({
      ...inTeam(B!),
      firstname: 'Emil',
      lastname: 'Eck',
      jerseyNumber: '9',
    });
    const { membership: b2 } = await buildPlayer({ ...inTeam(B!), firstname: 'Fritz', lastname: 'Fuchs', jerseyNumber: '11' });
    const base = { competitionId: league.id, seasonId: season.id };
    const home = (gameId: number) => ({ gameId, teamId: A!.id, away: false });
    const away = (gameId: number) => ({ gameId, teamId: B!.id, away: true });

    // A finished game: line-ups, goals with and without assists, fouls of both kinds.
    const g1 = await buildGame({ ...base, home: A!, away: B!, kickoff: '2026-09-05T14:00:00Z' });
    await addLineup(g1.id, A!.id, [a1, a2]);
    await addLineup(g1.id, B!.id, [b1]);
    const goal = await addGoal({ ...home(g1.id), time: 100, scorer: a1, assist: a2 });
    await addFoul({ ...away(g1.id), time: 200, player: b1, kind: 'technical', seconds: 120 });
    const foul = await addFoul({ ...away(g1.id), time: 300, player: b2, kind: 'personal', seconds: 60 });
    // A shootout attempt credits nobody.
    await t.prisma.gameEvent.create({
      data: { gameId: g1.id, type: 'shootout', eventTime: 3700, teamId: A!.id, membershipId: a2.id, scored: true },
    });
    const first = await expectKeptEqualsRecount();
    expect(first.find((r) => r.membership_id === a1.id)).toMatchObject({ games_played: 1, goals: 1, assists: 0 });
    expect(first.find((r) => r.membership_id === a2.id)).toMatchObject({ goals: 0, assists: 1 });
    expect(first.find((r) => r.membership_id === b2.id)).toMatchObject({ games_played: 1, personal: 1, penalty_seconds: 60 });

    // Corrections: another scorer, another foul kind and time; an undo.
    await t.prisma.gameEvent.update({
      where: { id: goal.id },
      data: { membershipId: a2.id, assistMembershipId: a1.id, jerseyNumber: '10' },
    });
    await t.prisma.gameEvent.update({ where: { id: foul.id }, data: { foulKind: 'technical', penaltySeconds: 300 } });
    await expectKeptEqualsRecount();
    await t.prisma.gameEvent.delete({ where: { id: foul.id } });
    expect((await expectKeptEqualsRecount()).some((r) => r.membership_id === b2.id)).toBe(false);

    // A live game counts once it is finished.
    const g2 = await buildGame({ ...base, home: B!, away: A!, state: 'live', kickoff: '2026-09-12T14:00:00Z' });
    await addLineup(g2.id, A!.id, [{ ...a1, jerseyNumber: '17' }]);
    await addGoal({ ...away(g2.id), teamId: A!.id, time: 100, scorer: { ...a1, jerseyNumber: '17' } });
    await addFoul({ gameId: g2.id, teamId: B!.id, away: false, time: 150, player: b1, kind: 'personal', seconds: 120 });
    expect((await expectKeptEqualsRecount()).find((r) => r.membership_id === a1.id)).toMatchObject({ games_played: 1 });
    await t.prisma.game.update({ where: { id: g2.id }, data: { finishedAt: new Date('2026-09-12T16:00:00Z') } });
    expect((await expectKeptEqualsRecount()).find((r) => r.membership_id === a1.id)).toMatchObject({
      games_played: 2,
      jersey_number: '17',
    });

    // A reset: the game's events and line-ups go, it is no longer finished.
    await t.prisma.$transaction([
      t.prisma.gameEvent.deleteMany({ where: { gameId: g2.id } }),
      t.prisma.gameLineup.deleteMany({ where: { gameId: g2.id } }),
      t.prisma.game.update({ where: { id: g2.id }, data: { startedAt: null, finishedAt: null } }),
    ]);
    expect((await expectKeptEqualsRecount()).find((r) => r.membership_id === a1.id)).toMatchObject({ games_played: 1 });

    // A forfeit is a ruling: its events count for nobody; lifting it counts them again.
    await t.prisma.game.update({ where: { id: g1.id }, data: { outcome: 'forfeit', forfeitSide: 'away' } });
    expect(await expectKeptEqualsRecount()).toEqual([]);
    await t.prisma.game.update({ where: { id: g1.id }, data: { outcome: null, forfeitSide: null } });
    expect((await expectKeptEqualsRecount()).length).toBeGreaterThan(0);

    // Moved to another season, its kickoff changed, then deleted.
    const g3 = await buildGame({ ...base, home: A!, away: B!, kickoff: '2026-10-01T14:00:00Z' });
    await addLineup(g3.id, A!.id, [{ ...a1, jerseyNumber: '70' }]);
    await t.prisma.game.update({ where: { id: g3.id }, data: { seasonId: other.id } });
    await expectKeptEqualsRecount();
    await t.prisma.game.update({
      where: { id: g3.id },
      data: { seasonId: season.id, kickoffTime: new Date('2026-08-01T14:00:00Z') },
    });
    expect((await expectKeptEqualsRecount()).find((r) => r.membership_id === a1.id)).toMatchObject({ jersey_number: '7' });
    await t.prisma.game.delete({ where: { id: g3.id } });
    await expectKeptEqualsRecount();

    // An erased person keeps their statistics, anonymous; a deleted membership leaves none.
    await t.prisma.person.update({ where: { id: pb1.id }, data: { firstname: '', lastname: '', erasedAt: new Date() } });
    const fouls = await t.agent().get(`/api/stats/leagues/${league.id}/fouls`).expect(200);
    expect((fouls.body.data as StatsFoulsDTO).players.map((r) => [r.player_id, r.erased, r.technical_count])).toEqual([
      [b1.id, true, 1],
    ]);
    await t.prisma.membership.delete({ where: { id: a2.id } });
    const rows = await expectKeptEqualsRecount();
    expect(rows.some((r) => r.membership_id === a2.id)).toBe(false);
    const points = await t.agent().get(`/api/stats/leagues/${league.id}/points`).expect(200);
    expect((points.body.data as StatsPointsDTO).players.map((r) => [r.player_id, r.games_played, r.goals, r.assists])).toEqual([
      [a1.id, 1, 0, 1],
      [b1.id, 1, 0, 0],
    ]);
  });

  it('never count a team official', async () => {
    const association = await buildAssociation();
    const season = await buildSeason();
    const league = await buildCompetition({ associationId: association.id, defaultSeasonId: season.id });
    const [A, B] = await buildTeams(association.id, ['Clowns', 'Dachse']);
    const { membership: coach } = await buildPlayer({ ...inTeam(A!), firstname: 'Carl', lastname: 'Coach', jerseyNumber: null });
    await t.prisma.membership.update({ where: { id: coach.id }, data: { positions: ['coach'] } });
    const { membership: p } = await buildPlayer({ ...inTeam(A!), firstname: 'Paul', lastname: 'Play', jerseyNumber: '4' });
    const g = await buildGame({ competitionId: league.id, seasonId: season.id, home: A!, away: B! });
    await addLineup(g.id, A!.id, [coach, p]);
    await addGoal({ gameId: g.id, teamId: A!.id, away: false, time: 10, scorer: coach, assist: p });
    await expectKeptEqualsRecount();
    const points = await t.agent().get(`/api/stats/leagues/${league.id}/points`).expect(200);
    expect((points.body.data as StatsPointsDTO).players.map((r) => r.player_id)).toEqual([p.id]);
  });
});
