import { i18n } from '../../../i18n';
import { registerProblemTexts } from '../../../i18n/register-problem-texts';
import { myAccountDe } from './my-account-de';
import { myAccountEn } from './my-account-en';
import { myAccountFr } from './my-account-fr';
import { myAccountNl } from './my-account-nl';

const TEXTS = { en: myAccountEn, nl: myAccountNl, fr: myAccountFr, de: myAccountDe } as const;

/**
 * Adds My bookings' and the verification page's texts under `myAccount.` when their chunk loads: the
 * landing page's JavaScript (it has a weight budget) carries only the header's link text.
 */
export function registerMyAccountTexts() {
  for (const [language, texts] of Object.entries(TEXTS)) {
    if (!i18n.exists('myAccount.bookings.title', { lng: language, fallbackLng: [] }))
      i18n.addResourceBundle(language, 'translation', { myAccount: texts }, true, false);
  }
  registerProblemTexts();
}
