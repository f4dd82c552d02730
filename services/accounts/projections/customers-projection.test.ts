import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@chauffeur/eventstore';
import { MemoryReadStore, createReadStore, projectionConsumer, type ReadStore } from '@chauffeur/projections';
import { customerKey } from './customer-key';
import { CUSTOMERS, customersProjection, type CustomerDoc } from './customers-projection';
import { findCustomer, listCustomers } from './customer-queries';

/*
 * Given the events of the log, when one more comes, then the customer reads so: each case projects through
 * the runner's own adapter (idempotent writes) into the SQLite read store (the embedded default, with the
 * declared indexes) and into the memory store, which must agree.
 */

let position = 0n;
const event = (type: string, data: Record<string, unknown>, at = '2026-03-01T10:00:00.000Z') => {
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
      actor: { kind: 'anonymous' },
      correlationId: 'c',
      causationId: 'c',
      schemaVersion: 1,
    },
  } as RecordedEvent;
};

const booked = (
  id: string,
  customer: { name: string; phone: string; email: string },
  extra: { scheduled_time?: string; total_fare?: number; at?: string; currency?: string } = {},
) =>
  event(
    'BookingRequested',
    {
      booking_id: id,
      reference: `CH-${id.toUpperCase()}`,
      customer,
      scheduled_time: extra.scheduled_time ?? '2026-04-01T09:00:00.000Z',
      pickup_location: { address: 'Grand-Place, 1000 Bruxelles', lat: 50.8467, lng: 4.3525 },
      dropoff_location: { address: 'Brussels Airport (BRU)', lat: 50.9, lng: 4.48 },
      vehicle: { id: 'v1', name: 'Mercedes-Benz S-Class' },
      total_fare: extra.total_fare ?? 85,
      ...(extra.currency ? { currency: extra.currency } : {}),
    },
    extra.at,
  );
const step = (type: string, id: string, data: Record<string, unknown> = {}) =>
  event(type, { booking_id: id, ...data });
const registered = (userId: string, email: string, at = '2026-01-15T08:00:00.000Z') =>
  event('UserRegistered', { user_id: userId, email, role: 'user', password_hash: 'scrypt$x' }, at);

const ANNA = { name: 'Anna Peeters', phone: '+32 470 12 34 56', email: 'Anna.Peeters@example.com' };
const anna = customerKey(ANNA.email);

