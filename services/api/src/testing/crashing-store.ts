import type { EventStore } from '@chauffeur/eventstore';

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
