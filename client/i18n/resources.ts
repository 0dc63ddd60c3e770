// The translations: one chunk per language (bundles/), loaded when the language is first used, so a visitor
// downloads one language, not four. The keys are typed against the German bundle.
import type { LanguageCode } from '../../shared/constants';

export type Resources = typeof import('./bundles/de').default;
export type Namespace = keyof Resources;

export const NAMESPACES = [
  'common',
  'auth',
  'errors',
  'menu',
  'pages',
  'stats',
  'member',
  'clubs',
  'admin',
  'adminClubs',
  'processes',
  'games',
  'privacy',
  'sheet',
  'follows',
  'adminAudit',
] as const satisfies readonly Namespace[];

/** Compiles only while NAMESPACES lists every namespace of the bundles. */
export const NAMESPACES_COMPLETE: [Exclude<Namespace, (typeof NAMESPACES)[number]>] extends [never] ? true : never = true;

export const LOADERS: Record<LanguageCode, () => Promise<{ default: Resources }>> = {
  de: () => import('./bundles/de'),
  en: () => import('./bundles/en'),
  fr: () => import('./bundles/fr'),
  nl: () => import('./bundles/nl'),
};
