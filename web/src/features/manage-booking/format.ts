import { formatBrussels, intlLocale } from '@chauffeur/contracts';

/** A moment as the customer reads it: weekday, day, month, year and time, in Brussels (where rides are). */
export const dateTime = (iso: string, language: string) => formatBrussels(iso, language, 'pickup');

/** A step of the timeline: day, month and time, in Brussels. */
export const shortDateTime = (iso: string, language: string) =>
  formatBrussels(iso, language, 'shortDateTime');

/** An amount in the currency the fare was charged in, written the language's way. */
export const money = (amount: number, language: string, currency: string) =>
  new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
  }).format(amount);

/** How many hours before pickup free cancellation ends (the setting, as the server applied it). */
export const cutOffHours = (scheduledTime: string, cancelUntil: string) =>
  Math.round((Date.parse(scheduledTime) - Date.parse(cancelUntil)) / 3_600_000);
