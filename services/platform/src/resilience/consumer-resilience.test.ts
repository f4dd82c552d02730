import { describeForEachPair, EVENT_STORE_ADAPTERS } from '@chauffeur/eventstore/testing';
import { READ_STORE_ADAPTERS } from '@chauffeur/projections/testing';
import { describeConsumerResilience } from './consumer-resilience';

// Written once, run on every adapter (issue 19): each event store beside the memory read store, each read
// store beside the SQLite log; KurrentDB and MongoDB when given by URL (else one visible skipped line each).
await describeForEachPair('consumer runtime', EVENT_STORE_ADAPTERS, READ_STORE_ADAPTERS, (open) =>
  describeConsumerResilience('every fault', { eventStore: open.left, readStore: open.right }),
);
