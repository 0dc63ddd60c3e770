// Bulk inserts through `pg`: rows are buffered per table and written as one INSERT ... SELECT FROM unnest(...)
// per batch, one text array per column cast to the column's type (a few hundred thousand rows a second).
import type pg from 'pg';

export type Value = string | number | boolean | Date | null | undefined | readonly string[];

const BATCH = 5000;

function text(value: Value, type: string): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return type === 'date' ? value.toISOString().slice(0, 10) : value.toISOString();
  // Arrays become PostgreSQL array literals ({a,b}); our values never need quoting.
  if (Array.isArray(value)) return `{${value.join(',')}}`;
  return String(value);
}

/** A buffered writer of one table; `flush` at the end. */
export class TableWriter {
  private buffer: Value[][] = [];
  private types: string[] | null = null;
  count = 0;

  constructor(
    private readonly client: pg.ClientBase,
    readonly table: string,
    readonly columns: readonly string[],
    /** Tables this one references: their buffered rows are written first. */
    private readonly parents: TableWriter[] = [],
  ) {}

  async add(row: Value[]): Promise<void> {
    this.buffer.push(row);
    this.count++;
    if (this.buffer.length >= BATCH) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.buffer.length === 0) return;
    for (const parent of this.parents) await parent.flush();
    const rows = this.buffer;
    this.buffer = [];
    this.types ??= await columnTypes(this.client, this.table, this.columns);
    const types = this.types;
    const arrays = this.columns.map((_, i) => rows.map((r) => text(r[i], types[i]!)));
    const names = this.columns.map((c) => `"${c}"`).join(', ');
    const casts = this.columns.map((_, i) => `c${i}::${types[i]}`).join(', ');
    const unnest = this.columns.map((_, i) => `$${i + 1}::text[]`).join(', ');
    const aliases = this.columns.map((_, i) => `c${i}`).join(', ');
    await this.client.query(
      `INSERT INTO "${this.table}" (${names}) SELECT ${casts} FROM unnest(${unnest}) AS u(${aliases})`,
      arrays,
    );
  }
}

async function columnTypes(client: pg.ClientBase, table: string, columns: readonly string[]): Promise<string[]> {
  const { rows } = await client.query<{ name: string; type: string }>(
    `SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
     WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped`,
    [`"${table}"`],
  );
  const byName = new Map(rows.map((r) => [r.name, r.type]));
  return columns.map((c) => {
    const type = byName.get(c);
    if (!type) throw new Error(`bench: ${table}.${c} does not exist`);
    return type;
  });
}

/** Writers for several tables, flushed together. */
export class Loader {
  private readonly writers = new Map<string, TableWriter>();

  constructor(private readonly client: pg.ClientBase) {}

  table(name: string, columns: readonly string[], parents: TableWriter[] = []): TableWriter {
    let writer = this.writers.get(name);
    if (!writer) {
      writer = new TableWriter(this.client, name, columns, parents);
      this.writers.set(name, writer);
    }
    return writer;
  }

  async flushAll(): Promise<void> {
    for (const writer of this.writers.values()) await writer.flush();
  }

  counts(): Record<string, number> {
    return Object.fromEntries([...this.writers.values()].map((w) => [w.table, w.count]));
  }
}
