// i18next set-up: bundled resources, the browser's language until the signed-in user's preference is known.
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type LanguageCode } from '../../shared/constants';
import { NAMESPACES, resources } from './resources';
import { toSupportedLanguage } from './languages';

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    ns: NAMESPACES,
    defaultNS: 'common',
    supportedLngs: LANGUAGES,
    fallbackLng: FALLBACK_LANGUAGE,
    load: 'languageOnly',
    // Resources are bundled, so there is nothing to wait for and t() works right after this call.
    initAsync: false,
    interpolation: { escapeValue: false },
    detection: {
      // A language picked on the sign-in page survives a reload; otherwise the browser decides.
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: 'portal.language',
      caches: ['localStorage'],
      convertDetectedLanguage: toSupportedLanguage,
    },
    react: { useSuspense: false },
  });

function syncDocumentLanguage(lng: string): void {
  document.documentElement.lang = toSupportedLanguage(lng);
}
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

export function currentLanguage(): LanguageCode {
  return toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
}

export default i18n;
