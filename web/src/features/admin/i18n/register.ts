import { i18n } from '../../../i18n';
import { registerProblemTexts } from '../../../i18n/register-problem-texts';
import { adminDe } from './de';
import { adminEn } from './en';
import { adminFr } from './fr';
import { adminNl } from './nl';

// The `admin` namespace ships with the admin chunk, not with the public site's first load.
const BUNDLES = { en: adminEn, nl: adminNl, fr: adminFr, de: adminDe };
for (const [language, texts] of Object.entries(BUNDLES)) {
  if (!i18n.hasResourceBundle(language, 'admin'))
    i18n.addResourceBundle(language, 'admin', texts, true, true);
}

// The server's refusals by code too (a booking rule, a car taken meanwhile): a staff member whose session
// was restored opens the panel without passing the sign-in page, which would have registered them.
registerProblemTexts();
