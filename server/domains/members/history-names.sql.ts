// The names of the things a history entry records by id (sport_id, club_id, team_id, ...), resolved when the history
// is presented: the client shows "Sportart: Lacrosse -> Indoor Lacrosse" instead of "1 -> 2". The ids stay
// in the entry's data; a thing that is gone keeps its id.
import { Prisma } from '../../db/generated/client';
import { cached } from '../../db/plan-cache';
import { readRows } from '../../db/raw';

/** The table (with a `name` column) each id field of the audit data points to. */
const FIELD_TABLES = {
  sport_id: 'sports',
  previous_sport_id: 'sports',
  club_id: 'clubs',
  from_club_id: 'clubs',
  to_club_id: 'clubs',
  team_id: 'teams',
  from_team_id: 'teams',
  to_team_id: 'teams',
  league_id: 'competitions',
  competition_id: 'competitions',
  subscription_id: 'subscriptions',
  association_id: 'associations',
  region_id: 'regions',
  tag_id: 'tags',
  license_id: 'licenses',
  international_team_id: 'international_teams',
} as const;
type IdField = keyof typeof FIELD_TABLES;
type Table = (typeof FIELD_TABLES)[IdField];

/** field -> id -> name */
export type EntryNames = Record<string, Record<string, string>>;

const isIdField = (key: string): key is IdField => Object.hasOwn(FIELD_TABLES, key);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asId = (value: unknown): number | null => {
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n < 2 ** 31 ? n : null;
};

/** Every (field, id) an entry's data holds: plain values, { from, to } maps, arrays, before/after objects, nested. */
function idsOf(data: unknown, out: [IdField, number][] = [], depth = 0): [IdField, number][] {
  if (!isObject(data) || depth > 3) return out;
  for (const [key, value] of Object.entries(data)) {
    if (isIdField(key)) {
      const values = isObject(value) ? [value.from, value.to] : Array.isArray(value) ? value : [value];
      for (const v of values) {
        const id = asId(v);
        if (id !== null) out.push([key, id]);
      }
    } else if (isObject(value)) idsOf(value, out, depth + 1);
  }
  return out;
}

/** The names of all ids in `entries`, in one query, as a map per entry (same order). */
export async function entryNames(entries: unknown[]): Promise<EntryNames[]> {
  const perEntry = entries.map((data) => idsOf(data));
  const wanted = new Map<Table, Set<number>>();
  for (const ids of perEntry) {
    for (const [field, id] of ids) {
      const table = FIELD_TABLES[field];
      if (!wanted.has(table)) wanted.set(table, new Set());
      wanted.get(table)!.add(id);
    }
  }
  const names = new Map<string, string>();
  if (wanted.size > 0) {
    // Every table in one statement: one round trip, however many kinds of things the entries name; prepared, as a
    // page's few kinds of things make few distinct statements.
    const rows = await readRows<{ kind: string; id: number; name: string }>(
      cached(
        Prisma.join(
          [...wanted].map(
            ([table, ids]) =>
              Prisma.sql`SELECT ${table}::text AS kind, id, name::text FROM ${Prisma.raw(table)} WHERE id = ANY(${[...ids]}::int[])`,
          ),
          ' UNION ALL ',
        ),
      ),
    );
    for (const row of rows) names.set(`${row.kind}:${row.id}`, row.name);
  }
  return perEntry.map((ids) => {
    const result: EntryNames = {};
    for (const [field, id] of ids) {
      const name = names.get(`${FIELD_TABLES[field]}:${id}`);
      if (name === undefined) continue;
      (result[field] ??= {})[String(id)] = name;
    }
    return result;
  });
}
