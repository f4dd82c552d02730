/** Public entry of the fleet module: other modules import only from here (lint enforces it). */
export { vehicleDecider } from './domain/vehicle-decider';
export { findVehicle, listVehicles } from './projections/vehicle-queries';
export { VEHICLES, vehiclesProjection } from './projections/vehicles-projection';
export { fleetModule } from './module';
export type { FleetDeps } from './module';
