import { LANGUAGES, type Language, type Location, type Place } from '@chauffeur/contracts';
import { haversineKm } from '../../geo/index';
import { normalizeText, type Geocoder } from '../../geo/index';

/**
 * Issue 13, "the server vouches for every place". A place is accepted in one of two ways:
 *
 * 1. Named: the address names a place the server's geocoder knows (`Geocoder.resolve`) and the given
 *    coordinates lie within `NAMED_PLACE_TOLERANCE_KM` of it. The address is kept and the coordinates
 *    become the geocoder's own, so the price is that of the place the address names, whatever the
 *    coordinates said.
 * 2. Located: the address says "these coordinates" (the wizard's "Current Location", or the coordinates
 *    written out) or already is the server's own reverse-geocoded address for them. The coordinates are
 *    kept and the server's reverse-geocoded address is stored: the customer and the driver see the place
 *    that was priced.
 *
 * Anything else (an address the server cannot find, or coordinates elsewhere) is refused.
 */

/** How far (km) given coordinates may lie from the place their address names: a town, a terminal. */
export const NAMED_PLACE_TOLERANCE_KM = 2;

/** The wizard's "Current Location" label in each language (web/src/features/reservation/i18n). */
export const CURRENT_LOCATION_LABELS = [
  'Current Location',
  'Huidige locatie',
  'Position actuelle',
  'Aktueller Standort',
].map(normalizeText);

export const UNVERIFIED_PLACE_MESSAGE =
  'We could not find this address at the position given. Please choose the address from the suggestions.';

export type PlaceVerdict = { ok: true; place: Location } | { ok: false; message: string };

/** The coordinates written out, five decimals (about 1 m): "50.84670, 4.35250". */
export const coordinatesText = (lat: number, lng: number): string => `${lat.toFixed(5)}, ${lng.toFixed(5)}`;

/** Way 1: the named place nearest to the given coordinates, if within the tolerance. */
export function chooseNamedPlace(given: Location, named: readonly Place[]): Location | null {
  let best: { place: Place; km: number } | null = null;
  for (const place of named) {
    const km = haversineKm(given, place);
    if (km <= NAMED_PLACE_TOLERANCE_KM && (!best || km < best.km)) best = { place, km };
  }
  return best ? { address: given.address.trim(), lat: best.place.lat, lng: best.place.lng } : null;
}

/** Way 2: whether the address stands for the coordinates themselves, and then what is stored. */
export function locatedPlace(given: Location, reversed: Place | null): Location | null {
  const text = normalizeText(given.address);
  const saysHere =
    CURRENT_LOCATION_LABELS.some((label) => text === label || text.startsWith(`${label} `)) ||
    text === normalizeText(coordinatesText(given.lat, given.lng));
  const isServersOwn = reversed !== null && text === normalizeText(reversed.address);
  if (!saysHere && !isServersOwn) return null;
  if (reversed) return { address: reversed.address, lat: reversed.lat, lng: reversed.lng };
  return { address: coordinatesText(given.lat, given.lng), lat: given.lat, lng: given.lng };
}

/**
 * Verifies one place with the server's geocoder: named first; otherwise reverse-geocoded, in the
 * customer's language first (the others only for an address written in another language).
 */
export async function verifyPlace(
  geocoder: Geocoder,
  given: Location,
  language: Language,
): Promise<PlaceVerdict> {
  const named = chooseNamedPlace(given, await geocoder.resolve(given.address, language));
  if (named) return { ok: true, place: named };
  const reversedHere = await geocoder.reverse(given.lat, given.lng, language);
  const here = locatedPlace(given, reversedHere);
  if (here) return { ok: true, place: here };
  for (const other of LANGUAGES.filter((l) => l !== language)) {
    const reversed = await geocoder.reverse(given.lat, given.lng, other);
    if (reversed && normalizeText(reversed.address) === normalizeText(given.address))
      return { ok: true, place: { address: reversed.address, lat: reversed.lat, lng: reversed.lng } };
  }
  return { ok: false, message: UNVERIFIED_PLACE_MESSAGE };
}
