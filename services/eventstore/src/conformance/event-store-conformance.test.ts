import { describeForEachAdapter, EVENT_STORE_ADAPTERS } from './adapters';
import { describeEventStoreConformance } from './event-store-conformance';

// One suite, every adapter of the list (SQLite here; KurrentDB when given, else one visible skipped line).
await describeForEachAdapter('EventStore', EVENT_STORE_ADAPTERS, (open, adapter) =>
  describeEventStoreConformance(adapter.name, open),
);
