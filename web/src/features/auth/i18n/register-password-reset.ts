import { i18n } from '../../../i18n';
import { passwordResetDe } from './password-reset-de';
import { passwordResetEn } from './password-reset-en';
import { passwordResetFr } from './password-reset-fr';
import { passwordResetNl } from './password-reset-nl';

const TEXTS = { en: passwordResetEn, nl: passwordResetNl, fr: passwordResetFr, de: passwordResetDe } as const;

/**
 * Adds "Forgot your password?"'s texts under `passwordReset.` of the default namespace when the sign-in
 * page's chunk loads: the landing page's JavaScript (it has a weight budget) does not carry them. The reset
 * link's page has its own (`setPassword.reset`), so the two pages share no chunk of their own.
 */
export function registerPasswordResetTexts() {
  for (const [language, texts] of Object.entries(TEXTS)) {
    if (!i18n.exists('passwordReset.forgotLink', { lng: language, fallbackLng: [] }))
      i18n.addResourceBundle(language, 'translation', { passwordReset: texts }, true, false);
  }
}
