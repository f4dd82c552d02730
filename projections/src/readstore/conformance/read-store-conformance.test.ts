import { describeForEachAdapter } from '@chauffeur/eventstore/testing';
import { READ_STORE_ADAPTERS } from '../../testing';
import { describeReadStoreConformance } from './read-store-conformance';

// One suite, every adapter of the list (memory and SQLite here; MongoDB when given, else one skipped line).
await describeForEachAdapter('ReadStore', READ_STORE_ADAPTERS, (open, adapter) =>
  describeReadStoreConformance(adapter.name, open),
);
