// Sessions in PostgreSQL (connect-pg-simple on the `session` table) and passport on top.
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { RequestHandler } from 'express';
import type { Pool } from 'pg';
import type { Config } from '../config';

declare module 'express-session' {
  interface SessionData {
    /** When the user last entered their password (sign-in or revalidate), ms since epoch. */
    authAt?: number;
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
