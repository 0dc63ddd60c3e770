// Client-side form checks with the shared request schemas: zod issues become translated field errors.
// An issue message is either an API error code (errors:<code>) or a key of member:validation.
import type { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from '../../../shared/errors';
import i18n from '../../i18n';
import type deMember from '../../../locales/de/member.json';

type ValidationKey = keyof (typeof deMember)['validation'];

const VALIDATION_KEYS = new Set<string>([
  'required',
  'tooLong',
  'invalid',
  'invalidEmail',
  'repeatMismatch',
  'mustConfirm',
  'pinFormat',
  'credentialsMissing',
  'invalidPhone',
  'termsMissing',
  'invalidDate',
  'birthdateInFuture',
  'birthdateTooOld',
] satisfies ValidationKey[]);

const isErrorCode = (value: string): value is ErrorCode => Object.hasOwn(ERROR_STATUS, value);
const isBlank = (value: unknown) => value === undefined || value === null || value === '';

export function issueText(issue: z.core.$ZodIssue, actual?: unknown): string {
  const message = issue.message;
  if (isErrorCode(message)) return i18n.t(`errors:${message}`);
  if (message === 'tooLong' && issue.code === 'too_big')
    return i18n.t('member:validation.tooLongMax', { max: Number(issue.maximum) });
  if (VALIDATION_KEYS.has(message)) return i18n.t(`member:validation.${message as ValidationKey}`);
  // zod's own messages (a missing value, a wrong type) are English: say it in the user's words.
  if (issue.code === 'invalid_type' && isBlank(actual)) return i18n.t('member:validation.required');
  return i18n.t('member:validation.invalid');
}

/** Field errors keyed by the dotted path, the first issue per field; {} when the value passes. */
export function schemaErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const actual = issue.path.reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined),
      value,
    );
    errors[issue.path.join('.')] ??= issueText(issue, actual);
  }
  return errors;
}
