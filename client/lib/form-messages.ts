// What a form says about a field the shared zod schema rejected: the message (a key the schemas use, such as
// 'tooLong' or 'invalidPhone', or an API error code) becomes a text in the user's language.
import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';
import { ERROR_STATUS } from '../../shared/errors';
import { SIGNATURE_PIN_MAX, SIGNATURE_PIN_MIN } from '../../shared/signature-pin';

/** The numbers the PIN's message names (one rule: shared/signature-pin.ts). */
const PIN_LENGTH = { min: SIGNATURE_PIN_MIN, max: SIGNATURE_PIN_MAX };

/** The messages the shared schemas give their issues (besides API error codes). */
export const MESSAGE_KEYS = [
  'required',
  'tooLong',
  'invalid',
  'invalidEmail',
  'invalidHomepage',
  'repeatMismatch',
  'mustConfirm',
  'pinFormat',
  'credentialsMissing',
  'invalidPhone',
  'termsMissing',
  'invalidDate',
  'birthdateInFuture',
  'birthdateTooOld',
] as const;
export type MessageKey = (typeof MESSAGE_KEYS)[number];

/**
 * A form's own words for some keys (an API error code is a key too), for all fields or for one field (by its dotted
 * path), where the general text (member:validation) does not fit: "Bitte gib deine E-Mail-Adresse ein" on sign-in.
 */
export interface FormMessages {
  all?: Partial<Record<string, string>>;
  fields?: Partial<Record<string, Partial<Record<string, string>>>>;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';
const isKey = (message: string): message is MessageKey => (MESSAGE_KEYS as readonly string[]).includes(message);

function valueAt(values: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      values,
    );
}

/** The maximum length a text field's schema allows, through optional, nullable and transform wrappers. */
export function maxLengthAt(schema: z.ZodType, path: string): number | null {
  let node: unknown = schema;
  for (const key of path.split('.')) {
    node = unwrap(node);
    const shape = (node as { shape?: Record<string, unknown> } | undefined)?.shape;
    node = shape?.[key];
  }
  const max = (unwrap(node) as { maxLength?: number | null } | undefined)?.maxLength;
  return typeof max === 'number' ? max : null;
}

function unwrap(node: unknown): unknown {
  let current = node as { unwrap?: () => unknown; def?: { type?: string; in?: unknown } } | undefined;
  for (let depth = 0; current && depth < 10; depth++) {
    if (typeof current.unwrap === 'function') current = current.unwrap() as typeof current;
    else if (current.def?.type === 'pipe') {
      // A preprocessed schema is a pipe from a transform into the schema proper.
      const { in: input, out } = current.def as { in?: { def?: { type?: string } }; out?: unknown };
      current = (input?.def?.type === 'transform' ? out : input) as typeof current;
    } else break;
  }
  return current;
}

/**
 * The key a field's failure reads as: the schema's own message when it names one (or an API error code), else
 * "required" for an empty field and "invalid" for anything else (zod's English defaults never reach the user).
 */
export function messageKey(message: string, value: unknown): string {
  if (isKey(message) || Object.hasOwn(ERROR_STATUS, message)) return message;
  return isBlank(value) ? 'required' : 'invalid';
}

/** The resolver's errors (path -> zod message) as texts in the user's language. */
export function translateErrors(
  errors: FormErrors,
  values: unknown,
  schema: z.ZodType,
  t: Translate,
  messages: FormMessages = {},
): FormErrors {
  const texts: FormErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const key = messageKey(String(message), valueAt(values, path));
    const own = messages.fields?.[path]?.[key] ?? messages.all?.[key];
    if (own) texts[path] = own;
    else if (Object.hasOwn(ERROR_STATUS, key)) texts[path] = t(`errors:${key}`);
    else if (key === 'tooLong') {
      const max = maxLengthAt(schema, path);
      texts[path] = max === null ? t('member:validation.tooLong') : t('member:validation.tooLongMax', { max });
    } else texts[path] = t(`member:validation.${key}`, key === 'pinFormat' ? PIN_LENGTH : undefined);
  }
  return texts;
}
