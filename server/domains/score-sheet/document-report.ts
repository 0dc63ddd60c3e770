// The referees' report as a section of the league's score sheet PDF (docs/decisions/047-referee-report.md): its
// text, who saved it last, and its incidents as a table. Never drawn into the public document.
import { playerName } from '../../../shared/person-name';
import type { Texts } from './document';
import { fill } from '../../platform/text';
import { dateTime, GREY, type Sheet } from './document-pdf';
import type { RefereeReportRow } from './rows';

/** When an incident happened as far as the referee said: period and minute, either, or nothing. */
function when(incident: { period: number | null; minute: number | null }, t: Texts, periodName: (n: number) => string) {
  return [
    incident.period !== null ? periodName(incident.period) : null,
    incident.minute !== null ? fill(t.minute, { minute: incident.minute }) : null,
  ]
    .filter(Boolean)
    .join(', ');
}

/** Draws the section; a game without a report says so (the league sees that none was written). */
export function drawRefereeReport(
  sheet: Sheet,
  report: RefereeReportRow | null,
  t: Texts,
  periodName: (n: number) => string,
): void {
  sheet.heading(t.refereeReport);
  if (!report || (report.text === '' && report.incidents.length === 0)) {
    sheet.text(t.noReport, { color: GREY });
    return;
  }
  const by = report.updatedBy ? (report.updatedBy.erasedAt ? t.erasedPlayer : playerName(report.updatedBy)) : t.none;
  sheet.text(fill(t.reportSaved, { name: by, time: dateTime(report.updatedAt) }), { size: 8.5, color: GREY });
  if (report.text) {
    sheet.doc.moveDown(0.3);
    sheet.text(report.text, { size: 9.5 });
  }
  sheet.heading(t.incidents, 50, 3);
  if (report.incidents.length === 0) sheet.text(t.noIncidents, { color: GREY });
  else
    sheet.table(
      [t.when, t.kind, t.description],
      report.incidents.map((i) => [when(i, t, periodName), t.incidentKind[i.kind], i.text]),
      [110, 110, '*'],
    );
}
