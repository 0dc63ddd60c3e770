// Types every t() key against the German resources, so a missing or mistyped key fails the type check.
import 'i18next';
import type { Resources } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}
