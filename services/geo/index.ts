/** Public entry of the geo module: other modules import only from here (lint enforces it). */
export { createGeocoder } from './geocoding/factory';
export { GazetteerGeocoder } from './geocoding/gazetteer';
export { addressIn } from './geocoding/address-in-language';
export { normalizeText } from './geocoding/port';
export type { Geocoder } from './geocoding/port';
export { haversineKm } from './geodesy';
export { EstimateRouting, estimateRoute } from './routing/estimate';
export { createRoutingService } from './routing/factory';
export type { RoutingService } from './routing/port';
export { geoModule } from './module';
export type { GeoDeps } from './module';
