import type { EventDataOf, EventDefinition } from '@chauffeur/contracts';
import type { RecordedEvent } from '@chauffeur/eventstore';
import type { Change, Projection, ProjectionContext } from './projection';

type Changes = Change[] | Promise<Change[]>;

/** What a projection does with one event type: `data` typed by the type's definition. */
export interface ProjectionHandler {
  readonly type: string;
  readonly handle: (event: RecordedEvent, context: ProjectionContext) => Changes;
}

/**
 * One handler of a projection: `on(VehicleAdded, (data, event, context) => changes)`, `data` typed by the
 * definition's schema. The one cast of the read side is here: the catalogue's store validated the data on
 * append and upcasts it on read, so an event of this type has this shape.
 */
export function on<D extends EventDefinition>(
  definition: D,
  handle: (data: EventDataOf<D>, event: RecordedEvent<EventDataOf<D>>, context: ProjectionContext) => Changes,
): ProjectionHandler {
  return {
    type: definition.type,
    handle: (event, context) =>
      handle(event.data as EventDataOf<D>, event as RecordedEvent<EventDataOf<D>>, context),
  };
}

/**
 * A projection from its handlers: `eventTypes` is derived from them, so a projection cannot declare a type
 * it does not handle, nor handle one it did not declare. A type handled twice is a programming error.
 */
export function projectionOf(definition: {
  name: string;
  /** The read model's name on the live stream, when it differs from `name` (see Projection). */
  model?: string;
  /** Bump when a handler changes what it writes (see Projection.version). */
  version?: number;
  collections: readonly string[];
  indexes?: Projection['indexes'];
  handlers: readonly ProjectionHandler[];
}): Projection {
  const byType = new Map<string, ProjectionHandler['handle']>();
  for (const handler of definition.handlers) {
    if (byType.has(handler.type))
      throw new Error(`Projection ${definition.name} handles ${handler.type} twice`);
    byType.set(handler.type, handler.handle);
  }
  return {
    name: definition.name,
    ...(definition.model ? { model: definition.model } : {}),
    ...(definition.version !== undefined ? { version: definition.version } : {}),
    ...(definition.indexes ? { indexes: definition.indexes } : {}),
    collections: definition.collections,
    eventTypes: [...byType.keys()],
    project: (event, context) => byType.get(event.type)?.(event, context) ?? [],
  };
}
