import { describe, expect, it } from 'vitest';
import type { ProjectionStatus } from '@chauffeur/projections';
import {
  PROJECTION_LAG_LIMIT_MS,
  projectionsHealth,
  RECONNECTING_LIMIT_MS,
  ReconnectingSince,
} from './projections-health';

const status = (name: string, extra: Partial<ProjectionStatus> = {}): ProjectionStatus => ({
  name,
  state: 'live',
  checkpoint: '10',
  head: '10',
  lag_events: 0,
  lag_ms: 0,
  events_applied: 10,
  error: null,
  ...extra,
});
const reconnecting = (name: string, at: Date) =>
  status(name, {
    state: 'reconnecting',
    error: { message: 'connection refused', position: null, event_type: null, at: at.toISOString() },
  });

/** The rule at `now`, with the reconnecting times a health route would have observed. */
const healthAt = (tracker: ReconnectingSince, statuses: ProjectionStatus[], now: Date) =>
  projectionsHealth(statuses, tracker.observe(statuses, now), now);

describe('the health rule of the read models (decision 114)', () => {
  const t0 = new Date('2026-11-24T10:00:00Z');
  const at = (ms: number) => new Date(t0.getTime() + ms);

  it('tolerates a short reconnect, and fails once it lasts, counting from the first time it was seen', () => {
    const tracker = new ReconnectingSince();
    // The error's own time moves on with every retry; the outage began at the first sighting.
    expect(healthAt(tracker, [reconnecting('bookings', t0)], t0).ok).toBe(true);
    const later = at(RECONNECTING_LIMIT_MS - 1);
    expect(healthAt(tracker, [reconnecting('bookings', later)], later).ok).toBe(true);
    const limit = at(RECONNECTING_LIMIT_MS);
    const health = healthAt(tracker, [reconnecting('bookings', limit)], limit);
    expect(health.ok).toBe(false);
    expect(health.reconnecting).toEqual([
      expect.objectContaining({ name: 'bookings', since: t0.toISOString() }),
    ]);
  });

  it('counts a new outage from zero once the projection was live again', () => {
    const tracker = new ReconnectingSince();
    healthAt(tracker, [reconnecting('bookings', t0)], t0);
    healthAt(tracker, [status('bookings')], at(10_000));
    const back = at(RECONNECTING_LIMIT_MS + 10_000);
    expect(healthAt(tracker, [reconnecting('bookings', back)], back).ok).toBe(true);
  });

  it('never fails for a rebuild alone, however far behind its new tables are', () => {
    const health = healthAt(
      new ReconnectingSince(),
      [status('bookings', { state: 'rebuilding', lag_events: 10_000, lag_ms: PROJECTION_LAG_LIMIT_MS * 10 })],
      t0,
    );
    expect(health).toMatchObject({
      ok: true,
      lagging: [],
      rebuilding: [{ name: 'bookings', lag_seconds: 600 }],
    });
  });

  it('fails for a projection behind by more than the limit, whatever its state but failed or rebuilding', () => {
    const behind = { lag_events: 5, lag_ms: PROJECTION_LAG_LIMIT_MS + 1 };
    const health = healthAt(
      new ReconnectingSince(),
      [
        status('a', { state: 'catching_up', ...behind }),
        status('b', { lag_events: 5, lag_ms: PROJECTION_LAG_LIMIT_MS }),
      ],
      t0,
    );
    expect(health.ok).toBe(false);
    expect(health.lagging.map((entry) => entry.name)).toEqual(['a']);
  });
});
