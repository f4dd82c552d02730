/**
 * Faults injected into the calls of a store port (tests only): which calls of which operation fail, and how.
 * Shared by the event store's and the read store's fault decorators.
 */
export interface CallFault<Operation extends string> {
  operation: Operation;
  /** Only calls on this collection (read store); any when left out. */
  collection?: string;
  /** The matching calls that fail, counted from 1 for this fault (e.g. `[3]`: the third one). */
  calls?: readonly number[];
  /** Or every matching call while this holds: an outage the test opens and closes (see `outageFor`). */
  while?: () => boolean;
  /**
   * `before` (default): the call fails without reaching the store. `after`: the store does the work, then
   * the caller hears an error (a reply lost on the network): what idempotent writes must absorb.
   */
  when?: 'before' | 'after';
}

/** A time window: true for `ms` from now on (by `now`, injectable), then false for good. */
export function outageFor(ms: number, now: () => number = Date.now): () => boolean {
  const end = now() + ms;
  return () => now() < end;
}

/** Runs calls through a list of faults (read at each call, so a test may add one at a chosen moment). */
export class CallFaults<Operation extends string> {
  /** Every fault injected so far, described: a test checks that its faults did happen. */
  readonly injected: string[] = [];
  private readonly seen = new Map<CallFault<Operation>, number>();

  constructor(
    private readonly faults: () => readonly CallFault<Operation>[],
    private readonly error: (what: string) => Error,
  ) {}

  async call<T>(operation: Operation, collection: string | undefined, work: () => Promise<T>): Promise<T> {
    const fault = this.match(operation, collection);
    if (!fault) return work();
    const what = `${operation}${collection === undefined ? '' : ` on ${collection}`} (${fault.when ?? 'before'})`;
    if (fault.when === 'after') await work();
    this.injected.push(what);
    throw this.error(what);
  }

  /** The first fault this call triggers; every matching fault counts the call. */
  private match(operation: Operation, collection: string | undefined): CallFault<Operation> | undefined {
    let triggered: CallFault<Operation> | undefined;
    for (const fault of this.faults()) {
      if (fault.operation !== operation) continue;
      if (fault.collection !== undefined && fault.collection !== collection) continue;
      const count = (this.seen.get(fault) ?? 0) + 1;
      this.seen.set(fault, count);
      const fails = (fault.calls?.includes(count) ?? false) || (fault.while?.() ?? false);
      if (fails) triggered ??= fault;
    }
    return triggered;
  }
}
