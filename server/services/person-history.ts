// A person's history: the audit entries about them, and periods (memberships, teams, licences, international
// teams, subscriptions) that the history page groups by association, sport, international sport, subscription or licence.
import type { HistoryEntryDTO, HistoryPeriodDTO, PersonHistoryDTO } from '../../shared/schemas/persons';
import { db } from '../db/client';
import { isoDate } from '../presenters/person';

const HISTORY_LIMIT = 200;

export async function historyEntries(personId: number): Promise<HistoryEntryDTO[]> {
  const rows = await db().auditEntry.findMany({
    where: { subjectId: personId },
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
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    entity: r.entity,
    entity_id: r.entityId,
    data: r.data,
    created_at: r.createdAt.toISOString(),
    actor: r.actor,
  }));
}

export async function historyPeriods(personId: number): Promise<HistoryPeriodDTO[]> {
  const [memberships, licenses, internationals] = await Promise.all([
    db().membership.findMany({
      where: { personId },
      orderBy: { activeFrom: 'asc' },
      select: {
        activeFrom: true,
        activeTo: true,
        isAlumni: true,
        billingInterval: true,
        sport: { select: { name: true } },
        club: { select: { name: true, association: { select: { abbreviation: true } } } },
        subscription: { select: { name: true } },
        teamHistory: {
          orderBy: { activeFrom: 'asc' },
          select: { activeFrom: true, activeTo: true, team: { select: { name: true } } },
        },
      },
    }),
    db().personLicense.findMany({
      where: { personId },
      orderBy: { validFrom: 'asc' },
      select: {
        level: true,
        validFrom: true,
        validTo: true,
        license: { select: { name: true, sport: { select: { name: true } }, association: { select: { abbreviation: true } } } },
      },
    }),
    db().internationalPlayer.findMany({
      where: { personId },
      orderBy: { createdAt: 'asc' },
      select: {
        createdAt: true,
        internationalTeam: {
          select: { name: true, sport: { select: { name: true } }, association: { select: { abbreviation: true } } },
        },
      },
    }),
  ]);
  const periods: HistoryPeriodDTO[] = [];
  for (const m of memberships) {
    const base = { association: m.club.association.abbreviation, sport: m.sport.name };
    const to = m.activeTo ? isoDate(m.activeTo) : null;
    periods.push({
      kind: 'membership',
      ...base,
      label: m.club.name,
      detail: m.isAlumni ? 'alumni' : null,
      from: isoDate(m.activeFrom),
      to,
    });
    for (const h of m.teamHistory) {
      periods.push({
        kind: 'team',
        ...base,
        label: h.team.name,
        detail: m.club.name,
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

export async function personHistory(personId: number): Promise<PersonHistoryDTO> {
  const [entries, periods] = await Promise.all([historyEntries(personId), historyPeriods(personId)]);
  return { entries, periods };
}
