import { GEO_SEARCH_LIMIT, type Language, type Place } from '@chauffeur/contracts';
import { haversineKm } from '../geodesy';
import {
  GAZETTEER,
  localName,
  placeLabel,
  type GazetteerEntry,
  type PlaceKind,
} from '@chauffeur/contracts/gazetteer';
import { COUNTRY, normalizeText, type Geocoder } from './port';
import { addressNames, addressParts, indexNames, nameKeys, type NamedEntry } from './address-names';

/** How well a query matches a name: lower is better. */
const Match = { Exact: 0, NamePrefix: 1, WordPrefix: 2, Substring: 3, None: 99 } as const;
type Match = (typeof Match)[keyof typeof Match];

/** Among equal matches, the places a chauffeur customer most likely means come first. */
const KIND_RANK: Record<PlaceKind, number> = {
  airport: 0,
  station: 1,
  city: 2,
  municipality: 3,
  hotel: 4,
  eu: 5,
  venue: 6,
};

/** `reverse` snaps to a known place this close (km) and answers nothing beyond `REVERSE_MAX_KM`. */
export const REVERSE_SNAP_KM = 0.3;
export const REVERSE_MAX_KM = 30;

const FROM: Record<Language, string> = { en: 'from', nl: 'van', fr: 'de', de: 'von' };

interface Indexed {
  entry: GazetteerEntry;
  /** Normalized names and aliases, each with its words. */
  terms: { text: string; words: string[] }[];
}

/** "saint gilles" → "st gilles", "sainte agathe" → "ste agathe": the usual abbreviations find the place too. */
const abbreviateSaints = (text: string): string =>
  text.replace(/\bsainte\b/g, 'ste').replace(/\b(saint|sint|sankt)\b/g, 'st');

function matchTerm(query: string, queryWords: string[], term: Indexed['terms'][number]): Match {
  if (term.text === query) return Match.Exact;
  if (term.text.startsWith(query)) return Match.NamePrefix;
  // Every query word starts a word of the name (in any order): "midi gare", "amigo hotel".
  if (queryWords.every((q) => term.words.some((w) => w.startsWith(q)))) return Match.WordPrefix;
  if (term.text.includes(query)) return Match.Substring;
  return Match.None;
}

/** The bundled list of Belgian places: no network, deterministic. */
export class GazetteerGeocoder implements Geocoder {
  private readonly index: Indexed[];
  /** Every name (and a town's "postcode town") → the places it may name, so `resolve` checks only those. */
  private readonly byName = new Map<string, NamedEntry[]>();

  constructor(entries: readonly GazetteerEntry[] = GAZETTEER) {
    this.index = entries.map((entry) => {
      const names = [
        entry.name.fr,
        entry.name.nl,
        entry.name.en,
        entry.name.de,
        entry.code,
        ...(entry.aliases ?? []),
      ];
      const normalized = names.filter((n): n is string => !!n).map(normalizeText);
      const unique = [...new Set([...normalized, ...normalized.map(abbreviateSaints)])];
      return { entry, terms: unique.map((text) => ({ text, words: text.split(' ') })) };
    });
    for (const named of entries.map(indexNames))
      for (const key of nameKeys(named)) this.byName.set(key, [...(this.byName.get(key) ?? []), named]);
  }

  /** The places an address text names (address-names.ts), each at its own coordinates. */
  async resolve(address: string, lang: Language): Promise<Place[]> {
    return this.resolveEntries(address).map((entry) => this.toPlace(entry, lang));
  }

  resolveEntries(address: string): GazetteerEntry[] {
    const parts = addressParts(address);
    const candidates = new Set<NamedEntry>();
    for (let k = 1; k <= parts.length; k++) {
      const head = parts.slice(0, k).join(' ');
      // "brussels airport bru": the name may end with the place's code.
      for (const key of [head, head.replace(/ \S+$/, '')])
        for (const c of this.byName.get(key) ?? []) candidates.add(c);
    }
    return [...candidates].filter((named) => addressNames(parts, named)).map((named) => named.entry);
  }

  toPlace(entry: GazetteerEntry, lang: Language): Place {
    const name = localName(entry.name, lang);
    const street =
      typeof entry.street === 'string' ? entry.street : entry.street?.[lang === 'nl' ? 'nl' : 'fr'];
    const town = `${entry.postcode} ${localName(entry.city, lang)}`;
    const address = [
      ...(entry.kind === 'city' || entry.kind === 'municipality' ? [] : [name]),
      street,
      town,
      COUNTRY[lang],
    ]
      .filter(Boolean)
      .join(', ');
    return { label: placeLabel(entry, lang), address, lat: entry.lat, lng: entry.lng };
  }

  async search(query: string, lang: Language, limit: number = GEO_SEARCH_LIMIT): Promise<Place[]> {
    return this.searchEntries(query, limit).map((entry) => this.toPlace(entry, lang));
  }

  /** Ranked matches: exact > prefix of a name > prefix of its words > substring; then kind, then length. */
  searchEntries(query: string, limit: number = GEO_SEARCH_LIMIT): GazetteerEntry[] {
    const q = normalizeText(query);
    if (!q) return [];
    const queryWords = q.split(' ');
    const max = Math.max(0, Math.min(GEO_SEARCH_LIMIT, Math.floor(limit)));
    const scored = [];
    for (const item of this.index) {
      let best: Match = Match.None;
      let length = Infinity;
      for (const term of item.terms) {
        const match = matchTerm(q, queryWords, term);
        if (match < best || (match === best && term.text.length < length)) {
          best = match;
          length = term.text.length;
        }
      }
      if (best !== Match.None) scored.push({ entry: item.entry, best, length });
    }
    scored.sort(
      (a, b) =>
        a.best - b.best ||
        KIND_RANK[a.entry.kind] - KIND_RANK[b.entry.kind] ||
        a.length - b.length ||
        a.entry.id.localeCompare(b.entry.id),
    );
    return scored.slice(0, max).map((s) => s.entry);
  }

  /**
   * The nearest known place within 30 km. Within 300 m the answer is the place itself (its own
   * coordinates: the terminal, the hotel door). Further away it keeps the caller's coordinates, so a
   * route starts where they are, and says how far the place is: "Atomium (~1.2 km)".
   */
  async reverse(lat: number, lng: number, lang: Language): Promise<Place | null> {
    const nearest = this.nearest(lat, lng);
    if (!nearest || nearest.km > REVERSE_MAX_KM) return null;
    const place = this.toPlace(nearest.entry, lang);
    if (nearest.km <= REVERSE_SNAP_KM) return place;
    const km = nearest.km < 10 ? nearest.km.toFixed(1) : Math.round(nearest.km).toString();
    const name = localName(nearest.entry.name, lang);
    const town = localName(nearest.entry.city, lang);
    return {
      label: `${place.label} (~${km} km)`,
      address: `${lat.toFixed(5)}, ${lng.toFixed(5)} (${km} km ${FROM[lang]} ${name}, ${town}), ${COUNTRY[lang]}`,
      lat,
      lng,
    };
  }

  nearest(lat: number, lng: number): { entry: GazetteerEntry; km: number } | null {
    let best: { entry: GazetteerEntry; km: number } | null = null;
    for (const { entry } of this.index) {
      const km = haversineKm({ lat, lng }, entry);
      if (!best || km < best.km) best = { entry, km };
    }
    return best;
  }
}
