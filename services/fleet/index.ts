/** Public entry of the fleet module: other modules import only from here (lint enforces it). */
// Events first: other modules consume them while importing this one (import cycles see them bound).
export * from './events';
export { carsInTheFleet, vehicleDecider } from './domain/vehicle-decider';
export { activeCarCount, carsDecider } from './domain/cars-decider';
export type { Cars } from './domain/cars-decider';
export { VEHICLE_CARS, vehicleCarsProjection } from './projections/vehicle-cars-projection';
export { findAdminVehicle, findVehicle, listCars, listVehicles } from './projections/vehicle-queries';
export { VEHICLES, vehiclesProjection } from './projections/vehicles-projection';
export { addCar, removeCar, updateCar } from './commands/car-commands';
export { fleetModule } from './module';
export type { FleetDeps } from './module';
