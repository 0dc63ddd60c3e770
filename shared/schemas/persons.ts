// Admin calls on persons and players (docs/product.md#api-calls): queries, inputs and answers.
import { z } from 'zod';
import { BodyId, PathId } from './ids';
import { isValidBirthdate } from './registration';
import { today } from '../clock';
import { BILLING_INTERVALS, GENDERS, PAGE_SIZE_DEFAULT, PAGE_SIZE_LOOKUP, PLAYER_POSITIONS } from '../constants';
import { RQL_LIMITS } from '../rql';
import { ContactDataInput, type ContactDataDTO } from './self';

export const PERSON_ORDER_BY = ['persons.lastname', 'persons.created_at'] as const;
export type PersonOrderBy = (typeof PERSON_ORDER_BY)[number];

export const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .transform((v) => v === true || v === 'true' || v === '1');

const pageSize = z.coerce.number().int().min(0).max(PAGE_SIZE_LOOKUP);

/** Paging shared by every admin list: pages start at 0 (docs/product.md#ids-and-paging), page_size 0 means all. */
export const ListQuery = z.object({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  page_size: pageSize.optional(),
  pageSize: pageSize.optional(),
  include: z.string().max(200).optional(),
  q: z.string().trim().max(100).optional(),
});

export const PERSON_EXPORT_FORMATS = ['emails-csv', 'full-xlsx'] as const;

export const PersonListQuery = ListQuery.extend({
  order_by: z.enum(PERSON_ORDER_BY).default('persons.lastname'),
  order_by_desc: flag.default(false),
  rql: z.string().max(RQL_LIMITS.length).optional(),
  whereACL: z.enum(['persons.list', 'persons.update', 'persons.export', 'persons.create']).optional(),
  format: z.enum(PERSON_EXPORT_FORMATS).optional(),
}).strict();
export type PersonListQuery = z.infer<typeof PersonListQuery>;

export function pageSizeOf(query: { page_size?: number; pageSize?: number }): number {
  return query.page_size ?? query.pageSize ?? PAGE_SIZE_DEFAULT;
}

export const IdParams = z.object({ id: PathId });

/** GET /api/players: the admin's list of current memberships in scope; q and rql filter their persons. */
export const PlayerListQuery = PersonListQuery.omit({ format: true }).strict();
export type PlayerListQuery = z.infer<typeof PlayerListQuery>;

/** `?full` (any value but false/0) asks for the large picture; the default is the thumbnail. `ts` busts caches. */
export const PersonAvatarQuery = z.object({
  full: z
    .string()
    .max(10)
    .optional()
    .transform((v) => v !== undefined && v !== 'false' && v !== '0'),
  ts: z.string().max(20).optional(),
});
export const PersonSubParams = IdParams.extend({ sub: PathId });

/** A calendar day; not year 0000, which JavaScript knows (1 BC) and PostgreSQL does not. */
const isoDate = z
  .string()
  .regex(/^(?!0000)\d{4}-\d{2}-\d{2}$/, 'invalidDate')
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'invalidDate',
  );

/**
 * As at registration: not in the future, at most MAX_AGE_YEARS ago; each failure with its own message, so a form says
 * what is wrong (issue 13: a birthdate in the future said "Pflichtfeld").
 */
const birthdate = z
  .string('required')
  .min(1, 'required')
  .pipe(isoDate)
  .refine((v) => !isCalendarDay(v) || !birthdateInFuture(v), 'birthdateInFuture')
  .refine((v) => !isCalendarDay(v) || birthdateInFuture(v) || isValidBirthdate(v), 'birthdateTooOld');

function isCalendarDay(value: string): boolean {
  return isoDate.safeParse(value).success;
}

/** A calendar day after the association's today (as isValidBirthdate counts). */
function birthdateInFuture(value: string, now = new Date()): boolean {
  return value > today(now);
}

/** GET /api/persons/duplicates: persons that a new member would likely duplicate (same name and birthdate). */
export const PersonDuplicatesQuery = z
  .object({
    club_id: PathId,
    firstname: z.string().trim().min(1, 'required').max(60, 'tooLong'),
    lastname: z.string().trim().min(1, 'required').max(60, 'tooLong'),
    birthdate: isoDate,
  })
  .strict();
export type PersonDuplicatesQuery = z.infer<typeof PersonDuplicatesQuery>;

