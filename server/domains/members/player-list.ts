// GET /api/players: the current memberships in the viewer's scope (persons.list, or whereACL), each with its person;
// q and rql filter the persons as in the member list. Tags and role labels are read only when asked for (include),
// and only those of the scope's associations (server/domains/members/person-view-policy.ts).
import type { PlayerListQuery } from '../../../shared/schemas/persons';
import { db } from '../../db/client';
import type { Prisma } from '../../db/generated/client';
import { aclRuleInViewWhere, scopeAssociationWhere } from './person-view-policy';
import { currentMembership, membershipInScope, requirePermission, type Access, type Scope } from '../access';
import { listSelect } from './rows';
import type { PageMeta } from '../../../shared/contract';
import { assertListable, pageMeta, pagingOf, quickSearchWhere, searchOf } from './person-search.sql';
import { rqlWhere } from './rql.sql';

export const playerListSelect = {
  id: true,
  jerseyNumber: true,
  positions: true,
  isAlumni: true,
  person: { select: { id: true, firstname: true, lastname: true, gender: true, avatarId: true, avatarHidden: true } },
  club: { select: { id: true, name: true } },
  team: { select: { id: true, name: true } },
  sport: { select: { id: true, name: true } },
} satisfies Prisma.MembershipSelect;
export type PlayerListRow = Prisma.MembershipGetPayload<{ select: typeof playerListSelect }>;

const extrasSelect = { id: true, tags: listSelect.tags, aclRules: listSelect.aclRules } satisfies Prisma.PersonSelect;
/** A person's tags and ACL rules, for include=tags / include=aclLabels. */
export type PlayerExtras = Prisma.PersonGetPayload<{ select: typeof extrasSelect }>;

/** extrasSelect limited to the tags and roles of the scope's associations. */
function extrasSelectIn(view: Scope) {
  return {
    ...extrasSelect,
    tags: { ...listSelect.tags, where: { tag: { association: scopeAssociationWhere(view) } } },
    aclRules: { ...listSelect.aclRules, where: aclRuleInViewWhere(view) },
  } satisfies Prisma.PersonSelect;
}

/** By the person as in the member list, then the membership. */
function playerOrder(query: Pick<PlayerListQuery, 'order_by' | 'order_by_desc'>): Prisma.MembershipOrderByWithRelationInput[] {
  const dir = query.order_by_desc ? ('desc' as const) : ('asc' as const);
  const person: Prisma.MembershipOrderByWithRelationInput[] =
    query.order_by === 'persons.created_at'
      ? [{ person: { createdAt: dir } }]
      : [{ person: { lastname: dir } }, { person: { firstname: dir } }];
  return [...person, { personId: dir }, { id: dir }];
}

/** One page of current memberships with their persons' tags and roles when `include` asks for them. */
export async function listPlayers(
  access: Access,
  query: PlayerListQuery,
  include: Set<string>,
): Promise<{ rows: PlayerListRow[]; extras: Map<number, PlayerExtras>; meta: PageMeta }> {
  const { permission, terms, q } = searchOf(query);
  requirePermission(access, permission);
  const where: Prisma.MembershipWhereInput = {
    AND: [
      currentMembership(),
      membershipInScope(access.scope(permission)),
      { person: { AND: [quickSearchWhere(q), rqlWhere(terms, access.scope(permission))] } },
    ],
  };
  const paging = pagingOf(query);
  const total = await db().membership.count({ where });
  assertListable(paging, total);
  const rows = await db().membership.findMany({
    where,
    orderBy: playerOrder(query),
    skip: paging.skip,
    take: paging.take,
    select: playerListSelect,
  });
  const extras = new Map<number, PlayerExtras>();
  if (include.has('tags') || include.has('aclLabels')) {
    const persons = await db().person.findMany({
      where: { id: { in: [...new Set(rows.map((m) => m.person.id))] } },
      select: extrasSelectIn(access.scope(permission)),
    });
    for (const p of persons) extras.set(p.id, p);
  }
  return {
    rows,
    extras,
    meta: pageMeta(paging, total, { rql: query.rql ?? null, q: q ?? null }, query.order_by),
  };
}
