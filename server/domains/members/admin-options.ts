// The choices of the admin forms (create member, tags, roles, international teams, licences, advanced search),
// each limited to what the viewer's permissions reach; server/domains/members/admin-options-presenter.ts shapes the answer.
import { db } from '../../db/client';
import { isEmptyScope, clubWhere, type Access } from '../access';
import { grantableTargets } from './acl-rules';
import { internationalTeamsInScope } from './international-players';
import { licensePool } from './licenses';
import { tagsInScope } from './tags';

export type AdminOptionRows = Awaited<ReturnType<typeof adminOptions>>;

export async function adminOptions(access: Access) {
  const list = access.scope('persons.list');
  const clubsInList = clubWhere(access, 'persons.list');
  const teamScope = {
    OR: [
      { club: clubsInList },
      { id: { in: [...list.teams] } },
      { groupEntries: { some: { group: { competitionId: { in: [...list.leagues] } } } } },
    ],
  };
  const canCreate = access.permissions.includes('persons.create') && !isEmptyScope(access.scope('persons.create'));
  const [createClubs, tags, internationalTeams, pool, grantable, clubs, teams, leagues] = await Promise.all([
    canCreate
      ? db().club.findMany({
          where: clubWhere(access, 'persons.create'),
          orderBy: { name: 'asc' },
          select: { id: true, name: true, sports: { select: { sport: { select: { id: true, name: true } } } } },
        })
      : [],
    tagsInScope(access, 'persons.update'),
    internationalTeamsInScope(access, 'persons.update'),
    access.permissions.includes('referees.edit') ? licensePool(access) : [],
    access.permissions.includes('persons.update') ? grantableTargets(access) : { leagues: [], teams: [] },
    db().club.findMany({
      where: { OR: [clubsInList, { teams: { some: teamScope } }] },
      orderBy: { name: 'asc' },
      select: { id: true, name: true },
    }),
    db().team.findMany({
      where: teamScope,
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      select: { id: true, name: true, gender: true, sport: { select: { name: true } }, club: { select: { name: true } } },
    }),
    db().competition.findMany({
      where: {
        kind: 'league',
        OR: [
          { associationId: { in: [...list.associations] } },
          { id: { in: [...list.leagues] } },
          { groups: { some: { teams: { some: { team: teamScope } } } } },
        ],
      },
      orderBy: { name: 'asc' },
      select: { id: true, name: true },
    }),
  ]);
  const sports = await db().sport.findMany({
    where: { OR: [{ clubs: { some: { club: clubsInList } } }, { teams: { some: teamScope } }] },
    orderBy: { name: 'asc' },
    select: { id: true, name: true },
  });
  const editable = access.scope('persons.update').associations;
  return {
    createClubs,
    tags,
    internationalTeams: internationalTeams.filter((team) => editable.has(team.association_id)),
    pool,
    grantable,
    search: { sports, clubs, teams, leagues },
  };
}
