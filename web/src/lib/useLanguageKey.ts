import { useTranslation } from 'react-i18next';
import type { Language } from '@chauffeur/contracts';
import { currentLanguage } from '../i18n';

/**
 * Decision 291: the query key of an answer the server writes in the reader's language (booked places, by
 * the i18next cookie the browser sends with every call), with that language in it. A switch of language is
 * then a new key: the rows are asked for again and show the new language's places, instead of keeping the
 * old language's until something else refetches them. Appended last, so a key's prefix still invalidates,
 * cancels and removes it in every language.
 */
export function useLanguageKey<const Key extends readonly unknown[]>(key: Key): [...Key, Language] {
  // Subscribes the caller to the language: its key changes on the render the switch causes.
  useTranslation();
  return [...key, currentLanguage()];
}
