// A person's history page (docs/product.md#member-details): the audit entries and the periods of memberships, teams,
// subscriptions, licences and national teams, from the rows server/domains/members/person-history.ts reads for one viewer.
import type { HistoryEntryDTO, HistoryPeriodDTO, PersonHistoryDTO } from '../../../shared/schemas/persons';
import type { HistoryEntryRows, HistoryPeriodRows } from './person-history';
import { isoDate } from './person-presenter';

export function presentHistoryEntries({ rows, names }: HistoryEntryRows): HistoryEntryDTO[] {
  return rows.map((r, i) => ({
    id: r.id,
    action: r.action,
    entity: r.entity,
    entity_id: r.entityId,
    data: r.data,
    names: names[i]!,
    created_at: r.createdAt.toISOString(),
    actor: r.actor,
  }));
}

export function presentHistoryPeriods({ memberships, licenses, internationals }: HistoryPeriodRows): HistoryPeriodDTO[] {
  const periods: HistoryPeriodDTO[] = [];
  for (const m of memberships) {
    const base = { association: m.club.association.abbreviation, sport: m.sport.name };
    const to = m.activeTo ? isoDate(m.activeTo) : null;
    // Without recorded periods the membership had its current club and sport all along.
    const recorded =
      m.periods.length > 0 ? m.periods : [{ activeFrom: m.activeFrom, activeTo: null, sport: m.sport, club: m.club }];
    recorded.forEach((p, i) => {
      const last = i === recorded.length - 1;
      periods.push({
        kind: 'membership',
        association: p.club.association.abbreviation,
        sport: p.sport.name,
        label: p.club.name,
        detail: last && m.isAlumni ? 'alumni' : null,
        from: isoDate(p.activeFrom),
        to: p.activeTo ? isoDate(p.activeTo) : to,
      });
    });
    for (const h of m.teamHistory) {
      periods.push({
        kind: 'team',
        association: h.team.club.association.abbreviation,
        sport: h.team.sport.name,
        label: h.team.name,
        detail: h.team.club.name,
        from: isoDate(h.activeFrom),
        to: h.activeTo ? isoDate(h.activeTo) : null,
      });
    }
    if (m.subscription) {
      periods.push({
        kind: 'subscription',
        ...base,
        label: m.subscription.name,
        detail: m.billingInterval ? String(m.billingInterval) : null,
        from: isoDate(m.activeFrom),
        to,
      });
    }
  }
  for (const l of licenses) {
    periods.push({
      kind: 'license',
      association: l.license.association.abbreviation,
      sport: l.license.sport?.name ?? null,
      label: l.license.name,
      detail: String(l.level),
      from: isoDate(l.validFrom),
      to: l.validTo ? isoDate(l.validTo) : null,
    });
  }
  for (const i of internationals) {
    periods.push({
      kind: 'international',
      association: i.internationalTeam.association.abbreviation,
      sport: i.internationalTeam.sport.name,
      label: i.internationalTeam.name,
      detail: null,
      from: isoDate(i.createdAt),
      to: null,
    });
  }
  return periods;
}

export function presentPersonHistory(history: { entries: HistoryEntryRows; periods: HistoryPeriodRows }): PersonHistoryDTO {
  return { entries: presentHistoryEntries(history.entries), periods: presentHistoryPeriods(history.periods) };
}