const stores: ReadStore[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

const kinds = ['sqlite', 'memory'] as const;

async function given(kind: (typeof kinds)[number], ...events: RecordedEvent[]) {
  const store =
    kind === 'sqlite' ? await createReadStore({ kind: 'sqlite', path: ':memory:' }) : new MemoryReadStore();
  stores.push(store);
  for (const [collection, indexes] of Object.entries(customersProjection.indexes ?? {}))
    await store.ensureIndexes?.(collection, indexes);
  const consumer = projectionConsumer(customersProjection, store);
  const when = async (...more: RecordedEvent[]) => {
    for (const e of more) await consumer.handle(e, new AbortController().signal);
  };
  await when(...events);
  return { store, when };
}

describe.each(kinds)('the customers read model (%s read store)', (kind) => {
  it('makes one customer of a guest’s bookings whatever the case of the e-mail, showing the latest name', async () => {
    const { store } = await given(
      kind,
      booked('b1', ANNA, { scheduled_time: '2026-04-01T09:00:00.000Z', at: '2026-03-01T10:00:00.000Z' }),
      booked(
        'b2',
        { name: 'Anna P.', phone: '0470 99 99 99', email: 'ANNA.peeters@example.com ' },
        { scheduled_time: '2026-03-20T09:00:00.000Z', at: '2026-03-02T10:00:00.000Z' },
      ),
    );
    const { items, total } = await listCustomers(store, { limit: 10, offset: 0 });
    expect(total).toBe(1);
    expect(items[0]).toEqual({
      key: anna,
      email: 'anna.peeters@example.com',
      name: 'Anna P.',
      phone: '0470 99 99 99',
      booking_count: 2,
      // The latest pickup, not the latest booking's.
      last_ride: '2026-04-01T09:00:00.000Z',
      total_spent: [],
      account: null,
    });
    expect(anna).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(anna).not.toContain('anna');
  });

  it('adds the fares of completed rides only, exactly to the cent', async () => {
    const { store, when } = await given(
      kind,
      booked('b1', ANNA, { total_fare: 31.1 }),
      booked('b2', ANNA, { total_fare: 50.2 }),
      booked('b3', ANNA, { total_fare: 99 }),
      // Booked after the company moved to pounds: its fare is in pounds (decision 252).
      booked('b4', ANNA, { total_fare: 40.5, currency: 'GBP' }),
    );
    await when(
      step('BookingConfirmed', 'b1'),
      step('RideStarted', 'b1'),
      step('RideCompleted', 'b1', { total_fare: 31.1 }),
      step('BookingConfirmed', 'b2'),
      step('RideStarted', 'b2'),
      step('RideCompleted', 'b2', { total_fare: 50.2 }),
      step('BookingCancelled', 'b3', { reason: null }),
      step('BookingConfirmed', 'b4'),
      step('RideStarted', 'b4'),
      step('RideCompleted', 'b4', { total_fare: 40.5 }),
    );
    const customer = await findCustomer(store, anna);
    // One sum per currency: euros and pounds are never added together.
    expect(customer?.total_spent).toEqual([
      { currency: 'EUR', amount: 81.3 },
      { currency: 'GBP', amount: 40.5 },
    ]);
    expect(customer?.bookings.map((b) => [b.reference, b.status, b.currency])).toEqual([
      ['CH-B1', 'completed', 'EUR'],
      ['CH-B2', 'completed', 'EUR'],
      ['CH-B3', 'cancelled', 'EUR'],
      ['CH-B4', 'completed', 'GBP'],
    ]);
  });

  it('moves the last ride back when the latest one is cancelled, a no-show or deleted', async () => {
    const { store, when } = await given(
      kind,
      booked('b1', ANNA, { scheduled_time: '2026-04-01T09:00:00.000Z' }),
      booked('b2', ANNA, { scheduled_time: '2026-05-01T09:00:00.000Z' }),
      booked('b3', ANNA, { scheduled_time: '2026-06-01T09:00:00.000Z' }),
    );
    const lastRide = async () => (await findCustomer(store, anna))?.last_ride;
    expect(await lastRide()).toBe('2026-06-01T09:00:00.000Z');
    await when(step('BookingCancelled', 'b3', { reason: null }));
    expect(await lastRide()).toBe('2026-05-01T09:00:00.000Z');
    // An earlier ride leaving changes nothing.
    await when(step('BookingConfirmed', 'b1'), step('BookingMarkedNoShow', 'b1'));
    expect(await lastRide()).toBe('2026-05-01T09:00:00.000Z');
    await when(step('BookingDeleted', 'b2'));
    expect(await lastRide()).toBeNull();
    expect((await findCustomer(store, anna))?.booking_count).toBe(2);
  });

  it('follows a change: the booking’s time, places, fare, name and phone; the customer’s last ride and name', async () => {
    const { store, when } = await given(
      kind,
      booked('b1', ANNA, { scheduled_time: '2026-04-01T09:00:00.000Z', at: '2026-03-01T10:00:00.000Z' }),
      booked('b2', ANNA, { scheduled_time: '2026-06-01T09:00:00.000Z', at: '2026-03-02T10:00:00.000Z' }),
    );
    await when(
      step('BookingChanged', 'b2', {
        changes: {
          scheduled_time: '2026-03-15T09:00:00.000Z',
          dropoff_location: { address: 'Ixelles', lat: 50.83, lng: 4.37 },
          customer: { ...ANNA, name: 'Anna Janssens', phone: '+32 471 00 00 00' },
        },
        previous: {},
        previous_total_fare: 85,
        total_fare: 42.5,
      }),
    );
    const customer = await findCustomer(store, anna);
    // b2 was the latest ride and the latest booking: the last ride moves back to b1's, the name follows.
    expect(customer).toMatchObject({
      name: 'Anna Janssens',
      phone: '+32 471 00 00 00',
      last_ride: '2026-04-01T09:00:00.000Z',
      booking_count: 2,
      total_spent: [],
    });
    expect(customer?.bookings.find((b) => b.id === 'b2')).toMatchObject({
      scheduled_time: '2026-03-15T09:00:00.000Z',
      dropoff: 'Ixelles',
      total_fare: 42.5,
    });
    expect((await listCustomers(store, { limit: 10, offset: 0, q: 'janssens' })).total).toBe(1);
    // A change to an older booking leaves the customer's name to their latest one.
    await when(
      step('BookingChanged', 'b1', {
        changes: { customer: { ...ANNA, name: 'A. P.' }, scheduled_time: '2026-07-01T09:00:00.000Z' },
        previous: {},
        previous_total_fare: 85,
        total_fare: 85,
      }),
    );
    expect(await findCustomer(store, anna)).toMatchObject({
      name: 'Anna Janssens',
      last_ride: '2026-07-01T09:00:00.000Z',
    });
  });

  it('takes a deleted booking’s count, spending, name and phone back; a guest with none left is gone', async () => {
    const { store, when } = await given(
      kind,
      booked('b1', ANNA, { total_fare: 40, at: '2026-03-01T10:00:00.000Z' }),
      step('BookingConfirmed', 'b1'),
      step('RideStarted', 'b1'),
      step('RideCompleted', 'b1', { total_fare: 40 }),
      booked('b2', { ...ANNA, name: 'Typo Name' }, { at: '2026-03-05T10:00:00.000Z' }),
    );
    await when(step('BookingDeleted', 'b2'));
    expect(await findCustomer(store, anna)).toMatchObject({ name: 'Anna Peeters', booking_count: 1 });
    await when(step('BookingDeleted', 'b1'));
    expect(await findCustomer(store, anna)).toBeNull();
    expect((await listCustomers(store, { limit: 10, offset: 0 })).total).toBe(0);
  });

  it('joins an account and the guest bookings of its e-mail, in either order, with its role', async () => {
    const userId = randomUUID();
    const { store, when } = await given(
      kind,
      booked('b1', ANNA, { at: '2026-01-10T10:00:00.000Z' }),
      registered(userId, 'anna.peeters@example.com', '2026-01-15T08:00:00.000Z'),
      booked('b2', ANNA, { at: '2026-01-20T10:00:00.000Z' }),
    );
    await when(
      event('UserRoleChanged', { user_id: userId, role: 'admin', previous_role: 'user' }),
      step('BookingDeleted', 'b1'),
      step('BookingDeleted', 'b2'),
    );
    // The model keeps the account without bookings, with its role (a first booking lists it again)...
    expect(await store.collection<CustomerDoc>(CUSTOMERS).findOne({ _id: anna })).toMatchObject({
      name: '',
      booking_count: 0,
      last_ride: null,
      account: { id: userId, role: 'admin', created_at: '2026-01-15T08:00:00.000Z' },
    });
    // ...but a staff account that has not booked is no customer: neither listed nor found (decision 305).
    expect(await findCustomer(store, anna)).toBeNull();
    expect((await listCustomers(store, { limit: 10, offset: 0 })).total).toBe(0);
  });

  it('keeps a customer account without bookings a customer (SPEC 2 lists accounts)', async () => {
    const userId = randomUUID();
    const { store, when } = await given(
      kind,
      booked('b1', ANNA, { at: '2026-01-10T10:00:00.000Z' }),
      registered(userId, 'anna.peeters@example.com', '2026-01-15T08:00:00.000Z'),
    );
    await when(step('BookingDeleted', 'b1'));
    expect(await findCustomer(store, anna)).toMatchObject({
      name: '',
      booking_count: 0,
      account: { id: userId, role: 'user' },
      bookings: [],
    });
  });

  it('searches name, e-mail and phone, a phone in any notation, and pages latest activity first', async () => {
    const { store } = await given(
      kind,
      booked('b1', ANNA, { at: '2026-03-01T10:00:00.000Z' }),
      booked(
        'b2',
        { name: 'Luc Janssens', phone: '+32 2 511 22 33', email: 'luc@firm.be' },
        {
          at: '2026-03-02T10:00:00.000Z',
        },
      ),
      registered(randomUUID(), 'zoe@example.org', '2026-03-03T10:00:00.000Z'),
    );
    const emails = async (q?: string, offset = 0, limit = 10) =>
      (await listCustomers(store, { q, limit, offset })).items.map((c) => c.email);
    expect(await emails()).toEqual(['zoe@example.org', 'luc@firm.be', 'anna.peeters@example.com']);
    expect(await emails(undefined, 1, 1)).toEqual(['luc@firm.be']);
    expect(await emails('PEETERS')).toEqual(['anna.peeters@example.com']);
    expect(await emails('janss')).toEqual(['luc@firm.be']);
    expect(await emails('example')).toEqual(['zoe@example.org', 'anna.peeters@example.com']);
    for (const phone of ['0470 12 34 56', '+32470123456', '470-12-34', '02 511 22'])
      expect(await emails(phone), phone).toHaveLength(1);
    // Taken literally: no regex.
    expect(await emails('.*')).toEqual([]);
    expect((await listCustomers(store, { q: 'example', limit: 1, offset: 0 })).total).toBe(2);
  });
});
