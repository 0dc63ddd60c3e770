// Reported pictures (docs/decisions/016-avatar-reports.md): each person's picture with its open reports.
import type { AvatarReportDTO } from '../../../shared/schemas/avatar-reports';
import type { ReportedPersonRow } from './avatar-reports';

/** Each reported picture, the most recently reported first. */
export function presentAvatarReports(persons: ReportedPersonRow[]): AvatarReportDTO[] {
  const items = persons.map((p) => {
    const times = p.avatarReports.map((r) => r.createdAt.getTime());
    return {
      person: { id: p.id, firstname: p.firstname, lastname: p.lastname },
      avatar_url: `/api/persons/${p.id}/avatar?full&ts=${p.avatarId}`,
      hidden: p.avatarHidden,
      report_count: p.avatarReports.length,
      first_reported_at: new Date(Math.min(...times)).toISOString(),
      last_reported_at: new Date(Math.max(...times)).toISOString(),
    };
  });
  return items.sort((a, b) => b.last_reported_at.localeCompare(a.last_reported_at) || a.person.id - b.person.id);
}
