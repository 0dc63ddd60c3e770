// Scopes: a permission holds on its rule's target and below it.
import { buildAccess, type ResolvedRule } from './access';
import { coversClub, coversTeam } from './scope';

const rule = (over: Partial<ResolvedRule>): ResolvedRule => ({
  id: 1,
  role: 'club-leader',
  target: 'club',
  targetId: 10,
  targetName: null,
  revocable: false,
  meta: {},
  ...over,
});

const club = (id: number, associationId = 1, regionId: number | null = null) => ({ id, associationId, regionId });

describe('scopes', () => {
  it('limits a club representative to their club', () => {
    const access = buildAccess(5, [rule({})]);
    expect(coversClub(access, 'persons.list', club(10))).toBe(true);
    expect(coversClub(access, 'persons.list', club(11))).toBe(false);
    expect(coversClub(access, 'players.changeClub', club(10))).toBe(false);
  });

  it('lets an association admin act on every club of the association only', () => {
    const access = buildAccess(5, [rule({ role: 'association-leader', target: 'association', targetId: 1 })]);
    expect(coversClub(access, 'persons.update', club(10, 1))).toBe(true);
    expect(coversClub(access, 'persons.update', club(20, 2))).toBe(false);
  });

  it('lets a region admin act on the clubs of the region', () => {
    const access = buildAccess(5, [rule({ role: 'region-leader', target: 'region', targetId: 7 })]);
    expect(coversClub(access, 'persons.list', club(10, 1, 7))).toBe(true);
    expect(coversClub(access, 'persons.list', club(11, 1, 8))).toBe(false);
    expect(coversClub(access, 'persons.retireFromAssociation', club(10, 1, 7))).toBe(false);
  });

  it('reaches teams through their league or directly', () => {
    const league = buildAccess(5, [rule({ role: 'league-leader', target: 'league', targetId: 3 })]);
    expect(coversTeam(league, 'teams.list', { id: 100, club: club(10), competitionIds: [3] })).toBe(true);
    expect(coversTeam(league, 'teams.list', { id: 101, club: club(10), competitionIds: [4] })).toBe(false);
    const manager = buildAccess(5, [rule({ role: 'team-leader', target: 'team', targetId: 100 })]);
    expect(coversTeam(manager, 'players.edit', { id: 100, club: club(10), competitionIds: [] })).toBe(true);
    expect(coversTeam(manager, 'players.edit', { id: 102, club: club(10), competitionIds: [] })).toBe(false);
  });

  it('ignores a rule whose target does not fit its role', () => {
    const access = buildAccess(5, [rule({ role: 'association-leader', target: 'club', targetId: 10 })]);
    expect(access.permissions).toEqual([]);
  });
});
