import type { RecordedEvent } from '@chauffeur/eventstore';
import type { ReadStore } from '../readstore/port';
import type { Projection, ProjectionContext } from '../runner/projection';
import { applyChanges } from '../runner/apply-changes';
import { ConsumerEventError } from '../consumer/log-consumer';
import { inUnit } from './unit';

/**
 * How long one unit may hold the store: a unit is the store's only writer while it runs (SQLite has one
 * writer; every store serialises units), so a slow or far-behind projection must commit and let the live
 * ones write between its units. Fast projections still put a whole page (thousands of events) in one unit.
 */
export const UNIT_BUDGET_MS = 100;

const isPromise = <T>(value: T | Promise<T>): value is Promise<T> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

/**
 * One projection applying events to one read store (the serving model, or a `__build` view of it): a page
 * of events and the checkpoint after it in one unit, so that a crash never leaves the model ahead of or
 * behind its checkpoint. The catch-up at start, a rebuild and the live consumer all apply through it.
 * Events the projection ignores cost no promise; a synchronous handler's changes are not awaited.
 */
export class PageApplier {
  private readonly types: ReadonlySet<string>;
  private readonly context: ProjectionContext;
  /** Events handled (not merely passed) through this applier, committed or not. */
  handled = 0;

  constructor(
    readonly projection: Projection,
    private readonly store: ReadStore,
    private readonly unitBudgetMs = UNIT_BUDGET_MS,
    /** A build from nothing, in log order, into a store only it writes: applyChanges' `fresh`. */
    private readonly fresh = false,
  ) {
    this.types = new Set(projection.eventTypes);
    this.context = { collection: (name) => store.collection(name) };
  }

  /**
   * Applies the events of `page` after `after` and moves the checkpoint to the page's last event.
   * Returns that position, or `after` when nothing followed it. A handler that throws rolls the unit back
   * and throws a ConsumerEventError naming its event.
   */
  async apply(page: readonly RecordedEvent[], after: bigint | null): Promise<bigint | null> {
    let position = after;
    while (this.follows(page, position)) {
      const deadline = performance.now() + this.unitBudgetMs;
      const from = position;
      position = await inUnit(this.store, () => this.applyInUnit(page, from, deadline));
    }
    return position;
  }

  /**
   * As apply(), inside a unit the caller opened (a catch-up applies one page of every projection in one).
   * Past `deadline` (performance.now()), it stops after the event in hand and returns its position, the
   * checkpoint it wrote: the caller applies the rest of the page in its next unit.
   */
  async applyInUnit(
    page: readonly RecordedEvent[],
    after: bigint | null,
    deadline = Infinity,
  ): Promise<bigint | null> {
    let first = 0;
    if (after !== null) while (first < page.length && page[first]!.position <= after) first += 1;
    if (first >= page.length) return after;
    const last = page[page.length - 1]!.position;
    for (let i = first; i < page.length; i += 1) {
      const event = page[i]!;
      if (!this.types.has(event.type)) continue;
      this.handled += 1;
      try {
        const projected = this.projection.project(event, this.context);
        const changes = isPromise(projected) ? await projected : projected;
        if (changes.length > 0)
          await applyChanges(this.store, changes, event.position, { fresh: this.fresh });
      } catch (error) {
        throw error instanceof ConsumerEventError ? error : new ConsumerEventError(event, error);
      }
      if (i < page.length - 1 && performance.now() > deadline) {
        await this.store.checkpoints.set(this.projection.name, event.position);
        return event.position;
      }
    }
    await this.store.checkpoints.set(this.projection.name, last);
    return last;
  }

  private follows(page: readonly RecordedEvent[], after: bigint | null): boolean {
    return page.length > 0 && (after === null || page[page.length - 1]!.position > after);
  }
}
