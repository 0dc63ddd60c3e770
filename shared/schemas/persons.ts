// Admin calls on persons and players (docs/product.md#api-calls): queries, inputs and answers.
import { z } from 'zod';
import { PLAIN_TEXT, PLAIN_TEXT_MESSAGE, queryText } from './text';
import { BodyId, PathId } from './ids';
import { isValidBirthdate } from './registration';
import { today } from '../clock';
import {
  BILLING_INTERVALS,
  GENDERS,
  LANGUAGES,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_LOOKUP,
  PLAYER_POSITIONS,
  PROCESS_TYPES,
  TEAM_GENDERS,
} from '../constants';
import { PERMISSIONS, ROLE_LABELS, ROLES, TARGET_TYPES } from '../permissions';
import { FILTER_BOX_SUBJECTS, RQL_SUBJECTS, type FilterBoxSubject, type RqlSubject } from './rql';
import { MEMBER_EXPORT_FIELDS } from './member-fields';
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
  include: queryText(200).optional(),
  q: z.string().trim().max(100).regex(PLAIN_TEXT, PLAIN_TEXT_MESSAGE).optional(),
});

export const PERSON_EXPORT_FORMATS = ['emails-csv', 'full-xlsx'] as const;

/**
 * `columns=lastname,firstname,...`: the full XLSX export's columns in this order (decision 058); each a field of the
 * export, each once. Absent: all of them.
 */
export const exportColumns = z
  .string()
  .max(400)
  .regex(/^[a-z0-9_]+(,[a-z0-9_]+)*$/, 'columns')
  .transform((text) => text.split(','))
  .pipe(
    z
      .array(z.enum(MEMBER_EXPORT_FIELDS))
      .min(1)
      .refine((keys) => new Set(keys).size === keys.length, 'duplicateColumn'),
  )
  .meta({ description: "The XLSX export's columns in their order, comma-separated: " + MEMBER_EXPORT_FIELDS.join(', ') });

/** `filter[x]=value`: the key of the alias of `eq(x,value)` (docs/product.md#rql). */
export const filterParam = (subject: RqlSubject) => `filter[${subject}]` as const;

/** The filter[x] parameters: one value each (the bare word null as in RQL), an alias of the RQL term eq(x,value). */
const filterParams = Object.fromEntries(
  RQL_SUBJECTS.map((subject) => [
    filterParam(subject),
    queryText(100)
      .optional()
      .meta({ description: `Alias of the RQL term eq(${subject},value), combined with rql by and` }),
  ]),
) as Record<`filter[${RqlSubject}]`, z.ZodOptional<ReturnType<typeof queryText>>>;

export const PersonListQuery = ListQuery.extend({
  order_by: z.enum(PERSON_ORDER_BY).default('persons.lastname'),
  order_by_desc: flag.default(false),
  rql: queryText(RQL_LIMITS.length).optional(),
  ...filterParams,
  whereACL: z.enum(['persons.list', 'persons.update', 'persons.export', 'persons.create']).optional(),
  format: z.enum(PERSON_EXPORT_FORMATS).optional(),
  columns: exportColumns.optional(),
}).strict();
export type PersonListQuery = z.infer<typeof PersonListQuery>;

export function pageSizeOf(query: { page_size?: number; pageSize?: number }): number {
  return query.page_size ?? query.pageSize ?? PAGE_SIZE_DEFAULT;
}

export const IdParams = z.object({ id: PathId });

/** GET /api/players: the admin's list of current memberships in scope; q and rql filter their persons. */
export const PlayerListQuery = PersonListQuery.omit({ format: true, columns: true }).strict();
export type PlayerListQuery = z.infer<typeof PlayerListQuery>;

/** `?full` (any value but false/0) asks for the large picture; the default is the thumbnail. `ts` busts caches. */
export const PersonAvatarQuery = z.object({
  full: queryText(10)
    .optional()
    .transform((v) => v !== undefined && v !== 'false' && v !== '0'),
  ts: queryText(20).optional(),
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
 * what is wrong (a birthdate in the future said "Pflichtfeld").
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
    firstname: z.string().trim().min(1, 'required').max(60, 'tooLong').regex(PLAIN_TEXT, PLAIN_TEXT_MESSAGE),
    lastname: z.string().trim().min(1, 'required').max(60, 'tooLong').regex(PLAIN_TEXT, PLAIN_TEXT_MESSAGE),
    birthdate: isoDate,
  })
  .strict();
export type PersonDuplicatesQuery = z.infer<typeof PersonDuplicatesQuery>;

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

export const INTERNATIONAL_COUNTRIES = ['bel', 'deu', 'nld'] as const;
export type InternationalCountry = (typeof INTERNATIONAL_COUNTRIES)[number];

const Ref = z.strictObject({ id: z.int(), name: z.string() });
const Gender = z.enum(GENDERS);
const AvatarState = z.enum(['ok', 'none']);
const Role = z.enum(ROLES);
const RoleLabel = z.enum(ROLE_LABELS);
const TagRef = z.strictObject({ id: z.int(), name: z.string() });

