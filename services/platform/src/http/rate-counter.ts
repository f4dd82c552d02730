import {
  FallbackWindowCounter,
  MemoryWindowCounter,
  type ReadStore,
  type WindowCounter,
} from '@chauffeur/projections';

/** The rate limits' windows in a shared read store (MongoDB): not a read model, no rebuild drops it. */
export const RATE_LIMITS_COLLECTION = 'rate_limits';

/** One warning a minute at most while the shared counter fails: a flood must not flood the log too. */
const WARN_EVERY_MS = 60_000;

/**
 * The one counter of a process's rate limits (public writes, "Find my booking"): in the read store when it
 * is shared by the API replicas (MongoDB), so a limit holds for the site, not per replica; else in this
 * process's memory (embedded: one process). While MongoDB fails, each process counts on its own again
 * rather than refusing or letting everything through.
 */
export function rateCounterFor(
  readStore: Pick<ReadStore, 'kind' | 'windowCounter'>,
  warn: (message: string) => void,
  now: () => number = Date.now,
): WindowCounter {
  if (!readStore.windowCounter) return new MemoryWindowCounter();
  let warnedAt = -Infinity;
  return new FallbackWindowCounter(
    readStore.windowCounter(RATE_LIMITS_COLLECTION),
    new MemoryWindowCounter(),
    (error) => {
      if (now() - warnedAt < WARN_EVERY_MS) return;
      warnedAt = now();
      const reason = error instanceof Error ? error.message : String(error);
      warn(`rate limits counted per process while the shared store fails: ${reason}`);
    },
  );
}
