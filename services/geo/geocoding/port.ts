import type { Language, Place } from '@chauffeur/contracts';

export type { Language, Place } from '@chauffeur/contracts';

/**
 * Address search and reverse geocoding, restricted to Belgium. Implementations answer in the requested
 * language where they can, and never throw for an unknown place: `search` answers `[]`, `reverse` null.
 */
export interface Geocoder {
  /** Best matches first, at most `limit` (default and maximum: 8). */
  search(query: string, lang: Language, limit?: number): Promise<Place[]>;
  /** The known place at or nearest to these coordinates, or null when nothing is near. */
  reverse(lat: number, lng: number, lang: Language): Promise<Place | null>;
  /**
   * The places a whole address text names, each at the geocoder's own coordinates (issue 13: what the
   * server checks a booking's coordinates against). `[]` when it names nothing the geocoder knows.
   */
  resolve(address: string, lang: Language): Promise<Place[]>;
  /**
   * A remote geocoder's offline fallback (the bundled gazetteer): what a visitor past the geo routes' rate
   * limit is answered from (decision 304). Absent: this geocoder asks no one already.
   */
  readonly offline?: Geocoder;
}

/**
 * Sent with every request to Photon or Nominatim: both public services ask applications to identify
 * themselves (Nominatim's usage policy requires it), and a self-hosted one logs it. `GEOCODER_USER_AGENT`
 * replaces it (put your contact in it).
 */
export const DEFAULT_GEOCODER_USER_AGENT = 'brussels-private-chauffeur/1.0 (booking site geocoder)';

/** The country in each interface language, ending every formatted address. */
export const COUNTRY: Record<Language, string> = {
  en: 'Belgium',
  nl: 'België',
  fr: 'Belgique',
  de: 'Belgien',
};

/** Belgium's rough bounding box (a little wider than its borders). */
export const BELGIUM_BOX = { minLat: 49.49, maxLat: 51.51, minLng: 2.54, maxLng: 6.41 } as const;

/** Lower case, without accents, punctuation as spaces: "Liège-Guillemins" → "liege guillemins". */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
