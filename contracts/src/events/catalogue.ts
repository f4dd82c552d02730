import type { EventDefinition } from './registry';
import { vehicleEvents } from '../vehicles/events';

/** Every event family the system stores. New families add their list here. */
const EVENT_FAMILIES: readonly (readonly EventDefinition[])[] = [vehicleEvents];

/** Every event type the system stores, by name. */
export const eventCatalogue: ReadonlyMap<string, EventDefinition> = new Map(
  EVENT_FAMILIES.flat().map((definition) => [definition.type, definition]),
);
