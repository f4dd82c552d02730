import type { ReadStore } from '../readstore/port';
import type { Projection, ProjectionContext } from '../runner/projection';
import { applyChanges } from '../runner/apply-changes';
import type { LogConsumer } from './log-consumer';

/**
 * A projection as a log consumer: each event it handles becomes its changes, applied to `store` so that
 * applying them twice changes nothing. The runner, a replay and a blue/green rebuild use this one adapter.
 */
export function projectionConsumer(projection: Projection, store: ReadStore): LogConsumer {
  const context: ProjectionContext = { collection: (name) => store.collection(name) };
  return {
    name: projection.name,
    eventTypes: projection.eventTypes,
    handle: async (event) => {
      const changes = await projection.project(event, context);
      await applyChanges(store, changes, event.position);
    },
  };
}
