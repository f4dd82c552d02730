import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@chauffeur/eventstore';
import type { Doc } from '@chauffeur/projections';
import type { Change, ProjectionContext } from '@chauffeur/projections';
import type { Actor } from '@chauffeur/contracts';
import { notificationsProjection } from './notifications-projection';

/** Given the lookups already kept, when an event is projected: the changes it makes. */
function given(rows: Record<string, Doc> = {}) {
  const context = {
    collection: () => ({
      findOne: async (filter: { _id: string }) => rows[filter._id] ?? null,
      find: async () => [],
      count: async () => 0,
    }),
  } as unknown as ProjectionContext;
  return {
    when: async (
      type: string,
      data: Record<string, unknown>,
      actor: Actor = { kind: 'anonymous' },
    ): Promise<Change[]> =>
      notificationsProjection.project(
        {
          id: 'e1',
          stream: 's',
          type,
          revision: 0n,
          position: 1n,
          data,
          recordedAt: new Date('2026-11-23T10:00:00Z'),
          metadata: {
            eventId: 'e1',
            occurredAt: '2026-11-23T10:00:00.000Z',
            actor,
            correlationId: 'c',
            causationId: 'c',
            schemaVersion: 2,
          },
        } as RecordedEvent,
        context,
      ),
  };
}

const inserted = (changes: Change[]) =>
  changes.filter((c) => c.kind === 'insert').map((c) => (c as { doc: Doc }).doc);

describe('admin notifications keep the facts, so the web writes them in the viewer language (issue 14)', () => {
  it('keeps who booked what, when and where for a new booking, and the booking label for later', async () => {
    const changes = await given().when('BookingRequested', {
      booking_id: 'b1',
      reference: 'CH-7AKCNU',
      customer: { name: 'Jeanne Dupont', phone: '+32 2 000 00 00', email: 'j@example.com' },
      vehicle: { id: 'v1', name: 'Mercedes-Benz E-Class' },
      scheduled_time: '2026-12-01T09:30:00.000Z',
      pickup_location: { address: 'Grand-Place, 1000 Bruxelles', lat: 50.8467, lng: 4.3525 },
      dropoff_location: { address: 'Brussels Airport (BRU)', lat: 50.9, lng: 4.48 },
    });
    const [notification, label] = inserted(changes);
    expect(notification).toMatchObject({
      id: 'n-e1',
      kind: 'booking_requested',
      params: {
        customer: 'Jeanne Dupont',
        vehicle: 'Mercedes-Benz E-Class',
        scheduled_time: '2026-12-01T09:30:00.000Z',
        pickup: 'Grand-Place, 1000 Bruxelles',
        dropoff: 'Brussels Airport (BRU)',
        reference: 'CH-7AKCNU',
      },
      title: 'New booking',
      read: false,
    });
    expect(label).toMatchObject({ _id: 'b1', reference: 'CH-7AKCNU', customer: 'Jeanne Dupont' });
  });

  it('names the booking of a cancellation and a completed ride by its reference and customer', async () => {
    const rows = {
      b1: {
        _id: 'b1',
        label: 'CH-7AKCNU (Jeanne Dupont)',
        reference: 'CH-7AKCNU',
        customer: 'Jeanne Dupont',
      },
    };
    const [cancelled] = inserted(await given(rows).when('BookingCancelled', { booking_id: 'b1' }));
    expect(cancelled).toMatchObject({
      kind: 'booking_cancelled',
      params: { reference: 'CH-7AKCNU', customer: 'Jeanne Dupont' },
      message: 'Booking CH-7AKCNU (Jeanne Dupont) was cancelled.',
    });
    const [completed] = inserted(await given(rows).when('RideCompleted', { booking_id: 'b1' }));
    expect(completed).toMatchObject({ kind: 'ride_completed', params: { reference: 'CH-7AKCNU' } });
  });

  it('keeps which account raised it, so the panel does not alert an admin of their own action', async () => {
    const rows = { b1: { _id: 'b1', label: 'CH-7AKCNU', reference: 'CH-7AKCNU', customer: 'Jeanne' } };
    const admin: Actor = { kind: 'user', id: 'admin-1', email: 'a@example.be', role: 'admin' };
    const [byAdmin] = inserted(await given(rows).when('BookingCancelled', { booking_id: 'b1' }, admin));
    expect(byAdmin).toMatchObject({ kind: 'booking_cancelled', raised_by: 'admin-1' });
    const [byVisitor] = inserted(await given(rows).when('BookingCancelled', { booking_id: 'b1' }));
    expect(byVisitor).not.toHaveProperty('raised_by');
  });

  it('says when the customer cancelled through their manage link (issue 18), and only then', async () => {
    const rows = { b1: { _id: 'b1', label: 'CH-7AKCNU', reference: 'CH-7AKCNU', customer: 'Jeanne' } };
    const customer: Actor = { kind: 'customer', email: 'j@example.com' };
    const [byCustomer] = inserted(await given(rows).when('BookingCancelled', { booking_id: 'b1' }, customer));
    expect(byCustomer).toMatchObject({
      kind: 'booking_cancelled',
      params: { reference: 'CH-7AKCNU', cancelled_by: 'customer' },
      message: 'Booking CH-7AKCNU was cancelled by the customer.',
    });
    expect(byCustomer).not.toHaveProperty('raised_by');
    const admin: Actor = { kind: 'user', id: 'admin-1', email: 'a@example.be', role: 'admin' };
    const [byAdmin] = inserted(await given(rows).when('BookingCancelled', { booking_id: 'b1' }, admin));
    expect((byAdmin as unknown as { params: object }).params).not.toHaveProperty('cancelled_by');
  });

  it('keeps the sender and a preview of a contact message', async () => {
    const [message] = inserted(
      await given().when('ContactMessageReceived', {
        message_id: 'm1',
        name: 'Piet',
        email: 'piet@example.be',
        message: 'x'.repeat(200),
      }),
    );
    expect(message).toMatchObject({
      kind: 'message_received',
      params: { name: 'Piet', email: 'piet@example.be' },
    });
    expect((message as unknown as { params: { preview: string } }).params.preview).toHaveLength(140);
  });
});
