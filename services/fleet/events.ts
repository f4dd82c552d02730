import { z } from 'zod';
import {
  CAR_PLATE_STREAM_PREFIX,
  VEHICLE_CARS_STREAM_PREFIX,
  VEHICLE_STREAM_PREFIX,
  asLocalizedText,
  defineEvent,
  vehicleFieldsSchema,
} from '@chauffeur/contracts';

/** The fleet's events: what is stored, in which version, and how older versions are read. */

const withId = vehicleFieldsSchema.extend({ vehicle_id: z.uuid() });

/** Version 1 stored the description as one English string; version 2 holds it per language. */
export const upcastVehicleV1 = (data: unknown) => {
  const v1 = data as Record<string, unknown>;
  return { ...v1, description: asLocalizedText(v1.description) };
};
const v1History = { 1: '`description` a plain string (English only)' };

export const VehicleAdded = defineEvent({
  type: 'VehicleAdded',
  streamPrefix: VEHICLE_STREAM_PREFIX,
  version: 2,
  description: 'A vehicle joined the fleet.',
  schema: withId,
  upcasters: { 1: upcastVehicleV1 },
  history: v1History,
});
export const VehicleUpdated = defineEvent({
  type: 'VehicleUpdated',
  streamPrefix: VEHICLE_STREAM_PREFIX,
  version: 2,
  description: 'A vehicle was edited; carries every field as it now is.',
  schema: withId,
  upcasters: { 1: upcastVehicleV1 },
  history: v1History,
});
export const VehicleRemoved = defineEvent({
  type: 'VehicleRemoved',
  streamPrefix: VEHICLE_STREAM_PREFIX,
  version: 1,
  description: 'A vehicle left the fleet.',
  schema: z.object({ vehicle_id: z.uuid() }),
});

/** Issue 17: a model's cars, events of its `vehicle_cars-<vehicleId>` stream; the car as it now is. */
/** A car's events show in its model's history too (each car's fields against that car's). */
const carsInVehicleHistory = { prefix: VEHICLE_STREAM_PREFIX, key: 'car_id' };
const carData = z.object({
  vehicle_id: z.uuid(),
  car_id: z.uuid(),
  plate: z.string(),
  colour: z.string(),
  active: z.boolean(),
});
export const CarAdded = defineEvent({
  type: 'CarAdded',
  streamPrefix: VEHICLE_CARS_STREAM_PREFIX,
  partOf: carsInVehicleHistory,
  version: 1,
  description: 'A car (plate, colour, active or not) was added to a fleet model.',
  schema: carData,
});
export const CarUpdated = defineEvent({
  type: 'CarUpdated',
  streamPrefix: VEHICLE_CARS_STREAM_PREFIX,
  partOf: carsInVehicleHistory,
  version: 1,
  description: 'A car of a fleet model was edited (plate, colour, active); carries every field as it now is.',
  schema: carData,
});
export const CarRemoved = defineEvent({
  type: 'CarRemoved',
  streamPrefix: VEHICLE_CARS_STREAM_PREFIX,
  partOf: carsInVehicleHistory,
  version: 1,
  description: 'A car left a fleet model.',
  schema: z.object({ vehicle_id: z.uuid(), car_id: z.uuid() }),
});

/** A plate belongs to one car: claimed before the car takes it, released when it gives it up. */
const plateData = z.object({ plate: z.string(), car_id: z.uuid(), vehicle_id: z.uuid() });
export const CarPlateClaimed = defineEvent({
  type: 'CarPlateClaimed',
  streamPrefix: CAR_PLATE_STREAM_PREFIX,
  version: 1,
  description: 'A number plate (normalised) now belongs to this car; written before the car takes it.',
  schema: plateData,
});
export const CarPlateReleased = defineEvent({
  type: 'CarPlateReleased',
  streamPrefix: CAR_PLATE_STREAM_PREFIX,
  version: 1,
  description: 'A car gave up its number plate (changed or removed): another car may take it.',
  schema: plateData,
});

export type CarAddedData = z.infer<typeof CarAdded.schema>;
export type CarRemovedData = z.infer<typeof CarRemoved.schema>;
export type CarPlateData = z.infer<typeof CarPlateClaimed.schema>;
export type CarPlateEvent =
  { type: 'CarPlateClaimed'; data: CarPlateData } | { type: 'CarPlateReleased'; data: CarPlateData };

export type VehicleAddedData = z.infer<typeof VehicleAdded.schema>;
export type VehicleUpdatedData = z.infer<typeof VehicleUpdated.schema>;
export type VehicleRemovedData = z.infer<typeof VehicleRemoved.schema>;

export type VehicleEvent =
  | { type: 'VehicleAdded'; data: VehicleAddedData }
  | { type: 'VehicleUpdated'; data: VehicleUpdatedData }
  | { type: 'VehicleRemoved'; data: VehicleRemovedData };

export type CarEvent =
  | { type: 'CarAdded'; data: CarAddedData }
  | { type: 'CarUpdated'; data: CarAddedData }
  | { type: 'CarRemoved'; data: CarRemovedData };

export const vehicleEvents = [
  VehicleAdded,
  VehicleUpdated,
  VehicleRemoved,
  CarAdded,
  CarUpdated,
  CarRemoved,
  CarPlateClaimed,
  CarPlateReleased,
] as const;
