import { upcastEvent, type EventCatalogue } from '@chauffeur/contracts';
import { InvalidEvent } from './errors';
import type { EventStore, EventToAppend } from './port';

/**
 * The write side of the catalogue: before anything is appended, each event must be of a cataloged type
 * and its data must pass that type's schema; otherwise the whole append is refused (`InvalidEvent`) and
 * nothing is stored. A bad event is a programming error caught in tests, not a fact in the log.
 * The version written is the catalogue's: writers leave `schemaVersion` out. An older version given on
 * purpose (a test playing an older release's rows) is checked after upcasting, as readers will see it.
 * Reads pass through unchanged (the upcasting decorator serves them).
 */
export function withValidation(store: EventStore, catalogue: EventCatalogue): EventStore {
  if (store instanceof ValidatingEventStore) return store;
  return new ValidatingEventStore(store, catalogue);
}

/** The event as it will be stored: its data checked, its version the catalogue's unless an older one was given. */
export function checkedEvent(event: EventToAppend, catalogue: EventCatalogue): EventToAppend {
  const definition = catalogue.get(event.type);
  if (!definition) throw new InvalidEvent(event.type, 'not in the event catalogue');
  const version = event.metadata.schemaVersion ?? definition.version;
  if (!Number.isInteger(version) || version < 1 || version > definition.version)
    throw new InvalidEvent(event.type, `version ${version} unknown (current v${definition.version})`);
  const metadata = { ...event.metadata, schemaVersion: version };
  const current = upcastEvent({ type: event.type, data: event.data, metadata }, catalogue).data;
  const parsed = definition.schema.safeParse(current);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(data)'}: ${issue.message}`,
    );
    throw new InvalidEvent(event.type, issues.join('; '));
  }
  return { ...event, metadata };
}

class ValidatingEventStore implements EventStore {
  constructor(
    private readonly inner: EventStore,
    private readonly catalogue: EventCatalogue,
  ) {}

  get kind() {
    return this.inner.kind;
  }

  async append(...[stream, events, options]: Parameters<EventStore['append']>) {
    // Checked before the first is handed on: the append stays all or nothing (and refuses as a rejection).
    const checked = events.map((event) => checkedEvent(event, this.catalogue));
    return this.inner.append(stream, checked, options);
  }

  readStream(...args: Parameters<EventStore['readStream']>) {
    return this.inner.readStream(...args);
  }

  readAll(...args: Parameters<EventStore['readAll']>) {
    return this.inner.readAll(...args);
  }

  subscribeToAll(...args: Parameters<EventStore['subscribeToAll']>) {
    return this.inner.subscribeToAll(...args);
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
