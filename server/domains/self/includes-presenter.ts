// The includes of GET /api/self (docs/product.md#home) and GET /api/self/dashboard, from the rows of
// server/domains/self/self.ts: licences, contact data, personal stats, upcoming games and open game tasks.
import type { LicenseDTO, SelfDashboardDTO, SelfIncludesDTO } from '../../../shared/schemas/memberships';
import type { DashboardRows, SelfIncludeRows } from './self';
import { presentContactData } from './contact-data-presenter';
import { sanitizeTrustedHtml } from '../../platform/trusted-html';

const day = (d: Date) => d.toISOString().slice(0, 10);

type LicenseRow = NonNullable<SelfIncludeRows['licenses']>[number];

function presentLicense(r: LicenseRow): LicenseDTO {
  return {
    ...r.license,
    level: r.level,
    pivot: { valid_from: day(r.validFrom), valid_to: r.validTo ? day(r.validTo) : null },
  };
}

/** Only the includes asked for appear in the answer. */
export function presentSelfIncludes(rows: SelfIncludeRows): SelfIncludesDTO {
  const out: SelfIncludesDTO = {};
  if (rows.licenses) out.licenses = rows.licenses.map(presentLicense);
  if (rows.contactData) out.contactData = presentContactData(rows.contactData);
  if (rows.personalStats) out.personalStats = rows.personalStats;
  if (rows.upcomingGames) out.upcomingGames = rows.upcomingGames;
  if (rows.gameTasks) out.gameTasks = rows.gameTasks;
  return out;
}

export function presentSelfDashboard({ announcements, openTasks, activeMemberships }: DashboardRows): SelfDashboardDTO {
  return {
    announcements: announcements.map((a) => ({
      id: a.id,
      title: a.title,
      body_html: sanitizeTrustedHtml(a.bodyHtml),
      published_at: a.publishedAt.toISOString(),
    })),
    game_tasks_count: openTasks,
    active_memberships: activeMemberships,
  };
}
