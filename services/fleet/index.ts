/** Public entry of the fleet module: other modules import only from here (lint enforces it). */
// Events first: other modules consume them while importing this one (import cycles see them bound).
export * from './events';
export { vehicleDecider } from './domain/vehicle-decider';
export { findVehicle, listVehicles } from './projections/vehicle-queries';
export { VEHICLES, vehiclesProjection } from './projections/vehicles-projection';
export { fleetModule } from './module';
export type { FleetDeps } from './module';
