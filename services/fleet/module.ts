import type { FeatureModule, PlatformDeps } from '@chauffeur/platform';
import { vehicleEvents } from './events';
import { adminCarRoutes } from './http/admin-cars';
import { adminVehicleRoutes } from './http/admin-vehicles';
import { publicVehicleRoutes } from './http/public-vehicles';
import { vehicleCarsProjection } from './projections/vehicle-cars-projection';
import { vehiclesProjection } from './projections/vehicles-projection';

/** What the fleet's routes are given (their plugin options). */
export type FleetDeps = PlatformDeps & {
  /**
   * The references of a model's pending or confirmed bookings whose pickup is still ahead (a model is not
   * removed while any use it, decision 251). Bookings' answer, handed in by the composition root
   * (services/api/src/modules.ts): bookings imports the fleet to price and claim cars, so the fleet must
   * not import bookings back.
   */
  upcomingBookingsOfModel: (vehicleId: string, now: Date) => Promise<string[]>;
};

/** The fleet: the vehicles (models) the public site lists and the admin manages (SPEC 2), and their cars (issue 17). */
export const fleetModule: FeatureModule<FleetDeps> = {
  name: 'fleet',
  routes: publicVehicleRoutes,
  adminRoutes: async (app, deps) => {
    await app.register(adminVehicleRoutes, deps);
    // Issue 17: the cars of each model.
    await app.register(adminCarRoutes, deps);
  },
  projections: [vehiclesProjection, vehicleCarsProjection],
  events: vehicleEvents,
};
