import 'i18next';
import type { en } from './locales/en';

// Typed keys: a misspelt or missing translation key fails the type check instead of showing the raw key.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
