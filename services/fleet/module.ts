import type { FeatureModule, PlatformDeps } from '@chauffeur/platform';
import { vehicleEvents } from './events';
import { adminVehicleRoutes } from './http/admin-vehicles';
import { publicVehicleRoutes } from './http/public-vehicles';
import { vehiclesProjection } from './projections/vehicles-projection';

/** What the fleet's routes are given (their plugin options). */
export type FleetDeps = PlatformDeps;

/** The fleet: the vehicles the public site lists and the admin manages (SPEC 2). */
export const fleetModule: FeatureModule<FleetDeps> = {
  name: 'fleet',
  routes: publicVehicleRoutes,
  adminRoutes: adminVehicleRoutes,
  projections: [vehiclesProjection],
  events: vehicleEvents,
};
