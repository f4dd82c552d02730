import { formatBrussels, type Language } from '@chauffeur/contracts';

/** Belgian conventions for the four site languages (English in its British form: 24-hour clock). */
const LOCALES: Record<Language, string> = { en: 'en-GB', nl: 'nl-BE', fr: 'fr-BE', de: 'de-BE' };

export const localeOf = (language: Language): string => LOCALES[language] ?? LOCALES.en;

/**
 * "Friday 13 June 2025 at 14:30" / "vrijdag 13 juni 2025 om 14:30" / ..., in Brussels time; in the hour
 * the autumn change repeats, with its offset ("02:30 GMT+2"), or the two would read the same (decision 240).
 */
export function formatDateTime(iso: string, language: Language): string {
  return formatBrussels(iso, localeOf(language), 'fullDateTime');
}

/** "€123.40" / "€ 123,40" / "123,40 €", always two decimals. */
export function formatMoney(amount: number, language: Language, currency: string): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** "42.3 km" / "42,3 km". */
export function formatKm(km: number, language: Language): string {
  return `${new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 1 }).format(km)} km`;
}
