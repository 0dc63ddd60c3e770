// The sections of a member's data export (GDPR art. 15): each loads only the person's own rows and lists
// its fields one by one. Other persons appear at most by name where they are part of the person's own record (who
// approved, who granted a role, who wrote a history entry about them), never with ids, emails or other data
// (docs/decisions/024-privacy-requests.md).
import type { Config } from '../../config';
import type { LanguageCode } from '../../../shared/constants';
import { db } from '../../db/client';
import { APPROVER_NAMES, privacyDataOf } from '../processes';
import { personName } from '../../../shared/person-name';
import { CONTACT_DATA_SELECT, ibanOf, personalStats, presentContactData } from '../self';
import { mailBaseUrl, pendingEmailOf, sessionExpiriesSql } from '../access';
import { personFollowsExport } from '../follows';
import * as read from './rows';

type Row = Record<string, unknown>;

export interface ExportContext {
  personId: number;
  language: LanguageCode;
  /** The full IBAN in data.json (a recent password entry); otherwise masked there too. */
  fullIban: boolean;
  config: Config;
}

/** One section: an object (profile) or a list of rows, loaded in batches where it may be long. */
export interface ExportSection {
  key: SectionKey;
  load: (ctx: ExportContext) => Promise<Row | null> | AsyncIterable<Row>;
}

