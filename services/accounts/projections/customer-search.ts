/*
 * The customers search (issue 17): a case-insensitive substring of the name, the e-mail or the phone. The
 * read model keeps one lower-cased `search` text per customer; a phone is kept as its digits alone, so
 * "0470 12 34 56", "+32 470 12 34 56" and "470123456" all find "+32 470 12 34 56".
 */

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** What the read model stores for the search: name, e-mail and the phone's digits, lower-cased. */
export const searchText = (name: string, email: string, phone: string): string =>
  [name, email, digitsOf(phone)].join('\n').toLowerCase();

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Only phone characters: such a query is compared on digits. */
const PHONE_LIKE = /^[\d\s+()./-]+$/;

/**
 * The regex a query becomes (taken literally): the query itself, and for a phone-like query its digits,
 * and those without the national trunk 0 (Belgian numbers are typed "0470…" and stored "+32 470…").
 */
export function searchPattern(query: string): string {
  const text = query.trim().toLowerCase();
  const alternatives = new Set([escapeRegex(text)]);
  const digits = digitsOf(text);
  if (PHONE_LIKE.test(text) && digits.length >= 3) {
    alternatives.add(digits);
    if (digits.startsWith('0') && digits.length > 3) alternatives.add(digits.replace(/^0+/, ''));
  }
  return [...alternatives].join('|');
}
