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
      return problemMessage({ ...error.problem, detail: error.message }, t);
    case 'http':
      return t('errors.http', { status: error.status ?? '?' });
    case 'invalid':
      return t('errors.unexpected');
  }
}

/**
 * A refusal's sentence: the server's own explanation, by its code in the page's language
 * (i18n/problem-texts.ts); its English `detail` only for a code this build does not know, or on a page that
 * has not loaded the texts (a screen there says it with refusalMessage, which loads them first: decision
 * 238). Also for a refusal inside a successful answer (a chauffeur saved whose invitation was not sent,
 * decision 324).
 */
export function problemMessage(
  { code, params, detail }: { code?: string; params?: Record<string, string | number>; detail: string },
  t: TFunction,
): string {
  return code ? t(`problems:${code}` as never, { ...params, defaultValue: detail }) : detail;
}

/** The same, with the page's `t`. */
export function useProblemMessage(): (problem: Parameters<typeof problemMessage>[0]) => string {
  const { t } = useTranslation();
  return useCallback((problem: Parameters<typeof problemMessage>[0]) => problemMessage(problem, t), [t]);
}

export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback((error: unknown) => errorMessage(error, t), [t]);
}
