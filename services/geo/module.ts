import type { FeatureModule } from '@chauffeur/platform';
import type { Geocoder } from './geocoding/port';
import { geoRoutes } from './http/geo-routes';

/** What the geo routes are given (their plugin options): only the geocoder, no store. */
export type GeoDeps = { geocoder: Geocoder };

/** Address search and reverse geocoding in Belgium; the routing service is used by bookings' pricing. */
export const geoModule: FeatureModule<GeoDeps> = {
  name: 'geo',
  routes: geoRoutes,
};
