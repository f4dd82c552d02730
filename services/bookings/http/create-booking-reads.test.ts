import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventStore } from '@chauffeur/eventstore';
import { createTestApp, type TestApp } from '@chauffeur/api/testing';
import { AIRPORT, GRAND_PLACE, S_CLASS, bookWith, inHours } from '@chauffeur/api/testing';

/** A decorator of the EventStore port that counts `readStream` calls per stream (everything else passes). */
function countingReads(store: EventStore) {
  const reads = new Map<string, number>();
  const counted: EventStore = new Proxy(store, {
    get(target, property, receiver) {
      if (property === 'readStream') {
        return (stream: string, ...rest: unknown[]) => {
          reads.set(stream, (reads.get(stream) ?? 0) + 1);
          return (target.readStream as (...args: unknown[]) => unknown)(stream, ...rest);
        };
      }
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { counted, reads };
}

/**
 * Issue 15: creating a booking reads each stream at most once per request, through the real
 * POST /api/bookings: the vehicle's, the settings', the booking's (with an Idempotency-Key), each claimed
 * reference's, also with automatic confirmation and a quote token, and for a retry.
 */
describe('POST /api/bookings reads each stream at most once', () => {
  let t: TestApp;
  let reads: Map<string, number>;
  beforeEach(async () => {
    t = await createTestApp({
      decorateEventStore: (store) => {
        const counting = countingReads(store);
        reads = counting.reads;
        return counting.counted;
      },
    });
  });
  afterEach(async () => t.close());

  /** The reads one request makes, by stream. */
  async function readsOf(request: () => Promise<{ statusCode: number; body: string }>) {
    reads.clear();
    const response = await request();
    expect(response.statusCode, response.body).toBe(201);
    return { created: JSON.parse(response.body) as { id: string; reference: string }, reads: new Map(reads) };
  }
  const expectEachOnce = (counts: Map<string, number>) =>
    expect([...counts].filter(([, n]) => n > 1)).toEqual([]);

  it('given a plain booking, then the vehicle, the settings and the reference are each read once', async () => {
    const { created, reads: counts } = await readsOf(() => bookWith(t));
    expectEachOnce(counts);
    expect(counts.get(`vehicle-${S_CLASS}`)).toBe(1);
    expect(counts.get('settings')).toBe(1);
    expect(counts.get(`booking_reference-${created.reference}`)).toBe(1);
    // A new random id: its stream is known to be empty, the append checks it (no_stream).
    expect(counts.get(`booking-${created.id}`) ?? 0).toBe(0);
  });

  it('given a quote token, an Idempotency-Key and automatic confirmation, then the booking is read once, and once for its retry', async () => {
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { ...t.adminHeaders(), 'if-match': '-1' },
      payload: { enable_automatic_booking_confirmation: true },
    });
    expect(patched.statusCode).toBe(200);
    const quote = (
      await t.app.inject({
        method: 'POST',
        url: '/api/quotes',
        payload: { pickup: GRAND_PLACE, dropoff: AIRPORT, is_round_trip: false },
      })
    ).json();
    const body = {
      pickup_location: quote.pickup,
      dropoff_location: quote.dropoff,
      quote_token: quote.quote_token,
      // One pickup time for both attempts: a retry is the same request.
      scheduled_time: inHours(48),
    };
    const key = { 'idempotency-key': 'read-once-booking-01' };

    const first = await readsOf(() => bookWith(t, body, key));
    expectEachOnce(first.reads);
    expect(first.reads.get(`booking-${first.created.id}`)).toBe(1);
    expect(first.reads.get('settings')).toBe(1);
    const events = await t.eventStore.readStream(`booking-${first.created.id}`);
    expect(events.map((event) => event.type)).toEqual(['BookingRequested', 'BookingConfirmed']);

    const retry = await readsOf(() => bookWith(t, body, key));
    expect(retry.created).toEqual(first.created);
    expectEachOnce(retry.reads);
    expect(retry.reads.get(`booking-${first.created.id}`)).toBe(1);
  });
});
