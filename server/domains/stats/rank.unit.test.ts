// The ranking rules on their own: tie-breaks down to a head-to-head mini table of three teams, and shared ranks.
import { rankStandings, withRanks, type TeamTotals } from './rank';

const team = (teamId: number, teamName: string, points: number, own: number, enemy: number): TeamTotals => ({
  teamId,
  teamName,
  played: 0,
  won: 0,
  tied: 0,
  lost: 0,
  own,
  enemy,
  points,
});

describe('rankStandings', () => {
  it('separates three level teams by the points of their games against each other only', () => {
    // A, B, C: 6 points, 10:8 each. Among themselves: C beat A and B (4 points), A beat B (2), B nothing.
    // D is level on points but behind on goal difference; their games against D do not count in the mini table.
    const teams = [team(1, 'A', 6, 10, 8), team(2, 'B', 6, 10, 8), team(3, 'C', 6, 10, 8), team(4, 'D', 6, 9, 9)];
    const pairs = [
      { teamId: 3, oppId: 1, points: 2 },
      { teamId: 3, oppId: 2, points: 2 },
      { teamId: 1, oppId: 2, points: 2 },
      { teamId: 2, oppId: 4, points: 4 },
    ];
    expect(rankStandings(teams, pairs).map((t) => [t.rank, t.teamName])).toEqual([
      [1, 'C'],
      [2, 'A'],
      [3, 'B'],
      [4, 'D'],
    ]);
  });

  it('gives teams level on everything one rank and lists them by name', () => {
    const teams = [team(1, 'Zebras', 3, 5, 5), team(2, 'Adler', 3, 5, 5), team(3, 'Möwen', 1, 2, 6)];
    const pairs = [
      { teamId: 1, oppId: 2, points: 1 },
      { teamId: 2, oppId: 1, points: 1 },
    ];
    expect(rankStandings(teams, pairs).map((t) => [t.rank, t.teamName])).toEqual([
      [1, 'Adler'],
      [1, 'Zebras'],
      [3, 'Möwen'],
    ]);
  });
});

describe('withRanks', () => {
  it('numbers 1, 2, 2, 4', () => {
    const ranked = withRanks([{ p: 5 }, { p: 3 }, { p: 3 }, { p: 1 }], (a, b) => a.p === b.p);
    expect(ranked.map((x) => x.rank)).toEqual([1, 2, 2, 4]);
  });
});
