import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@chauffeur/eventstore';
import { MemoryReadStore, createReadStore, projectionConsumer, type ReadStore } from '@chauffeur/projections';
import { bookingsProjection } from './bookings-projection';
import { findBooking } from './booking-queries';
import { bookingRequested as booking } from './booking-requested.fixture';

/*
 * Decision 319: the admin list marks a booking whose customer's change request waits for the operator. The
 * row says so from the customer's ask until the operator answers, the customer withdraws or the booking ends.
 * Decision 324: each of those steps moves the row's `updated_at` too. On the memory and SQLite read stores.
 */

const stores: Array<[string, () => Promise<ReadStore>]> = [
  ['memory', async () => new MemoryReadStore()],
  ['SQLite', () => createReadStore({ kind: 'sqlite', path: ':memory:' })],
];
const opened: ReadStore[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
});

/** The instant of the stream's event at `revision`: one minute after the one before. */
const timeOf = (revision: number) => new Date(Date.UTC(2026, 2, 1, 10, revision)).toISOString();

/** Given a booking and its stream's events so far, when the next ones are projected: its row. */
function given(open: () => Promise<ReadStore>, ...events: [type: string, data: Record<string, unknown>][]) {
  const id = randomUUID();
  const requestId = randomUUID();
  let revision = -1;
  let consumer: ReturnType<typeof projectionConsumer>;
  const append = async (type: string, data: Record<string, unknown>) => {
    revision += 1;
    const at = timeOf(revision);
    await consumer.handle(
      {
        id: randomUUID(),
        stream: `booking-${id}`,
        type,
        revision: BigInt(revision),
        position: BigInt(revision + 1),
        data: { booking_id: id, request_id: requestId, ...data },
        recordedAt: new Date(at),
        metadata: {
          eventId: randomUUID(),
          occurredAt: at,
          actor: { kind: 'anonymous' },
          correlationId: 'c',
          causationId: 'c',
          schemaVersion: 1,
        },
      } as RecordedEvent,
      new AbortController().signal,
    );
  };
  const history = [['BookingRequested', booking(id)] as const, ...events];
  return {
    async when(...next: [type: string, data: Record<string, unknown>][]) {
      const store = await open();
      opened.push(store);
      for (const [collection, indexes] of Object.entries(bookingsProjection.indexes ?? {}))
        await store.ensureIndexes?.(collection, indexes);
      consumer = projectionConsumer(bookingsProjection, store);
      for (const [type, data] of [...history, ...next]) await append(type, data);
      return { row: await findBooking(store, id) };
    },
  };
}

const asked = ['ChangeRequested', { changes: { passenger_count: 3 }, previous_total_fare: 30 }] as [
  string,
  Record<string, unknown>,
];

describe.each(stores)(
  'the bookings row says whether a change request waits for the operator (%s)',
  (_, open) => {
    it('is closed for a new booking', async () => {
      const { row } = await given(open).when();
      expect(row).toMatchObject({ change_request_open: false, revision: 0 });
    });

    it('opens when the customer asks, and the row follows the revision and the time of the ask', async () => {
      const { row } = await given(open).when(asked);
      expect(row).toMatchObject({ change_request_open: true, revision: 1, updated_at: timeOf(1) });
    });

    it.each([
      ['accepted', [['ChangeRequestApplied', { total_fare: 30 }]]],
      ['accepted at a higher price', [['ChangeRequestPriced', { previous_total_fare: 30, total_fare: 45 }]]],
      ['declined', [['ChangeRequestDeclined', { reason: 'No larger car free' }]]],
      ['withdrawn', [['ChangeRequestWithdrawn', {}]]],
      ['closed by the booking ending', [['ChangeRequestClosed', { closed_by: 'cancelled' }]]],
    ] as [string, [string, Record<string, unknown>][]][])(
      'closes when %s, updated at that moment',
      async (_case, answer) => {
        const { row } = await given(open, asked).when(...answer);
        expect(row).toMatchObject({ change_request_open: false, revision: 2, updated_at: timeOf(2) });
      },
    );

    it('opens again when the customer asks anew', async () => {
      const { row } = await given(open, asked, ['ChangeRequestDeclined', { reason: 'No' }]).when(asked);
      expect(row?.change_request_open).toBe(true);
    });
  },
);
