import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localize, localizedLanguage, type LocalizedText } from '@chauffeur/contracts';
import { currentLanguage } from '../i18n';
import { formatMoney } from './format';
import { formatDate, formatNumber, formatRating } from './intl';
import { useCurrency } from './publicConfig';

/**
 * Formatting bound to the visitor's language and the site's currency; re-renders when either changes.
 * `text` picks the visitor's language from a text the company wrote in several; `textLanguage` says
 * which one it picked, for the element's `lang` (an English fallback is read out as English).
 */
export function useFormat() {
  // Subscribes to language changes: a switch re-renders and yields new functions.
  useTranslation();
  const currency = useCurrency();
  const language = currentLanguage();
  return useMemo(
    () => ({
      language,
      // An amount the site offers now is in its currency; a booking's fare in its own (decision 247).
      money: (amount: number, fareCurrency: string = currency) => formatMoney(amount, language, fareCurrency),
      number: (value: number) => formatNumber(value, language),
      rating: (value: number) => formatRating(value, language),
      date: (value: string) => formatDate(value, language),
      text: (value: LocalizedText) => localize(value, language),
      textLanguage: (value: LocalizedText) => localizedLanguage(value, language),
    }),
    [language, currency],
  );
}
