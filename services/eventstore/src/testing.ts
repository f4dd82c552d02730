/**
 * Test-only entry (`@chauffeur/eventstore/testing`): the conformance suite and the helpers that run a suite
 * against a real server when one is reachable. It imports vitest, so production code must not import it.
 */
export { describeEventStoreConformance, type EventStoreHarness } from './conformance/event-store-conformance';
export { recordedTicks, testEvent, uniqueStream } from './conformance/test-events';
export {
  describeIfAvailable,
  describeWithServer,
  externalServersRequired,
  findServer,
  type ExternalServer,
  type ServerContainer,
  type ServerSource,
} from './conformance/external-server';
export { dockerEngineReachable } from './conformance/docker-engine';
export {
  EVENT_STORE_ADAPTERS,
  describeForEachAdapter,
  describeForEachPair,
  scratchDir,
  type AdapterCase,
  type AdapterHarness,
} from './conformance/adapters';
export { CallFaults, outageFor, type CallFault } from './faults/call-faults';
export {
  faultyEventStore,
  type EventStoreFaultPlan,
  type EventStoreOperation,
  type FaultyEventStore,
  type SubscriptionFault,
} from './faults/faulty-event-store';
export { EVENTSTORE_SERVER } from './conformance/esdb-server';
export { EsdbEventStore } from './esdb/esdb-event-store';
/** The log's seal (decision 118), for tests that simulate damage the seal cannot see. */
export { readSeal, sealFileOf, writeSeal } from './sqlite/verified-seal';
