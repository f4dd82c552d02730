import { z } from 'zod';
import { GEO_SEARCH_LIMIT, type Language, type Place } from '@chauffeur/contracts';
import { FailureLog, GeoServiceError, type GeoLogger } from '../failures';
import { dedupePlaces, exactMatches, getText, jsonAnswer, noteFallback } from './remote';
import { COUNTRY, DEFAULT_GEOCODER_USER_AGENT, type Geocoder } from './port';

export const NOMINATIM_TIMEOUT_MS = 2000;

const text = z.union([z.string(), z.number()]).transform(String).optional();
const coordinate = z.union([z.string(), z.number()]).transform(Number).pipe(z.number().finite());

/** The part of a Nominatim `format=jsonv2&addressdetails=1` result we use. */
const resultSchema = z.object({
  lat: coordinate,
  lon: coordinate,
  name: text,
  type: text,
  addresstype: text,
  address: z.object({
    house_number: text,
    road: text,
    pedestrian: text,
    square: text,
    postcode: text,
    city: text,
    town: text,
    village: text,
    municipality: text,
    suburb: text,
    country_code: text,
  }),
});
type Result = z.infer<typeof resultSchema>;

/** Nominatim's address kinds that are a town themselves (the result's name is the town of the address). */
const TOWN_TYPES = new Set(['city', 'town', 'village', 'municipality', 'suburb']);

/** A Nominatim result as a Place, or null when it is outside Belgium or has nothing to show. */
export function resultToPlace(result: Result, lang: Language): Place | null {
  const a = result.address;
  if (a.country_code?.toLowerCase() !== 'be') return null;
  const road = a.road ?? a.pedestrian ?? a.square;
  const streetLine = road ? [road, a.house_number].filter(Boolean).join(' ') : undefined;
  const town = a.city ?? a.town ?? a.village ?? a.municipality ?? a.suburb;
  const isTown = TOWN_TYPES.has(result.addresstype ?? '') || TOWN_TYPES.has(result.type ?? '');
  const name = result.name?.trim() || undefined;
  const townLine = [a.postcode, town ?? (isTown ? name : undefined)].filter(Boolean).join(' ') || undefined;
  const ownName = name && !isTown && name !== road && name !== streetLine ? name : undefined;
  const label = ownName ?? streetLine ?? name ?? town;
  if (!label) return null;
  // The shared Location contract caps an address at 300 characters.
  const address = [ownName, streetLine, townLine, COUNTRY[lang]].filter(Boolean).join(', ').slice(0, 300);
  return { label, address, lat: result.lat, lng: result.lon };
}

/**
 * Nominatim adapter (`GEOCODER_PROVIDER=nominatim`): `GET {base}/search?q=&format=jsonv2&addressdetails=1
 * &countrycodes=be&accept-language=&limit=` and `GET {base}/reverse?format=jsonv2&lat=&lon=`, with an
 * identifying User-Agent, keeping only results in Belgium. On any failure (2 s timeout, HTTP error,
 * unreadable answer) it answers from the fallback (the gazetteer) and logs the failure once per kind
 * until Nominatim answers again. Meant for a self-hosted instance: the public one forbids autocomplete.
 */
export class NominatimGeocoder implements Geocoder {
  private readonly base: string;
  private readonly failures: FailureLog;

  constructor(
    baseUrl: string,
    private readonly fallback: Geocoder,
    log: GeoLogger,
    private readonly userAgent: string = DEFAULT_GEOCODER_USER_AGENT,
    private readonly timeoutMs: number = NOMINATIM_TIMEOUT_MS,
  ) {
    this.base = baseUrl.replace(/\/+$/, '');
    this.failures = new FailureLog(log, 'geocoding (Nominatim)');
  }

  get offline(): Geocoder {
    return this.fallback;
  }

  async search(query: string, lang: Language, limit: number = GEO_SEARCH_LIMIT): Promise<Place[]> {
    const max = Math.max(0, Math.min(GEO_SEARCH_LIMIT, Math.floor(limit)));
    try {
      const json = await this.get('/search', { q: query, limit: String(max), countrycodes: 'be' }, lang);
      const list = z.array(z.unknown()).safeParse(json);
      if (!list.success) throw new GeoServiceError('invalid_response', 'the answer is not a list');
      this.failures.succeeded();
      return dedupePlaces(list.data.flatMap((raw) => toPlaces(raw, lang))).slice(0, max);
    } catch (error) {
      noteFallback(this.failures, error, this.timeoutMs);
      return this.fallback.search(query, lang, max);
    }
  }

  /** As Photon's: Nominatim's results whose own address is that text, plus what the gazetteer names. */
  async resolve(address: string, lang: Language): Promise<Place[]> {
    const found = exactMatches(await this.search(address, lang), address);
    return [...found, ...(await this.fallback.resolve(address, lang))];
  }

  async reverse(lat: number, lng: number, lang: Language): Promise<Place | null> {
    try {
      const json = await this.get('/reverse', { lat: String(lat), lon: String(lng) }, lang);
      this.failures.succeeded();
      // Nothing there answers `{ "error": "Unable to geocode" }`: no place, not a failure.
      return toPlaces(json, lang)[0] ?? null;
    } catch (error) {
      noteFallback(this.failures, error, this.timeoutMs);
      return this.fallback.reverse(lat, lng, lang);
    }
  }

  private async get(path: string, params: Record<string, string>, lang: Language): Promise<unknown> {
    const query = new URLSearchParams({
      ...params,
      format: 'jsonv2',
      addressdetails: '1',
      'accept-language': lang,
    });
    const url = `${this.base}${path}?${query}`;
    return jsonAnswer(await getText(url, { userAgent: this.userAgent, timeoutMs: this.timeoutMs }));
  }
}

/** One result read leniently: one that cannot be read, or lies outside Belgium, gives no place. */
function toPlaces(raw: unknown, lang: Language): Place[] {
  const result = resultSchema.safeParse(raw);
  const place = result.success ? resultToPlace(result.data, lang) : null;
  return place ? [place] : [];
}
