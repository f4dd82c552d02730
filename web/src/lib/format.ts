import { intlLocale } from '@chauffeur/contracts';

/** The one currency of the site (DESIGN 7: one currency everywhere, vehicles are priced in euro). */
export const CURRENCY = 'EUR';

const formatters = new Map<string, Intl.NumberFormat>();

/** An amount of money with two decimals, written the way the given language writes it (€2.20, 2,20 €). */
export function formatMoney(amount: number, language: string, currency: string = CURRENCY): string {
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
