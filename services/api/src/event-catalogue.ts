import { composeCatalogue, type EventCatalogue } from '@chauffeur/contracts';
import { modules } from './modules';

/**
 * Every event type the system stores: each module's `events` (listed in its module.ts), in the modules'
 * order. A derivation, not a list: its own file because the event store is opened with it by more than the
 * app (the server, both CLIs, the test app, the docs generator), none of which needs the rest of the wiring.
 * The store validates every append and upcasts every read against it.
 */
export const eventCatalogue: EventCatalogue = composeCatalogue(modules.map((module) => module.events ?? []));
