// zod at the edge: parse body, query or params with a schema from shared/ and hand the typed value on. Text no form
// produces (control characters, broken Unicode, absurd nesting) is refused after the schema (./input-sanity.ts).
import type { Request } from 'express';
import type { z } from 'zod';
import { cleanInput } from './input-sanity';

export function parseBody<S extends z.ZodType>(schema: S, req: Request): z.infer<S> {
  const raw = req.body ?? {};
  return cleanInput(schema.parse(raw), raw);
}

export function parseQuery<S extends z.ZodType>(schema: S, req: Request): z.infer<S> {
  return cleanInput(schema.parse(req.query), req.query);
}

export function parseParams<S extends z.ZodType>(schema: S, req: Request): z.infer<S> {
  return cleanInput(schema.parse(req.params), req.params);
}
