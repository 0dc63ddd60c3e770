// The server side of the contract (shared/contract): a group's handlers, one per declared endpoint, become Express
// routes at the declared method and path, with the session guard of the declared `auth`, the request parsed with the
// declared schemas (400 ValidationFailed), the answer sent with the declared status (or one of its `alsoAnswers`),
// and an `idempotent` endpoint's change and answer kept under the request's Idempotency-Key. TypeScript holds every
// handler to its endpoint's answer type, and a group without a handler for one of its endpoints does not compile.
//
// Handlers that still answer by themselves (return SENT), because the answer is no JSON value to hand back:
// - exports and files: the `format` exports of persons, clubs and referees, the privacy data export (a zip stream),
//   the score sheet's PDF (ETag, 304), the import template, club logos and avatars (image bytes);
// - the member list's page, whose JSON text PostgreSQL writes (sent as it comes, never parsed);
// - the statistics and calendar feeds (kept, compressed bodies with ETag and 304);
// - live streams (Server-Sent Events) and the game tasks' page and script (HTML, JavaScript).
// None of them is `idempotent` (a handler of an idempotent endpoint cannot return SENT).
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { z } from 'zod';
import type { Endpoint, EndpointGroup, InputOf } from '../../shared/contract';
import { AppError } from '../errors';
import { requireUser, requireUserOrGameCode } from '../middleware/auth';
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER, idempotentAnswer, type KeptAnswer } from '../middleware/idempotency';
import { cleanInput } from '../middleware/input-sanity';

/** Returned by a handler that answered by itself (a file, a cached body, a page: listed at the top). */
export class Sent {
  private readonly sent = true;
}
export const SENT = new Sent();

/** The success statuses an endpoint declares: `status` and those of `alsoAnswers`. */
export type StatusOf<E extends Endpoint> =
  E['status'] | (E['alsoAnswers'] extends Readonly<Record<number, string>> ? Extract<keyof E['alsoAnswers'], number> : never);

/** An answer with a status of the endpoint's `alsoAnswers` (or its `status`), made with withStatus. */
export class WithStatus<S extends number, B> {
  private readonly declared = true;
  constructor(
    readonly status: S,
    readonly body: B,
  ) {}
}
export const withStatus = <S extends number, B>(status: S, body: B): WithStatus<S, B> => new WithStatus(status, body);

/** What a handler returns: the answer's JSON (its input side: dates may still be Date objects), or nothing for 204. */
export type ReplyOf<E extends Endpoint> = E['response'] extends z.ZodType ? z.input<E['response']> : void;

/** A handler's result: the reply, the reply with one of the declared statuses, or SENT (never for `idempotent`). */
export type ResultOf<E extends Endpoint> =
  ReplyOf<E> | WithStatus<StatusOf<E>, ReplyOf<E>> | (E extends { idempotent: true } ? never : Sent);

export type HandlerFn<E extends Endpoint> = (
  input: InputOf<E>,
  req: Request,
  res: Response,
) => Promise<ResultOf<E>> | ResultOf<E>;

/** A handler with middleware of its own before the parse (a rate limit, a file upload). */
export interface HandlerWith<E extends Endpoint> {
  use: RequestHandler[];
  handle: HandlerFn<E>;
}

export type Handler<E extends Endpoint> = HandlerFn<E> | HandlerWith<E>;

export type Handlers<G extends EndpointGroup> = { [K in keyof G]: Handler<G[K]> };

/** One implemented endpoint: its declaration and the Express handlers that serve it. */
export interface Route {
  endpoint: Endpoint;
  stack: RequestHandler[];
}

declare module 'express-serve-static-core' {
  interface Locals {
    /** The declared endpoint serving this request (for the answer check, server/middleware/answer-check.ts). */
    endpoint?: Endpoint;
    /** app.locals: every endpoint the app's API router serves (what apiRouter mounted). */
    apiEndpoints?: readonly Endpoint[];
  }
}

function parse(schema: z.ZodType | undefined, raw: unknown): unknown {
  if (!schema) return undefined;
  return cleanInput(schema.parse(raw ?? {}), raw);
}

/** The declared status and body of a handler's result (a status the endpoint does not declare is a bug). */
function declaredAnswer(endpoint: Endpoint, result: unknown): KeptAnswer {
  if (!(result instanceof WithStatus)) return { status: endpoint.status, body: result ?? null };
  const declared = result.status === endpoint.status || String(result.status) in (endpoint.alsoAnswers ?? {});
  if (!declared) throw new Error(`${endpoint.method} ${endpoint.path} answered ${result.status}, which it does not declare`);
  return { status: result.status as number, body: result.body ?? null };
}

function send(endpoint: Endpoint, res: Response, answer: KeptAnswer): void {
  if (endpoint.success.kind === 'empty') res.status(answer.status).end();
  else res.status(answer.status).json(answer.body);
}