/** GET /api/persons/duplicates: a likely duplicate of a new member. */
export const PersonDuplicate = z.strictObject({
  id: z.int(),
  firstname: z.string(),
  lastname: z.string(),
  birthdate: z.string(),
  /** Names of the person's current clubs in the creator's scope. */
  clubs: z.array(z.string()),
});
export type PersonDuplicateDTO = z.infer<typeof PersonDuplicate>;

/** A new record's id (POST /api/persons, aclRules, internationalPlayers). */
export const CreatedId = z.strictObject({ id: z.int() });

export const TagAssigned = z.strictObject({ person_id: z.int(), tag_id: z.int() });
export const LicenseAssigned = z.strictObject({ person_id: z.int(), license_id: z.int(), level: z.int() });
export const AvatarReported = z.strictObject({ reported: z.literal(true) });

export const MembershipSummary = z.strictObject({
  id: z.int(),
  club: Ref,
  team: Ref.nullable(),
  sport: Ref,
  jersey_number: z.string().nullable(),
  is_alumni: z.boolean(),
});
export type MembershipSummaryDTO = z.infer<typeof MembershipSummary>;

export const AclLabel = z.strictObject({ role: Role, label: RoleLabel, target_name: z.string().nullable() });
export type AclLabelDTO = z.infer<typeof AclLabel>;

/** A row of the member list; tags and role labels only when asked for (include=tags,aclLabels). */
export const PersonListItem = z.strictObject({
  id: z.int(),
  firstname: z.string(),
  lastname: z.string(),
  gender: Gender,
  birthdate: z.string(),
  email: z.string().nullable(),
  avatar_state: AvatarState,
  created_at: z.string(),
  is_alumni: z.boolean(),
  memberships: z.array(MembershipSummary),
  tags: z.array(TagRef).optional(),
  aclLabels: z.array(AclLabel).optional(),
  international_player_country: z.enum(INTERNATIONAL_COUNTRIES).nullable(),
});
export type PersonListItemDTO = z.infer<typeof PersonListItem>;

/** A row of GET /api/players: one current membership and its person. */
export const PlayerListItem = z.strictObject({
  id: z.int(),
  player_id: z.int(),
  person: z.strictObject({
    id: z.int(),
    firstname: z.string(),
    lastname: z.string(),
    gender: Gender,
    avatar_state: AvatarState,
    tags: z.array(TagRef).optional(),
    aclLabels: z.array(AclLabel).optional(),
  }),
  club: Ref,
  team: Ref.nullable(),
  sport: Ref,
  jersey_number: z.string().nullable(),
  positions: z.array(z.enum(PLAYER_POSITIONS)),
  is_alumni: z.boolean(),
});
export type PlayerListItemDTO = z.infer<typeof PlayerListItem>;

export const FilterOption = z.strictObject({
  value: z.string(),
  label: z.string(),
  /** Extra text, e.g. a team's club or an international team's country. */
  detail: z.string().optional(),
  /** Teams: listed as name plus gender, sport (docs/product.md#advanced-search). */
  gender: z.enum(TEAM_GENDERS).optional(),
  sport: z.string().optional(),
  count: z.int().min(0),
});
export type FilterOptionDTO = z.infer<typeof FilterOption>;

/** The filter boxes of the member list, each with its options and counts. */
export const PersonFilters = z.strictObject(
  Object.fromEntries(FILTER_BOX_SUBJECTS.map((s) => [s, z.array(FilterOption)])) as Record<
    FilterBoxSubject,
    z.ZodArray<typeof FilterOption>
  >,
);
export type PersonFiltersDTO = z.infer<typeof PersonFilters>;

export const LicenseLevel = z.strictObject({ level: z.int(), caption: z.string(), color: z.string() });
export type LicenseLevelDTO = z.infer<typeof LicenseLevel>;

export const License = z.strictObject({
  id: z.int(),
  name: z.string(),
  abbreviation: z.string(),
  caption: z.string().nullable(),
  color: z.string(),
  is_referee: z.boolean(),
  sport: Ref.nullable(),
  levels: z.array(LicenseLevel),
});
export type LicenseDTO = z.infer<typeof License>;

export const PersonLicense = License.extend({
  level: z.int(),
  pivot: z.strictObject({ valid_from: z.string(), valid_to: z.string().nullable() }),
  is_valid: z.boolean(),
});
export type PersonLicenseDTO = z.infer<typeof PersonLicense>;

export const AclRule = z.strictObject({
  id: z.int(),
  role: Role,
  label: RoleLabel,
  target: z.strictObject({ type: z.enum(TARGET_TYPES), id: z.int(), name: z.string().nullable() }),
  /** The rule's stored meta (free-form JSON kept with the rule), plus the team's gender for a team rule. */
  meta: z.record(z.string(), z.unknown()),
  revocable: z.boolean(),
});
export type AclRuleDTO = z.infer<typeof AclRule>;

