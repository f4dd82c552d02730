import type { EventStore } from '@chauffeur/eventstore';
import { createTestApp, type TestApp } from './test-app';

/**
 * An event store whose process "dies" at the next append to a stream of `prefix` once `crashAt` is called:
 * that append and every append after it fail, as nothing more is written by a dead process (not even the
 * undo a live one would write), until `restart()`. What it leaves is what a crash between a claim and the
 * change it guards leaves (decision 327).
 */
export function crashingStore() {
  let armed: string | null = null;
  let dead = false;
  const decorate = (store: EventStore): EventStore =>
    Object.assign(Object.create(store) as EventStore, {
      append: async (...args: Parameters<EventStore['append']>) => {
        if (armed !== null && args[0].startsWith(armed)) dead = true;
        if (dead) throw new Error('the process died');
        return store.append(...args);
      },
    });
  return {
    decorate,
    crashAt: (prefix: string) => {
      armed = prefix;
    },
    restart: () => {
      armed = null;
      dead = false;
    },
  };
}

/**
 * A test app per test on a `crashingStore`, with a clock the test moves (`advance`): the two crash suites'
 * set-up (decision 327), registered as their beforeEach/afterEach.
 */
/** The test runner's hooks, passed in: this module is also loaded outside vitest (bench/run.ts). */
type Hooks = {
  beforeEach: (hook: () => Promise<void>) => void;
  afterEach: (hook: () => Promise<void>) => void;
};

export function useCrashingApp({ beforeEach, afterEach }: Hooks) {
  const crash = crashingStore();
  let clock = Date.now();
  const state = { t: undefined as unknown as TestApp };
  beforeEach(async () => {
    clock = Date.now();
    state.t = await createTestApp({ decorateEventStore: crash.decorate, now: () => new Date(clock) });
  });
  afterEach(async () => {
    crash.restart();
    await state.t.close();
  });
  return {
    crash,
    get t() {
      return state.t;
    },
    now: () => new Date(clock),
    advance: (ms: number) => {
      clock += ms;
    },
  };
}
