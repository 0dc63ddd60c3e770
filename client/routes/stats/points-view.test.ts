// The points table's view (points-view.ts): a served page's embedded first view draws exactly what the whole answer
// draws, and the whole answer serves every other view.
import type { PointsRecordDTO, StatsPointsDTO } from '../../../shared/schemas/stats';
import { FIRST_ROWS } from '../../ui/stats/row-limit';
import { abridgePoints, FIRST_VIEW, foldName, pointsView, servedPointsView, type PointsFilter } from './points-view';

const TEAMS = ['Berlin Bears', 'Hamburg Warriors', 'Köln Raptors', 'Aachen Ravens'];
const player = (i: number): PointsRecordDTO =>
  ({
    rank: i + 1,
    player_id: i,
    team_id: i % TEAMS.length,
    team: TEAMS[i % TEAMS.length],
    name: i === 70 ? 'Jürgen Müller' : `Spieler ${i}`,
    jersey_number: String(i % 99),
    games_played: 10,
    goals: Math.max(0, 200 - i),
    assists: 0,
    points: Math.max(0, 200 - i),
    erased: false,
  }) as unknown as PointsRecordDTO;
// 200 scorers and 60 without points.
const answer = { has_live: false, players: Array.from({ length: 260 }, (_, i) => player(i)) } as unknown as StatsPointsDTO;
const asIs = (name: string) => name;

describe('the points table’s view', () => {
  it('embeds the first view: 50 scorers, the figures about the rest, the teams by name', () => {
    const served = abridgePoints(answer);
    expect(served.players).toHaveLength(FIRST_ROWS);
    expect(served.abridged).toEqual({
      total: 260,
      rest: 150,
      hidden: 60,
      teams: ['Aachen Ravens', 'Berlin Bears', 'Hamburg Warriors', 'Köln Raptors'].map((label) => ({
        value: String(TEAMS.indexOf(label)),
        label,
      })),
    });
    expect(servedPointsView(served, FIRST_VIEW, asIs)).toEqual(pointsView(answer.players, FIRST_VIEW, asIs));
  });

  it('answers a search, a team and "show all" from the whole answer, players without points included', () => {
    const search: PointsFilter = { ...FIRST_VIEW, needle: foldName('MULLER') };
    expect(pointsView(answer.players, search, asIs).shown.map((p) => p.name)).toEqual(['Jürgen Müller']);
    const team: PointsFilter = { ...FIRST_VIEW, teamId: '1', limit: Infinity };
    const ofTeam = pointsView(answer.players, team, asIs).shown;
    expect(ofTeam).toHaveLength(65);
    expect(ofTeam.some((p) => p.points === 0)).toBe(true);
    const all = pointsView(answer.players, { ...FIRST_VIEW, showAll: true, limit: Infinity }, asIs);
    expect(all.shown).toHaveLength(260);
    expect(all.rest).toBe(0);
  });

  it('keeps the first view while an abridged answer waits for the whole one', () => {
    const served = abridgePoints(answer);
    const more = servedPointsView(served, { ...FIRST_VIEW, limit: 150 }, asIs);
    expect(more.shown).toEqual(served.players);
  });
});
