import { intlLocale } from '@chauffeur/contracts';

/** The site's currency until GET /api/config says the company's (publicConfig.ts). */
export const CURRENCY = 'EUR';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount of money with two decimals, written the way the given language writes it (€2.20, 2,20 €). The
 * currency is always said (decision 252): a booking's fare in its own, anything else in the company's.
 */
export function formatMoney(amount: number, language: string, currency: string): string {
  const key = `${language}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale(language), {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}
