// Associations and leagues as the lookups answer them (docs/product.md#areas), from the rows of
// server/domains/clubs/associations.ts.
import type { PageMeta } from '../../../shared/contract';
import type { AssociationDTO, LeagueDTO, LeagueListQuery } from '../../../shared/schemas/associations';
import type { AssociationRow } from './associations';
import type { LeagueRow } from './rows';

export function presentAssociation(a: AssociationRow): AssociationDTO {
  const named = (kind: 'league' | 'tournament') =>
    a.competitions.filter((c) => c.kind === kind).map((c) => ({ id: c.id, name: c.name }));
  return {
    id: a.id,
    name: a.name,
    abbreviation: a.abbreviation,
    country_code: a.countryCode,
    sports: a.sports.map((s) => s.sport),
    leagues: named('league'),
    tournaments: named('tournament'),
  };
}

/** The whole list in one page. */
export function presentAssociations(rows: AssociationRow[], sport: string | undefined) {
  const meta: PageMeta = {
    page: 0,
    page_size: 0,
    max_page: 0,
    filter: sport ? { sport } : {},
    order_by: 'name',
    total_results: rows.length,
  };
  return { data: rows.map(presentAssociation), meta };
}

export function presentLeague(l: LeagueRow): LeagueDTO {
  return { id: l.id, name: l.name, association: l.association, sport: l.sport, season_id: l.defaultSeasonId };
}

export function presentLeagues(query: LeagueListQuery, pageSize: number, { rows, total }: { rows: LeagueRow[]; total: number }) {
  const meta: PageMeta = {
    page: pageSize === 0 ? 0 : query.page,
    page_size: pageSize,
    max_page: pageSize === 0 ? 0 : Math.max(0, Math.ceil(total / pageSize) - 1),
    filter: {
      ...(query.whereACL ? { whereACL: query.whereACL } : {}),
      ...(query.whereAssociationID ? { whereAssociationID: query.whereAssociationID } : {}),
      ...(query.whereSportID ? { whereSportID: query.whereSportID } : {}),
    },
    order_by: 'name',
    total_results: total,
  };
  return { data: rows.map(presentLeague), meta };
}