export interface PersonDuplicateDTO {
  id: number;
  firstname: string;
  lastname: string;
  birthdate: string;
  /** Names of the person's current clubs in the creator's scope. */
  clubs: string[];
}

const name = z.string().trim().min(1, 'required').max(60, 'tooLong');
const optionalEmail = z
  .union([z.literal(''), z.email('invalidEmail').max(254)])
  .nullable()
  .optional()
  .transform((v) => (v === undefined ? undefined : v ? v.toLowerCase() : null));

/** POST /api/persons: create member (docs/product.md#member-details). */
export const PersonCreateInput = z
  .object({
    club_id: BodyId,
    sport_id: BodyId,
    gender: z.enum(GENDERS),
    firstname: name,
    lastname: name,
    birthdate,
    email: optionalEmail,
  })
  .strict();
export type PersonCreateInput = z.input<typeof PersonCreateInput>;

/** PUT /api/persons/{id}: the person's data and contact data (name and email changes go through support, i.e. admins). */
export const PersonUpdateInput = ContactDataInput.extend({
  firstname: name.optional(),
  lastname: name.optional(),
  gender: z.enum(GENDERS).optional(),
  birthdate: birthdate.optional(),
  email: optionalEmail,
}).strict();
export type PersonUpdateInput = z.input<typeof PersonUpdateInput>;

export const TagAssignInput = z.object({ tag_id: BodyId }).strict();
export const InternationalPlayerInput = z.object({ international_team_id: BodyId }).strict();

/** Admins grant only these roles (ASSIGNABLE_ROLES), on a league or a team. */
export const AclRuleInput = z.object({ role: z.enum(['league-leader', 'team-leader']), target_id: BodyId }).strict();
export type AclRuleInput = z.infer<typeof AclRuleInput>;

export const LicenseAssignInput = z
  .object({
    level: z.number().int().min(1).max(99),
    valid_from: isoDate.optional(),
    valid_to: isoDate.nullable().optional(),
  })
  .strict();
export type LicenseAssignInput = z.infer<typeof LicenseAssignInput>;

/** PUT /api/players/{id} from the admin area: any of these; the server checks each against the viewer's rights. */
export const PlayerAdminUpdateInput = z
  .object({
    team_id: BodyId.nullable(),
    club_id: BodyId,
    jersey_number: z
      .string()
      .regex(/^\d{1,3}$/, 'jerseyNumber')
      .nullable()
      .or(z.literal('').transform(() => null)),
    positions: z.array(z.enum(PLAYER_POSITIONS)).max(PLAYER_POSITIONS.length),
    subscription_id: BodyId.nullable(),
    billing_interval: z
      .number()
      .int()
      .refine((v) => (BILLING_INTERVALS as readonly number[]).includes(v), 'billingInterval')
      .nullable(),
    is_alumni: z.boolean(),
    sport_id: BodyId,
  })
  .partial()
  .strict();
export type PlayerAdminUpdateInput = z.input<typeof PlayerAdminUpdateInput>;

// ------------------------------------------------------------------ answers

export type InternationalCountry = 'bel' | 'deu' | 'nld';

export interface MembershipSummaryDTO {
  id: number;
  club: { id: number; name: string };
  team: { id: number; name: string } | null;
  sport: { id: number; name: string };
  jersey_number: string | null;
  is_alumni: boolean;
}

export interface AclLabelDTO {
  role: string;
  label: string;
  target_name: string | null;
}

export interface PersonListItemDTO {
  id: number;
  firstname: string;
  lastname: string;
  gender: 'male' | 'female';
  birthdate: string;
  email: string | null;
  avatar_state: 'ok' | 'none';
  created_at: string;
  is_alumni: boolean;
  memberships: MembershipSummaryDTO[];
  tags?: { id: number; name: string }[];
  aclLabels?: AclLabelDTO[];
  international_player_country: InternationalCountry | null;
}

/** A row of GET /api/players: one current membership and its person. */
export interface PlayerListItemDTO {
  id: number;
  player_id: number;
  person: {
    id: number;
    firstname: string;
    lastname: string;
    gender: 'male' | 'female';
    avatar_state: 'ok' | 'none';
    tags?: { id: number; name: string }[];
    aclLabels?: AclLabelDTO[];
  };
  club: { id: number; name: string };
  team: { id: number; name: string } | null;
  sport: { id: number; name: string };
  jersey_number: string | null;
  positions: string[];
  is_alumni: boolean;
}

