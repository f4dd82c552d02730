import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@chauffeur/contracts';
import { noticeTexts } from './notice-texts';
import { LANGUAGE_TEXTS_NS, languageTexts } from './language-texts';

// The notices are a few lines: bundled. The common texts come from the language's chunk (language-texts.ts).
const resources = {
  en: { notice: noticeTexts.en },
  nl: { notice: noticeTexts.nl },
  fr: { notice: noticeTexts.fr },
  de: { notice: noticeTexts.de },
} as const;

// Keeps <html lang> right for screen readers, hyphenation and the htmlTag detector on the next visit.
i18n.on('languageChanged', () => {
  // The language the page is in ("fr"), as the pre-rendered pages say it, not the browser's full code
  // ("fr-BE"): content marked `lang="fr"` then reads as the page's own language.
  if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage();
});

/** Resolves once the detected language's texts are in: app/start.ts draws nothing before. */
export const textsReady = i18n
  .use(languageTexts(i18n))
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    // The rest is loaded by language-texts.ts, for the languages in use only.
    partialBundledLanguages: true,
    ns: ['translation', LANGUAGE_TEXTS_NS],
    defaultNS: 'translation',
    supportedLngs: LANGUAGES,
    // A browser set to nl-BE or fr-BE gets nl or fr rather than the English fallback.
    load: 'languageOnly',
    // English for a language the site does not speak. Not behind the other three: i18next loads a
    // language's fallbacks with it, and a French visitor would download the English texts too (every key
    // is in every language: i18n.test.ts).
    fallbackLng: { default: ['en'], nl: [], fr: [], de: [] },
    interpolation: { escapeValue: false },
    detection: {
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lng',
      // SPEC 9 caches the choice in local storage; the cookie too, so the server sends the pre-rendered
      // pages in that language at once (services/api/src/plugins/web-app.ts, decision 70).
      caches: ['localStorage', 'cookie'],
      cookieMinutes: 60 * 24 * 365,
      cookieOptions: { path: '/', sameSite: 'lax' },
    },
    // Detection and the request for the language's chunk at once, in this task.
    initAsync: false,
  });

/** The active interface language, always one of LANGUAGES. */
export function currentLanguage(): Language {
  const lng = i18n.resolvedLanguage;
  return (LANGUAGES as readonly string[]).includes(lng ?? '') ? (lng as Language) : 'en';
}

export { i18n };
