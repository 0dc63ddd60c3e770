// A person's history: the audit entries about them, and periods (memberships, teams, licences, international
// teams, subscriptions) that the history page groups by association, sport, international sport, subscription or licence.
// Both as one viewer sees them: `view` is the viewer's persons.list scope, and what the person did or
// holds in another association stays out (server/domains/members/person-view-policy.ts).
import { db } from '../../db/client';
import { Prisma } from '../../db/generated/client';
import { aclRuleInViewSql, inScopeAssociationsSql, membershipInViewSql, scopeAssociationWhere } from './person-view-policy';
import { membershipInScope, type Scope } from '../access';
import { entryNames } from './history-names.sql';

const HISTORY_LIMIT = 200;
const CLUB_NAMES = { select: { name: true, association: { select: { abbreviation: true } } } } as const;

/**
 * Which audit entries (alias `a`) a viewer sees: an entry about a membership, process, role, tag, licence, national
 * team, club or terms shows when that thing lies in the viewer's scope (a membership of a club in it; the rest by
 * its association); a revoked role by the association its entry recorded. Entries about the person alone (their
 * data, password, picture) always show. An entry whose thing is gone and left no association does not.
 */
export function entryInViewSql(view: Scope, { perEntry = false }: { perEntry?: boolean } = {}): Prisma.Sql {
  const inView = (column: string) => inScopeAssociationsSql(view, column);
  // perEntry: each entry's thing looked up by its id (the audit log walks few entries of many); without the fence
  // PostgreSQL may hash every membership in scope first, which pays only for one person's whole history.
  const fence = perEntry ? Prisma.sql` OFFSET 0` : Prisma.empty;
  return Prisma.sql`CASE a.entity
    WHEN 'membership' THEN EXISTS (SELECT 1 FROM memberships m JOIN clubs c ON c.id = m.club_id
      WHERE m.id = a.entity_id AND ${membershipInViewSql(view)}${fence})
    WHEN 'process' THEN EXISTS (SELECT 1 FROM processes pr WHERE pr.id = a.entity_id AND ${inView('pr.association_id')}${fence})
    WHEN 'acl_rule' THEN coalesce(
      (SELECT ${aclRuleInViewSql(view)} FROM acl_rules r WHERE r.id = a.entity_id),
      CASE WHEN (a.data->>'association_id') ~ '^[0-9]{1,9}$' THEN ${inView(`(a.data->>'association_id')::int`)} END)
    WHEN 'tag' THEN EXISTS (SELECT 1 FROM tags t WHERE t.id = a.entity_id AND ${inView('t.association_id')}${fence})
    WHEN 'license' THEN EXISTS (SELECT 1 FROM licenses l WHERE l.id = a.entity_id AND ${inView('l.association_id')}${fence})
    WHEN 'international_team' THEN EXISTS (SELECT 1 FROM international_teams it
      WHERE it.id = a.entity_id AND ${inView('it.association_id')}${fence})
    WHEN 'club' THEN EXISTS (SELECT 1 FROM clubs cl WHERE cl.id = a.entity_id AND ${inView('cl.association_id')}${fence})
    WHEN 'club_field' THEN EXISTS (SELECT 1 FROM club_fields f JOIN clubs cl ON cl.id = f.club_id
      WHERE f.id = a.entity_id AND ${inView('cl.association_id')}${fence})
    WHEN 'term_version' THEN EXISTS (SELECT 1 FROM term_versions v JOIN terms te ON te.id = v.term_id
      LEFT JOIN clubs cl ON cl.id = te.club_id
      WHERE v.id = a.entity_id AND ${inView('coalesce(te.association_id, cl.association_id)')}${fence})
    ELSE TRUE
  END`;
}

/** The newest audit entries about the person that the viewer sees, with the names of the ids their data records. */
export async function historyEntries(personId: number, view: Scope) {
  const visible = await db().$queryRaw<{ id: number }[]>`
    SELECT a.id FROM audit_entries a WHERE a.subject_id = ${personId} AND ${entryInViewSql(view)}
    ORDER BY a.created_at DESC, a.id DESC LIMIT ${HISTORY_LIMIT}`;
  const rows = await db().auditEntry.findMany({
    where: { id: { in: visible.map((r) => r.id) } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: HISTORY_LIMIT,
    select: {
      id: true,
      action: true,
      entity: true,
      entityId: true,
      data: true,
      createdAt: true,
      actor: { select: { id: true, firstname: true, lastname: true } },
    },
  });
  const names = await entryNames(rows.map((r) => r.data));
  return { rows, names };
}
export type HistoryEntryRows = Awaited<ReturnType<typeof historyEntries>>;

/** The person's memberships (with their recorded periods and teams), licences and national teams in the view. */
export async function historyPeriods(personId: number, view: Scope) {
  const association = scopeAssociationWhere(view);
  const [memberships, licenses, internationals] = await Promise.all([
    db().membership.findMany({
      // Ended memberships too: the periods are the person's past in the viewer's clubs.
      where: { personId, ...membershipInScope(view) },
      orderBy: { activeFrom: 'asc' },
      select: {
        activeFrom: true,
        activeTo: true,
        isAlumni: true,
        billingInterval: true,
        sport: { select: { name: true } },
        club: CLUB_NAMES,
        subscription: { select: { name: true } },
        // The club and sport of each period as recorded at the time (server/domains/memberships/membership-periods.ts).
        periods: {
          orderBy: [{ activeFrom: 'asc' }, { id: 'asc' }],
          select: { activeFrom: true, activeTo: true, sport: { select: { name: true } }, club: CLUB_NAMES },
        },
        // A team never changes club or sport: its own are what the period was.
        teamHistory: {
          orderBy: { activeFrom: 'asc' },
          select: {
            activeFrom: true,
            activeTo: true,
            team: { select: { name: true, sport: { select: { name: true } }, club: CLUB_NAMES } },
          },
        },
      },
    }),
    db().personLicense.findMany({
      where: { personId, license: { association } },
      orderBy: { validFrom: 'asc' },
      select: {
        level: true,
        validFrom: true,
        validTo: true,
        license: { select: { name: true, sport: { select: { name: true } }, association: { select: { abbreviation: true } } } },
      },
    }),
    db().internationalPlayer.findMany({
      where: { personId, internationalTeam: { association } },
      orderBy: { createdAt: 'asc' },
      select: {
        createdAt: true,
        internationalTeam: {
          select: { name: true, sport: { select: { name: true } }, association: { select: { abbreviation: true } } },
        },
      },
    }),
  ]);
  return { memberships, licenses, internationals };
}
export type HistoryPeriodRows = Awaited<ReturnType<typeof historyPeriods>>;

/** Both parts of the history page. */
export async function personHistory(personId: number, view: Scope) {
  const [entries, periods] = await Promise.all([historyEntries(personId, view), historyPeriods(personId, view)]);
  return { entries, periods };
}
