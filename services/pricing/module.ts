import type { FeatureModule, PlatformDeps } from '@chauffeur/platform';
import { pricingEvents } from './events';
import { adminPricingRoutes } from './http/admin-pricing';
import { publicFareRoutes } from './http/public-fares';
import { pricingProjection } from './projections/pricing-projection';

/** What the pricing routes are given (their plugin options). */
export type PricingDeps = PlatformDeps;

/**
 * Pricing (issue 17): the fares the operator sets besides the price per km of each vehicle (fleet):
 * zones and fixed fares between them. The quote and the booking (bookings) ask `fixedFareFor`.
 */
export const pricingModule: FeatureModule<PricingDeps> = {
  name: 'pricing',
  routes: publicFareRoutes,
  adminRoutes: adminPricingRoutes,
  projections: [pricingProjection],
  events: pricingEvents,
};
