import { TRANSLATION_LANGUAGES, type LocalizedText } from '@chauffeur/contracts';

/** A language a text may be translated into in the admin forms (the original is English). */
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

/**
 * The translations a form edits, by language then field, as typed (blank: none). A plain JSON value,
 * so it travels in the form's draft like every other field.
 */
export type Translations<F extends string> = Record<TranslationLanguage, Record<F, string>>;

/** Blank translations for `fields`: a new record, or a draft written before texts had translations. */
export const emptyTranslations = <F extends string>(fields: readonly F[]): Translations<F> =>
  Object.fromEntries(
    TRANSLATION_LANGUAGES.map((language) => [
      language,
      Object.fromEntries(fields.map((field) => [field, ''])),
    ]),
  ) as Translations<F>;

/** The translations a saved record holds, for its form. */
export function translationsOf<F extends string>(
  fields: readonly F[],
  record: Record<F, LocalizedText>,
): Translations<F> {
  const translations = emptyTranslations(fields);
  for (const language of TRANSLATION_LANGUAGES)
    for (const field of fields) translations[language][field] = record[field][language] ?? '';
  return translations;
}

/**
 * One field's text for the API: the original plus every translation that is not blank. A blank one is
 * left out rather than sent empty: "no translation" means visitors of that language see the original.
 */
export function localizedField<F extends string>(
  original: string,
  translations: Translations<F> | undefined,
  field: F,
): LocalizedText {
  const text: LocalizedText = { en: original };
  for (const language of TRANSLATION_LANGUAGES) {
    const translated = translations?.[language]?.[field] ?? '';
    if (translated.trim() !== '') text[language] = translated;
  }
  return text;
}
