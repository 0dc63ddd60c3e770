// Form validators built on the shared request schemas (server and client check the same rules),
// with messages in the user's language instead of zod's English defaults.
import type { z } from 'zod';

/** Empty input gets the "required" message, anything the schema rejects the "invalid" one. */
export function schemaValidator(schema: z.ZodType, requiredMessage: string, invalidMessage = requiredMessage) {
  return (value: unknown) => {
    if (value === '' || value === null || value === undefined) return requiredMessage;
    return schema.safeParse(value).success ? null : invalidMessage;
  };
}
