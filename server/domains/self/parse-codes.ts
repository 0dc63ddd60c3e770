// Parses with a shared schema whose issue messages may be API error codes (InvalidIBAN, PasswordNotStrongEnough):
// such an issue answers with its own code, any other failure stays 400 ValidationFailed.
import type { RequestHandler } from 'express';
import type { z } from 'zod';
import type { ErrorCode } from '../../../shared/errors';
import { AppError } from '../../errors';
import { cleanInput } from '../../middleware/input-sanity';

export function parseWithCodes<S extends z.ZodType>(schema: S, value: unknown, codes: readonly ErrorCode[]): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return cleanInput(result.data, value);
  const issues = result.error.issues;
  // The first code of the list that some issue carries wins; the details still list every issue.
  const code = codes.find((c) => issues.some((issue) => issue.message === c));
  if (!code) throw result.error;
  const details = issues.map((i) => ({ path: i.path.join('.'), code: i.code, message: i.message }));
  throw new AppError(code, `Request validation failed: ${code}`, { details });
}

/** The same check before the contract's own parse (server/http/implement.ts), so that such an issue keeps its code. */
export const checkWithCodes =
  (schema: z.ZodType, codes: readonly ErrorCode[]): RequestHandler =>
  (req, _res, next) => {
    parseWithCodes(schema, req.body, codes);
    next();
  };
