import { i18n } from '../../../i18n';
import { adminGuardDe } from './admin-guard-de';
import { adminGuardEn } from './admin-guard-en';
import { adminGuardFr } from './admin-guard-fr';
import { adminGuardNl } from './admin-guard-nl';

const TEXTS = { en: adminGuardEn, nl: adminGuardNl, fr: adminGuardFr, de: adminGuardDe } as const;

/**
 * Adds the guard's refusals under `adminAccess.` of the default namespace when the guard's chunk
 * loads: only the panel's visitors need them, so the landing page's JavaScript (its weight budget) does not.
 */
export function registerAdminGuardTexts() {
  for (const [language, texts] of Object.entries(TEXTS)) {
    if (!i18n.exists('adminAccess.staffTitle', { lng: language, fallbackLng: [] }))
      i18n.addResourceBundle(language, 'translation', { adminAccess: texts }, true, false);
  }
}