/** A current membership on the member details page. */
export const Player = z.strictObject({
  id: z.int(),
  player_id: z.int(),
  sport: Ref,
  sport_id: z.int(),
  club: z.strictObject({ id: z.int(), name: z.string(), avatarState: AvatarState }),
  club_name: z.string(),
  team: z
    .strictObject({
      id: z.int(),
      name: z.string(),
      local_name: z.string().nullable(),
      gender: z.enum(TEAM_GENDERS),
      sport: Ref,
    })
    .nullable(),
  association: z.strictObject({ association_id: z.int() }),
  league: z.strictObject({ league_name: z.string() }).nullable(),
  jersey_number: z.string().nullable(),
  positions: z.array(z.enum(PLAYER_POSITIONS)),
  is_alumni: z.boolean(),
  subscription: z.strictObject({ id: z.int(), name: z.string(), billing_interval: z.int().nullable() }).nullable(),
  available_subscriptions: z.array(z.strictObject({ id: z.int(), name: z.string(), available_intervals: z.array(z.int()) })),
  /** The sports an alumni membership may return to (its own and those of its club); empty while active. */
  reactivation_sports: z.array(Ref),
  /** The membership's open process, if any. */
  pendingProcess: z.strictObject({ id: z.int(), type: z.enum(PROCESS_TYPES) }).nullable(),
  active_from: z.string(),
  active_to: z.string().nullable(),
});
export type PlayerDTO = z.infer<typeof Player>;

const PersonContactData = z.strictObject({
  phone_number: z.string().nullable(),
  mobile_phone: z.string().nullable(),
  address_1: z.string().nullable(),
  address_2: z.string().nullable(),
  zip_code: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string().nullable(),
}) satisfies z.ZodType<ContactDataDTO>;

export const PersonDetails = z.strictObject({
  id: z.int(),
  uuid: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  gender: Gender,
  birthdate: z.string(),
  email: z.string().nullable(),
  /** A new address waiting for its confirmation; `email` stays the sign-in address until then. */
  pending_email: z.string().nullable(),
  avatar_state: AvatarState,
  public_short_name: z.string().nullable(),
  exclude_from_maillists: z.boolean(),
  preferred_language: z.enum(LANGUAGES),
  created_at: z.string(),
  contactData: PersonContactData,
  tags: z.array(TagRef),
  aclRules: z.array(AclRule),
  memberships: z.array(Player),
  internationalPlayers: z.array(
    z.strictObject({
      id: z.int(),
      association_id: z.int(),
      sport_id: z.int(),
      sport_name: z.string(),
      name: z.string(),
      country_code: z.string(),
    }),
  ),
  international_player_country: z.enum(INTERNATIONAL_COUNTRIES).nullable(),
  licenses: z.array(PersonLicense),
  /** Associations the person belongs to (retirement, licence pool). */
  associations: z.array(z.strictObject({ id: z.int(), name: z.string(), abbreviation: z.string() })),
  /** read_only_fields: sign-in fields (email) of a person who holds rights the viewer lacks (PersonOutranksEditor). */
  meta: z.strictObject({ permissions: z.array(z.enum(PERMISSIONS)), read_only_fields: z.array(z.enum(['email'])) }),
});
export type PersonDetailsDTO = z.infer<typeof PersonDetails>;

export const HistoryEntry = z.strictObject({
  id: z.int(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.int().nullable(),
  /** What the history entry recorded: free-form JSON, its shape differs per action. */
  data: z.unknown(),
  /** The names of the ids `data` records, by field and id ({ sport_id: { "1": "Lacrosse" } }); a gone thing has none. */
  names: z.record(z.string(), z.record(z.string(), z.string())),
  created_at: z.string(),
  actor: z.strictObject({ id: z.int(), firstname: z.string(), lastname: z.string() }).nullable(),
});
export type HistoryEntryDTO = z.infer<typeof HistoryEntry>;

export const HistoryPeriod = z.strictObject({
  kind: z.enum(['membership', 'team', 'license', 'international', 'subscription']),
  association: z.string().nullable(),
  sport: z.string().nullable(),
  label: z.string(),
  detail: z.string().nullable(),
  from: z.string(),
  to: z.string().nullable(),
});
export type HistoryPeriodDTO = z.infer<typeof HistoryPeriod>;

export const PersonHistory = z.strictObject({ entries: z.array(HistoryEntry), periods: z.array(HistoryPeriod) });
export type PersonHistoryDTO = z.infer<typeof PersonHistory>;

/** GET /api/tags: a tag of an association in scope. */
export const Tag = z.strictObject({ id: z.int(), name: z.string(), association_id: z.int() });
export type TagDTO = z.infer<typeof Tag>;

/** GET /api/international-teams: a national team with its player count. */
export const InternationalTeam = z.strictObject({
  id: z.int(),
  name: z.string(),
  country_code: z.string(),
  association_id: z.int(),
  sport: Ref,
  players_count: z.int().min(0),
});
export type InternationalTeamDTO = z.infer<typeof InternationalTeam>;
