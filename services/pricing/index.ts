/** Public entry of the pricing module: other modules import only from here (lint enforces it). */
// Events first: other modules consume them while importing this one (import cycles see them bound).
export * from './events';
export { zoneDecider } from './domain/zone-decider';
export { zoneFareDecider } from './domain/zone-fare-decider';
export { inZone, zoneAreaKm2 } from './domain/point-in-zone';
export { basisIn, matchFixedFare, type FixedFareMatch } from './domain/fixed-fare';
export { fixedFareFor, listZoneFares, listZones, publicZoneFares } from './projections/pricing-queries';
export { pricingProjection, ZONES, ZONE_FARES } from './projections/pricing-projection';
export { pricingModule } from './module';
export type { PricingDeps } from './module';
