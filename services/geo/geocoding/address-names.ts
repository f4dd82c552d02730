import type { GazetteerEntry } from '@chauffeur/contracts/gazetteer';
import { COUNTRY, normalizeText } from './port';

/**
 * Which gazetteer place an address text names (issue 13: the server vouches for every place). An address
 * names a place when its first part is one of the place's names (any language, an alias, the IATA code,
 * "Name (BRU)"), and every further part agrees with the place: its street, "postcode town" with the
 * place's postcode and town, or the country. So every address the gazetteer itself writes names its
 * place, and "Grote Markt, Antwerpen" does not name Brussels' Grote Markt.
 */

const COUNTRIES = new Set([...Object.values(COUNTRY), 'BE', 'Belgia', 'Bélgica'].map(normalizeText));

/** "saint gilles" → "st gilles": the usual abbreviations name the place too. */
export const abbreviateSaints = (text: string): string =>
  text.replace(/\bsainte\b/g, 'ste').replace(/\b(saint|sint|sankt)\b/g, 'st');

const variants = (names: (string | undefined)[]): Set<string> => {
  const normalized = names.filter((n): n is string => !!n).map(normalizeText);
  return new Set([...normalized, ...normalized.map(abbreviateSaints)]);
};

export interface NamedEntry {
  entry: GazetteerEntry;
  /** Names, aliases and code, normalized. */
  names: Set<string>;
  streets: Set<string>;
  towns: Set<string>;
}

export function indexNames(entry: GazetteerEntry): NamedEntry {
  const { name, city, street } = entry;
  const isTown = entry.kind === 'city' || entry.kind === 'municipality';
  const townNames = [
    city.fr,
    city.nl,
    city.en,
    city.de,
    ...(isTown ? [name.fr, name.nl, name.en, name.de] : []),
  ];
  return {
    entry,
    names: variants([name.fr, name.nl, name.en, name.de, entry.code, ...(entry.aliases ?? [])]),
    streets: variants(typeof street === 'string' ? [street] : [street?.fr, street?.nl]),
    towns: variants(townNames),
  };
}

/** The texts an address may start with to name this place (for an index; `addressNames` decides). */
export function nameKeys(named: NamedEntry): string[] {
  const isTown = named.entry.kind === 'city' || named.entry.kind === 'municipality';
  const towns = isTown ? [...named.towns].map((town) => `${named.entry.postcode} ${town}`) : [];
  return [...named.names, ...[...named.names].map(abbreviateSaints), ...towns];
}

/** The normalized parts of an address, without the country at its end. */
export function addressParts(address: string): string[] {
  const parts = address.split(',').map(normalizeText).filter(Boolean);
  while (parts.length > 0 && COUNTRIES.has(parts.at(-1)!)) parts.pop();
  return parts;
}

const POSTCODE_TOWN = /^(?:(\d{4}) ?)?(.*)$/;

/** "1000 bruxelles", "bruxelles" or "1000": the postcode (when given) and the town (when given) agree. */
function townAgrees(part: string, named: NamedEntry): boolean {
  const [, postcode, town] = POSTCODE_TOWN.exec(part)!;
  if (postcode && postcode !== named.entry.postcode) return false;
  return !town || named.towns.has(town) || named.towns.has(abbreviateSaints(town));
}

function nameAgrees(first: string, named: NamedEntry): boolean {
  const code = named.entry.code?.toLowerCase();
  const withoutCode = code && first.endsWith(` ${code}`) ? first.slice(0, -code.length - 1) : first;
  if (named.names.has(withoutCode) || named.names.has(abbreviateSaints(withoutCode))) return true;
  // A town's own address starts with its postcode: "2000 Antwerpen, België".
  const isTown = named.entry.kind === 'city' || named.entry.kind === 'municipality';
  return isTown && /^\d{4} /.test(first) && townAgrees(first, named);
}

/** Whether the address (its parts, see `addressParts`) names this place. */
export function addressNames(parts: readonly string[], named: NamedEntry): boolean {
  const partAgrees = (part: string) =>
    named.streets.has(part) || named.streets.has(abbreviateSaints(part)) || townAgrees(part, named);
  // A name may hold commas itself: "Jacques Delors building (CoR, EESC)".
  for (let k = 1; k <= parts.length; k++)
    if (nameAgrees(parts.slice(0, k).join(' '), named) && parts.slice(k).every(partAgrees)) return true;
  return false;
}
