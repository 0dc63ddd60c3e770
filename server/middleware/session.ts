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
  return session({
    name: SESSION_COOKIE,
    secret,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    store: new PgStore({
      pool,
      tableName: 'session',
      createTableIfMissing: false,
      ttl: IDLE_TTL_SECONDS,
      pruneSessionInterval: 15 * 60,
    }),
    cookie: { httpOnly: true, sameSite: 'lax', secure: config.cookieSecure, path: '/' },
  });
}
