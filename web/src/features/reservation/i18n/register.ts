import { i18n } from '../../../i18n';
import { registerProblemTexts } from '../../../i18n/register-problem-texts';
import { wizardDe } from './de';
import { wizardEn } from './en';
import { wizardFr } from './fr';
import { wizardNl } from './nl';

/** The wizard's texts in all four languages. */
export const WIZARD_TEXTS = { en: wizardEn, nl: wizardNl, fr: wizardFr, de: wizardDe } as const;

/**
 * Adds the texts under `wizard.` of the default namespace when the /reservation chunk loads, so the
 * landing page's JavaScript does not carry them (it has a weight budget).
 */
export function registerWizardTexts() {
  for (const [language, texts] of Object.entries(WIZARD_TEXTS)) {
    if (!i18n.exists('wizard.title', { lng: language, fallbackLng: [] }))
      i18n.addResourceBundle(language, 'translation', { wizard: texts }, true, false);
  }
  // The server's refusals of a booking (maintenance, a vehicle taken meanwhile…) in the wizard's language.
  registerProblemTexts();
}

registerWizardTexts();
