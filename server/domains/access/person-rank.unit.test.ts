// Which role covers which: an editor's role must give at least what the person's role gives.
import { ROLES } from '../../../shared/permissions';
import { roleDominates } from './person-rank';

describe('roleDominates', () => {
  it('every role covers itself', () => {
    for (const role of ROLES) expect(roleDominates(role, role)).toBe(true);
  });

  it('the customer outranks the association admin, not the other way round', () => {
    expect(roleDominates('customer', 'association-leader')).toBe(true);
    expect(roleDominates('association-leader', 'customer')).toBe(false);
  });

  it('a club representative covers neither an association admin nor a customer nor a league representative', () => {
    for (const role of ['association-leader', 'customer', 'region-leader', 'league-leader'] as const) {
      expect({ role, covered: roleDominates('club-leader', role) }).toEqual({ role, covered: false });
    }
    // A team manager lists games (games.list), a club representative does not: "other rights" count too.
    expect(roleDominates('club-leader', 'team-leader')).toBe(false);
    expect(roleDominates('association-leader', 'team-leader')).toBe(true);
  });

  it("a region admin lacks a club representative's approvals", () => {
    expect(roleDominates('region-leader', 'club-leader')).toBe(false);
    expect(roleDominates('association-leader', 'club-leader')).toBe(true);
  });
});
