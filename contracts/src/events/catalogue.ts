import type { EventDefinition } from './registry';

/**
 * Every event type the system stores, by name. Contracts define the shape only: each module holds its own
 * events (`services/<module>/events.ts`, listed in its module.ts) and the composition root hands them to
 * `composeCatalogue` (`services/api/src/event-catalogue.ts`), so that contracts never import a module.
 */
export type EventCatalogue = ReadonlyMap<string, EventDefinition>;

/** One catalogue from the modules' event lists, in their order; a type named twice is a programming error. */
export function composeCatalogue(families: readonly (readonly EventDefinition[])[]): EventCatalogue {
  const catalogue = new Map<string, EventDefinition>();
  for (const definition of families.flat()) {
    if (catalogue.has(definition.type)) throw new Error(`Event type ${definition.type} is defined twice`);
    catalogue.set(definition.type, definition);
  }
  return catalogue;
}
