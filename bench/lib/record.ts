// The statements behind one API answer, recorded from the server's own code: the app is built in this process on the
// bench database and every statement it sends through node-postgres is noted (text, values, prepared name), so a
// raw-SQL floor replays exactly what the server ran (session read, access rules, Prisma's own statements included),
// the same way: statements the server had in flight at once are sent at once. The recorder runs the working tree's
// code: measure a DIST_DIR built from the same commit, or the floor replays another version's statements.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import pino from 'pino';
import type { Statement } from './queries';

/** Statements in the order they were sent; a group holds those sent while the others of the group were running. */
export type Recording = Statement[][];

interface Noted {
  statement: Statement;
  sentAt: number;
  doneAt: number;
}

let noting: Noted[] | null = null;

type QueryFn = (this: pg.Client, ...args: unknown[]) => unknown;
const clientProto = pg.Client.prototype as unknown as { query: QueryFn };
const original = clientProto.query;

/** Wraps node-postgres once: while a recording runs, each statement of this process is noted with its timing. */
function installHook(): void {
  if ((clientProto.query as QueryFn & { hooked?: true }).hooked) return;
  const hooked: QueryFn & { hooked?: true } = function (this: pg.Client, ...args: unknown[]) {
    const notes = noting;
    const [config, values] = args;
    const text = typeof config === 'string' ? config : (config as { text?: string } | null)?.text;
    if (!notes || typeof text !== 'string') return original.apply(this, args);
    const entry: Noted = {
      statement: {
        text,
        values: (Array.isArray(values) ? values : ((config as { values?: unknown[] }).values ?? [])) as unknown[],
        ...(typeof config === 'object' && (config as { name?: string }).name ? { name: (config as { name: string }).name } : {}),
      },
      sentAt: performance.now(),
      doneAt: Infinity,
    };
    notes.push(entry);
    const done = () => void (entry.doneAt = performance.now());
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      args[args.length - 1] = (...cb: unknown[]) => {
        done();
        return (last as (...a: unknown[]) => unknown)(...cb);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).then(done, done);
    return result;
  };
  hooked.hooked = true;
  clientProto.query = hooked;
}

/** Groups noted statements: one that was sent before every earlier one had its answer joins their group. */
function grouped(notes: Noted[]): Recording {
  const groups: Noted[][] = [];
  for (const n of [...notes].sort((a, b) => a.sentAt - b.sentAt)) {
    const current = groups[groups.length - 1];
    if (current && current.some((c) => c.doneAt > n.sentAt)) current.push(n);
    else groups.push([n]);
  }
  return groups.map((g) => g.map((n) => n.statement));
}

export interface Recorder {
  /** The statements of one GET, with the cookie; throws unless it answers 2xx. */
  record(path: string, cookie?: string): Promise<Recording>;
  close(): Promise<void>;
}

/**
 * The production app (as server/index.ts builds it, without the client files) in this process, on `databaseUrl`.
 * Its sessions are the bench server's (same table, same stored secret), so the bench's cookies work here too.
 */
export async function startRecorder(databaseUrl: string): Promise<Recorder> {
  installHook();
  const { loadConfig } = await import('../../server/config');
  const { setAssociationTimeZone } = await import('../../shared/clock');
  const { bulkLimits, createPool, createPrismaClient, requestLimits, setDb } = await import('../../server/db/client');
  const { sessionSecret } = await import('../../server/platform/secrets');
  const { buildApp } = await import('../../server/app');
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: '.data/bench-recorder',
    IBAN_ENCRYPTION_KEY: 'bench-iban-key-bench-iban-key',
  });
  setAssociationTimeZone(config.timeZone);
  const prisma = createPrismaClient(databaseUrl, undefined, requestLimits(config));
  const bulk = createPrismaClient(databaseUrl, undefined, { ...bulkLimits(config) });
  setDb(prisma, bulk);
  const logger = pino({ level: 'silent' });
  const pool = createPool(databaseUrl, 5, logger, requestLimits(config));
  const app = buildApp({ config, pool, sessionSecret: await sessionSecret(config), logger });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    async record(path, cookie) {
      noting = [];
      try {
        const res = await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`recording ${path}: ${res.status}`);
        // A statement sent after the answer (a session touch) belongs to no floor.
        return grouped(noting);
      } finally {
        noting = null;
      }
    },
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await app.locals.live?.close();
      await pool.end();
      await prisma.$disconnect();
      await bulk.$disconnect();
    },
  };
}

/** Replays a recording on `pool`: group after group, the statements of a group at once. */
export async function replay(pool: pg.Pool, recording: Recording): Promise<void> {
  for (const group of recording) {
    await Promise.all(group.map((s) => pool.query({ text: s.text, values: s.values, ...(s.name ? { name: s.name } : {}) })));
  }
}

/** How many statements a recording holds. */
export const statementsOf = (recording: Recording) => recording.reduce((n, g) => n + g.length, 0);
