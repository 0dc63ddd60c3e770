// Saved views and chosen columns of the member list (docs/decisions/058-saved-views-and-columns.md): requests and answers.
import { z } from 'zod';
import { RQL_LIMITS } from '../rql';
import { PathId } from './ids';
import { PERSON_ORDER_BY } from './persons';
import { PLAIN_TEXT, PLAIN_TEXT_MESSAGE, queryText } from './text';
import { type MemberExportField } from './member-fields';

/** The admin lists that keep views and columns. */
export const VIEW_LISTS = ['members'] as const;
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

/** The list's columns before a person chooses their own: as the list always looked. */
export const DEFAULT_MEMBER_COLUMNS: ColumnDTO[] = [{ key: 'memberships', width: 360 }];

/** The export's columns for a list with these columns: the name first, as the list shows it. */
export const exportColumnsOf = (columns: readonly ColumnDTO[]): MemberExportField[] => [
  'lastname',
  'firstname',
  ...columns.map((c) => c.key),
];

/** Bounds of views and columns (decision 058). */
export const VIEW_LIMITS = { name: 60, perUser: 50, columnWidth: { min: 60, max: 800 } } as const;

export const Column = z.strictObject({
  key: z.enum(MEMBER_LIST_COLUMNS),
  width: z.int().min(VIEW_LIMITS.columnWidth.min).max(VIEW_LIMITS.columnWidth.max),
});
export type ColumnDTO = z.infer<typeof Column>;

/** Chosen columns: at least one, each once, in their order. */
export const Columns = z
  .array(Column)
  .min(1)
  .max(MEMBER_LIST_COLUMNS.length)
  .refine((columns) => new Set(columns.map((c) => c.key)).size === columns.length, 'duplicateColumn');

export const ViewListQuery = z.object({ list: z.enum(VIEW_LISTS).default('members') }).strict();

/** PUT /api/list-columns. */
export const ColumnsInput = z.strictObject({ list: z.enum(VIEW_LISTS).default('members'), columns: Columns });
export const ColumnsAnswer = z.strictObject({ list: z.enum(VIEW_LISTS), columns: Columns, chosen: z.boolean() });

/** The search a view keeps, as the list's URL has it (no defaults: a change names only what changes). */
const ViewSearch = {
  rql: queryText(RQL_LIMITS.length),
  q: z.string().trim().max(100).regex(PLAIN_TEXT, PLAIN_TEXT_MESSAGE),
  order_by: z.enum(PERSON_ORDER_BY),
  order_by_desc: z.boolean(),
  columns: Columns.nullable(),
};

const viewName = z.string().trim().min(1, 'required').max(VIEW_LIMITS.name, 'tooLong').regex(PLAIN_TEXT, PLAIN_TEXT_MESSAGE);

/** POST /api/list-views: a new view; `association_id` shares it with that association's admins. */
export const ViewInput = z.strictObject({
  list: z.enum(VIEW_LISTS).default('members'),
  name: viewName,
  association_id: z.int().positive().nullable().default(null),
  rql: ViewSearch.rql.default(''),
  q: ViewSearch.q.default(''),
  order_by: ViewSearch.order_by.default('persons.lastname'),
  order_by_desc: ViewSearch.order_by_desc.default(false),
  columns: ViewSearch.columns.default(null),
});
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
  columns: Columns.nullable(),
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
