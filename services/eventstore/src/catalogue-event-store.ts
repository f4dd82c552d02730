import type { EventCatalogue } from '@chauffeur/contracts';
import type { EventStore } from './port';
import { withUpcasting } from './upcasting-event-store';
import { withValidation } from './validating-event-store';

/**
 * The event store as the application uses it, everywhere it is opened (server, seed, CLIs, test apps):
 * every append checked against the catalogue and stamped with its version, every read in the current
 * version of its type.
 */
export function withCatalogue(store: EventStore, catalogue: EventCatalogue): EventStore {
  return withValidation(withUpcasting(store, catalogue), catalogue);
}
