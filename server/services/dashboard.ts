// The admin dashboard: counts, per-sport counts by gender and age category, the customers' licence usage,
// international teams and announcements. Every number is aggregated in PostgreSQL.
import { AGE_CATEGORIES, type AgeCategoryKey } from '../../shared/age-categories';
import { currentYear } from '../../shared/clock';
import type { DashboardDTO, DashboardSportDTO, LicenseUsageDTO } from '../../shared/schemas/admin';
import { db } from '../db/client';
import { Prisma } from '../db/generated/client';
import { associationsInScope, isEmptyScope, personScopeWhere } from '../policies/persons';
import { currentMembershipSql, membershipScopeSql, todaySql } from '../policies/scope-sql';
import { sanitizeTrustedHtml } from '../presenters/trusted-html';
import type { Access } from './access';
import { openReportCount } from './avatar-reports';
import { internationalTeamsInScope } from './international-players';
import { termWhere } from './rql';
import { refereeWhere } from './referees';

/** CASE expression of the age category from the age on 31 December of `year`. */
function ageCategorySql(year: number): Prisma.Sql {
  const age = Prisma.sql`(${year}::int - extract(year FROM p.birthdate)::int)`;
  const whens = AGE_CATEGORIES.filter((c) => c.maxAge !== null).map(
    (c) => Prisma.sql`WHEN ${age} <= ${c.maxAge}::int THEN ${c.key}`,
  );
  const last = AGE_CATEGORIES[AGE_CATEGORIES.length - 1]!.key;
  return Prisma.sql`CASE ${Prisma.join(whens, ' ')} ELSE ${last} END`;
}

async function sportCounts(access: Access, year: number): Promise<DashboardSportDTO[]> {
  const scope = access.scope('persons.list');
  const rows = await db().$queryRaw<
    { id: number; name: string; gender: 'male' | 'female'; category: AgeCategoryKey; count: bigint }[]
  >`
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
  const sports = new Map<number, DashboardSportDTO>();
  for (const r of rows) {
    const sport = sports.get(r.id) ?? { id: r.id, name: r.name, total: 0, counts: [] };
    sport.counts.push({ gender: r.gender, category: r.category, count: Number(r.count) });
    sports.set(r.id, sport);
  }
  for (const t of totals) {
    const sport = sports.get(t.id);
    if (sport) sport.total = Number(t.total);
  }
  return [...sports.values()].sort((a, b) => b.total - a.total);
}

/** Licence usage of a customer's association over the last year: peaks with their day, sports per member. */
async function licenseUsage(associationId: number): Promise<LicenseUsageDTO> {
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
  const isoDay = (d: Date | null | undefined) => (d ? d.toISOString().slice(0, 10) : null);
  return {
    association,
    current_players: Number(current?.count ?? 0),
    peak_players: { count: Number(players?.count ?? 0), date: isoDay(players?.day) },
    peak_referees: { count: Number(referees?.count ?? 0), date: isoDay(referees?.day) },
    sports_per_member: perMember.map((r) => ({ sports: r.sports, members: Number(r.members) })),
  };
}

export async function dashboard(access: Access, now = new Date()): Promise<DashboardDTO> {
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
    canList ? sportCounts(access, currentYear(now)) : [],
    internationalTeamsInScope(access, 'persons.list'),
    db().announcement.findMany({
      where: {
        OR: [{ associationId: null }, { associationId: { in: associationIds } }],
        publishedAt: { lte: now },
        AND: [{ OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] }],
      },
      orderBy: { publishedAt: 'desc' },
      take: 10,
      select: { id: true, title: true, bodyHtml: true, publishedAt: true },
    }),
    openReportCount(access),
  ]);
  const customerAssociations = access.rules
    .filter((r) => r.role === 'customer' && r.target === 'association')
    .map((r) => r.targetId);
  return {
    counts: { members, alumni, referees, without_team: withoutTeam },
    avatar_reports: avatarReports,
    sports,
    license_usage: access.isCustomer ? await Promise.all([...new Set(customerAssociations)].map(licenseUsage)) : null,
    international_teams: internationalTeams.map(({ association_id: _a, ...t }) => t),
    announcements: announcements.map((a) => ({
      id: a.id,
      title: a.title,
      body_html: sanitizeTrustedHtml(a.bodyHtml),
      published_at: a.publishedAt.toISOString(),
    })),
  };
}
