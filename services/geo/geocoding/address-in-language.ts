import type { Language } from '@chauffeur/contracts';
import { GazetteerGeocoder } from './gazetteer';

/**
 * Decision 286.1: a stored address shown in the reader's language. Events keep what the creator typed or
 * picked ("Bahnhof Brüssel-Süd, …" from a German admin); whoever reads it later (a French customer, a
 * Dutch-reading chauffeur) sees the same place the way the gazetteer writes it in their language. Only a
 * text that names exactly one gazetteer place (address-names.ts) is rewritten: a free address, a remote
 * geocoder's or an ambiguous one is shown as stored, so nothing is ever guessed.
 */

// Built once, on first use: the name index costs a few milliseconds, each look-up microseconds.
let gazetteer: GazetteerGeocoder | undefined;

/**
 * The answers already found: a list page asks for the same few places again and again (airport, stations).
 * Bounded, and emptied when full, so odd texts cannot make it grow without end.
 */
const known = new Map<string, string>();
const KNOWN_MAX = 10_000;

export function addressIn(address: string, language: Language): string {
  const key = `${language}:${address}`;
  const found = known.get(key);
  if (found !== undefined) return found;
  gazetteer ??= new GazetteerGeocoder();
  const named = gazetteer.resolveEntries(address);
  const shown = named.length === 1 ? gazetteer.toPlace(named[0]!, language).address : address;
  if (known.size >= KNOWN_MAX) known.clear();
  known.set(key, shown);
  return shown;
}
