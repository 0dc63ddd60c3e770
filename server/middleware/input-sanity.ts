// Text no form produces is refused by every parse of a body, query or path (server/middleware/validate.ts): control
// characters (NUL cannot even be stored: PostgreSQL refuses it, which was a 500), lone UTF-16 surrogates (they would
// be stored as U+FFFD, the data changed silently), and JSON nested deeper than any request of this API. It runs after
// the request's own schema, so a field's own error code (InvalidAccountHolder) still wins; then 400 ValidationFailed.
import { AppError } from '../errors';

/** C0 controls except tab, line feed and carriage return; DEL and the C1 controls; U+FFFE and U+FFFF. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** No request body or query of the API nests deeper than a few levels. */
export const MAX_INPUT_DEPTH = 16;

export function badText(value: string): boolean {
  return CONTROL.test(value) || LONE_SURROGATE.test(value);
}

/** The path of the first bad string or key (walked without recursion: a deep body must not exhaust the stack). */
export function findBadInput(root: unknown): { path: string; reason: 'text' | 'depth' } | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (badText(value)) return { path, reason: 'text' };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return { path, reason: 'depth' };
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (badText(key)) return { path: childPath, reason: 'text' };
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return null;
}

/** Throws 400 ValidationFailed when the raw input holds garbage; answers the parsed value otherwise. */
export function cleanInput<T>(parsed: T, raw: unknown): T {
  const bad = findBadInput(raw);
  if (!bad) return parsed;
  const message = bad.reason === 'depth' ? 'Input nested too deeply' : 'Control character or broken Unicode in the input';
  throw new AppError('ValidationFailed', message, { details: [{ path: bad.path, code: 'invalid_string', message: bad.reason }] });
}
