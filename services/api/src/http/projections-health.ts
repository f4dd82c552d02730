import type { ProjectionStatus } from '@chauffeur/projections';

/**
 * A read model this far behind the log serves a stale picture: health says so (503). Time, not a count of
 * events, so that a burst of bookings under load does not flip it, while a stuck projector does.
 */
export const PROJECTION_LAG_LIMIT_MS = 60_000;

/**
 * A projection retrying its store (a network blip, a database restart) recovers by itself within seconds;
 * past this it is an outage the operator must hear of, even when no new event makes it lag.
 */
export const RECONNECTING_LIMIT_MS = 30_000;

type Entry = {
  name: string;
  state: string;
  lag_events: number;
  lag_ms: number;
  lag_seconds: number;
  error?: string;
  since?: string;
  rebuild?: { done: number; total: number };
};

export interface ProjectionsHealth {
  ok: boolean;
  failed: Entry[];
  lagging: Entry[];
  reconnecting: Entry[];
  rebuilding: Entry[];
}

/**
 * Since when each projection has been reconnecting, as far as this process has seen: the earlier of the
 * first health check that found it so and the time of its error. A projection that is live again is
 * forgotten, so its next outage counts from zero.
 */
export class ReconnectingSince {
  private readonly since = new Map<string, Date>();

  observe(statuses: readonly ProjectionStatus[], now: Date): ReadonlyMap<string, Date> {
    const reconnecting = new Set<string>();
    for (const status of statuses) {
      if (status.state !== 'reconnecting') continue;
      reconnecting.add(status.name);
      const errorAt = status.error ? new Date(status.error.at) : now;
      const seen = this.since.get(status.name) ?? now;
      this.since.set(status.name, errorAt < seen ? errorAt : seen);
    }
    for (const name of [...this.since.keys()]) if (!reconnecting.has(name)) this.since.delete(name);
    return this.since;
  }
}

/**
 * The health rule of the read models (decision 114), one row per list health shows:
 * - failed: stopped on an event its handler could not apply, until an operator acts: unhealthy;
 * - reconnecting: retrying its store; unhealthy once that lasts RECONNECTING_LIMIT_MS;
 * - rebuilding: replaying into new tables while the old ones keep serving: named, never unhealthy alone;
 * - lagging: any other (live, catching up, reconnecting) more than PROJECTION_LAG_LIMIT_MS behind: unhealthy.
 */
export function projectionsHealth(
  statuses: readonly ProjectionStatus[],
  since: ReadonlyMap<string, Date>,
  now: Date,
): ProjectionsHealth {
  const entry = (status: ProjectionStatus): Entry => ({
    name: status.name,
    state: status.state,
    lag_events: status.lag_events,
    lag_ms: status.lag_ms,
    lag_seconds: Math.floor(status.lag_ms / 1000),
    ...(status.error ? { error: status.error.message } : {}),
    ...(since.has(status.name) ? { since: since.get(status.name)!.toISOString() } : {}),
    ...(status.rebuild ? { rebuild: status.rebuild } : {}),
  });
  const longReconnecting = (status: ProjectionStatus) =>
    status.state === 'reconnecting' &&
    now.getTime() - (since.get(status.name)?.getTime() ?? now.getTime()) >= RECONNECTING_LIMIT_MS;
  const failed = statuses.filter((status) => status.state === 'failed');
  const reconnecting = statuses.filter((status) => status.state === 'reconnecting');
  const rebuilding = statuses.filter((status) => status.state === 'rebuilding');
  const lagging = statuses.filter(
    (status) =>
      status.state !== 'failed' && status.state !== 'rebuilding' && status.lag_ms > PROJECTION_LAG_LIMIT_MS,
  );
  return {
    ok: failed.length === 0 && lagging.length === 0 && !reconnecting.some(longReconnecting),
    failed: failed.map(entry),
    lagging: lagging.map(entry),
    reconnecting: reconnecting.map(entry),
    rebuilding: rebuilding.map(entry),
  };
}
