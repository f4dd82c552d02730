import type { WindowCounter, WindowHit } from '../readstore/port';

/** Beyond this many keys, ended windows are swept so memory stays bounded under a flood. */
const SWEEP_ABOVE = 10_000;

/**
 * Windows in this process's memory: for one process (embedded, tests), or while the shared store cannot
 * be reached. A restart forgets them, which only ever lets a client through sooner.
 */
export class MemoryWindowCounter implements WindowCounter {
  private readonly windows = new Map<string, WindowHit>();

  constructor(private readonly sweepAbove = SWEEP_ABOVE) {}

  /** How many keys it holds (ended windows included until a sweep). */
  get size(): number {
    return this.windows.size;
  }

  async hit(key: string, windowMs: number, now: number): Promise<WindowHit> {
    const current = this.windows.get(key);
    if (current && now < current.endsAt) {
      current.count++;
      return { ...current };
    }
    if (!current && this.windows.size >= this.sweepAbove) this.sweep(now);
    const started = { count: 1, endsAt: now + windowMs };
    this.windows.set(key, started);
    return { ...started };
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}

/**
 * The shared counter, or this process's own while the shared one fails (its store is down): limits then
 * hold per process instead of not at all, and a public write is not refused because MongoDB is.
 */
export class FallbackWindowCounter implements WindowCounter {
  constructor(
    private readonly shared: WindowCounter,
    private readonly own: WindowCounter = new MemoryWindowCounter(),
    private readonly onFallback: (error: unknown) => void = () => undefined,
  ) {}

  async hit(key: string, windowMs: number, now: number): Promise<WindowHit> {
    try {
      return await this.shared.hit(key, windowMs, now);
    } catch (error) {
      this.onFallback(error);
      return this.own.hit(key, windowMs, now);
    }
  }
}
