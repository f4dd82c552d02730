import type { EventStore } from '@chauffeur/eventstore';
import type { ReadStore } from '../readstore/port';
import type { Projection } from '../runner/projection';
import { buildView, BUILD_SUFFIX } from './build-view';
import { PageApplier } from './page-applier';
import { readPages } from './read-pages';
import { inUnit } from './unit';
import { freshBuild } from './fresh-build';
import { recordVersion, versionOf } from './versions';

export interface RebuildProgress {
  /** Events replayed into the new collections so far. */
  done: number;
  /** Events in the log when the rebuild began. */
  total: number;
}

/**
 * The consumer that keeps the serving model current, when it runs in this process (the runner): paused for
 * the switch, so that it and the build never write the same collection at once, then resumed on the new
 * collections from the build's last position (null: from its own checkpoint, after a failed rebuild).
 */
export interface LiveConsumerHandOver {
  pause(): Promise<void>;
  /** `applied`: the events the build handled (the switched model's count so far). */
  resume(from: bigint | null, applied: number): Promise<void>;
}

export interface BlueGreenOptions {
  onProgress?: (progress: RebuildProgress) => void;
  /** Runs just before the switch (tests: a crash, or events appended meanwhile). */
  beforeSwitch?: () => Promise<void>;
  live?: LiveConsumerHandOver;
  /** Checked between pages: a rebuild stopped before the switch leaves the serving model as it was. */
  signal?: AbortSignal;
  pageSize?: number;
  /** How long one unit may hold the store (default UNIT_BUDGET_MS). */
  unitBudgetMs?: number;
}

export interface BlueGreenResult {
  events: number;
  /** Last position applied to the switched model (null: the log is empty). */
  lastPosition: bigint | null;
  ms: number;
  /** The serving collections, now holding the rebuilt model. */
  collections: string[];
}

/**
 * The one blue/green rebuild (issue 16; the runner's rebuild, a new version at start, the command line):
 * 1. drops any `<collection>__build` left by an interrupted run;
 * 2. replays the whole log into the `__build` collections in pages (one unit each, with the build's own
 *    checkpoint) while the serving ones keep answering;
 * 3. pauses the live consumer (if any) and replays what was appended meanwhile, up to the end of the log;
 * 4. switches in one unit: each `__build` collection replaces its serving one (a rename that drops the old
 *    one), and the checkpoint and version move to the rebuilt model's;
 * 5. resumes the live consumer from the build's last position; without one (the command line beside a
 *    projector process), replays the tail after that position into the switched model (idempotent).
 * Stopped or failing before step 4, the serving model is untouched and running it again starts over.
 */
export async function blueGreenRebuild(
  eventStore: EventStore,
  store: ReadStore,
  projection: Projection,
  options: BlueGreenOptions = {},
): Promise<BlueGreenResult> {
  const rename = store.renameCollection?.bind(store);
  if (!rename) throw new Error(`A ${store.kind} read store cannot switch collections`);
  const started = Date.now();
  const view = buildView(store, projection);
  const build = new PageApplier(projection, view, options.unitBudgetMs);
  for (const name of projection.collections) await view.collection(name).drop();
  // The build tables get the read model's indexes before they fill (cheaper than indexing afterwards), and
  // the swap keeps them: the serving tables are indexed from the first request after it.
  for (const [name, indexes] of Object.entries(projection.indexes ?? {}))
    await store.ensureIndexes?.(`${name}${BUILD_SUFFIX}`, indexes);
  // Checkpoints only move forward: an interrupted build's is removed before this one starts at zero.
  await view.checkpoints.delete(projection.name);
  await view.checkpoints.set(projection.name, 0n);
  const total = await eventStore.countAfter('start');
  let done = 0;
  let position: bigint | null = null;
  const replayInto = async (applier: PageApplier) => {
    for await (const page of readPages(eventStore, position, options.pageSize)) {
      options.signal?.throwIfAborted();
      position = await applier.apply(page, position);
      if (applier === build) {
        done += page.length;
        options.onProgress?.({ done, total: Math.max(total, done) });
      }
    }
  };
  options.onProgress?.({ done, total });
  // Built in memory and loaded into the `__build` tables in one unit where the store can (freshBuild); the
  // pages below then apply what it did not reach (appended meanwhile, or past its heap budget).
  if (view.load) {
    const fresh = await freshBuild(
      eventStore,
      view as ReadStore & Required<Pick<ReadStore, 'load'>>,
      [projection],
      {
        pageSize: options.pageSize,
        signal: options.signal,
        onPage: (_position, _handled, read) => {
          done = read;
          options.onProgress?.({ done, total: Math.max(total, done) });
        },
      },
    );
    options.signal?.throwIfAborted();
    position = fresh.positions.get(projection.name) ?? null;
    if (position === null) done = 0; // nothing loaded: the pages below read it all again
    build.handled = fresh.handled.get(projection.name) ?? 0;
  }
  await replayInto(build);
  await options.live?.pause();
  let switched = false;
  try {
    await replayInto(build);
    await options.beforeSwitch?.();
    options.signal?.throwIfAborted();
    await inUnit(store, async () => {
      for (const name of projection.collections) await rename(`${name}${BUILD_SUFFIX}`, name);
      if (position !== null) await store.checkpoints.set(projection.name, position);
      await recordVersion(store, projection.name, versionOf(projection));
      await view.checkpoints.delete(projection.name);
    });
    switched = true;
  } finally {
    await options.live?.resume(switched ? position : null, build.handled);
  }
  const built = done;
  if (!options.live) await replayInto(new PageApplier(projection, store, options.unitBudgetMs));
  return {
    events: built,
    lastPosition: position,
    ms: Date.now() - started,
    collections: [...projection.collections],
  };
}
