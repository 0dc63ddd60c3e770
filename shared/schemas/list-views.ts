// Saved views and chosen columns of the member and referee lists (docs/decisions/058-saved-views-and-columns.md): requests and answers.
import { z } from 'zod';
import { RQL_LIMITS } from '../rql';
import { PathId } from './ids';
import { PERSON_ORDER_BY } from './persons';
import { PLAIN_TEXT, PLAIN_TEXT_MESSAGE, queryText } from './text';
import { type MemberExportField } from './member-fields';

/** The admin lists that keep views and columns. */
export const VIEW_LISTS = ['members', 'referees'] as const;
export type ViewList = (typeof VIEW_LISTS)[number];

/**
 * The export's fields the list offers as columns beside its fixed name column (picture, "Nachname, Vorname", labels):
 * those its answer carries. Contact data stays in the export (the list does not read it); the export of a list writes
 * last and first name, then these in the chosen order (decision 058).
 */
export const MEMBER_LIST_COLUMNS = [
  'id',
  'gender',
  'birthdate',
  'email',
  'memberships',
  'is_alumni',
  'tags',
  'created_at',
] as const satisfies readonly MemberExportField[];
export type MemberListColumn = (typeof MEMBER_LIST_COLUMNS)[number];

/** The referee list's columns beside its name: what its answer carries. */
export const REFEREE_LIST_COLUMNS = ['clubs', 'licenses', 'id', 'gender', 'email'] as const;
export type RefereeListColumn = (typeof REFEREE_LIST_COLUMNS)[number];

/** Each list's columns. */
export const LIST_COLUMNS = { members: MEMBER_LIST_COLUMNS, referees: REFEREE_LIST_COLUMNS } as const;

/** The list's columns before a person chooses their own: as the list always looked. */
export const DEFAULT_MEMBER_COLUMNS: ColumnDTO[] = [{ key: 'memberships', width: 360 }];
export const DEFAULT_REFEREE_COLUMNS: RefereeColumnDTO[] = [
  { key: 'clubs', width: 300 },
  { key: 'licenses', width: 260 },
];
export const DEFAULT_COLUMNS = { members: DEFAULT_MEMBER_COLUMNS, referees: DEFAULT_REFEREE_COLUMNS } as const;

/** The export's columns for a list with these columns: the name first, as the list shows it. */
export const exportColumnsOf = (columns: readonly ColumnDTO[]): MemberExportField[] => [
  'lastname',
  'firstname',
  ...columns.map((c) => c.key),
];

/** Bounds of views and columns (decision 058). */
export const VIEW_LIMITS = { name: 60, perUser: 50, columnWidth: { min: 60, max: 800 } } as const;

const columnWidth = z.int().min(VIEW_LIMITS.columnWidth.min).max(VIEW_LIMITS.columnWidth.max);
export const Column = z.strictObject({ key: z.enum(MEMBER_LIST_COLUMNS), width: columnWidth });
export type ColumnDTO = z.infer<typeof Column>;
export const RefereeColumn = z.strictObject({ key: z.enum(REFEREE_LIST_COLUMNS), width: columnWidth });
export type RefereeColumnDTO = z.infer<typeof RefereeColumn>;

const eachOnce = (columns: { key: string }[]) => new Set(columns.map((c) => c.key)).size === columns.length;

/** Chosen columns: at least one, each once, in their order. */
export const Columns = z.array(Column).min(1).max(MEMBER_LIST_COLUMNS.length).refine(eachOnce, 'duplicateColumn');
export const RefereeColumns = z.array(RefereeColumn).min(1).max(REFEREE_LIST_COLUMNS.length).refine(eachOnce, 'duplicateColumn');
/** Either list's columns; a view's or request's `list` says which (checked by columnsFitList). */
const AnyColumns = z.union([Columns, RefereeColumns]);
export type AnyColumnsDTO = ColumnDTO[] | RefereeColumnDTO[];

/** Whether the columns are the list's own (a view of one list cannot carry the other's columns). */
export const columnsFitList = (list: ViewList, columns: readonly { key: string }[] | null | undefined) =>
  !columns || columns.every((c) => (LIST_COLUMNS[list] as readonly string[]).includes(c.key));

export const ViewListQuery = z.object({ list: z.enum(VIEW_LISTS).default('members') }).strict();

/** PUT /api/list-columns. */
export const ColumnsInput = z
  .strictObject({ list: z.enum(VIEW_LISTS).default('members'), columns: AnyColumns })
  .refine((input) => columnsFitList(input.list, input.columns), { message: 'unknownColumn', path: ['columns'] });
export const ColumnsAnswer = z.strictObject({ list: z.enum(VIEW_LISTS), columns: AnyColumns, chosen: z.boolean() });

/** The search a view keeps, as the list's URL has it (no defaults: a change names only what changes). */
const ViewSearch = {
  rql: queryText(RQL_LIMITS.length),
  q: z.string().trim().max(100).regex(PLAIN_TEXT, PLAIN_TEXT_MESSAGE),
  order_by: z.enum(PERSON_ORDER_BY),
  order_by_desc: z.boolean(),
  columns: AnyColumns.nullable(),
};

const viewName = z.string().trim().min(1, 'required').max(VIEW_LIMITS.name, 'tooLong').regex(PLAIN_TEXT, PLAIN_TEXT_MESSAGE);

/** POST /api/list-views: a new view; `association_id` shares it with that association's admins. */
export const ViewInput = z
  .strictObject({
    list: z.enum(VIEW_LISTS).default('members'),
    name: viewName,
    association_id: z.int().positive().nullable().default(null),
    rql: ViewSearch.rql.default(''),
    q: ViewSearch.q.default(''),
    order_by: ViewSearch.order_by.default('persons.lastname'),
    order_by_desc: ViewSearch.order_by_desc.default(false),
    columns: ViewSearch.columns.default(null),
  })
  .refine((input) => columnsFitList(input.list, input.columns), { message: 'unknownColumn', path: ['columns'] });
export type ViewInput = z.input<typeof ViewInput>;

/** PUT /api/list-views/{id}: any of the view's fields. */
export const ViewUpdateInput = z.strictObject({
  name: viewName.optional(),
  association_id: z.int().positive().nullable().optional(),
  rql: ViewSearch.rql.optional(),
  q: ViewSearch.q.optional(),
  order_by: ViewSearch.order_by.optional(),
  order_by_desc: ViewSearch.order_by_desc.optional(),
  columns: ViewSearch.columns.optional(),
});
export type ViewUpdateInput = z.input<typeof ViewUpdateInput>;

export const ViewParams = z.object({ id: PathId });

export const View = z.strictObject({
  id: z.int(),
  list: z.enum(VIEW_LISTS),
  name: z.string(),
  /** Shared with this association's admins; null: private. */
  association: z.strictObject({ id: z.int(), name: z.string() }).nullable(),
  rql: z.string(),
  q: z.string(),
  order_by: z.enum(PERSON_ORDER_BY),
  order_by_desc: z.boolean(),
  columns: AnyColumns.nullable(),
  /** The viewer's own view, or a shared one nobody owns any more: they may change and delete it. */
  editable: z.boolean(),
  mine: z.boolean(),
});
export type ViewDTO = z.infer<typeof View>;

/** GET /api/list-views: the views the viewer may use, and the associations they may share one with. */
export const ViewsAnswer = z.strictObject({
  views: z.array(View),
  share_with: z.array(z.strictObject({ id: z.int(), name: z.string() })),
});
export type ViewsAnswerDTO = z.infer<typeof ViewsAnswer>;
