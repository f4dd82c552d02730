import { intlLocale } from '@chauffeur/contracts';

/**
 * A whole percentage (the API's 0–100) as the page's language writes it: 67% in English, 67 % with a
 * no-break space in French and German (DIN 5008), by `Intl` rather than a `%` typed after the number.
 * Kept in the admin chunk: the landing page's shared formatting has no byte to spare.
 */
export const formatPercent = (value: number, language: string): string =>
  new Intl.NumberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 0 }).format(
    value / 100,
  );
