import { z } from 'zod';
import { GEO_SEARCH_LIMIT, type Language, type Place } from '@chauffeur/contracts';
import { FailureLog, GeoServiceError, type GeoLogger } from '../failures';
import { BELGIUM_BOX, COUNTRY, DEFAULT_GEOCODER_USER_AGENT, type Geocoder } from './port';
import { dedupePlaces, exactMatches, getText, jsonAnswer, noteFallback } from './remote';

export const PHOTON_TIMEOUT_MS = 2000;

const text = z.union([z.string(), z.number()]).transform(String).optional();

/** The part of a Photon GeoJSON feature we use (https://github.com/komoot/photon#search-api). */
const featureSchema = z.object({
  geometry: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
  properties: z.object({
    name: text,
    street: text,
    housenumber: text,
    postcode: text,
    city: text,
    district: text,
    locality: text,
    county: text,
    countrycode: text,
    type: text,
  }),
});
type Feature = z.infer<typeof featureSchema>;

const collectionSchema = z.object({ features: z.array(z.unknown()) });

/** Photon feature types that are a town themselves (their name is the town of the address). */
const TOWN_TYPES = new Set(['city', 'district', 'locality']);

/** A Photon feature as a Place, or null when it is outside Belgium or has nothing to show. */
export function featureToPlace(feature: Feature, lang: Language): Place | null {
  const p = feature.properties;
  if (p.countrycode?.toUpperCase() !== 'BE') return null;
  const [lng, lat] = feature.geometry.coordinates;
  const streetLine = p.street ? [p.street, p.housenumber].filter(Boolean).join(' ') : undefined;
  const isTown = TOWN_TYPES.has(p.type ?? '') && !p.city;
  const town = p.city ?? (isTown ? p.name : undefined) ?? p.locality ?? p.district ?? p.county;
  const townLine = [p.postcode, town].filter(Boolean).join(' ') || undefined;
  const ownName = p.name && !isTown && p.name !== streetLine ? p.name : undefined;
  const label = p.name ?? streetLine ?? town;
  if (!label) return null;
  // The shared Location contract caps an address at 300 characters.
  const address = [ownName, streetLine, townLine, COUNTRY[lang]].filter(Boolean).join(', ').slice(0, 300);
  return { label, address, lat, lng };
}

/**
 * Photon adapter (`GEOCODER_URL`): `GET {base}/api?q=&lang=&limit=&bbox=<Belgium>` and
 * `GET {base}/reverse?lat=&lon=&lang=`, keeping only features in Belgium (`countrycode` BE). On any
 * failure (2 s timeout, HTTP error, unreadable answer) it answers from the fallback (the gazetteer) and
 * logs the failure once per kind until Photon answers again.
 *
 * A language Photon was not imported with (the public instance serves only en, fr, de) answers 400; the
 * adapter then asks again with `lang=default` (local names) and remembers it.
 */
export class PhotonGeocoder implements Geocoder {
  private readonly base: string;
  private readonly failures: FailureLog;
  private readonly unsupportedLangs = new Set<Language>();

  constructor(
    baseUrl: string,
    private readonly fallback: Geocoder,
    log: GeoLogger,
    private readonly timeoutMs: number = PHOTON_TIMEOUT_MS,
    private readonly userAgent: string = DEFAULT_GEOCODER_USER_AGENT,
  ) {
    this.base = baseUrl.replace(/\/+$/, '');
    this.failures = new FailureLog(log, 'geocoding (Photon)');
  }

  get offline(): Geocoder {
    return this.fallback;
  }

  async search(query: string, lang: Language, limit: number = GEO_SEARCH_LIMIT): Promise<Place[]> {
    const max = Math.max(0, Math.min(GEO_SEARCH_LIMIT, Math.floor(limit)));
    const { minLng, minLat, maxLng, maxLat } = BELGIUM_BOX;
    // Ask for more than needed: features across the border inside the box are dropped.
    const params = { q: query, limit: String(max * 2), bbox: `${minLng},${minLat},${maxLng},${maxLat}` };
    try {
      const places = await this.features('/api', params, lang);
      this.failures.succeeded();
      return dedupePlaces(places).slice(0, max);
    } catch (error) {
      noteFallback(this.failures, error, this.timeoutMs);
      return this.fallback.search(query, lang, max);
    }
  }

  /**
   * Photon's matches for the whole address whose own address is that text (the wizard sends a suggestion's
   * address as it was), plus the places the fallback gazetteer says it names.
   */
  async resolve(address: string, lang: Language): Promise<Place[]> {
    const fromPhoton = exactMatches(await this.search(address, lang), address);
    return [...fromPhoton, ...(await this.fallback.resolve(address, lang))];
  }

  async reverse(lat: number, lng: number, lang: Language): Promise<Place | null> {
    try {
      const places = await this.features(
        '/reverse',
        { lat: String(lat), lon: String(lng), limit: '5' },
        lang,
      );
      this.failures.succeeded();
      return places[0] ?? null;
    } catch (error) {
      noteFallback(this.failures, error, this.timeoutMs);
      return this.fallback.reverse(lat, lng, lang);
    }
  }

  private async features(path: string, params: Record<string, string>, lang: Language): Promise<Place[]> {
    const photonLang = this.unsupportedLangs.has(lang) ? 'default' : lang;
    const url = `${this.base}${path}?${new URLSearchParams({ ...params, lang: photonLang })}`;
    const answer = await getText(url, { userAgent: this.userAgent, timeoutMs: this.timeoutMs });
    if (answer.status === 400 && photonLang !== 'default' && /language/i.test(answer.body)) {
      this.unsupportedLangs.add(lang);
      return this.features(path, params, lang);
    }
    const json = jsonAnswer(answer);
    const collection = collectionSchema.safeParse(json);
    if (!collection.success)
      throw new GeoServiceError('invalid_response', 'the answer is not a FeatureCollection');
    return collection.data.features.flatMap((raw) => {
      const feature = featureSchema.safeParse(raw);
      const place = feature.success ? featureToPlace(feature.data, lang) : null;
      return place ? [place] : [];
    });
  }
}
