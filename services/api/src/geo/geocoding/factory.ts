import type { GeoLogger } from '../failures';
import { GazetteerGeocoder } from './gazetteer';
import { PhotonGeocoder } from './photon';
import type { Geocoder } from './port';

/**
 * `GEOCODER_URL` set: Photon, with the bundled gazetteer as fallback. Unset: the gazetteer alone
 * (no network).
 */
export function createGeocoder(
  options: { geocoderUrl?: string | null; log?: GeoLogger; timeoutMs?: number } = {},
): Geocoder {
  const gazetteer = new GazetteerGeocoder();
  if (!options.geocoderUrl) return gazetteer;
  return new PhotonGeocoder(options.geocoderUrl, gazetteer, options.log ?? console, options.timeoutMs);
}
