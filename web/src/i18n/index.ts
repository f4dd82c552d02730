import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@chauffeur/contracts';
import { en } from './locales/en';
import { nl } from './locales/nl';
import { fr } from './locales/fr';
import { de } from './locales/de';
import { noticeTexts } from './notice-texts';

export const resources = {
  en: { translation: en, notice: noticeTexts.en },
  nl: { translation: nl, notice: noticeTexts.nl },
  fr: { translation: fr, notice: noticeTexts.fr },
  de: { translation: de, notice: noticeTexts.de },
} as const;

// Keeps <html lang> right for screen readers, hyphenation and the htmlTag detector on the next visit.
i18n.on('languageChanged', () => {
  // The language the page is in ("fr"), as the pre-rendered pages say it, not the browser's full code
  // ("fr-BE"): content marked `lang="fr"` then reads as the page's own language.
  if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage();
});

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    supportedLngs: LANGUAGES,
    // A browser set to nl-BE or fr-BE gets nl or fr rather than the English fallback.
    load: 'languageOnly',
    fallbackLng: 'en',
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
    // Resources are bundled, so init is synchronous and the first render already has texts.
    initAsync: false,
  });

/** The active interface language, always one of LANGUAGES. */
export function currentLanguage(): Language {
  const lng = i18n.resolvedLanguage;
  return (LANGUAGES as readonly string[]).includes(lng ?? '') ? (lng as Language) : 'en';
}

export { i18n };
