import { BRUSSELS_CENTRE, isInBelgium, type Location } from '@chauffeur/contracts';
import { haversineKm } from '../../geo/index';
import { BRAND } from '@chauffeur/platform';

/**
 * Issue 13's service area: Belgium (a simplified outline, contracts/src/geo/belgium.ts) plus the
 * `service_area_radius_km` setting around the Grand-Place. Beyond it the wizard cannot book: a long trip
 * abroad is arranged by phone.
 */
export function inServiceArea(place: Pick<Location, 'lat' | 'lng'>, radiusKm: number): boolean {
  return isInBelgium(place.lat, place.lng) || haversineKm(place, BRUSSELS_CENTRE) <= radiusKm;
}

export const outOfAreaMessage = (radiusKm: number): string =>
  `This place is outside the area we serve online (Belgium and ${radiusKm} km around Brussels). ` +
  `Please call us on ${BRAND.phoneDisplay} to arrange this trip.`;
