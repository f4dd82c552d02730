import type { Language, Place } from '@chauffeur/contracts';
import { GAZETTEER, placeLabel } from '@chauffeur/contracts/gazetteer';

/**
 * Loaded with its own chunk (`useZonePlaces`): the landing page's route table lists every chunk an admin
 * page needs, and the gazetteer shared with the booking map would add one more name there (its budget).
 *
 * A circle zone's `place_id` is a gazetteer id ("bru-airport"), so the zones list names the place in the
 * reader's language, as the map and the address search do. A place the gazetteer does not know (a remote
 * geocoder's answer, or a zone saved before ids were kept) keeps its label, shown as it was stored.
 */
export const zonePlaceName = (placeId: string, language: Language): string => {
  const entry = GAZETTEER.find((e) => e.id === placeId);
  return entry ? placeLabel(entry, language) : placeId;
};

/**
 * The `place_id` to keep for a place picked in the zone form. The search answers a gazetteer place at the
 * place's own coordinates (no two places share them), so those find its id; any other place keeps its label.
 */
export const zonePlaceId = (place: Place): string =>
  GAZETTEER.find((e) => e.lat === place.lat && e.lng === place.lng)?.id ?? place.label.slice(0, 80);

export type ZonePlaces = { zonePlaceName: typeof zonePlaceName; zonePlaceId: typeof zonePlaceId };
