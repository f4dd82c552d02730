import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ApiError } from './error';

/** The text a visitor sees for a failed call, in the current language. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('errors.unexpected');
  switch (error.kind) {
    case 'network':
    case 'auth':
    case 'database':
    case 'policy':
      return t(`errors.${error.kind}`);
    case 'problem':
      // The server's own explanation (validation, conflict...) is the most useful thing to show.
      return error.message;
    case 'http':
      return t('errors.http', { status: error.status ?? '?' });
    case 'invalid':
      return t('errors.unexpected');
  }
}

export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback((error: unknown) => errorMessage(error, t), [t]);
}
