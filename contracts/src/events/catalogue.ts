import type { EventDefinition } from './registry';
import { vehicleEvents } from '../vehicles/events';

/** Every event type the system stores, by name. New event families register here. */
export const eventCatalogue: ReadonlyMap<string, EventDefinition> = new Map(
  [...vehicleEvents].map((definition) => [definition.type, definition as EventDefinition]),
);
