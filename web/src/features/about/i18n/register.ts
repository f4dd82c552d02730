import { i18n } from '../../../i18n';
import { aboutDe } from './de';
import { aboutEn } from './en';
import { aboutFr } from './fr';
import { aboutNl } from './nl';

const TEXTS = { en: aboutEn, nl: aboutNl, fr: aboutFr, de: aboutDe } as const;

/**
 * Adds the About page's texts under `about.` of the default namespace when its chunk loads: the landing
 * page's JavaScript has a weight budget, and every text in the four locales costs it four times.
 */
export function registerAboutTexts() {
  for (const [language, texts] of Object.entries(TEXTS)) {
    if (!i18n.exists('about.title', { lng: language, fallbackLng: [] }))
      i18n.addResourceBundle(language, 'translation', { about: texts }, true, false);
  }
}
