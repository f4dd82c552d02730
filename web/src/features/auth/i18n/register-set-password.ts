import { i18n } from '../../../i18n';
import { setPasswordDe } from './set-password-de';
import { setPasswordEn } from './set-password-en';
import { setPasswordFr } from './set-password-fr';
import { setPasswordNl } from './set-password-nl';

const TEXTS = { en: setPasswordEn, nl: setPasswordNl, fr: setPasswordFr, de: setPasswordDe } as const;

/**
 * Adds the set-password page's texts under `setPassword.` of the default namespace when its chunk loads:
 * only invited staff open it, so the landing page's JavaScript (it has a weight budget) does not carry them.
 */
export function registerSetPasswordTexts() {
  for (const [language, texts] of Object.entries(TEXTS)) {
    if (!i18n.exists('setPassword.title', { lng: language, fallbackLng: [] }))
      i18n.addResourceBundle(language, 'translation', { setPassword: texts }, true, false);
  }
}
