// Free text in a path or query as the server takes it: server/middleware/input-sanity.ts refuses control characters
// and lone UTF-16 surrogates in every request, so the schemas say so with a pattern the OpenAPI document carries.
import { z } from 'zod';

/**
 * No C0 control but tab, line feed and carriage return, no DEL or C1 control, no U+FFFE or U+FFFF, and a surrogate
 * only as half of a pair: the complement of input-sanity's badText. It means the same with and without the `u` flag
 * (a JSON Schema validator may use either): with it a pair is one code point outside the excluded range.
 */
export const PLAIN_TEXT =
  // eslint-disable-next-line no-control-regex -- excluding control characters is the point
  /^(?:[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF\uFFFE\uFFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;

export const PLAIN_TEXT_MESSAGE = 'Control character or broken Unicode';

/** Free text of at most `max` characters in a query. */
export const queryText = (max: number) => z.string().max(max).regex(PLAIN_TEXT, PLAIN_TEXT_MESSAGE);
