import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookingStream, type BookingRequestedV1Data } from '@chauffeur/contracts';
import { bookingMails } from '../mail/booking-mails';
import { TEST_MAIL_LINKS } from '../mail/testing';
import { createTestApp, type TestApp } from '@chauffeur/api/testing';
import { S_CLASS, act } from '@chauffeur/api/testing';

/** A BookingRequested exactly as version 1 stored it: the customer in SPEC 3's emergency_contact fields. */
const v1Booking = (bookingId: string): BookingRequestedV1Data => ({
  booking_id: bookingId,
  reference: 'CH-V1V1V1',
  pickup_location: { address: 'Grand-Place, 1000 Bruxelles, Belgium', lat: 50.8467, lng: 4.3525 },
  dropoff_location: { address: 'Brussels Airport, 1930 Zaventem, Belgium', lat: 50.9014, lng: 4.4844 },
  scheduled_time: new Date(Date.now() + 72 * 3_600_000).toISOString(),
  vehicle: { id: S_CLASS, name: 'Mercedes S-Class', type: 'luxury', price_per_km: 3.2 },
  passenger_count: 2,
  luggage_count: 1,
  flight_number: null,
  is_round_trip: false,
  emergency_contact_name: 'Marc Dupont',
  emergency_contact_phone: '+32 478 00 11 22',
  emergency_contact_email: 'marc.dupont@example.be',
  language: 'fr',
  distance_km: 14.2,
  estimated_duration_minutes: 22,
  route_source: 'estimate',
  base_fare: 0,
  distance_fare: 45.44,
  total_fare: 45.44,
});

describe('a booking stored as BookingRequested v1 (event versioning)', () => {
  let t: TestApp;
  let id: string;
  beforeEach(async () => {
    t = await createTestApp();
    id = randomUUID();
    // A raw v1 row, as an older release wrote it.
    const { position } = await t.eventStore.append(
      bookingStream(id),
      [
        {
          type: 'BookingRequested',
          data: v1Booking(id),
          metadata: {
            eventId: randomUUID(),
            occurredAt: new Date().toISOString(),
            actor: { kind: 'anonymous' },
            correlationId: 'v1',
            causationId: 'v1',
            schemaVersion: 1,
          },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    await t.runner.waitFor(position, { timeoutMs: 5000 });
  });
  afterEach(async () => t.close());
  const get = (url: string) => t.app.inject({ url, headers: t.adminHeaders() });

  it('replays into the current read models: the bookings row keeps SPEC 3 names, the bell names the customer', async () => {
    const row = (await get(`/api/admin/bookings/${id}`)).json();
    expect(row).toMatchObject({
      id,
      status: 'pending',
      emergency_contact_name: 'Marc Dupont',
      emergency_contact_phone: '+32 478 00 11 22',
      emergency_contact_email: 'marc.dupont@example.be',
    });
    expect(row).not.toHaveProperty('customer');
    const notifications = JSON.stringify((await get('/api/admin/notifications')).json());
    expect(notifications).toContain('Marc Dupont booked the Mercedes S-Class');
  });

  it('the decider folds it (the booking can be confirmed) and the history reads it', async () => {
    const confirmed = await act(t, id, 'confirm', 0);
    expect(confirmed.statusCode).toBe(200);
    const history = (await get(`/api/admin/bookings/${id}/history`)).json();
    expect(history).toMatchObject({ reference: 'CH-V1V1V1' });
    expect(history.items.map((item: { type: string }) => item.type)).toEqual([
      'BookingRequested',
      'BookingConfirmed',
    ]);
  });

  it('reads as v2 for every reader, and the mails address the v1 customer', async () => {
    const [event] = await t.eventStore.readStream(bookingStream(id));
    expect(event!.metadata.schemaVersion).toBe(2);
    expect(event!.data).toMatchObject({
      customer: { name: 'Marc Dupont', phone: '+32 478 00 11 22', email: 'marc.dupont@example.be' },
    });
    expect(event!.data).not.toHaveProperty('emergency_contact_name');
    const mails = await bookingMails(event!, t.eventStore, TEST_MAIL_LINKS);
    expect(mails[0]).toMatchObject({ to: 'marc.dupont@example.be' });
    expect(mails[1]).toMatchObject({ replyTo: 'marc.dupont@example.be' });
  });
});
