// i18next set-up: one chunk per language loaded on first use (resources.ts), the browser's language until the
// signed-in user's preference is known. main.tsx renders once the first language is there (i18nReady).
import i18n, { type BackendModule } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type LanguageCode } from '../../shared/constants';
import { LOADERS, NAMESPACES, type Namespace, type Resources } from './resources';
import { toSupportedLanguage } from './languages';

const loaded = new Map<LanguageCode, Promise<Resources>>();
const bundleOf = (language: LanguageCode) => {
  if (!loaded.has(language))
    loaded.set(
      language,
      LOADERS[language]().then((m) => m.default),
    );
  return loaded.get(language)!;
};

/** Hands i18next a namespace from the language's chunk; changeLanguage() waits for it before switching. */
const languageChunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    bundleOf(toSupportedLanguage(language)).then(
      (resources) => callback(null, resources[namespace as Namespace]),
      (error: Error) => callback(error, null),
    );
  },
};

/** Resolves when the first language is loaded (also when that failed: the page then shows keys, not nothing). */
export const i18nReady: Promise<unknown> = i18n
  .use(languageChunks)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    ns: NAMESPACES,
    defaultNS: 'common',
    supportedLngs: LANGUAGES,
    fallbackLng: FALLBACK_LANGUAGE,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    detection: {
      // A language picked on the sign-in page survives a reload; otherwise the browser decides.
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: 'portal.language',
      caches: ['localStorage'],
      convertDetectedLanguage: toSupportedLanguage,
    },
    react: { useSuspense: false },
  })
  .catch(() => undefined);

function syncDocumentLanguage(lng: string): void {
  document.documentElement.lang = toSupportedLanguage(lng);
}
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

export function currentLanguage(): LanguageCode {
  return toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
}

export default i18n;
