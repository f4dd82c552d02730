import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_SECRET, type TestApp } from '@chauffeur/api/testing';
import { AIRPORT, GRAND_PLACE, S_CLASS, bookWith, bookingBody, inHours } from '@chauffeur/api/testing';
import { signQuote, type QuotePayload } from '../commands/quote-token';
import { bookingMails } from '../mail/booking-mails';
import { TEST_MAIL_LINKS } from '../mail/testing';

/**
 * Issue 17 point 5: staff enter a phone booking (decision 133). The same request and rules as the wizard,
 * priced by the server, with the admin as the actor, confirmed at once, and the customer e-mailed.
 */
describe('admin phone bookings: POST /api/admin/bookings', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());

  const phoneBook = (body: Record<string, unknown>, headers: Record<string, string> = t.adminHeaders()) =>
    t.app.inject({ method: 'POST', url: '/api/admin/bookings', payload: body, headers });
  const streamOf = (id: string) => t.eventStore.readStream(`booking-${id}`);
  const changeSettings = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { ...t.adminHeaders(), 'if-match': '-1' },
      payload,
    });

  it('prices it as the wizard does (ignoring a fare sent), with the admin as actor, confirmed by them', async () => {
    const online = (await bookWith(t)).json();
    const created = await phoneBook(bookingBody({ total_fare: 1, distance_fare: 1, distance_km: 0.3 }));
    expect(created.statusCode).toBe(201);
    const answer = created.json();
    expect(answer.reference).toMatch(/^CH-[A-Z0-9]{6}$/);
    // The same trip and vehicle as the wizard's booking: the same server price, not the 1 € sent.
    expect(answer.total_fare).toBe(online.total_fare);
    expect(answer.total_fare).toBeGreaterThan(10);
    expect(answer.revision).toBe(1);

    const events = await streamOf(answer.id);
    expect(events.map((event) => event.type)).toEqual(['BookingRequested', 'BookingConfirmed']);
    for (const event of events)
      expect(event.metadata.actor).toMatchObject({ kind: 'user', email: 'admin@example.com', role: 'admin' });
    expect(events[0]!.data).toMatchObject({ total_fare: online.total_fare, reference: answer.reference });

    const row = await t.app.inject({
      url: `/api/admin/bookings/${answer.id}?after=${answer.position}`,
      headers: t.adminHeaders(),
    });
    expect(row.json()).toMatchObject({ status: 'confirmed', total_fare: online.total_fare });
  });

  /** A quote of the trip as the form asks it, and what its token signs (to sign it again as a test needs). */
  const phoneQuote = async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: { pickup: GRAND_PLACE, dropoff: AIRPORT, language: 'nl' },
    });
    const q = answer.json<{
      quote_token: string;
      pickup: object;
      dropoff: object;
      vehicles: { vehicle: { id: string }; total_fare: number }[];
    }>();
    const signed = JSON.parse(
      Buffer.from(q.quote_token.split('.')[1]!, 'base64url').toString(),
    ) as QuotePayload;
    return { ...q, signed, fare: q.vehicles.find((v) => v.vehicle.id === S_CLASS)!.total_fare };
  };
  /** The token of a quote read out more than 30 minutes ago, of `total` for the S-Class (today's by default). */
  const expiredToken = (signed: QuotePayload, total?: number) =>
    signQuote(TEST_SECRET, {
      ...signed,
      exp: Date.now() - 1000,
      vehicles: signed.vehicles.map((entry) =>
        entry[0] === S_CLASS && total !== undefined ? [entry[0], entry[1], total] : entry,
      ) as QuotePayload['vehicles'],
    });
  const booked = async () =>
    (await t.eventStore.readAll()).filter((e) => e.type === 'BookingRequested').length;

  it('charges the price the operator read out, its quote older than 30 minutes, while the trip still costs that (decision 276)', async () => {
    const q = await phoneQuote();
    const created = await phoneBook(
      bookingBody({
        pickup_location: q.pickup,
        dropoff_location: q.dropoff,
        quote_token: expiredToken(q.signed),
      }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().total_fare).toBe(q.fare);
  });

  it('refuses a quote read out before the price changed with 409 and today’s price, booking nothing (decision 276)', async () => {
    const q = await phoneQuote();
    const body = bookingBody({
      pickup_location: q.pickup,
      dropoff_location: q.dropoff,
      quote_token: expiredToken(q.signed, q.fare - 10),
    });
    const refused = await phoneBook(body);
    expect(refused.statusCode).toBe(409);
    const fare = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(q.fare);
    expect(refused.json()).toMatchObject({
      code: 'quote_price_changed',
      params: { fare: q.fare, currency: 'EUR' },
      detail: `The price has changed since it was quoted: it is now ${fare}. Please tell the customer the new price and book again.`,
    });
    expect(await booked()).toBe(0);

    // The quote asked again: its token books at today's price, with the same form (and its key).
    const again = await phoneQuote();
    const created = await phoneBook({ ...body, quote_token: again.quote_token });
    expect(created.statusCode).toBe(201);
    expect(created.json().total_fare).toBe(q.fare);

    // A token the server did not sign is refused as in the wizard, whatever its age.
    const forged = `${again.quote_token.slice(0, -4)}AAAA`;
    const tampered = await phoneBook({ ...body, quote_token: forged });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().errors).toEqual([
      { field: 'body.quote_token', message: expect.stringMatching(/not valid/) },
    ]);
    expect(await booked()).toBe(1);
  });

  it('e-mails the customer its confirmation only (not "received" a moment before) and the company, in the language given', async () => {
    const { id } = (await phoneBook(bookingBody({ language: 'fr' }))).json();
    const [requested, confirmed] = await streamOf(id);
    // Decision 277: confirmed in the same request, so no "bien reçue… la confirmerons très rapidement".
    const onRequest = await bookingMails(requested!, t.eventStore, TEST_MAIL_LINKS);
    expect(onRequest).toHaveLength(1);
    expect(onRequest[0]!.to).not.toBe('anne.peeters@example.be');
    const onConfirm = await bookingMails(confirmed!, t.eventStore, TEST_MAIL_LINKS);
    expect(onConfirm).toHaveLength(1);
    expect(onConfirm[0]).toMatchObject({
      to: 'anne.peeters@example.be',
      subject: expect.stringMatching(/^Votre réservation CH-[A-Z0-9]{6} est confirmée$/),
    });
    // Days ahead: the free cancellation of the settings is promised.
    expect(onConfirm[0]!.text).toContain(
      'Annulation gratuite jusqu’à 24\u00a0heures avant la prise en charge.',
    );
  });

  it('promises no free cancellation for a ride inside its window, and says the hours of the settings', async () => {
    expect((await changeSettings({ booking_lead_time_hours: 1 })).statusCode).toBe(200);
    const hours = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { ...t.adminHeaders(), 'if-match': '0' },
      payload: { free_cancellation_hours: 48 },
    });
    expect(hours.statusCode).toBe(200);
    const soon = (await phoneBook(bookingBody({ language: 'fr', scheduled_time: inHours(2) }))).json();
    const [, confirmed] = await streamOf(soon.id);
    const [mail] = await bookingMails(confirmed!, t.eventStore, TEST_MAIL_LINKS);
    expect(mail!.text).not.toContain('Annulation gratuite');
    // Nor an offer to change or cancel online, which the manage page would refuse: only to see it.
    expect(mail!.text).not.toContain('modifiez ou annulez');
    expect(mail!.text).toContain('Consultez votre réservation');

    const later = (await phoneBook(bookingBody({ language: 'fr', scheduled_time: inHours(72) }))).json();
    const [, laterConfirmed] = await streamOf(later.id);
    const [laterMail] = await bookingMails(laterConfirmed!, t.eventStore, TEST_MAIL_LINKS);
    expect(laterMail!.text).toContain('Annulation gratuite jusqu’à 48\u00a0heures avant la prise en charge.');
  });

  it('keeps the wizard’s rules: too many passengers, too soon, a missing field or an unknown vehicle are 4xx', async () => {
    const tooMany = await phoneBook(bookingBody({ passenger_count: 9 }));
    expect(tooMany.statusCode).toBe(400);
    const tooSoon = await phoneBook(bookingBody({ scheduled_time: inHours(0.1) }));
    expect(tooSoon.statusCode).toBe(400);
    expect(JSON.stringify(tooSoon.json().errors)).toContain('scheduled_time');
    const missing = await phoneBook({ ...bookingBody(), emergency_contact_phone: undefined });
    expect(missing.statusCode).toBe(400);
    const vehicle = await phoneBook(bookingBody({ vehicle_id: '00000000-0000-4000-8000-000000000000' }));
    expect(vehicle.statusCode).toBe(400);
    expect(vehicle.json().errors).toEqual([{ field: 'body.vehicle_id', message: 'Vehicle not found' }]);
    expect((await t.eventStore.readAll()).filter((e) => e.type === 'BookingRequested')).toHaveLength(0);
  });

  it('is for staff only: 401 without a session, 403 for a customer', async () => {
    expect((await phoneBook(bookingBody(), {})).statusCode).toBe(401);
    const customer = { authorization: `Bearer ${t.token('user')}` };
    expect((await phoneBook(bookingBody(), customer)).statusCode).toBe(403);
    expect((await t.eventStore.readAll()).filter((e) => e.type === 'BookingRequested')).toHaveLength(0);
  });

  it('still takes the call while online booking is paused for maintenance', async () => {
    expect((await changeSettings({ maintenance_mode: true })).statusCode).toBe(200);
    expect((await bookWith(t)).statusCode).toBe(409);
    expect((await phoneBook(bookingBody())).statusCode).toBe(201);
  });

  it('answers a retry with the same Idempotency-Key with the first booking', async () => {
    const key = { ...t.adminHeaders(), 'idempotency-key': 'phone-booking-0001' };
    const body = bookingBody();
    const first = await phoneBook(body, key);
    const again = await phoneBook(body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await t.eventStore.readAll()).filter((e) => e.type === 'BookingRequested')).toHaveLength(1);
  });
});
