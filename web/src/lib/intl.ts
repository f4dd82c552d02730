import { formatBrusselsDate, intlLocale } from '@chauffeur/contracts';

/**
 * Formatting that follows the interface language (SPEC 9 via DESIGN 7: dates, numbers, money by `Intl`), in
 * the language's locale from `intlLocale` (English as en-GB, decision 249).
 */

const cache = new Map<string, Intl.NumberFormat>();

function cached(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

/** A whole or decimal number with the language's grouping: 12,000 / 12.000 / 12 000. */
export function formatNumber(value: number, language: string, fractionDigits = 0): string {
  return cached(
    `n:${language}:${fractionDigits}`,
    () =>
      new Intl.NumberFormat(intlLocale(language), {
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      }),
  ).format(value);
}

/** An average rating with exactly one decimal (SPEC 9): 4.7 / 4,7. */
export const formatRating = (value: number, language: string) => formatNumber(value, language, 1);

/**
 * A calendar date in the language's long style (14 February 2026 / 14 février 2026). Date-only values
 * (YYYY-MM-DD) and timestamps are both shown as the day in Brussels, where the company works: a calendar
 * day is no instant, and its noon UTC is that same day on the Brussels clock (UTC+1 or UTC+2).
 */
export const formatDate = (value: string, language: string): string =>
  formatBrusselsDate(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value, language, 'longDate');

/**
 * The first Intl formatter of a page sets up the browser's locale data (10–20 ms on a fast desktop):
 * called at start-up in a task of its own, so that cost is not added to the render of the first number.
 */
export function warmIntl(language = document.documentElement.lang || 'en'): void {
  formatNumber(0, language);
}
