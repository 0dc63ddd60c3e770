// Maps any language tag onto one of the product's four languages (unknown ones become en, docs/product.md#languages).
import { FALLBACK_LANGUAGE, LANGUAGES, type LanguageCode } from '../../shared/constants';

/** Each language in its own words, so a reader finds theirs whatever the current language is. */
export const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  de: 'Deutsch',
  en: 'English',
  fr: 'Français',
  nl: 'Nederlands',
};

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function toSupportedLanguage(tag: string | null | undefined): LanguageCode {
  const base = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isLanguageCode(base) ? base : FALLBACK_LANGUAGE;
}
