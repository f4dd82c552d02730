import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ANONYMOUS, bookingStream } from '@chauffeur/contracts';
import { act, bookWith, createTestApp, TEST_SECRET, type TestApp } from '@chauffeur/api/testing';
import { manageLinkMailReaction } from '../mail/manage-link-mail';
import { manageLinkRequestsStream } from './manage-events';

/**
 * Decision 255 through the API: a "Find my booking" request is recorded on the booking's requests stream,
 * so an admin who has the booking open acts on it without a 409, and the booking's history still shows
 * each request. A request written on the booking's own stream before (existing logs) reads as it did.
 */
describe('"Find my booking" leaves the admin’s open booking current', () => {
  let t: TestApp;
  const SITE = 'https://chauffeur.example';

  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());

  const book = async () => {
    const response = await bookWith(t);
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string; reference: string };
  };
  /** The admin's booking page, once the read side has everything so far. */
  const adminRow = async (id: string) => {
    const head = (await t.eventStore.head())!.position;
    const answer = await t.app.inject({
      url: `/api/admin/bookings/${id}?after=${head}`,
      headers: t.adminHeaders(),
    });
    return answer.json() as { revision: number; status: string };
  };
  const history = async (id: string) =>
    (await t.app.inject({ url: `/api/admin/history/booking-${id}`, headers: t.adminHeaders() })).json<{
      items: { type: string; actor: unknown }[];
    }>().items;
  const find = (reference: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/manage/find',
      payload: { reference, email: 'anne.peeters@example.be' },
    });

  it('confirms with the revision the admin opened, though the customer asked for their link meanwhile', async () => {
    const booking = await book();
    const opened = await adminRow(booking.id);

    expect((await find(booking.reference)).statusCode).toBe(202);
    const confirmed = await act(t, booking.id, 'confirm', opened.revision);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await adminRow(booking.id)).status).toBe('confirmed');

    // The history (newest first) still shows the request, by a visitor, between the booking and its
    // confirmation.
    const items = await history(booking.id);
    expect(items.map((item) => item.type)).toEqual([
      'BookingConfirmed',
      'ManageLinkAsked',
      'BookingRequested',
    ]);
    expect(items[1]!.actor).toEqual({ kind: 'anonymous' });
    // Each request is e-mailed, to the booking's address.
    const [asked] = await t.eventStore.readStream(manageLinkRequestsStream(booking.id));
    const mails = await manageLinkMailReaction({ secret: TEST_SECRET, siteUrl: SITE }).mails(
      asked!,
      t.eventStore,
    );
    expect(mails.map((mail) => mail.to)).toEqual(['anne.peeters@example.be']);
  });

  it('reads a request an older version wrote on the booking’s stream as before: row, history and e-mail', async () => {
    const booking = await book();
    // As logs written before decision 255 hold it.
    await t.eventStore.append(
      bookingStream(booking.id),
      [
        {
          type: 'ManageLinkRequested',
          data: { booking_id: booking.id },
          metadata: {
            eventId: crypto.randomUUID(),
            occurredAt: new Date().toISOString(),
            actor: ANONYMOUS,
            correlationId: 'legacy',
            causationId: 'legacy',
          },
        },
      ],
      { expectedRevision: 0n },
    );
    const row = await adminRow(booking.id);
    expect(row.revision).toBe(1);
    expect((await act(t, booking.id, 'confirm', row.revision)).statusCode).toBe(200);
    expect((await history(booking.id)).map((item) => item.type)).toEqual([
      'BookingConfirmed',
      'ManageLinkRequested',
      'BookingRequested',
    ]);
    const legacy = (await t.eventStore.readStream(bookingStream(booking.id)))[1]!;
    const mails = await manageLinkMailReaction({ secret: TEST_SECRET, siteUrl: SITE }).mails(
      legacy,
      t.eventStore,
    );
    expect(mails.map((mail) => mail.to)).toEqual(['anne.peeters@example.be']);
  });
});
