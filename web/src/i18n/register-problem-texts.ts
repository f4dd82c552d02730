import { formatBrussels, formatMoney } from '@chauffeur/contracts';
import { i18n } from './index';
import { problemTexts } from './problem-texts';

/**
 * Adds the `problems` namespace (decision 230): called by the chunks of the public pages that send
 * requests a server may refuse (the wizard, the manage pages, sign-in, the account pages), never by the
 * landing page's first load (its JavaScript has a weight budget: tests/e2e/public-site-quality.test.ts):
 * there, the footer's form loads this module when a refusal arrives (load-problem-texts.ts, decision 238).
 * Before it is registered, a refusal reads as the server's English `detail` (lib/api/messages.ts).
 */
export function registerProblemTexts() {
  // An instant a refusal names (`{{at, brusselsDateTime}}`): on the Brussels clock, in the page's language.
  i18n.services.formatter?.add('brusselsDateTime', (value: string, language) =>
    formatBrussels(value, language ?? 'en', 'dateTime'),
  );
  // An amount a refusal names (`{{fare, money}}`), in the currency its `currency` param says, as the page
  // writes money (i18next hands a formatter the call's params).
  i18n.services.formatter?.add('money', (value: number, language, options: { currency: string }) =>
    formatMoney(value, language ?? 'en', options.currency),
  );
  for (const [language, texts] of Object.entries(problemTexts)) {
    if (!i18n.hasResourceBundle(language, 'problems'))
      i18n.addResourceBundle(language, 'problems', texts, true, true);
  }
}
