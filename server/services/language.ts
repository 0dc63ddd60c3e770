// Resolves a language wish to one of the product's languages; anything unknown maps to en.
import { FALLBACK_LANGUAGE, LANGUAGES, type LanguageCode } from '../../shared/constants';

const known = (value: string | undefined): LanguageCode | undefined => {
  const base = value?.trim().slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as LanguageCode) : undefined;
};

export function pickLanguage(requested: string | undefined, acceptLanguage: string | undefined): LanguageCode {
  if (requested) return known(requested) ?? FALLBACK_LANGUAGE;
  const first = acceptLanguage?.split(',')[0]?.split(';')[0];
  return known(first) ?? FALLBACK_LANGUAGE;
}
