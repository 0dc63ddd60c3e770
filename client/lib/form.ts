// The one form idiom: Mantine's useForm, validated by the shared zod request schema (the server checks the same
// rules) through Mantine's own Standard Schema resolver (zod 4 is a Standard Schema; no resolver package needed), with
// the messages in the user's language (form-messages.ts).
import { schemaResolver, useForm, type FormErrors, type UseFormInput, type UseFormReturnType } from '@mantine/form';
import type { z } from 'zod';
import i18n from '../i18n';
import { translateErrors, type FormMessages } from './form-messages';

export type { FormMessages } from './form-messages';

export interface SchemaFormInput<Values> extends Omit<UseFormInput<Values>, 'validate'> {
  /** A form's own words for some message keys (see FormMessages). */
  messages?: FormMessages;
}

// Keys are built from the schema's messages at run time, so they are plain strings here.
const translate = (key: string, options?: Record<string, unknown>) =>
  (i18n.t as unknown as (key: string, options?: Record<string, unknown>) => string)(key, options);

/** The validate function of a form on `schema`: {} when the values pass, else translated texts by dotted path. */
export function schemaValidate(schema: z.ZodType, messages?: FormMessages) {
  // The resolver keeps a field's first issue, as the schema orders its checks: an empty e-mail is "required".
  const resolve = schemaResolver(schema, { sync: true });
  return (values: Record<string, unknown>): FormErrors => translateErrors(resolve(values), values, schema, translate, messages);
}

export function useSchemaForm<Values extends Record<string, unknown>>(
  schema: z.ZodType,
  { messages, ...input }: SchemaFormInput<Values>,
): UseFormReturnType<Values> {
  return useForm<Values>({
    mode: 'controlled',
    ...input,
    validate: schemaValidate(schema, messages) as (values: Values) => FormErrors,
  });
}

/**
 * Blur handler that validates a field only once something was typed into it: leaving an untouched field (say, to
 * click "Passwort vergessen?") must not flash an error that shifts the layout.
 */
export function validateIfTyped<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  path: keyof Values & string,
) {
  return () => {
    if (form.isDirty(path)) form.validateField(path);
  };
}
