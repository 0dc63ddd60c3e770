// Form validators built on the shared request schemas (server and client check the same rules),
// with messages in the user's language instead of zod's English defaults.
import type { UseFormReturnType } from '@mantine/form';
import type { z } from 'zod';

/** Empty input gets the "required" message, anything the schema rejects the "invalid" one. */
export function schemaValidator(schema: z.ZodType, requiredMessage: string, invalidMessage = requiredMessage) {
  return (value: unknown) => {
    if (value === '' || value === null || value === undefined) return requiredMessage;
    return schema.safeParse(value).success ? null : invalidMessage;
  };
}

/**
 * Blur handler that validates a field only once something was typed into it: leaving an untouched
 * field (say, to click "Passwort vergessen?") must not flash an error that shifts the layout.
 */
export function validateIfTyped<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  path: keyof Values & string,
) {
  return () => {
    if (form.isDirty(path)) form.validateField(path);
  };
}
