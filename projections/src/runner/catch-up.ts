import type { EventStore, RecordedEvent } from '@chauffeur/eventstore';
import type { ReadStore } from '../readstore/port';
import type { Projection } from './projection';
import { PageApplier } from '../rebuild/page-applier';
import { readPages, PAGE_SIZE } from '../rebuild/read-pages';
import { inUnit } from '../rebuild/unit';

interface Run {
  applier: PageApplier;
  position: bigint | null;
}

/**
 * Brings projections from their checkpoints up to the end of the log in pages (issue 16, point 1): one read
 * of the log from the checkpoint furthest behind, each page applied to every projection in ONE unit of the
 * read store with their checkpoints (a projection skips what it applied already, without a promise; few
 * large commits are what makes it run at the speed of the disk). A projection whose handler throws is
 * taken out and the page applied again without it (idempotent: `_pos`); it stays at its last committed
 * page, where the live runtime starts it and reports the event. Returns the events each projection handled.
 */
export async function catchUp(
  eventStore: EventStore,
  store: ReadStore,
  projections: readonly Projection[],
  options: { pageSize?: number } = {},
): Promise<Map<string, number>> {
  const runs: Run[] = await Promise.all(
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
    active = await applyPage(store, active, page);
    if (active.length === 0) break;
  }
  return applied();
}

/** One page to every run in one unit; returns the runs still going (without one that failed). */
async function applyPage(store: ReadStore, runs: Run[], page: readonly RecordedEvent[]): Promise<Run[]> {
  let active = runs;
  for (;;) {
    const handled = active.map((run) => run.applier.handled);
    let failing: Run | null = null;
    try {
      const positions = await inUnit(store, async () => {
        const next: (bigint | null)[] = [];
        for (const run of active) {
          failing = run;
          next.push(await run.applier.applyInUnit(page, run.position));
        }
        failing = null;
        return next;
      });
      active.forEach((run, i) => (run.position = positions[i]!));
      return active;
    } catch {
      // The unit itself failed (its commit): the live runtime takes them all on from their checkpoints.
      if (failing === null) return [];
      active.forEach((run, i) => (run.applier.handled = handled[i]!));
      const failed: Run = failing;
      active = active.filter((run) => run !== failed);
      if (active.length === 0) return active;
    }
  }
}
