// The server side of the contract (shared/contract): a group's handlers, one per declared endpoint, become Express
// routes at the declared method and path, with the session guard of the declared `auth`, the request parsed with the
// declared schemas (400 ValidationFailed) and the answer sent with the declared status. TypeScript holds every
// handler to its endpoint's answer type, and a group without a handler for one of its endpoints does not compile.
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { z } from 'zod';
import type { Endpoint, EndpointGroup, InputOf } from '../../shared/contract';
import { requireUser } from '../middleware/auth';
import { cleanInput } from '../middleware/input-sanity';

/** Returned by a handler that answered by itself (a file, a cached body, a page). */
export class Sent {
  private readonly sent = true;
}
export const SENT = new Sent();

/** What a handler returns: the answer's JSON (its input side: dates may still be Date objects), or nothing for 204. */
export type ReplyOf<E extends Endpoint> = E['response'] extends z.ZodType ? z.input<E['response']> : void;

export type HandlerFn<E extends Endpoint> = (
  input: InputOf<E>,
  req: Request,
  res: Response,
) => Promise<ReplyOf<E> | Sent> | ReplyOf<E> | Sent;

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

function toRoute(endpoint: Endpoint, handler: Handler<Endpoint>): Route {
  const { use, handle } = typeof handler === 'function' ? { use: [], handle: handler } : handler;
  const mark: RequestHandler = (_req, res, next) => {
    res.locals.endpoint = endpoint;
    next();
  };
  const guard = endpoint.auth === 'user' || endpoint.auth === 'admin' ? [requireUser] : [];
  const serve: RequestHandler = async (req, res) => {
    const input = {
      params: parse(endpoint.params, req.params),
      query: parse(endpoint.query, req.query),
      body: parse(endpoint.body, req.body),
    } as InputOf<Endpoint>;
    const reply = await handle(input, req, res);
    if (reply instanceof Sent || res.headersSent) return;
    if (endpoint.success.kind === 'empty') {
      res.status(endpoint.status).end();
      return;
    }
    res.status(endpoint.status).json(reply);
  };
  return { endpoint, stack: [mark, ...guard, ...use, serve] };
}

/** The routes of one contract group, each endpoint with its handler. */
export function implement<G extends EndpointGroup>(group: G, handlers: Handlers<G>): Route[] {
  return Object.keys(group).map((name) => toRoute(group[name], handlers[name] as Handler<Endpoint>));
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
export function apiRouter(routes: readonly Route[]): ApiRouter {
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
    router[method](expressPath(route.endpoint.path), ...route.stack);
  }
  return Object.assign(router, { endpoints: ordered.map((route) => route.endpoint) });
}
