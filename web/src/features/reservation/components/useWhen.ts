import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBrussels } from '@chauffeur/contracts';
import { currentLanguage } from '../../../i18n';

/**
 * A pickup moment in the visitor's language, on the Brussels clock whatever the device's time zone
 * (decision 234): "Sunday 22 November 2026, 16:30".
 */
export function useWhen() {
  useTranslation();
  const language = currentLanguage();
  return useCallback((date: Date) => formatBrussels(date, language, 'fullDateTime'), [language]);
}
