export * from './readstore/port';
export { findJson } from './readstore/find-json';
export * from './readstore/errors';
export { MemoryReadStore } from './readstore/memory/memory-read-store';
export { FallbackWindowCounter, MemoryWindowCounter } from './counters/memory-window-counter';
export type { Change, Projection, ProjectionContext } from './runner/projection';
export { ProjectionRunner } from './runner/projection-runner';
export { ensureIndexesWithoutProjector } from './runner/declared-indexes';
export { applyChanges, POSITION_FIELD } from './runner/apply-changes';
export { on, projectionOf, type ProjectionHandler } from './runner/typed-projection';
export type { ProjectionStatus, ProjectionState, ProjectionFailure } from './runner/projection-status';
export { createReadStore, type ReadStoreConfig } from './readstore/factory';
export { ConsumerRuntime, type ConsumerRuntimeOptions } from './consumer/consumer-runtime';
export {
  ConsumerEventError,
  memoryCheckpoints,
  type CheckpointPolicy,
  type ConsumerCheckpoints,
  type ConsumerStatus,
  type LogConsumer,
} from './consumer/log-consumer';
export { consumerStatuses, type ConsumerFacts, type StatusLog } from './consumer/consumer-status';
export { projectionConsumer } from './consumer/projection-consumer';
export { isStoreFailure } from './consumer/failure-policy';
export { replayLog, type ReplayOptions, type ReplayProgress, type ReplayResult } from './consumer/replay';
export {
  blueGreenRebuild,
  buildView,
  BUILD_SUFFIX,
  BUILDING_CHECKPOINT_SUFFIX,
  PageApplier,
  readPages,
  storedVersion,
  versionOf,
  VERSIONS_COLLECTION,
  type BlueGreenOptions,
  type BlueGreenResult,
  type LiveConsumerHandOver,
  type RebuildProgress,
} from './rebuild/index';
