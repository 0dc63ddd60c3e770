// Reading the association and league lookups (docs/product.md#areas): associations by sport with their leagues and
// tournaments, and leagues by association, sport or the caller's leagues.list scope.
import type { LeagueListQuery } from '../../../shared/schemas/associations';
import { db } from '../../db/client';
import type { Prisma } from '../../db/generated/client';
import { requirePermission, leagueWhere, type Access } from '../access';
import { LEAGUE_SELECT, SPORT_SELECT } from './rows';

/** Every association, or those offering the sport with this key (an unknown key finds none). */
export async function listAssociations(sportKey: string | undefined) {
  const sport = sportKey ? { sport: { key: sportKey } } : {};
  return db().association.findMany({
    where: sportKey ? { sports: { some: sport } } : {},
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    select: {
      id: true,
      name: true,
      abbreviation: true,
      countryCode: true,
      sports: { where: sport, select: { sport: { select: SPORT_SELECT } }, orderBy: { sportId: 'asc' } },
      competitions: { where: sport, select: { id: true, name: true, kind: true }, orderBy: [{ name: 'asc' }, { id: 'asc' }] },
    },
  });
}
export type AssociationRow = Awaited<ReturnType<typeof listAssociations>>[number];

/** One page of the leagues (page size 0: all) and how many match. */
export async function listLeagues(access: Access, query: LeagueListQuery, pageSize: number) {
  const and: Prisma.CompetitionWhereInput[] = [{ kind: 'league' }];
  if (query.whereAssociationID) and.push({ associationId: query.whereAssociationID });
  if (query.whereSportID) and.push({ sportId: query.whereSportID });
  if (query.whereACL) {
    requirePermission(access, query.whereACL);
    and.push(leagueWhere(access, query.whereACL));
  }
  const where = { AND: and };
  const [total, rows] = await Promise.all([
    db().competition.count({ where }),
    db().competition.findMany({
      where,
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      skip: pageSize === 0 ? 0 : query.page * pageSize,
      take: pageSize === 0 ? undefined : pageSize,
      select: LEAGUE_SELECT,
    }),
  ]);
  return { rows, total };
}
