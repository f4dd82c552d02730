import { LANGUAGES, type Language } from '@chauffeur/contracts';

/**
 * The language of a pre-rendered page, by SPEC 9's detection order as far as a server can see it: the `lng`
 * query parameter, the i18next cookie (the app caches the visitor's choice there as well as in local
 * storage), then the browser's languages (Accept-Language, by preference); English otherwise. Like the app
 * (i18n/index.ts: `load: 'languageOnly'`), "fr-BE" means French.
 */
export function pageLanguage(
  url: string,
  cookie: string | undefined,
  acceptLanguage: string | undefined,
): Language {
  const query = new URLSearchParams(url.split('?')[1] ?? '').get('lng');
  const cookieValue = /(?:^|;\s*)i18next=([^;]*)/.exec(cookie ?? '')?.[1];
  const found = [query, cookieValue && safeDecode(cookieValue), ...browserLanguages(acceptLanguage)];
  for (const code of found) {
    const language = supported(code);
    if (language) return language;
  }
  return 'en';
}

function supported(code: string | null | undefined): Language | undefined {
  if (!code) return undefined;
  const part = code.trim().toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(part ?? '') ? (part as Language) : undefined;
}

/** A weight as RFC 9110 writes it: 0 to 1 with at most three decimals. */
const WEIGHT = /^\s*q\s*=\s*(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)\s*$/i;

/**
 * Accept-Language's tags from the most to the least preferred (q=0 means "not this one"). A tag whose
 * weight is not a weight ("q=abc", "q=2") is left out, as a server that cannot read an entry should: read
 * as 1, it outranked the languages the browser did weigh.
 */
function browserLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const weight = params.find((param) => /^\s*q\s*=/i.test(param));
      const q = weight === undefined ? 1 : Number(WEIGHT.exec(weight)?.[1] ?? 0);
      return { tag: tag.trim(), q, index };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
