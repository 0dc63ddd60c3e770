// Every /api endpoint, declared once with the zod schemas its router parses (the lists in ./endpoints/); the OpenAPI
// document, the reference page, the authorization matrix and the hostile-input tests are all made from it. A route the
// app mounts without an entry here (or an entry without a route) fails server/routes/openapi/openapi.test.ts.
import type { z } from 'zod';
import { CLUBS_TEAMS } from './endpoints/clubs-teams';
import { PERSONS } from './endpoints/persons';
import { SESSION_SELF } from './endpoints/session-self';
import { STATS_OTHER } from './endpoints/stats-other';
import { TERMS_ADMIN_PROCESSES } from './endpoints/terms-admin-processes';
import { XLSX } from './endpoints/kinds';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call: `public` anyone (a session is used when present), `guest` only without a session (registration),
 * `user` any signed-in person, `admin` a signed-in admin (decision 002: a permission not beginning with `games.`).
 * Finer rules (a permission on the target's scope) are in `permission`; the matrix test holds the exact outcomes.
 */
export type AuthLevel = 'public' | 'guest' | 'user' | 'admin';

/** What a successful answer carries. */
export type SuccessKind =
  | { kind: 'data' }
  | { kind: 'list' }
  | { kind: 'empty' }
  | { kind: 'file'; contentTypes: readonly string[] }
  | { kind: 'html' }
  | { kind: 'script' };

export interface Endpoint {
  method: HttpMethod;
  /** Below /api, OpenAPI style (`/clubs/{id}`), exactly as the router mounts it. */
  path: string;
  tag: string;
  summary: string;
  auth: AuthLevel;
  /** The permission (held on the target's scope) the call needs, for the reader; 403 without it. */
  permission?: string;
  params?: z.ZodType;
  /** The query schemas the router parses (all of them apply). */
  query?: z.ZodType[];
  /** Query schemas of which one applies, chosen by the router (the club search or the admin club list). */
  queryOneOf?: z.ZodType[];
  body?: z.ZodType;
  /** Bodies of which one applies (one's own membership or someone else's, as an admin). */
  bodyOneOf?: z.ZodType[];
  /** multipart/form-data with one file in `field`, at most `maxBytes` (413 above, 415 for what is no image). */
  upload?: { field: string; maxBytes: number };
  /** Answers 429 TooManyRequests when called too often. */
  rateLimited?: boolean;
  /**
   * Needs the password entered recently (401 NeedReAuth, decision 003): `true` always; `'asAdmin'` when the caller
   * holds admin rights (an endpoint that is self-service for a member and an admin write for an admin). Every write
   * of an `admin` endpoint and every export needs it anyway: see recentAuthRule.
   */
  recentAuth?: boolean | 'asAdmin';
  /**
   * Takes an `Idempotency-Key` header (server/middleware/idempotency.ts): the same key and body again replays the
   * first answer (`Idempotent-Replayed: true`), another body is 422, a first attempt still running 409.
   */
  idempotent?: boolean;
  status: number;
  success: SuccessKind;
}

export const ENDPOINTS: readonly Endpoint[] = [
  ...SESSION_SELF,
  ...CLUBS_TEAMS,
  ...PERSONS,
  ...TERMS_ADMIN_PROCESSES,
  ...STATS_OTHER,
];

/** Exports (format=...) answer files instead of JSON. */
export const EXPORT_CONTENT_TYPES: Record<string, string[]> = {
  'GET /clubs': [XLSX],
  'GET /persons': ['text/csv', XLSX],
  'GET /referees': ['text/csv', XLSX],
};

export const endpointKey = (e: { method: string; path: string }): string => `${e.method} ${e.path}`;

/**
 * When a call needs a recent password entry (issue 12): `always` (declared, or a write of an admin endpoint),
 * `asAdmin` (declared: only for callers with admin rights), `export` (a GET with `format`, a file export). Enforced
 * for every request by server/middleware/recent-auth.ts, so a new admin endpoint is guarded without a line of its own.
 */
export type RecentAuthRule = 'always' | 'asAdmin' | 'export';

export function recentAuthRule(e: Endpoint): RecentAuthRule | undefined {
  if (e.recentAuth === true || (e.auth === 'admin' && e.method !== 'GET')) return 'always';
  if (e.recentAuth === 'asAdmin') return 'asAdmin';
  if (e.method === 'GET' && EXPORT_CONTENT_TYPES[endpointKey(e)]) return 'export';
  return undefined;
}
