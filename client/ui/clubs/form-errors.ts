// Form messages from the shared zod schemas: the issue code of a field ('required', 'tooLong', ...) in the user's
// language, with the field's maximum length.
import type { TFunction } from 'i18next';
import type { ZodSafeParseResult } from 'zod';
import i18n from '../../i18n';

const KNOWN = ['required', 'tooLong', 'invalidEmail', 'invalidHomepage', 'invalidPhone'] as const;

export function fieldError(
  t: TFunction<'adminClubs'>,
  parsed: ZodSafeParseResult<unknown>,
  field: string,
  max: number | undefined,
): string | undefined {
  if (parsed.success) return undefined;
  const issue = parsed.error.issues.find((i) => i.path[0] === field);
  if (!issue) return undefined;
  const code = (KNOWN as readonly string[]).includes(issue.message) ? (issue.message as (typeof KNOWN)[number]) : 'required';
  // Required and too long read as in every other form (member/form-validation.ts, issue 13).
  if (code === 'required') return i18n.t('member:validation.required');
  if (code === 'tooLong') return i18n.t('member:validation.tooLongMax', { max: max ?? 0 });
  return t(`form.${code}`);
}
