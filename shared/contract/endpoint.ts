// One declaration per endpoint (docs/decisions/020-one-contract.md): method, path, who may call it, the request
// schemas and the answer's schema. The server's routes (server/http/implement.ts), the OpenAPI document
// (server/openapi/document.ts), the authorization matrix's endpoint list and the client (client/api/endpoints.ts) are
// all made from these declarations; nothing states an endpoint a second time.
import { z } from 'zod';
import type { Permission } from '../permissions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call: `public` anyone (a session is used when present), `guest` only without a session (registration),
 * `user` any signed-in person, `admin` a signed-in admin (decision 002: a permission not beginning with `games.`).
 */
export type AuthLevel = 'public' | 'guest' | 'user' | 'admin';

/**
 * Where a permission must be held: on the club, person, membership or association the path names (`target`), or
 * anywhere, with the answer limited to the caller's scope (`scope`).
 */
export type PermissionTarget = 'club' | 'person' | 'membership' | 'association' | 'scope';

export interface PermissionRule {
  /** Every one of these, held on `on`. */
  needs: readonly Permission[];
  on: PermissionTarget;
  /** The person the path names may call it without the permission (their own data). */
  orSelf?: boolean;
  /** A file export (`format`) needs this permission instead of the first of `needs`. */
  exportNeeds?: Permission;
  /** What the rule does not say by itself, for the reader of the document. */
  note?: string;
}

/** What a successful answer carries besides JSON described by `response`. */
export type SuccessKind =
  | { kind: 'json' }
  | { kind: 'empty' }
  | { kind: 'file'; contentTypes: readonly string[] }
  | { kind: 'html' }
  | { kind: 'script' };

interface EndpointBase {
  method: HttpMethod;
  /** Below /api, OpenAPI style (`/clubs/{id}`). */
  path: string;
  tag: string;
  summary: string;
  auth: AuthLevel;
  /** The permission the call needs (403 without it); absent: `auth` says everything. */
  permission?: PermissionRule;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** multipart/form-data with one file in `field`, at most `maxBytes` (413 above, 415 for what is no image). */
  upload?: { field: string; maxBytes: number };
  /** A game code's session may call it too, for its one game on its day (docs/decisions/050-game-code-for-a-scorer.md). */
  gameCode?: boolean;
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
  /** When a GET answers 409 (writes always may): the state it refuses, for the document. */
  conflict?: string;
  /** Besides JSON, the formats a GET answers with `format=...` (exports). */
  exports?: readonly string[];
  /** The status of a success (server/http/implement.ts sends it). */
  status: number;
  /**
   * Further success statuses with the same body, each with when it is given (the handler returns
   * `withStatus(status, body)`, server/http/implement.ts); the OpenAPI document lists them beside `status`.
   */
  alsoAnswers?: Readonly<Record<number, string>>;
}

/** A JSON answer declares its schema; files, pages and empty answers have none. */
export type Endpoint = EndpointBase &
  (
    | {
        success: { kind: 'json' };
        /** The whole JSON body of a success (envelope included). Strict objects: a field nobody declared fails the check. */
        response: z.ZodType;
      }
    | { success: Exclude<SuccessKind, { kind: 'json' }>; response?: undefined }
  );

/** Declares an endpoint, keeping every schema's own type for the server's handlers and the client. */
export const endpoint = <const E extends Endpoint>(e: E): E => e;

/** A group of endpoints under one name (`clubs`, `persons`): the client calls `api.clubs.get(...)`. */
export type EndpointGroup = Record<string, Endpoint>;

// ---------------------------------------------------------------- answer shorthands

export const json = { kind: 'json' } as const;
export const empty = { kind: 'empty' } as const;
export const image = { kind: 'file', contentTypes: ['image/webp'] } as const;
export const ics = { kind: 'file', contentTypes: ['text/calendar'] } as const;
export const pdf = { kind: 'file', contentTypes: ['application/pdf'] } as const;
export const eventStream = { kind: 'file', contentTypes: ['text/event-stream'] } as const;
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A multipart upload of one picture in the field `avatar`. */
export const upload = (maxBytes: number) => ({ field: 'avatar', maxBytes });

/** `{ data }`: one resource. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.strictObject({ data: schema });

/** The paging facts of every list answer. */
export const PageMeta = z.strictObject({
  // Pages count from 0 (docs/product.md#ids-and-paging).
  page: z.int().min(0),
  page_size: z.int().min(0),
  max_page: z.int().min(0),
  filter: z.record(z.string(), z.unknown()),
  order_by: z.string().nullable(),
  total_results: z.int().min(0),
});
export type PageMeta = z.infer<typeof PageMeta>;

/** `{ data: [...], meta }`: one page of a list. */
export const listOf = <T extends z.ZodType>(schema: T) => z.strictObject({ data: z.array(schema), meta: PageMeta });

/** The `{ data }` of a change that answers nothing in particular. */
export const Ok = dataOf(z.strictObject({}));

// ---------------------------------------------------------------- types from a declaration

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler gets: the parsed params, query and body. */
export interface InputOf<E extends Endpoint> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
}

/** The answer's type (what the server sends and the client reads). */
export type AnswerOf<E extends Endpoint> = E['response'] extends z.ZodType ? z.output<E['response']> : undefined;

export const endpointKey = (e: { method: string; path: string }): string => `${e.method} ${e.path}`;
