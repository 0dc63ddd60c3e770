// Terms in one language (docs/product.md#terms-and-consent): title, content and checkboxes are stored per language.
import type { LanguageCode } from '../../../shared/constants';
import type { ConsentDTO, ConsentedTermDTO, TermDTO } from '../../../shared/schemas/terms';
import { sanitizeTrustedHtml } from '../../platform/trusted-html';
import type { ConsentedTermRow, ConsentRow, TermVersionRow } from './rows';

/** The text in the wanted language, else English, else German, else whatever exists. */
export function localized<T>(value: unknown, language: LanguageCode, empty: T): T {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return empty;
  const texts = value as Record<string, T>;
  return texts[language] ?? texts.en ?? texts.de ?? Object.values(texts)[0] ?? empty;
}

export function presentTerm(row: TermVersionRow, language: LanguageCode, consent?: ConsentDTO | null): TermDTO {
  const checkboxes = localized<unknown>(row.checkboxes, language, []);
  return {
    id: row.term.id,
    product: row.term.product,
    version: row.version,
    title: localized(row.title, language, ''),
    content: sanitizeTrustedHtml(localized(row.content, language, '')),
    checkboxes: Array.isArray(checkboxes) ? checkboxes.map(String) : [],
    created_at: row.term.createdAt.toISOString(),
    date: row.publishedAt.toISOString(),
    ...(consent === undefined ? {} : { consent }),
  };
}

export function presentConsent(row: ConsentRow): ConsentDTO {
  return { id: row.id, version: row.termVersion.version, consented_at: row.consentedAt.toISOString() };
}

/** A term the person consented to (their newest consented version) and the term's newest version. */
export function presentConsentedTerm(row: ConsentedTermRow, language: LanguageCode): ConsentedTermDTO {
  const v = row.termVersion;
  return {
    ...presentConsent(row),
    term_id: v.termId,
    title: localized(v.title, language, ''),
    newest_version: v.term.versions[0]?.version ?? v.version,
  };
}
