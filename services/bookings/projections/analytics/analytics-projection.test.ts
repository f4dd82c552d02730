import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@chauffeur/eventstore';
import { MemoryReadStore, createReadStore, projectionConsumer, type ReadStore } from '@chauffeur/projections';
import { analyticsProjection } from './analytics-projection';
import { analyticsForLastDays } from './analytics-queries';

/*
 * Given the events of the log, when one more comes, then the dashboard reads so (decision 258): each case
 * projects through the runner's own adapter into the SQLite read store and the memory store, which agree.
 */

let position = 0n;
const event = (type: string, data: Record<string, unknown>, at: string) => {
  position += 1n;
  return {
    id: randomUUID(),
    stream: 's',
    type,
    revision: 0n,
    position,
    data,
    recordedAt: new Date(at),
    metadata: {
      eventId: randomUUID(),
      occurredAt: at,
      actor: { kind: 'system', name: 'test' },
      correlationId: 'c',
      causationId: 'c',
      schemaVersion: 1,
    },
  } as RecordedEvent;
};

/** A request; without `currency`, one stored before decision 241 recorded it. */
const booked = (id: string, at: string, currency?: string) =>
  event(
    'BookingRequested',
    {
      booking_id: id,
      reference: `CH-${id.toUpperCase()}`,
      customer: { name: 'Anna Peeters', phone: '+32 470 12 34 56', email: 'anna@example.com' },
      scheduled_time: '2026-03-10T09:00:00.000Z',
      pickup_location: { address: 'Grand-Place, 1000 Bruxelles', lat: 50.8467, lng: 4.3525 },
      dropoff_location: { address: 'Brussels Airport (BRU)', lat: 50.9, lng: 4.48 },
      vehicle: { id: 'v1', name: 'Mercedes-Benz S-Class' },
      total_fare: 85,
      ...(currency ? { currency } : {}),
    },
    at,
  );
const completed = (id: string, fare: number, at: string) =>
  event('RideCompleted', { booking_id: id, total_fare: fare }, at);
const currencySet = (currency: string, at: string) =>
  event('SettingChanged', { field: 'default_currency', value: currency }, at);

const stores: ReadStore[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

const kinds = ['sqlite', 'memory'] as const;

async function given(kind: (typeof kinds)[number], ...events: RecordedEvent[]) {
  const store =
    kind === 'sqlite' ? await createReadStore({ kind: 'sqlite', path: ':memory:' }) : new MemoryReadStore();
  stores.push(store);
  const consumer = projectionConsumer(analyticsProjection, store);
  const when = async (...more: RecordedEvent[]) => {
    for (const e of more) await consumer.handle(e, new AbortController().signal);
  };
  await when(...events);
  return { store, when };
}

const TODAY = new Date('2026-03-11T12:00:00.000Z');

describe.each(kinds)('the dashboard analytics (%s read store)', (kind) => {
  it('keeps a sum per currency when the company switches currency between two completed rides', async () => {
    const { store, when } = await given(
      kind,
      booked('b1', '2026-03-01T08:00:00.000Z', 'EUR'),
      // Stored before decision 241: its fare is in the setting's currency then, euros.
      booked('b0', '2026-03-01T08:30:00.000Z'),
      completed('b1', 85.1, '2026-03-10T10:00:00.000Z'),
      currencySet('GBP', '2026-03-10T11:00:00.000Z'),
      booked('b2', '2026-03-10T11:30:00.000Z', 'GBP'),
    );
    await when(
      completed('b2', 40.5, '2026-03-10T15:00:00.000Z'),
      completed('b0', 0.2, '2026-03-11T09:00:00.000Z'),
    );

    const analytics = await analyticsForLastDays(store, 2, TODAY);
    expect(analytics.days).toEqual([
      {
        date: '2026-03-10',
        total_revenue: [
          { currency: 'EUR', amount: 85.1 },
          { currency: 'GBP', amount: 40.5 },
        ],
        completed_rides: 2,
        cancelled_rides: 0,
        no_show_rides: 0,
      },
      {
        date: '2026-03-11',
        total_revenue: [{ currency: 'EUR', amount: 0.2 }],
        completed_rides: 1,
        cancelled_rides: 0,
        no_show_rides: 0,
      },
    ]);
    // Never 125.80 of anything: the period's euros and pounds are two sums.
    expect(analytics.totals.total_revenue).toEqual([
      { currency: 'EUR', amount: 85.3 },
      { currency: 'GBP', amount: 40.5 },
    ]);
    expect(analytics.totals.completed_rides).toBe(3);
  });

  it('gives one sum when one currency was ever used, and none on a day without revenue', async () => {
    const { store } = await given(
      kind,
      booked('b1', '2026-03-01T08:00:00.000Z', 'EUR'),
      booked('b2', '2026-03-01T09:00:00.000Z', 'EUR'),
      completed('b1', 85, '2026-03-11T09:00:00.000Z'),
      event('BookingCancelled', { booking_id: 'b2', reason: null }, '2026-03-11T10:00:00.000Z'),
    );
    const analytics = await analyticsForLastDays(store, 2, TODAY);
    expect(analytics.days.map((day) => day.total_revenue)).toEqual([[], [{ currency: 'EUR', amount: 85 }]]);
    expect(analytics.totals).toEqual({
      total_revenue: [{ currency: 'EUR', amount: 85 }],
      completed_rides: 1,
      cancelled_rides: 1,
      no_show_rides: 0,
      completion_rate: 50,
    });
  });

  it('no longer counts a deleted booking in the revenue or the completed and cancelled sums', async () => {
    const { store, when } = await given(
      kind,
      booked('b1', '2026-03-01T08:00:00.000Z', 'EUR'),
      booked('b2', '2026-03-01T09:00:00.000Z', 'EUR'),
      booked('b3', '2026-03-01T10:00:00.000Z', 'EUR'),
      completed('b1', 85, '2026-03-10T09:00:00.000Z'),
      completed('b2', 40.5, '2026-03-10T10:00:00.000Z'),
      event('BookingCancelled', { booking_id: 'b3', reason: null }, '2026-03-10T11:00:00.000Z'),
    );
    // Deleted the next day: the sums of the day they were counted on go down.
    await when(
      event('BookingDeleted', { booking_id: 'b1' }, '2026-03-11T08:00:00.000Z'),
      event('BookingDeleted', { booking_id: 'b3' }, '2026-03-11T08:05:00.000Z'),
    );
    const analytics = await analyticsForLastDays(store, 2, TODAY);
    expect(analytics.days[0]).toEqual({
      date: '2026-03-10',
      total_revenue: [{ currency: 'EUR', amount: 40.5 }],
      completed_rides: 1,
      cancelled_rides: 0,
      no_show_rides: 0,
    });
    expect(analytics.totals).toEqual({
      total_revenue: [{ currency: 'EUR', amount: 40.5 }],
      completed_rides: 1,
      cancelled_rides: 0,
      no_show_rides: 0,
      completion_rate: 100,
    });
  });
});
