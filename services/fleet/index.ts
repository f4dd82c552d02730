/** Public entry of the fleet module: other modules import only from here (lint enforces it). */
// Events first: other modules consume them while importing this one (import cycles see them bound).
export * from './events';
export { activeCarCount, vehicleDecider } from './domain/vehicle-decider';
export type { Cars, VehicleState } from './domain/vehicle-decider';
export { findAdminVehicle, findVehicle, listCars, listVehicles } from './projections/vehicle-queries';
export { VEHICLES, vehiclesProjection } from './projections/vehicles-projection';
export { addCar, removeCar, updateCar } from './commands/car-commands';
export { fleetModule } from './module';
export type { FleetDeps } from './module';
