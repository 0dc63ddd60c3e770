// i18next set-up: one chunk per language loaded on first use (resources.ts), the browser's language until the
// signed-in user's preference is known. main.tsx renders once the first language is there (i18nReady).
// A page the server rendered (client/ssr/) is hydrated in the language it was written in (<html lang>); the reader's
// own choice, when it differs, follows right after (preferredLanguage()). On the server the same instance holds every
// language at once (client/ssr/entry-server.tsx) and switches synchronously before each render.
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type LanguageCode } from '../../shared/constants';
import { LOADERS, NAMESPACES, type Namespace, type Resources } from './resources';
import { isLanguageCode, toSupportedLanguage } from './languages';

/** Where a chosen language is kept: localStorage for the app, a cookie so the server renders pages in it too. */
export const LANGUAGE_KEY = 'portal.language';

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

/** The language of a page the server rendered (its <html lang>), or null for the app's empty page. */
export function servedLanguage(): LanguageCode | null {
  if (typeof document === 'undefined' || !document.getElementById('portal-ssr')) return null;
  const lang = document.documentElement.lang;
  return isLanguageCode(lang) ? lang : null;
}

/** The reader's own choice (kept from an earlier pick), else the browser's first language. */
export function preferredLanguage(): LanguageCode {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LANGUAGE_KEY);
  } catch {
    // Storage blocked: the browser's language decides.
  }
  return toSupportedLanguage(stored ?? navigator.languages?.[0] ?? navigator.language);
}

// Read before i18next starts: with a served page's language it keeps that one in localStorage and the cookie at once.
const served = servedLanguage();
const preferredAtLoad = served ? preferredLanguage() : null;

/** The reader's language when a served page was written in another one: switched to right after hydration. */
export const languageAfterHydration: LanguageCode | null = served && preferredAtLoad !== served ? preferredAtLoad : null;

/** Keeps a language the reader switched to: localStorage for the app, the cookie for the server's pages. */
function keepLanguage(language: string): void {
  const code = toSupportedLanguage(language);
  try {
    window.localStorage.setItem(LANGUAGE_KEY, code);
  } catch {
    // Storage blocked: the choice lasts as long as the page.
  }
  document.cookie = `${LANGUAGE_KEY}=${code}; path=/; max-age=${60 * 60 * 24 * 365}; SameSite=Lax`;
}

/** Resolves when the first language is loaded (also when that failed: the page then shows keys, not nothing). */
export const i18nReady: Promise<unknown> = import.meta.env.SSR
  ? Promise.resolve()
  : i18n
      .use(languageChunks)
      .use(initReactI18next)
      .init({
        ns: NAMESPACES,
        defaultNS: 'common',
        supportedLngs: LANGUAGES,
        // Every key exists in all four languages (locales.test.ts): no second language chunk loaded as a fallback.
        fallbackLng: false,
        load: 'languageOnly',
        // A server-rendered page: its own language first, so hydration draws the same words; otherwise a language
        // picked earlier (it survives a reload), else the browser's.
        lng: served ?? preferredLanguage(),
        interpolation: { escapeValue: false },
        react: { useSuspense: false },
      })
      .then((t) => {
        // Every later switch (the language menu, the signed-in user's preference) is kept.
        i18n.on('languageChanged', keepLanguage);
        return t;
      })
      .catch(() => undefined);

function syncDocumentLanguage(lng: string): void {
  document.documentElement.lang = toSupportedLanguage(lng);
}
if (typeof document !== 'undefined') {
  syncDocumentLanguage(i18n.language ?? FALLBACK_LANGUAGE);
  i18n.on('languageChanged', syncDocumentLanguage);
}

export function currentLanguage(): LanguageCode {
  return toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
}

export default i18n;
