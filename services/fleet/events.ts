import { z } from 'zod';
import {
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

export type VehicleAddedData = z.infer<typeof VehicleAdded.schema>;
export type VehicleUpdatedData = z.infer<typeof VehicleUpdated.schema>;
export type VehicleRemovedData = z.infer<typeof VehicleRemoved.schema>;

export type VehicleEvent =
  | { type: 'VehicleAdded'; data: VehicleAddedData }
  | { type: 'VehicleUpdated'; data: VehicleUpdatedData }
  | { type: 'VehicleRemoved'; data: VehicleRemovedData };

export const vehicleEvents = [VehicleAdded, VehicleUpdated, VehicleRemoved] as const;
