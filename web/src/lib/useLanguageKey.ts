import { useTranslation } from 'react-i18next';
import { hashKey, type QueryKey } from '@tanstack/react-query';
import type { Language } from '@chauffeur/contracts';
import { currentLanguage } from '../i18n';

/**
 * Decision 291: the query options of an answer the server writes in the reader's language (booked places,
 * by the i18next cookie the browser sends with every call).
 * - `queryKey`: `key` with that language appended. A switch of language is then a new key: the answer is
 *   asked for again and shows the new language's places, instead of keeping the old language's until
 *   something else refetches it. Appended last, so `key` as a prefix still invalidates, cancels and removes
 *   it in every language.
 * - `placeholderData`: while the new language's answer loads, the same record's answer in the language left
 *   stays on screen, so a page does not fall back to "Loading" and a form over it (editing a booking) keeps
 *   what was typed. Only from another language: another record's answer, or this one's removed (a deleted
 *   booking), is never shown for it. A list that keeps its previous page anyway sets its own after this.
 */
export function useLanguageKey<const Key extends readonly unknown[]>(key: Key) {
  // Subscribes the caller to the language: its key changes on the render the switch causes.
  useTranslation();
  const queryKey: [...Key, Language] = [...key, currentLanguage()];
  const placeholderData = <Data>(
    previous: Data | undefined,
    previousQuery: { queryKey: QueryKey } | undefined,
  ): Data | undefined =>
    previousQuery &&
    hashKey(previousQuery.queryKey.slice(0, -1)) === hashKey(key) &&
    hashKey(previousQuery.queryKey) !== hashKey(queryKey)
      ? previous
      : undefined;
  return { queryKey, placeholderData };
}
