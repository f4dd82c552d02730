import type { EventStore } from '@chauffeur/eventstore';
import type { ReadStore } from '../readstore/port';
import type { Projection } from './projection';
import { PageApplier } from '../rebuild/page-applier';
import { readPages, PAGE_SIZE } from '../rebuild/read-pages';

/**
 * Brings projections from their checkpoints up to the end of the log in pages (issue 16, point 1): one read
 * of the log from the checkpoint furthest behind, each page applied per projection in one unit with its
 * checkpoint (a projection skips what it applied already, without a promise). A projection whose handler
 * throws is left at its last committed page: the live runtime starts it from there and reports the event.
 * Returns the events each projection handled (committed or not: a failed page is handled again live).
 */
export async function catchUp(
  eventStore: EventStore,
  store: ReadStore,
  projections: readonly Projection[],
  options: { pageSize?: number } = {},
): Promise<Map<string, number>> {
  const runs = await Promise.all(
    projections.map(async (projection) => ({
      applier: new PageApplier(projection, store),
      position: await store.checkpoints.get(projection.name),
    })),
  );
  const applied = () => new Map(runs.map((run) => [run.applier.projection.name, run.applier.handled]));
  if (runs.length === 0) return applied();
  const from = runs.reduce<bigint | null>(
    (min, run) => (min === null || run.position === null || run.position < min ? run.position : min),
    runs[0]!.position,
  );
  let active = runs;
  for await (const page of readPages(eventStore, from, options.pageSize ?? PAGE_SIZE)) {
    const failed = new Set<(typeof runs)[number]>();
    for (const run of active) {
      try {
        run.position = await run.applier.apply(page, run.position);
      } catch {
        failed.add(run);
      }
    }
    if (failed.size > 0) active = active.filter((run) => !failed.has(run));
    if (active.length === 0) break;
  }
  return applied();
}
