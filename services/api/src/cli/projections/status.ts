import type { EventStore } from '@chauffeur/eventstore';
import {
  consumerStatuses,
  type Projection,
  type ProjectionStatus,
  type ReadStore,
} from '@chauffeur/projections';
import { BUILDING_CHECKPOINT_SUFFIX } from './blue-green';

/** A row of `status`: the server's status, or what the stores alone can tell (null: unknown offline). */
export type StatusRow = Pick<ProjectionStatus, 'name' | 'checkpoint' | 'head'> & {
  state: string;
  lag_events: number | null;
  lag_ms: number | null;
};

/**
 * Without a server: the status the runtime would compute (consumerStatuses) from the checkpoints in the
 * read store, plus what only this command line knows: a blue/green rebuild in progress (its building
 * checkpoint) shows as `rebuilding`. The embedded read store (`readStore` null) lives in the server's
 * memory: there the checkpoints are unknown, and each row says `offline` with the head of the log alone.
 */
export async function statusFromStores(
  eventStore: EventStore,
  readStore: ReadStore | null,
  projections: readonly Projection[],
  now: Date,
): Promise<StatusRow[]> {
  if (!readStore) {
    const head = (await eventStore.head())?.position.toString() ?? null;
    return projections.map(({ name }) => ({
      name,
      state: 'offline',
      checkpoint: null,
      head,
      lag_events: null,
      lag_ms: null,
    }));
  }
  const facts = await Promise.all(
    projections.map(async ({ name }) => {
      const building = await readStore.checkpoints.get(`${name}${BUILDING_CHECKPOINT_SUFFIX}`);
      return {
        name,
        checkpoint: await readStore.checkpoints.get(name),
        ...(building !== null && { state: 'rebuilding' as const }),
      };
    }),
  );
  const statuses = await consumerStatuses(eventStore, facts, now);
  return statuses.map(({ name, state, checkpoint, head, lag_events, lag_ms }) => ({
    name,
    state,
    checkpoint,
    head,
    lag_events,
    lag_ms,
  }));
}
