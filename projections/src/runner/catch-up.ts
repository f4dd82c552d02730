import type { EventStore, RecordedEvent } from '@chauffeur/eventstore';
import type { ReadStore } from '../readstore/port';
import type { Projection } from './projection';
import { PageApplier, UNIT_BUDGET_MS } from '../rebuild/page-applier';
import { readPages, PAGE_SIZE } from '../rebuild/read-pages';
import { inUnit } from '../rebuild/unit';
import { freshBuild } from '../rebuild/fresh-build';

/** One projection being caught up: its last committed position. */
export interface CatchUpRun {
  readonly applier: PageApplier;
  position: bigint | null;
}
type Run = CatchUpRun;

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
  options: {
    pageSize?: number;
    /** How long one unit may hold the store (default UNIT_BUDGET_MS). */
    unitBudgetMs?: number;
    /** Told after each committed page: where each projection is now and how many events it handled. */
    onPage?: (runs: readonly CatchUpRun[]) => void;
    /** Checked between pages: a stopped catch-up leaves each projection at its last committed page. */
    signal?: AbortSignal;
    /** Heap growth allowed to the build in memory of those without a checkpoint (see freshBuild). */
    heapBudgetBytes?: number;
  } = {},
): Promise<Map<string, number>> {
  const runs: Run[] = await Promise.all(
    projections.map(async (projection) => ({
      applier: new PageApplier(projection, store),
      position: await store.checkpoints.get(projection.name),
    })),
  );
  const applied = () => new Map(runs.map((run) => [run.applier.projection.name, run.applier.handled]));
  if (runs.length === 0) return applied();
  await buildFreshOnes(eventStore, store, runs, options);
  const from = runs.reduce<bigint | null>(
    (min, run) => (min === null || run.position === null || run.position < min ? run.position : min),
    runs[0]!.position,
  );
  let active = runs;
  options.onPage?.(runs);
  for await (const page of readPages(eventStore, from, options.pageSize ?? PAGE_SIZE)) {
    if (options.signal?.aborted) break;
    active = await applyPage(store, active, page, options.unitBudgetMs ?? UNIT_BUDGET_MS);
    options.onPage?.(runs);
    if (active.length === 0) break;
  }
  return applied();
}

/**
 * Those without a checkpoint (read models deleted, a first start, a new read model) are built in memory and
 * written in one unit when the store can load collections (freshBuild); the loop then goes on from there.
 */
async function buildFreshOnes(
  eventStore: EventStore,
  store: ReadStore,
  runs: readonly Run[],
  options: Parameters<typeof catchUp>[3] & {},
): Promise<void> {
  const fresh = runs.filter((run) => run.position === null);
  if (!store.load || fresh.length === 0) return;
  const loadable = store as ReadStore & Required<Pick<ReadStore, 'load'>>;
  const result = await freshBuild(
    eventStore,
    loadable,
    fresh.map((run) => run.applier.projection),
    {
      pageSize: options.pageSize,
      heapBudgetBytes: options.heapBudgetBytes,
      signal: options.signal,
      onPage: (_position, handled) => {
        // Reported as handled, still at no committed position until the build is written.
        for (const run of fresh) run.applier.handled = handled.get(run.applier.projection.name) ?? 0;
        options.onPage?.(runs);
      },
    },
  );
  for (const run of fresh) {
    run.applier.handled = result.handled.get(run.applier.projection.name) ?? 0;
    run.position = result.positions.get(run.applier.projection.name) ?? null;
  }
  options.onPage?.(runs);
}

/** Some projections' handlers threw on a page: the unit is rolled back and applied again without them. */
class PageFailed extends Error {
  constructor(readonly failed: ReadonlySet<Run>) {
    super('a projection failed on this page');
  }
}

/**
 * One page to every run in one unit, the projections side by side (each writes its own collections; an
 * async handler does not hold the others up). Returns the runs still going (without those that failed).
 */
async function applyPage(
  store: ReadStore,
  runs: Run[],
  page: readonly RecordedEvent[],
  budgetMs: number,
): Promise<Run[]> {
  const last = page[page.length - 1]!.position;
  const behind = (run: Run) => run.position === null || run.position < last;
  let active = runs;
  // Usually one unit; more when a slow projection reaches the unit's time budget (UNIT_BUDGET_MS) first.
  while (active.some(behind)) {
    const pending = active.filter(behind);
    const handled = pending.map((run) => run.applier.handled);
    const deadline = performance.now() + budgetMs;
    try {
      const positions = await inUnit(store, async () => {
        const results = await Promise.allSettled(
          pending.map((run) => run.applier.applyInUnit(page, run.position, deadline)),
        );
        const failed = new Set(pending.filter((_, i) => results[i]!.status === 'rejected'));
        if (failed.size > 0) throw new PageFailed(failed);
        return results.map((result) => (result as PromiseFulfilledResult<bigint | null>).value);
      });
      pending.forEach((run, i) => (run.position = positions[i]!));
    } catch (error) {
      // The unit itself failed (its commit): the live runtime takes them all on from their checkpoints.
      if (!(error instanceof PageFailed)) return [];
      pending.forEach((run, i) => (run.applier.handled = handled[i]!));
      active = active.filter((run) => !error.failed.has(run));
    }
  }
  return active;
}
