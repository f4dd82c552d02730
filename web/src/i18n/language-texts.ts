import type { BackendModule, i18n as I18n, ReadCallback } from 'i18next';
import type { Language } from '@chauffeur/contracts';
import type { Translation } from './locales/en';

/**
 * Each language's common texts, a chunk of its own (decision 274): a visitor downloads only theirs. The
 * build preloads the chunk of the page's language with the page (scripts/prerender.mjs), so no language
 * waits for its texts longer than another.
 */
const LANGUAGE_TEXTS: Record<Language, () => Promise<Translation>> = {
  en: () => import('./locales/en').then(({ en }) => en),
  nl: () => import('./locales/nl').then(({ nl }) => nl),
  fr: () => import('./locales/fr').then(({ fr }) => fr),
  de: () => import('./locales/de').then(({ de }) => de),
};

/**
 * The namespace whose loading adds a language's common texts to `translation`. Not `translation` itself:
 * the features add their texts there in all four languages when their chunk loads (about, wizard, …),
 * after which i18next would take `translation` as loaded in every language and never ask for the rest.
 */
export const LANGUAGE_TEXTS_NS = 'language';

/**
 * i18next's loader, adding to `i18n`: a language change (the switcher, the detection at start, the
 * pre-render) waits for the language's texts, so the page never shows keys, nor English, in between.
 */
export function languageTexts(i18n: I18n): BackendModule {
  return {
    type: 'backend',
    callbackApi: true,
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      const load = namespace === LANGUAGE_TEXTS_NS ? LANGUAGE_TEXTS[language as Language] : undefined;
      // Every other namespace is added by the chunk that uses it: nothing to fetch.
      if (!load) return callback(null, false);
      load().then(
        (texts) => {
          i18n.addResourceBundle(language, 'translation', texts, true, true);
          callback(null, { loaded: true });
        },
        (error: Error) => callback(error, false),
      );
    },
  };
}