export interface FilterOptionDTO {
  value: string;
  label: string;
  /** Extra text, e.g. a team's club or an international team's country. */
  detail?: string;
  /** Teams: listed as name plus gender, sport (docs/product.md#advanced-search). */
  gender?: string;
  sport?: string;
  count: number;
}

export type PersonFiltersDTO = Record<string, FilterOptionDTO[]>;

export const LicenseLevel = z.strictObject({ level: z.int(), caption: z.string(), color: z.string() });
export type LicenseLevelDTO = z.infer<typeof LicenseLevel>;

/** A licence of the pool (GET /api/licenses, the admin options' license_pool). */
export const License = z.strictObject({
  id: z.int(),
  name: z.string(),
  abbreviation: z.string(),
  caption: z.string().nullable(),
  color: z.string(),
  is_referee: z.boolean(),
  sport: z.strictObject({ id: z.int(), name: z.string() }).nullable(),
  levels: z.array(LicenseLevel),
});
export type LicenseDTO = z.infer<typeof License>;

export interface PersonLicenseDTO extends LicenseDTO {
  level: number;
  pivot: { valid_from: string; valid_to: string | null };
  is_valid: boolean;
}

export interface AclRuleDTO {
  id: number;
  role: string;
  label: string;
  target: { type: string; id: number; name: string | null };
  meta: { gender?: string } & Record<string, unknown>;
  revocable: boolean;
}

export interface PlayerDTO {
  id: number;
  player_id: number;
  sport: { id: number; name: string };
  sport_id: number;
  club: { id: number; name: string; avatarState: 'ok' | 'none' };
  club_name: string;
  team: { id: number; name: string; local_name: string | null; gender: string; sport: { id: number; name: string } } | null;
  association: { association_id: number };
  league: { league_name: string } | null;
  jersey_number: string | null;
  positions: string[];
  is_alumni: boolean;
  subscription: { id: number; name: string; billing_interval: number | null } | null;
  available_subscriptions: { id: number; name: string; available_intervals: number[] }[];
  /** The sports an alumni membership may return to (its own and those of its club); empty while active. */
  reactivation_sports: { id: number; name: string }[];
  pendingProcess: { id: number; type: string } | null;
  active_from: string;
  active_to: string | null;
}

export interface PersonDetailsDTO {
  id: number;
  uuid: string;
  firstname: string;
  lastname: string;
  gender: 'male' | 'female';
  birthdate: string;
  email: string | null;
  /** A new address waiting for its confirmation; `email` stays the sign-in address until then. */
  pending_email: string | null;
  avatar_state: 'ok' | 'none';
  public_short_name: string | null;
  exclude_from_maillists: boolean;
  preferred_language: string;
  created_at: string;
  contactData: ContactDataDTO;
  tags: { id: number; name: string }[];
  aclRules: AclRuleDTO[];
  memberships: PlayerDTO[];
  internationalPlayers: {
    id: number;
    association_id: number;
    sport_id: number;
    sport_name: string;
    name: string;
    country_code: string;
  }[];
  international_player_country: InternationalCountry | null;
  licenses: PersonLicenseDTO[];
  /** Associations the person belongs to (retirement, licence pool). */
  associations: { id: number; name: string; abbreviation: string }[];
  /** read_only_fields: sign-in fields (email) of a person who holds rights the viewer lacks (PersonOutranksEditor). */
  meta: { permissions: string[]; read_only_fields: string[] };
}

export interface HistoryEntryDTO {
  id: number;
  action: string;
  entity: string;
  entity_id: number | null;
  data: unknown;
  /** The names of the ids `data` records, by field and id ({ sport_id: { "1": "Lacrosse" } }); a gone thing has none. */
  names: Record<string, Record<string, string>>;
  created_at: string;
  actor: { id: number; firstname: string; lastname: string } | null;
}

export interface HistoryPeriodDTO {
  kind: 'membership' | 'team' | 'license' | 'international' | 'subscription';
  association: string | null;
  sport: string | null;
  label: string;
  detail: string | null;
  from: string;
  to: string | null;
}

export interface PersonHistoryDTO {
  entries: HistoryEntryDTO[];
  periods: HistoryPeriodDTO[];
}
