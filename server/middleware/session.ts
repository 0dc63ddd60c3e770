// Sessions in PostgreSQL (connect-pg-simple on the `session` table) and passport on top.
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { Request, RequestHandler } from 'express';
import type { Pool } from 'pg';
import type { Config } from '../config';
import { accessOfRules, aclRulesJsonSql, type Access, type RuleRow } from '../domains/access';

declare module 'express-session' {
  interface SessionData {
    /** When the user last entered their password (sign-in or revalidate), ms since epoch. */
    authAt?: number;
    /** A game code's session (no person): the code and its one game (docs/decisions/050-game-code-for-a-scorer.md). */
    gameCode?: { id: number; gameId: number };
  }
}

export const SESSION_COOKIE = 'portal.sid';
/** Sessions without "remember" end with the browser; the store forgets them after this idle time. */
const IDLE_TTL_SECONDS = 12 * 60 * 60;

/** How often a session's idle expiry is pushed forward while it is in use. */
export const TOUCH_EVERY_MS = 60_000;
const TOUCH_MEMORY = 10_000;

/** Remembers when this process last touched each session (the newest TOUCH_MEMORY sessions). */
export class TouchThrottle {
  private readonly last = new Map<string, number>();

  /** True (and noted) when `sid` was not touched within TOUCH_EVERY_MS. */
  due(sid: string, now: number): boolean {
    const at = this.last.get(sid);
    if (at !== undefined && now - at < TOUCH_EVERY_MS) return false;
    this.last.delete(sid);
    this.last.set(sid, now);
    // Maps iterate in insertion order: the first key is the longest untouched session.
    if (this.last.size > TOUCH_MEMORY) this.last.delete(this.last.keys().next().value!);
    return true;
  }

  /** A touch that failed: the next request tries again. */
  forget(sid: string): void {
    this.last.delete(sid);
  }
}

/**
 * The session and its person's access rules in one prepared statement: every signed-in request needs both, and a
 * statement of its own for the rules cost a round trip, its planning and a Prisma call per request
 * (docs/benchmarks.md, "Second speed bar"). The rules are read in the same statement as the session, so a grant or
 * a revocation counts from the next request on, as before. The person is the one passport keeps in the session.
 */
const SESSION_WITH_RULES = {
  name: 'session_with_rules',
  text: `SELECT s.sess, ${aclRulesJsonSql(
    `CASE WHEN s.sess->'passport'->>'user' ~ '^[0-9]{1,9}$' THEN (s.sess->'passport'->>'user')::int END`,
  )} AS rules
  FROM "session" s WHERE s.sid = $1 AND s.expire >= to_timestamp($2)`,
};

/** Where the session read leaves the rules it brought, until express-session hands the session to the request. */
const RULES = Symbol('rules');

type LoadedSession = session.SessionData & { [RULES]?: RuleRow[]; passport?: { user?: unknown } };

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The signed-in person's rules as the session read brought them (accessOf builds the access from them). */
      sessionRules?: { personId: number; rules: RuleRow[] };
    }
  }
}

/** The access of the request's person from the rules its session read brought, or null (another person, none read). */
export function accessFromSession(req: Request, personId: number): Access | null {
  const brought = req.sessionRules;
  return brought && brought.personId === personId ? accessOfRules(personId, brought.rules) : null;
}

export function sessionMiddleware(config: Config, pool: Pool, secret: string): RequestHandler {
  const PgStore = connectPgSimple(session);
  const store = new PgStore({
    pool,
    tableName: 'session',
    createTableIfMissing: false,
    ttl: IDLE_TTL_SECONDS,
    pruneSessionInterval: 15 * 60,
    // Pruning again later is all a failed prune needs (the database away for a moment).
    errorLog: () => undefined,
  });
  // express-session touches the session after the answer is written; a failed touch (the database going away at
  // that moment) would reach Express after the error handler and cut the kept-alive connection under a complete
  // answer. The session merely keeps its previous expiry.
  const touch = store.touch.bind(store);
  const touched = new TouchThrottle();
  store.touch = (sid, sess, callback) => {
    // An idle timeout of 12 hours needs no write on every request: at most one a minute per session and process.
    if (!touched.due(sid, Date.now())) return callback?.();
    touch(sid, sess, (error?: unknown) => {
      if (error) touched.forget(sid);
      callback?.();
    });
  };
  store.get = (sid, callback) => {
    pool
      .query<{ sess: LoadedSession; rules: RuleRow[] }>({ ...SESSION_WITH_RULES, values: [sid, Math.ceil(Date.now() / 1000)] })
      .then(
        ({ rows: [row] }) => {
          if (!row) return callback(null, null);
          row.sess[RULES] = row.rules;
          callback(null, row.sess);
        },
        (error: unknown) => callback(error),
      );
  };
  const createSession = store.createSession.bind(store);
  store.createSession = (req, sess: LoadedSession) => {
    const rules = sess[RULES];
    delete sess[RULES];
    const personId = sess.passport?.user;
    if (rules && typeof personId === 'number') req.sessionRules = { personId, rules };
    return createSession(req, sess);
  };
  return session({
    name: SESSION_COOKIE,
    secret,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    store,
    cookie: { httpOnly: true, sameSite: 'lax', secure: config.cookieSecure, path: '/' },
  });
}
