import { intlLocale } from './brussels-formats';

/**
 * "1 hour", "0 hours", "24 Stunden", "0 heure": a number of hours in words, with the language's own plural
 * (Intl's, so French says 0 in the singular as it should). The one way the server says hours in a sentence:
 * the customer e-mails and the English `detail` of a refusal (problem-codes.ts); "{hours} hours" said
 * "1 hours". The browser says them through i18next's plural keys (`count`) instead.
 */
export const formatHours = (count: number, language: string): string =>
  new Intl.NumberFormat(intlLocale(language), { style: 'unit', unit: 'hour', unitDisplay: 'long' }).format(
    count,
  );
