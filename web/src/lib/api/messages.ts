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
    case 'problem': {
      // The server's own explanation, by its code in the page's language (i18n/problem-texts.ts); its
      // English only for a code this build does not know, or on a page that has not loaded the texts (a
      // screen there says it with refusalMessage, which loads them first: decision 238).
      const { code, params } = error.problem ?? {};
      return code
        ? t(`problems:${code}` as never, { ...params, defaultValue: error.message })
        : error.message;
    }
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
