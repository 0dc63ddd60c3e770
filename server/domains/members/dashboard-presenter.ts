// The admin dashboard's answer (docs/product.md#dashboard) from the rows server/domains/members/dashboard.sql.ts loaded.
import type { DashboardDTO, DashboardSportDTO, LicenseUsageDTO } from '../../../shared/schemas/admin';
import type { DashboardRows, LicenseUsageRows, SportCountRows } from './dashboard.sql';
import { sanitizeTrustedHtml } from '../../platform/trusted-html';

/** Sports with their counts per gender and age category, the biggest first. */
function presentSports({ rows, totals }: SportCountRows): DashboardSportDTO[] {
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

/** Whole days since `from` (a request of today is 0 days old). */
const ageInDays = (from: Date, now: Date) => Math.max(0, Math.floor((now.getTime() - from.getTime()) / 86_400_000));

const isoDay = (d: Date | null | undefined) => (d ? d.toISOString().slice(0, 10) : null);

function presentLicenseUsage(u: LicenseUsageRows): LicenseUsageDTO {
  return {
    association: u.association,
    current_players: Number(u.current),
    peak_players: { count: Number(u.players?.count ?? 0), date: isoDay(u.players?.day) },
    peak_referees: { count: Number(u.referees?.count ?? 0), date: isoDay(u.referees?.day) },
    sports_per_member: u.perMember.map((r) => ({ sports: r.sports, members: Number(r.members) })),
  };
}

export function presentDashboard(d: DashboardRows): DashboardDTO {
  return {
    counts: {
      members: d.counts.members,
      alumni: d.counts.alumni,
      referees: d.counts.referees,
      without_team: d.counts.withoutTeam,
    },
    avatar_reports: d.avatarReports,
    license_expiry: d.licenseExpiry && {
      expired: d.licenseExpiry.expired,
      within_7: d.licenseExpiry.within7,
      within_30: d.licenseExpiry.within30,
      within_60: d.licenseExpiry.within60,
    },
    privacy_requests: {
      count: d.privacyRequests.count,
      items: d.privacyRequests.rows.map((r) => ({
        id: r.id,
        type: r.type,
        person: r.person,
        created_at: r.createdAt.toISOString(),
        age_days: ageInDays(r.createdAt, d.now),
      })),
    },
    sports: presentSports(d.sports),
    license_usage: d.licenseUsage?.map(presentLicenseUsage) ?? null,
    international_teams: d.internationalTeams.map((t) => ({
      id: t.id,
      name: t.name,
      country_code: t.country_code,
      sport: t.sport,
      players_count: t.players_count,
    })),
    announcements: d.announcements.map((a) => ({
      id: a.id,
      title: a.title,
      body_html: sanitizeTrustedHtml(a.bodyHtml),
      published_at: a.publishedAt.toISOString(),
    })),
  };
}
