import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';

/** A pickup moment in the visitor's language: "Sunday 22 November 2026, 16:30". */
export function useWhen() {
  useTranslation();
  const language = currentLanguage();
  return useCallback(
    (date: Date) => new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short' }).format(date),
    [language],
  );
}
