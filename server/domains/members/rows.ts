// The reads behind a person's details (admin area): everything the presenter (server/domains/members/person-presenter.ts) needs,
// limited to what one viewer sees (docs/product.md#member-details; server/domains/members/person-view-policy.ts).
import { db } from '../../db/client';
import type { Prisma } from '../../db/generated/client';
import { aclRuleInViewWhere, inScopeAssociationsSql, scopeAssociationWhere } from './person-view-policy';
import { currentMembership, membershipInScope, currentMembershipSql, type Scope, pendingEmailOf } from '../access';
import { licenseSelect } from './licenses-rows';
import { notFound } from '../../errors';

/** A row of the member list (server/domains/members/person-list.sql.ts reads it in SQL, the players list through Prisma). */
export const listSelect = {
  id: true,
  firstname: true,
  lastname: true,
  gender: true,
  birthdate: true,
  email: true,
  avatarId: true,
  avatarHidden: true,
  createdAt: true,
  memberships: {
    where: currentMembership(),
    orderBy: { id: 'asc' as const },
    select: {
      id: true,
      jerseyNumber: true,
      isAlumni: true,
      club: { select: { id: true, name: true } },
      team: { select: { id: true, name: true } },
      sport: { select: { id: true, name: true } },
    },
  },
  internationalPlayers: { select: { internationalTeam: { select: { countryCode: true } } } },
  tags: { orderBy: { tag: { name: 'asc' as const } }, select: { tag: { select: { id: true, name: true } } } },
  aclRules: {
    orderBy: { id: 'asc' as const },
    select: {
      role: true,
      association: { select: { name: true } },
      regionRef: { select: { name: true } },
      competition: { select: { name: true } },
      club: { select: { name: true } },
      team: { select: { name: true } },
    },
  },
} satisfies Prisma.PersonSelect;

export type ListRow = Prisma.PersonGetPayload<{ select: typeof listSelect }>;

/** The person's roles whose target lies in the viewer's associations. */
export const loadAclRules = (personId: number, view: Scope) =>
  db().aclRule.findMany({
    where: { personId, ...aclRuleInViewWhere(view) },
    orderBy: { id: 'asc' },
    include: {
      association: { select: { name: true } },
      regionRef: { select: { name: true } },
      competition: { select: { name: true } },
      club: { select: { name: true } },
      team: { select: { name: true, gender: true } },
    },
  });
export type AclRuleRow = Awaited<ReturnType<typeof loadAclRules>>[number];

/** The person's current memberships in clubs of the viewer's scope, with the subscriptions of their associations. */
async function loadMemberships(personId: number, view: Scope) {
  const rows = await db().membership.findMany({
    where: { personId, AND: [currentMembership(), membershipInScope(view)] },
    orderBy: { id: 'asc' },
    include: {
      sport: { select: { id: true, name: true } },
      club: {
        select: {
          id: true,
          name: true,
          associationId: true,
          logoId: true,
          sports: { orderBy: { sportId: 'asc' }, select: { sport: { select: { id: true, name: true } } } },
        },
      },
      team: {
        select: {
          id: true,
          name: true,
          localName: true,
          gender: true,
          sport: { select: { id: true, name: true } },
          groupEntries: {
            where: { group: { competition: { kind: 'league' } } },
            select: { group: { select: { seasonId: true, competition: { select: { name: true, defaultSeasonId: true } } } } },
          },
        },
      },
      subscription: { select: { id: true, name: true } },
      processes: { where: { status: 'open' }, select: { id: true, type: true }, take: 1 },
    },
  });
  const subscriptions = await db().subscription.findMany({
    where: { associationId: { in: [...new Set(rows.map((m) => m.club.associationId))] } },
    orderBy: { name: 'asc' },
    select: { id: true, name: true, associationId: true, sportId: true, availableIntervals: true },
  });
  return { rows, subscriptions };
}
export type MembershipRows = Awaited<ReturnType<typeof loadMemberships>>;

async function loadPerson(personId: number, view: Scope) {
  const association = scopeAssociationWhere(view);
  return db().person.findUnique({
    where: { id: personId },
    include: {
      tags: {
        where: { tag: { association } },
        orderBy: { tag: { name: 'asc' } },
        select: { tag: { select: { id: true, name: true } } },
      },
      internationalPlayers: {
        where: { internationalTeam: { association } },
        orderBy: { id: 'asc' },
        include: { internationalTeam: { include: { sport: { select: { id: true, name: true } } } } },
      },
      licenses: {
        where: { license: { association } },
        orderBy: { id: 'asc' },
        include: { license: { select: licenseSelect } },
      },
    },
  });
}

/** Associations the person belongs to (memberships, licences, tags, national teams), within the viewer's scope. */
const loadAssociations = (personId: number, view: Scope) =>
  db().$queryRaw<{ id: number; name: string; abbreviation: string }[]>`
    SELECT a.id, a.name, a.abbreviation FROM associations a WHERE a.id IN (
      SELECT c.association_id FROM memberships m JOIN clubs c ON c.id = m.club_id
        WHERE m.person_id = ${personId} AND ${currentMembershipSql()}
      UNION SELECT l.association_id FROM person_licenses pl JOIN licenses l ON l.id = pl.license_id WHERE pl.person_id = ${personId}
      UNION SELECT t.association_id FROM person_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.person_id = ${personId}
      UNION SELECT it.association_id FROM international_players ip
        JOIN international_teams it ON it.id = ip.international_team_id WHERE ip.person_id = ${personId}
    ) AND ${inScopeAssociationsSql(view, 'a.id')} ORDER BY a.name`;

/** A person's details as one viewer (`view`: the scope of persons.list) may see them; null for an unknown person. */
/** Everything the details page shows of a person in the viewer's scope; 404 outside it. */
export async function loadPersonDetails(personId: number, view: Scope) {
  const person = await loadPerson(personId, view);
  if (!person) throw notFound('Person');
  const [aclRules, memberships, pendingEmail, associations] = await Promise.all([
    loadAclRules(personId, view),
    loadMemberships(personId, view),
    pendingEmailOf(personId),
    loadAssociations(personId, view),
  ]);
  return { person, aclRules, memberships, pendingEmail, associations };
}
export type PersonDetailsRows = NonNullable<Awaited<ReturnType<typeof loadPersonDetails>>>;
