// Types every t() key against the German resources, so a missing or mistyped key fails the type check.
import 'i18next';
import type { deResources } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof deResources;
  }
}
