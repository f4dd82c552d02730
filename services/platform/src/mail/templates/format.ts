import { formatBrussels, intlLocale, type Language } from '@chauffeur/contracts';

/**
 * "Friday, 13 June 2025 at 14:30" / "vrijdag 13 juni 2025 om 14:30" / ..., in Brussels time; in the hour
 * the autumn change repeats, with its offset ("02:30 UTC+2"), or the two would read the same (decisions
 * 240, 246).
 */
export function formatDateTime(iso: string, language: Language): string {
  return formatBrussels(iso, language, 'fullDateTime');
}

/** "€123.40" / "€ 123,40" / "123,40 €", always two decimals: the contracts' one rule. */
export { formatMoney } from '@chauffeur/contracts';

/**
 * The text between a label and its value: French sets a no-break space before the colon (decision 259), so
 * the colon never wraps to the next line; the other languages a colon alone. Every e-mail, calendar file and
 * the receipt PDF join a label and its value with it, never with a colon of their own.
 */
const COLON: Record<Language, string> = { en: ': ', nl: ': ', fr: '\u00a0: ', de: ': ' };

/** "Reference: CH-7K3P9Q" / "Référence : CH-7K3P9Q" (with a no-break space). */
export const labelled = (label: string, value: string, language: Language): string =>
  `${label}${COLON[language]}${value}`;

/** "42.3 km" / "42,3 km". */
export function formatKm(km: number, language: Language): string {
  return `${new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 1 }).format(km)} km`;
}
