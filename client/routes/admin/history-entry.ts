// A history entry as the admin history page shows it: a translated action label, what the change was about (a
// licence, a tag, a club) and each changed field before -> after. Entries come in three shapes: `before`/`after`
// objects (admin changes), field maps `{ city: { from, to } }` (person and membership edits, older entries) and
// plain names (the rest). Also which view and which changes each history route shows, and a period's detail.
import type { TFunction } from 'i18next';
import type { HistoryEntryDTO, HistoryPeriodDTO } from '../../../shared/schemas/persons';

/** Actions the server and the demo data record (server/services/*.ts, prisma/seed); each has a label. */
export const HISTORY_ACTIONS = [
  'person_created',
  'person_register',
  'person_updated',
  'person_erase',
  'event_add',
  'event_correct',
  'event_undo',
  'game_start',
  'game_finish',
  'game_sign',
  'game_lock',
  'game_reset',
  'game_forfeit',
  'game_abandon',
  'game_referee_report',
  'game_scorer_code',
  'game_scorer_code_revoked',
  'game_extra_time',
  'game_period_back',
  'game_signatures_removed',
  'email_change_requested',
  'email_change_confirmed',
  'email_change_reported',
  'email_change_voided',
  'password_reset',
  'password_change',
  'signaturePin_change',
  'profile_update',
  'contactData_update',
  'bankInfo_update',
  'avatar_upload',
  'avatar_remove',
  'avatar_report',
  'avatar_report_release',
  'avatar_report_remove',
  'calendar_renewed',
  'terms_consent',
  'tag_assigned',
  'tag_removed',
  'mail_bulk',
  'license_assigned',
  'license_updated',
  'license_removed',
  'acl_rule_granted',
  'acl_rule_revoked',
  'acl_grant',
  'international_player_added',
  'international_player_removed',
  'membership_join',
  'membership_edit',
  'membership_subscription',
  'membership_reactivate',
  'membership_updated',
  'club_profile',
  'club_contact_add',
  'club_contact_change',
  'club_contact_remove',
  'club_field_create',
  'club_field_update',
  'club_field_delete',
  'club_logo_upload',
  'club_logo_remove',
  'game_create',
  'game_update',
  'game_postpone',
  'game_cancel',
  'game_schedule',
  'game_lineup',
  'game_lineup_confirm',
  'game_scorers',
  'process_start_move',
  'process_start_alumni',
  'process_start_retire',
  'process_approve',
  'process_force_approve',
  'process_complete_move',
  'process_complete_alumni',
  'process_complete_retire',
  'process_start_merge',
  'process_complete_merge',
  'person_merged',
  'process_started',
  'process_approved',
  'process_completed',
  'process_cancelled',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** The label key of an action (`process.complete.move` -> `process_complete_move`), or null for an unknown one. */
export function actionKey(action: string): HistoryAction | null {
  const key = action.replace(/\./g, '_');
  return (HISTORY_ACTIONS as readonly string[]).includes(key) ? (key as HistoryAction) : null;
}

/** Names that say what a change was about, shown before the fields. */
const CONTEXT_KEYS = [
  'club',
  'license',
  'tag',
  'team',
  'name',
  'role',
  'target',
  'type',
  'position',
  'level',
  'email',
  'forced',
] as const;
export type ContextKey = (typeof CONTEXT_KEYS)[number];

export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

export interface DescribedEntry {
  context: { key: ContextKey; value: unknown }[];
  changes: FieldChange[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isFromTo = (value: unknown): value is { from: unknown; to: unknown } =>
  isObject(value) && 'from' in value && 'to' in value && Object.keys(value).length === 2;

export function describeEntry(data: unknown): DescribedEntry {
  if (!isObject(data)) return { context: [], changes: [] };
  const changes: FieldChange[] = [];
  if ('before' in data || 'after' in data) {
    const before = isObject(data.before) ? data.before : {};
    const after = isObject(data.after) ? data.after : {};
    for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
      changes.push({ field, from: before[field] ?? null, to: after[field] ?? null });
    }
  }
  for (const [field, value] of Object.entries(data)) {
    if (isFromTo(value)) changes.push({ field, from: value.from, to: value.to });
  }
  const changed = new Set(changes.map((c) => c.field));
  const shown = (key: ContextKey) =>
    key in data && !changed.has(key) && data[key] !== null && data[key] !== false && !isObject(data[key]);
  const context = CONTEXT_KEYS.filter(shown).map((key) => ({ key, value: data[key] }));
  return { context, changes };
}

/** What a period's detail says, translated: the billing interval ('Alle 12 Monate'), alumni, a licence level. */
export function periodDetail(t: TFunction<'admin'>, period: Pick<HistoryPeriodDTO, 'kind' | 'detail'>): string | null {
  const { kind, detail } = period;
  if (detail === null || detail === '') return null;
  if (kind === 'subscription' && /^\d+$/.test(detail)) return t('player.every', { count: Number(detail) });
  if (kind === 'membership' && detail === 'alumni') return t('labels.alumni');
  if (kind === 'license') return `${t('licenses.level')} ${detail}`;
  return detail;
}

export const MEMBERSHIP_VIEWS = ['association', 'sport', 'internationalSport', 'subscription'] as const;
export const VIEWS = [...MEMBERSHIP_VIEWS, 'license'] as const;
export type View = (typeof VIEWS)[number];
export type HistoryTab = 'memberships' | 'licenses';

/** The view a route shows: the licence tab shows licences, the memberships tab the ?view= it names (association). */
export function viewOf(tab: HistoryTab, requested: string | null): View {
  if (tab === 'licenses') return 'license';
  return (MEMBERSHIP_VIEWS as readonly string[]).includes(requested ?? '') ? (requested as View) : 'association';
}

/** Licence changes belong to the licence tab, all other changes to the memberships tab. */
export const isLicenseEntry = (entry: Pick<HistoryEntryDTO, 'action'>) => entry.action.startsWith('license.');
