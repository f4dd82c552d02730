/** Public entry of the fleet module: other modules import only from here (lint enforces it). */
export { vehicleDecider } from './domain/vehicle-decider';
export { adminVehicleRoutes } from './http/admin-vehicles';
export { publicVehicleRoutes } from './http/public-vehicles';
export { findVehicle, listVehicles } from './projections/vehicle-queries';
export { VEHICLES, vehiclesProjection } from './projections/vehicles-projection';
export * from './events';
