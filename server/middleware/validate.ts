// zod at the edge for the few routes that read a path parameter themselves: parse with a schema from shared/ and
// hand the typed value on; text no form produces is refused after the schema (./input-sanity.ts).
import type { Request } from 'express';
import type { z } from 'zod';
import { cleanInput } from './input-sanity';

export function parseParams<S extends z.ZodType>(schema: S, req: Request): z.infer<S> {
  return cleanInput(schema.parse(req.params), req.params);
}
