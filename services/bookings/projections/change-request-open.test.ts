import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@chauffeur/eventstore';
import { MemoryReadStore, projectionConsumer } from '@chauffeur/projections';
import { bookingsProjection } from './bookings-projection';
import { findBooking } from './booking-queries';
import { bookingRequested as booking } from './booking-requested.fixture';

/*
 * Decision 319: the admin list marks a booking whose customer's change request waits for the operator. The
 * row says so from the customer's ask until the operator answers, the customer withdraws or the booking ends.
 */

/** Given a booking and its stream's events so far, when the next ones are projected: its row. */
function given(...events: [type: string, data: Record<string, unknown>][]) {
  const id = randomUUID();
  const requestId = randomUUID();
  const store = new MemoryReadStore();
  const consumer = projectionConsumer(bookingsProjection, store);
  let revision = -1;
  const append = async (type: string, data: Record<string, unknown>) => {
    revision += 1;
    const at = new Date(Date.UTC(2026, 2, 1, 10, revision)).toISOString();
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
      for (const [type, data] of [...history, ...next]) await append(type, data);
      return { row: await findBooking(store, id) };
    },
  };
}

const asked = ['ChangeRequested', { changes: { passenger_count: 3 }, previous_total_fare: 30 }] as [
  string,
  Record<string, unknown>,
];

describe('the bookings row says whether a change request waits for the operator (decision 319)', () => {
  it('is closed for a new booking', async () => {
    const { row } = await given().when();
    expect(row).toMatchObject({ change_request_open: false, revision: 0 });
  });

  it('opens when the customer asks, and the row follows the revision', async () => {
    const { row } = await given().when(asked);
    expect(row).toMatchObject({ change_request_open: true, revision: 1 });
  });

  it.each([
    ['accepted', [['ChangeRequestApplied', { total_fare: 30 }]]],
    ['accepted at a higher price', [['ChangeRequestPriced', { previous_total_fare: 30, total_fare: 45 }]]],
    ['declined', [['ChangeRequestDeclined', { reason: 'No larger car free' }]]],
    ['withdrawn', [['ChangeRequestWithdrawn', {}]]],
    ['closed by the booking ending', [['ChangeRequestClosed', { closed_by: 'cancelled' }]]],
  ] as [string, [string, Record<string, unknown>][]][])('closes when %s', async (_case, answer) => {
    const { row } = await given(asked).when(...answer);
    expect(row).toMatchObject({ change_request_open: false, revision: 2 });
  });

  it('opens again when the customer asks anew', async () => {
    const { row } = await given(asked, ['ChangeRequestDeclined', { reason: 'No' }]).when(asked);
    expect(row?.change_request_open).toBe(true);
  });
});
