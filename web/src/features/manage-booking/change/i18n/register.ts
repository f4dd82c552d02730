import { i18n } from '../../../../i18n';
import { changeDe } from './de';
import { changeEn } from './en';
import { changeFr } from './fr';
import { changeNl } from './nl';

const TEXTS = { en: changeEn, nl: changeNl, fr: changeFr, de: changeDe } as const;

/**
 * Adds the change form's texts under `manageChange.` of the default namespace when its chunk loads: the
 * landing page's JavaScript (it has a weight budget) never carries them.
 */
export function registerChangeTexts() {
  for (const [language, texts] of Object.entries(TEXTS)) {
    if (!i18n.exists('manageChange.title', { lng: language, fallbackLng: [] }))
      i18n.addResourceBundle(language, 'translation', { manageChange: texts }, true, false);
  }
}