function toRoute(endpoint: Endpoint, handler: Handler<Endpoint>): Route {
  const { use, handle } = typeof handler === 'function' ? { use: [], handle: handler } : handler;
  const mark: RequestHandler = (_req, res, next) => {
    res.locals.endpoint = endpoint;
    next();
  };
  const signedIn = endpoint.gameCode ? requireUserOrGameCode : requireUser;
  const guard = endpoint.auth === 'user' || endpoint.auth === 'admin' ? [signedIn] : [];
  // A guest has no session to name the key's owner: the caller's address does (registration).
  const scope = endpoint.auth === 'guest' ? 'ip' : 'user';
  const serve: RequestHandler = async (req, res) => {
    const input = {
      params: parse(endpoint.params, req.params),
      query: parse(endpoint.query, req.query),
      body: parse(endpoint.body, req.body),
    } as InputOf<Endpoint>;
    // A handler that answers by itself answers with the declared status unless it says otherwise (304).
    res.status(endpoint.status);
    if (endpoint.idempotent && req.get(IDEMPOTENCY_HEADER) !== undefined) {
      const answer = await idempotentAnswer(req, scope, async () => {
        const result = await handle(input, req, res);
        if (result instanceof Sent || res.headersSent) {
          throw new Error(`${endpoint.method} ${endpoint.path} is idempotent and must return its answer`);
        }
        return declaredAnswer(endpoint, result);
      });
      if (answer.replayed) res.set(REPLAYED_HEADER, 'true');
      send(endpoint, res, answer);
      return;
    }
    const result = await handle(input, req, res);
    if (result instanceof Sent || res.headersSent) return;
    send(endpoint, res, declaredAnswer(endpoint, result));
  };
  return { endpoint, stack: [mark, ...guard, ...use, serve] };
}

/** The routes of one contract group, each endpoint with its handler. */
export function implement<G extends EndpointGroup>(group: G, handlers: Handlers<G>): Route[] {
  return Object.keys(group).map((name) => toRoute(group[name], handlers[name] as unknown as Handler<Endpoint>));
}

/** `/clubs/{id}` -> `/clubs/:id` (Express 5 path syntax). */
export const expressPath = (path: string): string => path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');

/** A path's sort key: a fixed segment sorts before a parameter at the same place (`/persons/filters` first). */
const specificity = (path: string): string =>
  path
    .split('/')
    .map((segment) => (segment.startsWith('{') ? '\u0001' : `\u0000${segment}`))
    .join('/');

/** A router of implemented endpoints that tells which it serves, in the order it tries them. */
export type ApiRouter = Router & { endpoints: readonly Endpoint[] };

/** Every implemented endpoint on one router (mounted at /api), fixed segments first; a duplicate fails at start. */
/** A declared path as Express matches it: a parameter is one segment, a trailing slash and the case do not count. */
const pathPattern = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[A-Za-z0-9_]+\}/g, '[^/]+')}/?$`, 'i');

/**
 * 405 with `Allow` naming every method the endpoints at this address take (HEAD with GET). A request one of them takes
 * (a handler that passed it on) and OPTIONS (the router answers it with the same list) go on unchanged.
 */
function methodNotAllowed(endpoints: readonly Endpoint[]): RequestHandler {
  const patterns = endpoints.map((endpoint) => ({ method: endpoint.method, pattern: pathPattern(endpoint.path) }));
  return (req, res, next) => {
    const methods = new Set(patterns.filter(({ pattern }) => pattern.test(req.path)).map(({ method }) => method as string));
    if (methods.has('GET')) methods.add('HEAD');
    if (methods.size === 0 || methods.has(req.method) || req.method === 'OPTIONS') return next();
    const allow = [...methods].sort().join(', ');
    res.set('Allow', allow);
    next(new AppError('MethodNotAllowed', `${req.method} is not one of ${allow} here`));
  };
}

export function apiRouter(
  routes: readonly Route[],
  guardOf: (endpoint: Endpoint) => RequestHandler | null = () => null,
): ApiRouter {
  const router = Router();
  const seen = new Set<string>();
  const ordered = [...routes].sort((a, b) => {
    const [x, y] = [specificity(a.endpoint.path), specificity(b.endpoint.path)];
    return x < y ? -1 : x > y ? 1 : 0;
  });
  for (const route of ordered) {
    const key = `${route.endpoint.method} ${route.endpoint.path}`;
    if (seen.has(key)) throw new Error(`${key} is implemented twice`);
    seen.add(key);
    const method = route.endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    // An endpoint's guard runs first, before anything reads the request: it is decided by the route that matched.
    const guard = guardOf(route.endpoint);
    router[method](expressPath(route.endpoint.path), ...(guard ? [guard] : []), ...route.stack);
  }
  // After every endpoint: an address that endpoints have, asked with a method none of them takes, is 405, never 404.
  router.use(methodNotAllowed(ordered.map((route) => route.endpoint)));
  return Object.assign(router, { endpoints: ordered.map((route) => route.endpoint) });
}
