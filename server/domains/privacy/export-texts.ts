// The data export's summary texts (headings, notes) in every product language, from locales/<language>/dataExport.json.
import type { LanguageCode } from '../../../shared/constants';
import de from '../../../locales/de/dataExport.json';
import en from '../../../locales/en/dataExport.json';
import fr from '../../../locales/fr/dataExport.json';
import nl from '../../../locales/nl/dataExport.json';

export type DataExportTexts = typeof de;

const TEXTS: Record<LanguageCode, DataExportTexts> = { de, en, fr, nl };

export function dataExportTexts(language: LanguageCode): DataExportTexts {
  return TEXTS[language] ?? de;
}
