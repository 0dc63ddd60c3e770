// The texts of XLSX exports (sheet names, column headings, gender, contact positions, yes/no) in every product
// language, from locales/<language>/exports.json. CSV files keep their field names as headings: they are read by
// programs (mail tools, imports) that match columns by name (docs/decisions/014-export-languages.md).
import type { LanguageCode } from '../../shared/constants';
import de from '../../locales/de/exports.json';
import en from '../../locales/en/exports.json';
import fr from '../../locales/fr/exports.json';
import nl from '../../locales/nl/exports.json';

export type ExportTexts = typeof de;
export type ExportColumnKey = keyof ExportTexts['columns'];

const TEXTS: Record<LanguageCode, ExportTexts> = { de, en, fr, nl };

export function exportTexts(language: LanguageCode): ExportTexts {
  return TEXTS[language];
}

/** A gender or contact position in words; an unknown value as it is. */
export function exportLabel(labels: Record<string, string>, value: string | null): string | null {
  return value === null ? null : (labels[value] ?? value);
}
