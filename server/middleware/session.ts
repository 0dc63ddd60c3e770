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
  store.touch = (sid, sess, callback) => touch(sid, sess, () => callback?.());
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
