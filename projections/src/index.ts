export * from './readstore/port';
export * from './readstore/errors';
export { MemoryReadStore } from './readstore/memory/memory-read-store';
export type { Change, Projection, ProjectionContext } from './runner/projection';
export { ProjectionRunner } from './runner/projection-runner';
export { on, projectionOf, type ProjectionHandler } from './runner/typed-projection';
export type { ProjectionStatus, ProjectionState, ProjectionFailure } from './runner/projection-status';
export { createReadStore, type ReadStoreConfig } from './readstore/factory';
