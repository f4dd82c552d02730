/** A language's name in the reader's language (`fr` → "French" / "français"), from the browser's own tables. */
export function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The languages a chauffeur speaks, named in the reader's language, joined. */
export const languageList = (codes: readonly string[], locale: string) =>
  codes.map((code) => languageName(code, locale)).join(', ');
