// The admin dashboard's reads: counts, per-sport counts by gender and age category, the customers' licence usage,
// international teams and announcements. Every number is aggregated in PostgreSQL; server/domains/members/dashboard-presenter.ts
// shapes the answer.
import { AGE_CATEGORIES, type AgeCategoryKey } from '../../../shared/age-categories';
import { currentYear } from '../../../shared/clock';
import { db } from '../../db/client';
import { Prisma } from '../../db/generated/client';
import {
  associationsInScope,
  isEmptyScope,
  personScopeWhere,
  currentMembershipSql,
  membershipScopeSql,
  todaySql,
  type Access,
} from '../access';
import { openReportCount } from './avatar-reports';
import { pendingPrivacyRequests } from '../privacy';
import { ANNOUNCEMENT_SELECT } from '../self';
import { internationalTeamsInScope } from './international-players';
import { termWhere } from './rql.sql';
import { refereeWhere } from './referees';
import type { ExpiryFilter } from './license-expiry';

/** Referees with an expired licence and with one ending within 7, 30 and 60 days (each the list's filter). */
async function licenseExpiryCounts(access: Access) {
  const count = async (expiry: ExpiryFilter) =>
    db().person.count({ where: await refereeWhere(access, 'referees.list', undefined, false, expiry) });
  const [expired, within7, within30, within60] = await Promise.all([
    count({ expired: true }),
    count({ withinDays: 7 }),
    count({ withinDays: 30 }),
    count({ withinDays: 60 }),
  ]);
  return { expired, within7, within30, within60 };
}

/** CASE expression of the age category from the age on 31 December of `year`. */
function ageCategorySql(year: number): Prisma.Sql {
  const age = Prisma.sql`(${year}::int - extract(year FROM p.birthdate)::int)`;
  const whens = AGE_CATEGORIES.filter((c) => c.maxAge !== null).map(
    (c) => Prisma.sql`WHEN ${age} <= ${c.maxAge}::int THEN ${c.key}`,
  );
  const last = AGE_CATEGORIES[AGE_CATEGORIES.length - 1]!.key;
  return Prisma.sql`CASE ${Prisma.join(whens, ' ')} ELSE ${last} END`;
}

export interface SportCountRows {
  /** Persons per sport, gender and age category. */
  rows: { id: number; name: string; gender: 'male' | 'female'; category: AgeCategoryKey; count: bigint }[];
  /** Persons per sport (a person counts once however many categories). */
  totals: { id: number; total: bigint }[];
}

async function sportCounts(access: Access, year: number): Promise<SportCountRows> {
  const scope = access.scope('persons.list');
  const rows = await db().$queryRaw<SportCountRows['rows']>`
    SELECT s.id, s.name, p.gender::text AS gender, ${ageCategorySql(year)} AS category, count(DISTINCT p.id) AS count
    FROM memberships m
      JOIN clubs c ON c.id = m.club_id
      JOIN persons p ON p.id = m.person_id
      JOIN sports s ON s.id = m.sport_id
    WHERE ${currentMembershipSql()} AND NOT m.is_alumni AND ${membershipScopeSql(scope)}
    GROUP BY s.id, s.name, p.gender, category
    ORDER BY s.name`;
  const totals = await db().$queryRaw<{ id: number; total: bigint }[]>`
    SELECT m.sport_id AS id, count(DISTINCT m.person_id) AS total
    FROM memberships m JOIN clubs c ON c.id = m.club_id
    WHERE ${currentMembershipSql()} AND NOT m.is_alumni AND ${membershipScopeSql(scope)}
    GROUP BY m.sport_id`;
  return { rows, totals };
}

type Peak = { day: Date | null; count: bigint } | undefined;

export interface LicenseUsageRows {
  association: { id: number; name: string };
  current: bigint;
  players: Peak;
  referees: Peak;
  perMember: { sports: number; members: bigint }[];
}

