import { intlLocale } from './brussels-formats';

/**
 * "€123.40" / "€ 123,40" / "123,40 €": an amount with two decimals in a language's locale (decision 249),
 * its currency always said (decision 252). The server's English refusals (problem-codes.ts), its e-mails,
 * and the browser's refusal texts (an amount a refusal names, register-problem-texts.ts) use it; the
 * browser's screens keep a copy with a cache of formatters (web/src/lib/format.ts, in the landing page's
 * first chunk), which must agree: web/src/i18n/problem-texts.test.ts compares the two.
 */
export function formatMoney(amount: number, language: string, currency: string): string {
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
