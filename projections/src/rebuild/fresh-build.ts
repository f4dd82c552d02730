import type { EventStore } from '@chauffeur/eventstore';
import type { Collection, Doc, ReadStore } from '../readstore/port';
import { MemoryReadStore } from '../readstore/memory/memory-read-store';
import type { Projection } from '../runner/projection';
import { PageApplier } from './page-applier';
import { readPages, PAGE_SIZE } from './read-pages';
import { defaultHeapBudget, HeapGauge } from './heap-gauge';

export interface FreshBuildOptions {
  pageSize?: number;
  /**
   * Heap the build may retain (bytes) before it is written out where it stands and the rest of the log goes
   * the usual way, event by event (default: a share of V8's heap limit, defaultHeapBudget). It bounds a log
   * that outgrows memory instead of failing the process.
   */
  heapBudgetBytes?: number;
  /** Checked between pages: a stopped build writes nothing (the projections start over from nothing). */
  signal?: AbortSignal;
  /**
   * Told after each page applied in memory: where the build stands, how many events each projection
   * handled and how many were read.
   */
  onPage?: (position: bigint, handled: ReadonlyMap<string, number>, read: number) => void;
}

export interface FreshBuildResult {
  /** Where each projection written out stands (its checkpoint, in the same unit as its collections). */
  positions: Map<string, bigint>;
  /** Events each projection handled (written out or not). */
  handled: Map<string, number>;
}

/**
 * Builds read models that start from nothing (no checkpoint) in memory, then writes each collection once,
 * with every checkpoint, in one unit of `store` (ReadStore.load), issue 16 point 3.
 *
 * Why: written event by event, each document is looked up, changed and rewritten by id in the file, and
 * every commit writes the pages its random-key index entries dirtied; a rebuild spent most of its time
 * there. In memory the projections run on the memory adapter's fast paths (their lookups included, all
 * collections side by side as in the store) and the file gets each row once, its indexes built after.
 *
 * Guarantees kept: the collections and their checkpoints commit together or not at all (a crash before
 * the unit leaves the models empty and without checkpoint, so the next start builds them again); the
 * documents carry `_pos` as if written by the runner, so the live runner continues on them idempotently.
 * A handler that throws, or a stop, ends it with nothing written: the caller's usual path builds them from
 * the start (and isolates and reports the failing one). Past the heap budget the build ends at the last
 * whole page, what is built is written, and the caller goes on from those checkpoints as usual.
 */
export async function freshBuild(
  eventStore: EventStore,
  store: ReadStore & Required<Pick<ReadStore, 'load'>>,
  projections: readonly Projection[],
  options: FreshBuildOptions = {},
): Promise<FreshBuildResult> {
  const memory = new MemoryReadStore();
  const appliers = projections.map(
    (projection) => new PageApplier(projection, buildingIn(memory, store, projections), undefined, true),
  );
  const heap = new HeapGauge(options.heapBudgetBytes ?? defaultHeapBudget());
  const handled = () => new Map(appliers.map((applier) => [applier.projection.name, applier.handled]));
  const nothing = (): FreshBuildResult => ({ positions: new Map(), handled: new Map() });
  let position: bigint | null = null;
  let read = 0;
  for await (const page of readPages(eventStore, null, options.pageSize ?? PAGE_SIZE)) {
    if (options.signal?.aborted) return nothing();
    // No unit: nothing else reads or writes this memory store. Projections side by side, as in catchUp.
    const from = position;
    const results = await Promise.allSettled(appliers.map((applier) => applier.applyInUnit(page, from)));
    // A handler threw: the memory store cannot roll that page back, and others may have read what it
    // half wrote. Nothing is written; the usual path builds them all and isolates the failing one.
    if (results.some((result) => result.status === 'rejected')) return nothing();
    position = page[page.length - 1]!.position;
    read += page.length;
    options.onPage?.(position, handled(), read);
    if (heap.over()) break;
  }
  const positions = new Map<string, bigint>();
  if (position === null) return nothing();
  // Every collection a projection declares, also those it never wrote: the store's table is replaced.
  await store.load(
    projections.flatMap((projection) =>
      projection.collections.map((name) => ({ name, documents: memory.collection(name).documents() })),
    ),
    projections.map((projection) => ({ name: projection.name, position: position! })),
  );
  for (const projection of projections) positions.set(projection.name, position);
  await memory.close();
  return { positions, handled: handled() };
}

/**
 * The store the projections build in: their own collections in memory (the only ones they write), any
 * other one they look up as `store` serves it (a read model built beside others that are current).
 */
function buildingIn(
  memory: MemoryReadStore,
  store: ReadStore,
  projections: readonly Projection[],
): ReadStore {
  const own = new Set(projections.flatMap((projection) => projection.collections));
  return {
    kind: memory.kind,
    collection: <T extends Doc = Doc>(name: string): Collection<T> =>
      own.has(name) ? memory.collection<T>(name) : store.collection<T>(name),
    checkpoints: memory.checkpoints,
    ping: () => memory.ping(),
    close: () => memory.close(),
  };
}