/** Licence usage of a customer's association over the last year: peaks with their day, sports per member. */
async function licenseUsage(associationId: number): Promise<LicenseUsageRows> {
  const association = await db().association.findUniqueOrThrow({
    where: { id: associationId },
    select: { id: true, name: true },
  });
  const day = todaySql();
  const [current] = await db().$queryRaw<{ count: bigint }[]>`
    SELECT count(DISTINCT m.person_id) AS count FROM memberships m JOIN clubs c ON c.id = m.club_id
    WHERE c.association_id = ${associationId} AND NOT m.is_alumni AND ${currentMembershipSql()}`;
  const [players] = await db().$queryRaw<{ day: Date | null; count: bigint }[]>`
    SELECT d::date AS day, count(DISTINCT m.person_id) AS count
    FROM generate_series(${day} - 364, ${day}, interval '1 day') AS d
      JOIN memberships m ON m.active_from <= d AND ${currentMembershipSql('m', Prisma.sql`d::date`)} AND NOT m.is_alumni
      JOIN clubs c ON c.id = m.club_id AND c.association_id = ${associationId}
    GROUP BY d ORDER BY count DESC, d DESC LIMIT 1`;
  const [referees] = await db().$queryRaw<{ day: Date | null; count: bigint }[]>`
    SELECT d::date AS day, count(DISTINCT pl.person_id) AS count
    FROM generate_series(${day} - 364, ${day}, interval '1 day') AS d
      JOIN person_licenses pl ON pl.valid_from <= d AND (pl.valid_to IS NULL OR pl.valid_to >= d)
      JOIN licenses l ON l.id = pl.license_id AND l.is_referee AND l.association_id = ${associationId}
    GROUP BY d ORDER BY count DESC, d DESC LIMIT 1`;
  const perMember = await db().$queryRaw<{ sports: number; members: bigint }[]>`
    SELECT n::int AS sports, count(*) AS members FROM (
      SELECT m.person_id, count(DISTINCT m.sport_id) AS n FROM memberships m JOIN clubs c ON c.id = m.club_id
      WHERE c.association_id = ${associationId} AND NOT m.is_alumni AND ${currentMembershipSql()}
      GROUP BY m.person_id
    ) per GROUP BY n ORDER BY n`;
  return { association, current: current?.count ?? 0n, players, referees, perMember };
}

export type DashboardRows = Awaited<ReturnType<typeof dashboard>>;

export async function dashboard(access: Access, now = new Date()) {
  const canList = access.permissions.includes('persons.list') && !isEmptyScope(access.scope('persons.list'));
  const scope = personScopeWhere(access, 'persons.list');
  const count = (extra: Prisma.PersonWhereInput) => (canList ? db().person.count({ where: { AND: [scope, extra] } }) : 0);
  const associationIds = await associationsInScope(access, 'persons.list');
  const [members, alumni, withoutTeam, referees, sports, internationalTeams, announcements, avatarReports] = await Promise.all([
    count({}),
    count(termWhere({ op: 'eq', subject: 'alumni', value: '1' }, access.scope('persons.list'))),
    count(termWhere({ op: 'eq', subject: 'team', value: null }, access.scope('persons.list'))),
    access.permissions.includes('referees.list')
      ? refereeWhere(access, 'referees.list', undefined, true).then((where) => db().person.count({ where }))
      : null,
    canList ? sportCounts(access, currentYear(now)) : { rows: [], totals: [] },
    internationalTeamsInScope(access, 'persons.list'),
    db().announcement.findMany({
      where: {
        OR: [{ associationId: null }, { associationId: { in: associationIds } }],
        publishedAt: { lte: now },
        AND: [{ OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] }],
      },
      orderBy: { publishedAt: 'desc' },
      take: 10,
      select: ANNOUNCEMENT_SELECT,
    }),
    openReportCount(access),
  ]);
  const privacyRequests = await pendingPrivacyRequests(access);
  const licenseExpiry = access.permissions.includes('referees.list') ? await licenseExpiryCounts(access) : null;
  const customerAssociations = access.rules
    .filter((r) => r.role === 'customer' && r.target === 'association')
    .map((r) => r.targetId);
  return {
    counts: { members, alumni, referees, withoutTeam },
    avatarReports,
    privacyRequests,
    licenseExpiry,
    sports,
    licenseUsage: access.isCustomer ? await Promise.all([...new Set(customerAssociations)].map(licenseUsage)) : null,
    internationalTeams,
    announcements,
    now,
  };
}
