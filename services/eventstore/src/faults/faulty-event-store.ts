import { EventStoreUnavailable } from '../errors';
import type { EventHandler, EventStore, SubscribeFrom, Subscription } from '../port';
import { CallFaults, type CallFault } from './call-faults';

export type EventStoreOperation = 'append' | 'readStream' | 'readAll' | 'head' | 'countAfter' | 'ping';

/** What one call of `subscribeToAll` does. */
export type SubscriptionFault =
  /** Refused: its `done` rejects at once with the fault (a server that is down). */
  | { kind: 'refuse' }
  /** Delivers `events` events, then ends with the fault (a connection cut in the middle of a read). */
  | { kind: 'end-after'; events: number }
  /** Works normally (to let some subscriptions through between faulty ones). */
  | { kind: 'pass' };

export interface EventStoreFaultPlan {
  /** What the next calls of `subscribeToAll` do, one entry per call, in order; the calls after them work. */
  subscriptions?: SubscriptionFault[];
  /** Calls of the other operations that fail. */
  calls?: CallFault<EventStoreOperation>[];
  /** The error of every fault. Default: EventStoreUnavailable (what the adapters throw on a network error). */
  error?: (what: string) => Error;
}

export interface FaultyEventStore extends EventStore {
  /** The plan, read at each call: a test may add faults at a chosen moment. */
  readonly plan: EventStoreFaultPlan;
  /** Every fault injected so far, described ("subscription 2 ended after 3 events"). */
  readonly injected: readonly string[];
}

const injectedError = (what: string) => new EventStoreUnavailable(`injected fault: ${what}`);

/**
 * The event store port with faults at chosen moments (tests only): subscriptions refused or ended with an
 * error after N events, and failing calls of `readAll`, `head`, `countAfter`, … Faults happen between
 * events, never inside a handler: like a network cut, the handler in progress finishes.
 */
export function faultyEventStore(store: EventStore, plan: EventStoreFaultPlan = {}): FaultyEventStore {
  const error = (what: string) => (plan.error ?? injectedError)(what);
  const calls = new CallFaults<EventStoreOperation>(() => plan.calls ?? [], error);
  const injected = calls.injected;
  let subscriptionCount = 0;

  const subscribeToAll = (options: { from: SubscribeFrom }, handler: EventHandler): Subscription => {
    const number = (subscriptionCount += 1);
    const fault = plan.subscriptions?.shift() ?? { kind: 'pass' };
    if (fault.kind === 'refuse') {
      const what = `subscription ${number} refused`;
      injected.push(what);
      const done = Promise.reject(error(what));
      done.catch(() => undefined); // the caller may look at it later
      return { done, stop: async () => undefined };
    }
    if (fault.kind === 'pass') return store.subscribeToAll(options, handler);
    return endAfter(store, options, handler, fault.events, () => {
      const what = `subscription ${number} ended after ${fault.events} events`;
      injected.push(what);
      return error(what);
    });
  };

  return {
    get kind() {
      return store.kind;
    },
    plan,
    injected,
    append: (stream, events, options) =>
      calls.call('append', undefined, () => store.append(stream, events, options)),
    readStream: (stream, options) =>
      calls.call('readStream', undefined, () => store.readStream(stream, options)),
    readAll: (options) => calls.call('readAll', undefined, () => store.readAll(options)),
    head: () => calls.call('head', undefined, () => store.head()),
    countAfter: (position, cap) => calls.call('countAfter', undefined, () => store.countAfter(position, cap)),
    ping: () => calls.call('ping', undefined, () => store.ping()),
    subscribeToAll,
    close: () => store.close(),
  };
}

/** A real subscription that ends with `fault()` once `events` events were handled. */
function endAfter(
  store: EventStore,
  options: { from: SubscribeFrom },
  handler: EventHandler,
  events: number,
  fault: () => Error,
): Subscription {
  let delivered = 0;
  let failure: Error | null = null;
  const end = () => {
    failure = fault();
    // Not awaited: stop() waits for the handler in progress, which may be the one calling this.
    void inner.stop();
  };
  const inner = store.subscribeToAll(options, async (event) => {
    if (failure) return;
    await handler(event);
    delivered += 1;
    if (delivered >= events) end();
  });
  if (events <= 0) end();
  const done = inner.done.then(() => {
    if (failure) throw failure;
  });
  done.catch(() => undefined);
  return { done, stop: () => inner.stop() };
}
