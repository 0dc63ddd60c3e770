// The permission matrix and the helpers the client and server share.
import { can, isAdmin, isCustomer, isPlayer, permissionsOfRoles, ROLE_MATRIX, PERMISSIONS } from './permissions';

describe('permission helpers', () => {
  it('treats anyone with a permission outside games.* as admin', () => {
    expect(isAdmin({ permissions: ['games.list'] })).toBe(false);
    expect(isAdmin({ permissions: ['games.list', 'teams.list'] })).toBe(true);
    expect(isAdmin({ permissions: [] })).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });

  it('checks against the user or a supplied list', () => {
    const user = { permissions: ['persons.list'] };
    expect(can(user, 'persons.list')).toBe(true);
    expect(can(user, 'persons.create')).toBe(false);
    expect(can(user, 'clubs.editProfile', ['clubs.editProfile'])).toBe(true);
    expect(can(user, 'persons.list', [])).toBe(false);
  });

  it('knows customers and players', () => {
    expect(isCustomer({ permissions: [], is_customer: true })).toBe(true);
    expect(isCustomer({ permissions: [] })).toBe(false);
    expect(isPlayer({ permissions: [], memberships: [] })).toBe(false);
    expect(isPlayer({ permissions: [], memberships: [null, { id: 1 }] })).toBe(true);
    expect(isPlayer({ permissions: [], memberships: { lacrosse: null } })).toBe(false);
    expect(isPlayer({ permissions: [], memberships: { lacrosse: { id: 2 } } })).toBe(true);
  });
});

describe('role matrix (docs/product.md#role-matrix)', () => {
  it('gives the association admin every permission', () => {
    expect(permissionsOfRoles(['association-leader'])).toEqual([...PERMISSIONS]);
  });

  it('keeps retirement and referee editing from region admins', () => {
    const region = permissionsOfRoles(['region-leader']);
    expect(region).not.toContain('persons.retireFromAssociation');
    expect(region).not.toContain('referees.edit');
    expect(region).toContain('players.changeClub');
    expect(ROLE_MATRIX['region-leader'].forceApprove).toBe(false);
  });

  it('lets a club representative change teams but not clubs', () => {
    const club = permissionsOfRoles(['club-leader']);
    expect(club).toContain('players.changeTeam');
    expect(club).not.toContain('players.changeClub');
    expect(ROLE_MATRIX['club-leader'].approves).toEqual(['old-club', 'new-club']);
  });

  it('makes a team manager an admin (persons.list) but a league-less game viewer is not', () => {
    expect(isAdmin({ permissions: permissionsOfRoles(['team-leader']) })).toBe(true);
    expect(permissionsOfRoles([])).toEqual([]);
  });
});
