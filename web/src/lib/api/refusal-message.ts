import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { loadProblemTexts } from '../../i18n/load-problem-texts';
import { ApiError } from './error';
import { errorMessage } from './messages';

/**
 * errorMessage for a screen on a page that may not carry the refusal texts (decision 238: the footer's
 * newsletter form on the landing page): a refusal with a `code` waits for the texts before it is said, so
 * the visitor never reads the English sentence first; without them (the chunk failed) the server's own.
 */
export async function refusalMessage(
  error: unknown,
  t: TFunction,
  load: () => Promise<boolean> = loadProblemTexts,
): Promise<string> {
  if (error instanceof ApiError && error.problem?.code) await load();
  return errorMessage(error, t);
}

export function useRefusalMessage(): (error: unknown) => Promise<string> {
  const { t } = useTranslation();
  return useCallback((error: unknown) => refusalMessage(error, t), [t]);
}
