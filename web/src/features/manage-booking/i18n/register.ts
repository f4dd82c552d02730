import { i18n } from '../../../i18n';
import { registerProblemTexts } from '../../../i18n/register-problem-texts';
import { manageDe } from './de';
import { manageEn } from './en';
import { manageFr } from './fr';
import { manageNl } from './nl';

// The `manage` namespace ships with the manage pages' chunks, not with the landing page's first load
// (its JavaScript has a weight budget: tests/e2e/public-site-quality.test.ts).
const BUNDLES = { en: manageEn, nl: manageNl, fr: manageFr, de: manageDe };
for (const [language, texts] of Object.entries(BUNDLES)) {
  if (!i18n.hasResourceBundle(language, 'manage'))
    i18n.addResourceBundle(language, 'manage', texts, true, true);
}
// The server's refusals on these pages (a cancellation past the cut-off…) in the page's language.
registerProblemTexts();
