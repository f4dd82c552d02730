import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { BookingChangedData, BookingRequestedData } from '@chauffeur/contracts';
import type { RecordedEvent } from '@chauffeur/eventstore';
import { MemoryReadStore, createReadStore, projectionConsumer, type ReadStore } from '@chauffeur/projections';
import { bookingsProjection } from './bookings-projection';
import { findBooking, listBookings } from './booking-queries';
import { bookingRequested } from './booking-requested.fixture';

/*
 * Issue 17 point 5 (decision 141): the bookings row follows a change, on the SQLite read store (the embedded
 * default, with its declared indexes) and in memory: the search finds the new name and phone, not the old,
 * and a moved pickup changes the day the row is listed under.
 */
const id = randomUUID();
let position = 0n;
const recorded = (type: string, data: unknown, revision: number): RecordedEvent => {
  position += 1n;
  const at = new Date(Date.UTC(2026, 2, 1, 10) + Number(position) * 60_000).toISOString();
  return {
    id: randomUUID(),
    stream: `booking-${id}`,
    type,
    revision: BigInt(revision),
    position,
    data,
    recordedAt: new Date(at),
    metadata: {
      eventId: randomUUID(),
      occurredAt: at,
      actor: { kind: 'user', id: 'admin-1', email: 'admin@example.com', role: 'admin' },
      correlationId: 'c',
      causationId: 'c',
      schemaVersion: 1,
    },
  } as RecordedEvent;
};

const booking: BookingRequestedData = { ...bookingRequested(id), pickup_address_line: 'Rue au Beurre 1' };
const change: BookingChangedData = {
  booking_id: id,
  changes: {
    customer: { name: 'Zoë Vermeulen', phone: '0471 99 88 77', email: 'anne@example.be' },
    scheduled_time: '2026-04-03T09:00:00.000Z',
    vehicle: { id: 'v3', name: 'S-Class', type: 'luxury', price_per_km: 4 },
    distance_fare: 60,
    pickup_address_line: null,
  },
  previous: {},
  previous_total_fare: 30,
  total_fare: 60,
};

const stores: ReadStore[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

describe.each(['sqlite', 'memory'] as const)('the bookings row after a change (%s)', (kind) => {
  it('shows the new values and is found by the new name and phone only', async () => {
    const store =
      kind === 'sqlite' ? await createReadStore({ kind: 'sqlite', path: ':memory:' }) : new MemoryReadStore();
    stores.push(store);
    for (const [collection, indexes] of Object.entries(bookingsProjection.indexes ?? {}))
      await store.ensureIndexes?.(collection, indexes);
    const consumer = projectionConsumer(bookingsProjection, store);
    for (const event of [recorded('BookingRequested', booking, 0), recorded('BookingChanged', change, 1)])
      await consumer.handle(event, new AbortController().signal);

    expect(await findBooking(store, id)).toMatchObject({
      emergency_contact_name: 'Zoë Vermeulen',
      emergency_contact_phone: '0471 99 88 77',
      scheduled_time: '2026-04-03T09:00:00.000Z',
      vehicle_id: 'v3',
      vehicle: { id: 'v3', name: 'S-Class' },
      pickup_address_line: null,
      distance_fare: 60,
      total_fare: 60,
      revision: 1,
      status: 'pending',
    });
    const found = async (q: string) => (await listBookings(store, { q, limit: 10, offset: 0 })).total;
    expect(await found('vermeulen')).toBe(1);
    expect(await found('0471 998877')).toBe(1);
    expect(await found('peeters')).toBe(0);
    expect(await found('0470 12 34 56')).toBe(0);
    const onDay = async (day: string) =>
      (await listBookings(store, { from: day, to: day, limit: 10, offset: 0 })).total;
    expect(await onDay('2026-04-01')).toBe(0);
    expect(await onDay('2026-04-03')).toBe(1);
  });
});
