import type { EventStore } from '@chauffeur/eventstore';
import {
  projectionConsumer,
  replayLog as replayConsumers,
  type Projection,
  type ReadStore,
  type ReplayOptions,
  type ReplayResult,
} from '@chauffeur/projections';

export type { ReplayProgress } from '@chauffeur/projections';

/** The log replayed into `projections` in `readStore`, by the consumer runtime's one replay. */
export function replayLog(
  eventStore: EventStore,
  readStore: ReadStore,
  projections: readonly Projection[],
  options: ReplayOptions = {},
): Promise<ReplayResult> {
  const consumers = projections.map((projection) => projectionConsumer(projection, readStore));
  return replayConsumers(eventStore, consumers, readStore.checkpoints, options);
}
