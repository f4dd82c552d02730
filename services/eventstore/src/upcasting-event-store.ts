import { upcastEvent, type EventCatalogue } from '@chauffeur/contracts';
import type { EventStore, RecordedEvent } from './port';

/**
 * The event log as every reader should see it: each event in the current version of its type (the
 * catalogue's upcasters, `upcastEvent`). Wrapping the store once, where it is opened, means projections,
 * deciders, the booking history and the mail reactor can never meet an old version, and none of them
 * needs to know versions exist. Writes pass through unchanged (the validating decorator checks them).
 * (docs/decisions.md: "Upcasting in an event store decorator".)
 */
export function withUpcasting(store: EventStore, catalogue: EventCatalogue): EventStore {
  if (store instanceof UpcastingEventStore) return store;
  return new UpcastingEventStore(store, (event) => upcastEvent(event, catalogue));
}

class UpcastingEventStore implements EventStore {
  constructor(
    private readonly inner: EventStore,
    private readonly upcast: (event: RecordedEvent) => RecordedEvent,
  ) {}

  get kind() {
    return this.inner.kind;
  }

  append(...args: Parameters<EventStore['append']>) {
    return this.inner.append(...args);
  }

  async readStream(...args: Parameters<EventStore['readStream']>) {
    return (await this.inner.readStream(...args)).map((event) => this.upcast(event));
  }

  async readAll(...args: Parameters<EventStore['readAll']>) {
    return (await this.inner.readAll(...args)).map((event) => this.upcast(event));
  }

  subscribeToAll(
    options: Parameters<EventStore['subscribeToAll']>[0],
    handler: Parameters<EventStore['subscribeToAll']>[1],
  ) {
    return this.inner.subscribeToAll(options, (event) => handler(this.upcast(event)));
  }

  head() {
    return this.inner.head();
  }

  countAfter(...args: Parameters<EventStore['countAfter']>) {
    return this.inner.countAfter(...args);
  }

  ping() {
    return this.inner.ping();
  }

  close() {
    return this.inner.close();
  }
}
