import type { GeoLogger } from '../failures';
import { GazetteerGeocoder } from './gazetteer';
import { NominatimGeocoder } from './nominatim';
import { PhotonGeocoder } from './photon';
import type { Geocoder } from './port';

/** Which API `GEOCODER_URL` speaks: said by `GEOCODER_PROVIDER`, not guessed from the URL (decision 77). */
export const GEOCODER_PROVIDERS = ['photon', 'nominatim'] as const;
export type GeocoderProvider = (typeof GEOCODER_PROVIDERS)[number];

/**
 * `GEOCODER_URL` set: Photon (default) or Nominatim, with the bundled gazetteer as fallback. Unset: the
 * gazetteer alone (no network).
 */
export function createGeocoder(
  options: {
    geocoderUrl?: string | null;
    provider?: GeocoderProvider;
    /** The identifying User-Agent sent to Photon or Nominatim (`GEOCODER_USER_AGENT`). */
    userAgent?: string | null;
    log?: GeoLogger;
    timeoutMs?: number;
  } = {},
): Geocoder {
  const gazetteer = new GazetteerGeocoder();
  if (!options.geocoderUrl) return gazetteer;
  const log = options.log ?? console;
  if (options.provider === 'nominatim')
    return new NominatimGeocoder(
      options.geocoderUrl,
      gazetteer,
      log,
      options.userAgent ?? undefined,
      options.timeoutMs,
    );
  return new PhotonGeocoder(
    options.geocoderUrl,
    gazetteer,
    log,
    options.timeoutMs,
    options.userAgent ?? undefined,
  );
}
