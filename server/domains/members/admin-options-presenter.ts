// The choices of the admin forms (GET /api/admin/options) from the rows server/domains/members/admin-options.ts loaded.
import type { AdminOptionsDTO } from '../../../shared/schemas/admin';
import type { AdminOptionRows } from './admin-options';

const named = ({ id, name }: { id: number; name: string }) => ({ id, name });

export function presentAdminOptions(o: AdminOptionRows): AdminOptionsDTO {
  return {
    create_clubs: o.createClubs.map((c) => ({ id: c.id, name: c.name, sports: c.sports.map((s) => named(s.sport)) })),
    tags: o.tags.map(named),
    international_teams: o.internationalTeams.map(({ id, name, country_code, sport }) => ({ id, name, country_code, sport })),
    license_pool: o.pool,
    grantable: o.grantable,
    search: {
      sports: o.search.sports.map(named),
      clubs: o.search.clubs.map(named),
      teams: o.search.teams.map((t) => ({ id: t.id, name: t.name, gender: t.gender, sport: t.sport.name, club: t.club.name })),
      leagues: o.search.leagues.map(named),
    },
  };
}