export const SECTION_KEYS = [
  'profile',
  'contact_data',
  'bank_details',
  'memberships',
  'licenses',
  'international_teams',
  'tags',
  'roles',
  'club_contacts',
  'processes',
  'approvals_given',
  'consents',
  'game_lineups',
  'game_events',
  'game_officials',
  'game_signatures',
  'statistics',
  'email_changes',
  'sign_in',
  'calendar',
  'follows',
  'audit_entries',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const day = (d: Date | null | undefined) => (d ? d.toISOString().slice(0, 10) : null);
const nameOf = (p: { firstname: string; lastname: string } | null | undefined) => (p ? personName(p) : null);

/** An IBAN shown with its country and last four characters only. */
export const maskIban = (end: string) => `**** **** **** ${end}`;

/** A text stored per language ({ de, en, ... }) in the reader's language, else German, else any. */
function localized(value: unknown, language: LanguageCode): string | null {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const pick = v[language] ?? v.de ?? Object.values(v)[0];
  return typeof pick === 'string' ? pick : null;
}

/** Rows of a long list read in batches by id, so the export never holds them all. */
async function* batches<T extends { id: number }>(read: (afterId: number, take: number) => Promise<T[]>, map: (row: T) => Row) {
  let after = 0;
  for (;;) {
    const rows = await read(after, 200);
    for (const r of rows) yield map(r);
    if (rows.length < 200) return;
    after = rows[rows.length - 1]!.id;
  }
}

async function membershipIds(personId: number): Promise<number[]> {
  const rows = await db().membership.findMany({ where: { personId }, select: { id: true } });
  return rows.map((r) => r.id);
}

export const SECTIONS: ExportSection[] = [
  {
    key: 'profile',
    load: async ({ personId }) => {
      const p = await db().person.findUniqueOrThrow({ where: { id: personId }, select: read.PROFILE_SELECT });
      return {
        id: p.id,
        uuid: p.uuid,
        email: p.email,
        pending_email: await pendingEmailOf(personId),
        firstname: p.firstname,
        lastname: p.lastname,
        gender: p.gender,
        birthdate: day(p.birthdate),
        public_short_name: p.publicShortName,
        preferred_language: p.preferredLanguage,
        exclude_from_maillists: p.excludeFromMaillists,
        needs_bank_info: p.needsBankInfo,
        has_picture: p.avatarId !== null,
        picture_hidden: p.avatarHidden,
        signature_pin_set: p.signaturePinHash !== null,
        created_at: iso(p.createdAt),
        updated_at: iso(p.updatedAt),
      };
    },
  },
  {
    key: 'contact_data',
    load: async ({ personId }) =>
      presentContactData(await db().person.findUniqueOrThrow({ where: { id: personId }, select: CONTACT_DATA_SELECT })),
  },
  {
    key: 'bank_details',
    load: async ({ personId, fullIban, config }) => {
      const b = await db().bankInfo.findUnique({
        where: { personId },
        select: { accountHolder: true, ibanEnd: true, bic: true, updatedAt: true },
      });
      if (!b) return null;
      return {
        account_holder: b.accountHolder,
        iban: fullIban ? await ibanOf(config, personId) : maskIban(b.ibanEnd),
        iban_masked: !fullIban,
        bic: b.bic,
        updated_at: iso(b.updatedAt),
      };
    },
  },
  {
    key: 'memberships',
    load: async function* ({ personId }) {
      const rows = await db().membership.findMany({
        where: { personId },
        orderBy: { id: 'asc' },
        select: read.MEMBERSHIP_SELECT,
      });
      for (const m of rows) {
        yield {
          id: m.id,
          club: m.club.name,
          sport: m.sport.name,
          team: m.team?.name ?? null,
          jersey_number: m.jerseyNumber,
          positions: m.positions,
          is_alumni: m.isAlumni,
          subscription: m.subscription?.name ?? null,
          billing_interval: m.billingInterval,
          active_from: day(m.activeFrom),
          active_to: day(m.activeTo),
          created_at: iso(m.createdAt),
          membership_periods: m.periods.map((p) => ({
            club: p.club.name,
            sport: p.sport.name,
            active_from: day(p.activeFrom),
            active_to: day(p.activeTo),
          })),
          team_history: m.teamHistory.map((t) => ({
            team: t.team.name,
            active_from: day(t.activeFrom),
            active_to: day(t.activeTo),
          })),
        };
      }
    },
  },
  {
    key: 'licenses',
    load: async function* ({ personId }) {
      const rows = await db().personLicense.findMany({
        where: { personId },
        orderBy: { id: 'asc' },
        select: read.LICENSE_SELECT,
      });
      for (const l of rows) {
        yield {
          license: l.license.name,
          abbreviation: l.license.abbreviation,
          referee: l.license.isReferee,
          association: l.license.association.name,
          level: l.level,
          valid_from: day(l.validFrom),
          valid_to: day(l.validTo),
          created_at: iso(l.createdAt),
        };
      }
    },
  },
  {
    key: 'international_teams',
    load: async function* ({ personId }) {
      const rows = await db().internationalPlayer.findMany({
        where: { personId },
        orderBy: { id: 'asc' },
        select: { createdAt: true, internationalTeam: { select: { name: true, countryCode: true } } },
      });
      for (const r of rows) {
        yield { team: r.internationalTeam.name, country_code: r.internationalTeam.countryCode, since: iso(r.createdAt) };
      }
    },
  },
  {
    key: 'tags',
    load: async function* ({ personId }) {
      const rows = await db().personTag.findMany({
        where: { personId },
        orderBy: { tagId: 'asc' },
        select: { createdAt: true, tag: { select: { name: true, association: read.named } } },
      });
      for (const r of rows) yield { tag: r.tag.name, association: r.tag.association.name, since: iso(r.createdAt) };
    },
  },
  {
    key: 'roles',
    load: async function* ({ personId }) {
      const rows = await db().aclRule.findMany({ where: { personId }, orderBy: { id: 'asc' }, select: read.ROLE_SELECT });
      for (const r of rows) {
        const target = r.team
          ? { type: 'team', name: r.team.name }
          : r.club
            ? { type: 'club', name: r.club.name }
            : r.competition
              ? { type: 'league', name: r.competition.name }
              : r.regionRef
                ? { type: 'region', name: r.regionRef.name }
                : r.association
                  ? { type: 'association', name: r.association.name }
                  : null;
        yield { role: r.role, on: target, granted_by: nameOf(r.grantedBy), since: iso(r.createdAt) };
      }
    },
  },
  {
    key: 'club_contacts',
    load: async function* ({ personId }) {
      const rows = await db().clubContact.findMany({
        where: { personId },
        orderBy: [{ clubId: 'asc' }, { position: 'asc' }],
        select: { position: true, createdAt: true, club: read.named },
      });
      for (const r of rows) yield { club: r.club.name, position: r.position, since: iso(r.createdAt) };
    },
  },
  {
    key: 'processes',
    load: ({ personId }) =>
      batches(
        (after, take) =>
          db().process.findMany({
            where: { personId, id: { gt: after } },
            orderBy: { id: 'asc' },
            take,
            select: read.PROCESS_SELECT,
          }),
        (p) => ({
          id: p.id,
          type: p.type,
          status: p.status,
          forced: p.forced,
          started_by_you: p.startedById === personId,
          association: p.association.name,
          from_club: p.fromClub?.name ?? null,
          to_club: p.toClub?.name ?? null,
          ...privacyDataOf(p.data),
          created_at: iso(p.createdAt),
          completed_at: iso(p.completedAt),
          approvals: p.approvals.map((a) => ({
            approver: APPROVER_NAMES[a.approver],
            state: a.state,
            given_at: iso(a.givenAt),
            given_by: nameOf(a.givenBy),
          })),
        }),
      ),
  },
  {
    // Approvals the person gave on other persons' processes: what they did, not whom it was about.
    key: 'approvals_given',
    load: ({ personId }) =>
      batches(
        (after, take) =>
          db().requiredApproval.findMany({
            where: { givenById: personId, id: { gt: after } },
            orderBy: { id: 'asc' },
            take,
            select: { id: true, approver: true, state: true, givenAt: true, process: { select: { id: true, type: true } } },
          }),
        (a) => ({
          process_id: a.process.id,
          process_type: a.process.type,
          approver: APPROVER_NAMES[a.approver],
          state: a.state,
          given_at: iso(a.givenAt),
        }),
      ),
  },
  {
    key: 'consents',
    load: async function* ({ personId, language }) {
      const rows = await db().consent.findMany({
        where: { personId },
        orderBy: { consentedAt: 'asc' },
        select: read.CONSENT_SELECT,
      });
      for (const c of rows) {
        const v = c.termVersion;
        yield {
          term_id: v.term.id,
          term: localized(v.title, language),
          product: v.term.product,
          association: v.term.association?.name ?? null,
          club: v.term.club?.name ?? null,
          version: v.version,
          version_published_at: iso(v.publishedAt),
          consented_at: iso(c.consentedAt),
        };
      }
    },
  },
  {
    key: 'game_lineups',
    load: async function* ({ personId }) {
      const ids = await membershipIds(personId);
      const rows = await db().gameLineup.findMany({
        where: { membershipId: { in: ids } },
        orderBy: [{ gameId: 'asc' }],
        select: read.LINEUP_SELECT,
      });
      for (const l of rows) {
        yield {
          game_id: l.gameId,
          kickoff: iso(l.game.kickoffTime),
          competition: l.game.competition.name,
          home: l.game.homeTeam.name,
          away: l.game.awayTeam.name,
          status: l.game.status,
          team: l.team.name,
          jersey_number: l.jerseyNumber,
          position: l.position,
        };
      }
    },
  },
  {
    // Own events only: as scorer, fouling player or assist; the other player of an event is not named.
    key: 'game_events',
    load: async function* ({ personId }) {
      const ids = await membershipIds(personId);
      yield* batches(
        (after, take) =>
          db().gameEvent.findMany({
            where: { id: { gt: after }, OR: [{ membershipId: { in: ids } }, { assistMembershipId: { in: ids } }] },
            orderBy: { id: 'asc' },
            take,
            select: read.EVENT_SELECT,
          }),
        (e) => ({
          game_id: e.gameId,
          type: e.type,
          as: e.membershipId !== null && ids.includes(e.membershipId) ? 'player' : 'assist',
          event_time: e.eventTime,
          period: e.period,
          team: e.team?.name ?? null,
          foul_kind: e.foulKind,
          penalty_seconds: e.penaltySeconds,
        }),
      );
    },
  },
  {
    key: 'game_officials',
    load: async function* ({ personId }) {
      const [officials, scorers, tasks] = await Promise.all([
        db().gameOfficial.findMany({
          where: { personId },
          orderBy: { gameId: 'asc' },
          select: { gameId: true, role: true, game: { select: { kickoffTime: true } } },
        }),
        db().gameScorer.findMany({
          where: { personId },
          orderBy: { gameId: 'asc' },
          select: { gameId: true, createdAt: true, game: { select: { kickoffTime: true } } },
        }),
        db().gameTask.findMany({
          where: { personId },
          orderBy: { id: 'asc' },
          select: { gameId: true, type: true, state: true, createdAt: true, doneAt: true },
        }),
      ]);
      for (const o of officials) yield { game_id: o.gameId, kickoff: iso(o.game.kickoffTime), role: o.role };
      for (const s of scorers) yield { game_id: s.gameId, kickoff: iso(s.game.kickoffTime), role: 'scorer' };
      for (const t of tasks) {
        yield {
          game_id: t.gameId,
          role: 'task',
          task: t.type,
          state: t.state,
          created_at: iso(t.createdAt),
          done_at: iso(t.doneAt),
        };
      }
    },
  },
  {
    key: 'game_signatures',
    load: async function* ({ personId }) {
      const rows = await db().gameSignature.findMany({
        where: { personId },
        orderBy: { id: 'asc' },
        select: { gameId: true, role: true, name: true, signedAt: true },
      });
      for (const s of rows) yield { game_id: s.gameId, role: s.role, name: s.name, signed_at: iso(s.signedAt) };
      // Signatures a change of the sheet removed, kept until signed again.
      const removed = await db().gameSignatureRemoval.findMany({
        where: { personId },
        orderBy: { id: 'asc' },
        select: { gameId: true, role: true, name: true, signedAt: true, removedAt: true },
      });
      for (const s of removed) {
        yield { game_id: s.gameId, role: s.role, name: s.name, signed_at: iso(s.signedAt), removed_at: iso(s.removedAt) };
      }
    },
  },
  {
    key: 'statistics',
    load: async function* ({ personId }) {
      for (const s of await personalStats(personId)) yield { ...s };
    },
  },
  {
    key: 'email_changes',
    load: async function* ({ personId }) {
      const rows = await db().emailChange.findMany({
        where: { personId },
        orderBy: { id: 'asc' },
        select: read.EMAIL_CHANGE_SELECT,
      });
      for (const c of rows) {
        yield {
          old_email: c.oldEmail,
          new_email: c.newEmail,
          created_at: iso(c.createdAt),
          expires_at: iso(c.expiresAt),
          confirmed_at: iso(c.confirmedAt),
          cancelled_at: iso(c.cancelledAt),
          reported_at: iso(c.reportedAt),
        };
      }
    },
  },
  {
    // What the portal keeps of signing in: the sessions open now (no sign-in log is kept), failures, the lock.
    key: 'sign_in',
    load: async ({ personId }) => {
      const p = await db().person.findUniqueOrThrow({
        where: { id: personId },
        select: { passwordChangedAt: true, failedSignins: true, lockedUntil: true },
      });
      const sessions = await db().$queryRaw<{ expire: Date }[]>(sessionExpiriesSql(personId));
      const resets = await db().passwordResetToken.findMany({
        where: { personId },
        orderBy: { id: 'asc' },
        select: { purpose: true, createdAt: true, usedAt: true, expiresAt: true },
      });
      return {
        password_changed_at: iso(p.passwordChangedAt),
        failed_signins: p.failedSignins,
        locked_until: iso(p.lockedUntil),
        sessions: sessions.map((s) => ({ expires_at: iso(s.expire) })),
        password_links: resets.map((r) => ({
          purpose: r.purpose,
          created_at: iso(r.createdAt),
          used_at: iso(r.usedAt),
          expires_at: iso(r.expiresAt),
        })),
      };
    },
  },
  {
    key: 'calendar',
    load: async ({ personId, config }) => {
      const p = await db().person.findUniqueOrThrow({ where: { id: personId }, select: { calendarToken: true } });
      const base = mailBaseUrl(config).replace(/\/$/, '');
      return { address: `${base}/api/calendar/games-calendar/${p.calendarToken}.ics` };
    },
  },
  {
    // What the person follows and their browsers' push subscriptions (docs/decisions/056-follows-and-web-push.md).
    key: 'follows',
    load: ({ personId }) => personFollowsExport(personId),
  },
  {
    // The history entries about the person; their author by name.
    key: 'audit_entries',
    load: ({ personId }) =>
      batches(
        (after, take) =>
          db().auditEntry.findMany({
            where: { subjectId: personId, id: { gt: after } },
            orderBy: { id: 'asc' },
            take,
            select: read.AUDIT_ENTRY_SELECT,
          }),
        (e) => ({
          action: e.action,
          entity: e.entity,
          entity_id: e.entityId,
          by: e.actorId === personId ? 'you' : nameOf(e.actor),
          data: e.data,
          created_at: iso(e.createdAt),
        }),
      ),
  },
];
