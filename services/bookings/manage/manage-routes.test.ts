import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookingStream, systemActor } from '@chauffeur/contracts';
import { handleCommand } from '@chauffeur/platform';
import { bookingDecider, type BookingCommand } from '../domain/booking-decider';
import {
  createTestApp,
  TEST_SECRET,
  DEMO_FLEET,
  E_CLASS,
  S_CLASS,
  bookWith,
  inHours,
  type TestApp,
} from '@chauffeur/api/testing';
import { manageLinkRequestsStream } from './manage-events';
import { ManageTokens } from './manage-token';
import { manageLinkMailReaction } from '../mail/manage-link-mail';

/**
 * Issue 18 points 1 and 2 through the API: the manage link shows one booking to its customer and nothing
 * else, cancels it up to the cut-off as the customer, and "Find my booking" e-mails the link only on a match.
 */
describe('the manage link (GET /api/manage/:token, cancel, find)', () => {
  let t: TestApp;
  let clock: number;
  const tokens = new ManageTokens(TEST_SECRET);
  const SITE = 'https://chauffeur.example';

  beforeEach(async () => {
    clock = Date.now();
    t = await createTestApp({ now: () => new Date(clock) });
  });
  afterEach(async () => t.close());

  const book = async (overrides: Record<string, unknown> = {}) => {
    const response = await bookWith(t, overrides);
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string; reference: string };
  };
  /** The page as a browser reading it in `language` asks for it (the booking fixture's own: Dutch). */
  const view = (token: string, language = 'nl-BE') =>
    t.app.inject({ url: `/api/manage/${token}`, headers: { 'accept-language': language } });
  const cancel = (token: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/manage/${token}/cancel`, ...(payload ? { payload } : {}) });
  const find = (reference: string, email: string, ip = '203.0.113.7') =>
    t.app.inject({
      method: 'POST',
      url: '/api/manage/find',
      payload: { reference, email },
      remoteAddress: ip,
    });
  /** The requests of one booking: on their own stream, never the booking's (decision 255). */
  const manageLinkEvents = async (id: string) => {
    const onBooking = (await t.eventStore.readStream(bookingStream(id))).filter((e) =>
      e.type.startsWith('ManageLink'),
    );
    expect(onBooking).toEqual([]);
    return (await t.eventStore.readStream(manageLinkRequestsStream(id))).filter(
      (e) => e.type === 'ManageLinkAsked',
    );
  };

  it('shows a place booked in German in the customer language, and keeps what was typed in the event', async () => {
    const typed = 'Bahnhof Brüssel-Süd, Avenue Fonsny 47B, 1060 Saint-Gilles, Belgien';
    const booking = await book({
      language: 'fr',
      pickup_location: { address: typed, lat: 50.8358, lng: 4.3364 },
    });
    const body = (await view(tokens.tokenOf(booking.id), 'fr-BE')).json();
    expect(body.pickup.address).toBe(
      'Gare de Bruxelles-Midi, Avenue Fonsny 47B, 1060 Saint-Gilles, Belgique',
    );
    expect(body.dropoff.address).toBe('Brussels Airport, 1930 Zaventem, Belgique');
    const [requested] = await t.eventStore.readStream(bookingStream(booking.id));
    expect(requested!.data).toMatchObject({ pickup_location: { address: typed } });
  });

  it("shows a German booking's places in the reader's language: Dutch in a Dutch browser (decision 305)", async () => {
    const booking = await book({ language: 'de', scheduled_time: inHours(72) });
    const token = tokens.tokenOf(booking.id);
    expect((await view(token, 'de-BE')).json()).toMatchObject({
      pickup: { address: 'Grand-Place, 1000 Brüssel, Belgien' },
    });
    expect((await view(token, 'nl-BE,nl;q=0.9,en;q=0.8')).json()).toMatchObject({
      language: 'de',
      pickup: { address: 'Grote Markt, 1000 Brussel, België' },
      dropoff: { address: 'Brussels Airport, 1930 Zaventem, België' },
    });
    // The language chosen on the site (the app's cookie) before the browser's; the cancellation's answer too.
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/manage/${token}/cancel`,
      headers: { cookie: 'i18next=fr', 'accept-language': 'nl-BE' },
    });
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      pickup: { address: 'Grand-Place, 1000 Bruxelles, Belgique' },
    });
  });

  it('shows the booking to its customer, with what they may do, and never staff-only data', async () => {
    const booking = await book({ scheduled_time: inHours(72) });
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${booking.id}/notes`,
      headers: t.adminHeaders(),
      payload: { text: 'VIP: staff-only note' },
    });
    const response = await view(tokens.tokenOf(booking.id));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({
      reference: booking.reference,
      passenger_count: 2,
      luggage_count: 2,
      flight_number: 'SN3712',
      language: 'nl',
      currency: 'EUR',
      // The S-Class of the demo fleet takes 3 passengers and 2 pieces of luggage (decision 332).
      vehicle: { name: 'Mercedes-Benz S-Class', max_passengers: 3, max_luggage: 2 },
      // Booked as "Grand-Place, 1000 Bruxelles", read in Dutch (decisions 286.1, 305).
      pickup: { address: 'Grote Markt, 1000 Brussel, België', lat: 50.8467, lng: 4.3525 },
      chauffeur: null,
      car: null,
      cancellation: null,
      can_cancel: true,
      company_phone: { display: '+32 2 000 00 00', href: 'tel:+3220000000' },
    });
    expect(body.timeline[0]).toMatchObject({ step: 'requested' });
    expect(Date.parse(body.cancel_until)).toBe(Date.parse(body.scheduled_time) - 24 * 3_600_000);
    expect(JSON.stringify(body)).not.toContain('staff-only');
    expect(body).not.toHaveProperty('notes');
  });

  it('gives what "Book again" and "Book the return ride" start from: the vehicle and the contact booked with (decision 347)', async () => {
    const booking = await book({ vehicle_id: E_CLASS, scheduled_time: inHours(72) });
    const body = (await view(tokens.tokenOf(booking.id))).json();
    expect(body.vehicle).toMatchObject({ id: E_CLASS, name: 'Mercedes-Benz E-Class' });
    // The e-mail the link is mailed to (decision 179 left it out: the wizard's contact step needs it now).
    expect(body.customer).toEqual({
      name: 'Anne Peeters',
      phone: '+32 470 12 34 56',
      email: 'anne.peeters@example.be',
    });
  });

  it("gives the booked vehicle's limits as the fleet has them now, which its change requests are checked against (decision 332)", async () => {
    const booking = await book({ vehicle_id: E_CLASS, passenger_count: 2, scheduled_time: inHours(72) });
    const token = tokens.tokenOf(booking.id);
    expect((await view(token)).json().vehicle).toEqual({
      id: E_CLASS,
      name: 'Mercedes-Benz E-Class',
      max_passengers: 3,
      max_luggage: 3,
    });
    const { id: _id, ...fields } = DEMO_FLEET.find((vehicle) => vehicle.id === E_CLASS)!;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/vehicles/${E_CLASS}`,
      headers: { ...t.adminHeaders(), 'if-match': '0' },
      payload: { ...fields, max_luggage: 1 },
    });
    expect(edited.statusCode).toBe(200);
    expect((await view(token)).json().vehicle).toMatchObject({ max_passengers: 3, max_luggage: 1 });
    // The server still refuses above them.
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/manage/${token}/change-requests`,
      payload: { passenger_count: 4 },
    });
    expect(asked.statusCode).toBe(400);
    expect(asked.json().errors).toContainEqual(expect.objectContaining({ field: 'body.passenger_count' }));
  });

  it("shows one booking's token only that booking, and a forged or unknown token 404 alike", async () => {
    const a = await book();
    const b = await book({ emergency_contact_email: 'b@example.be' });
    expect((await view(tokens.tokenOf(a.id))).json().reference).toBe(a.reference);
    expect((await view(tokens.tokenOf(b.id))).json().reference).toBe(b.reference);
    // A's signature on B's id, a tampered signature, another secret's token, an unknown booking, garbage.
    const [, signatureOfA] = tokens.tokenOf(a.id).split('.');
    const forged = [
      `${b.id}.${signatureOfA}`,
      `${tokens.tokenOf(a.id).slice(0, -2)}xx`,
      new ManageTokens('another-secret').tokenOf(a.id),
      tokens.tokenOf('00000000-0000-4000-8000-000000000000'),
      'not-a-token',
    ];
    const answers = await Promise.all(forged.map(async (token) => view(encodeURIComponent(token))));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().detail).toBe(answers[0]!.json().detail);
      expect(answer.json().code).toBe('link_not_valid');
    }
    expect((await cancel(`${b.id}.${signatureOfA}`)).statusCode).toBe(404);
  });

  it('lets the customer cancel outside the cut-off, as the customer, with an optional reason', async () => {
    const booking = await book({ scheduled_time: inHours(48) });
    const token = tokens.tokenOf(booking.id);
    const response = await cancel(token, { reason: 'Meeting moved' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'cancelled',
      can_cancel: false,
      cancellation: { by: 'you' },
    });
    expect(response.json().timeline.at(-1).step).toBe('cancelled');
    const history = await t.app.inject({
      url: `/api/admin/bookings/${booking.id}/history`,
      headers: t.adminHeaders(),
    });
    expect(history.json().items.at(-1)).toMatchObject({
      type: 'BookingCancelled',
      actor: { kind: 'customer', email: 'anne.peeters@example.be' },
      reason: 'Meeting moved',
      status_after: 'cancelled',
    });
    // Twice: already cancelled, its own message.
    const again = await cancel(token);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This booking is already cancelled.');
  });

  it('cancels without a reason, also a confirmed booking (the reason is for staff only)', async () => {
    const booking = await book({ scheduled_time: inHours(60) });
    const row = await t.app.inject({ url: `/api/admin/bookings/${booking.id}`, headers: t.adminHeaders() });
    if (row.json().status === 'pending') {
      const confirmed = await t.app.inject({
        method: 'POST',
        url: `/api/admin/bookings/${booking.id}/confirm`,
        headers: { ...t.adminHeaders(), 'if-match': `"${row.json().revision}"` },
      });
      expect(confirmed.statusCode).toBe(200);
    }
    const response = await cancel(tokens.tokenOf(booking.id));
    expect(response.statusCode).toBe(200);
    expect(response.json().timeline.map((entry: { step: string }) => entry.step)).toEqual([
      'requested',
      'confirmed',
      'cancelled',
    ]);
  });

  it('refuses inside the cut-off by the server clock, and says so on the page', async () => {
    const booking = await book({ scheduled_time: inHours(48) });
    const token = tokens.tokenOf(booking.id);
    clock += 25 * 3_600_000; // now 23 h before pickup
    expect((await view(token)).json().can_cancel).toBe(false);
    const response = await cancel(token);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(
      'This booking can no longer be cancelled online: free cancellation ends 24 hours before pickup. Please call us on +32 2 000 00 00.',
    );
    // Its code and params, for a French, Dutch or German page to say it in its language (decision 230).
    expect(response.json()).toMatchObject({
      code: 'cancel_cut_off',
      params: { count: 24, phone: '+32 2 000 00 00' },
    });
    const events = await t.eventStore.readStream(bookingStream(booking.id));
    expect(events.some((event) => event.type === 'BookingCancelled')).toBe(false);
  });

  it('refuses a ride that has started', async () => {
    const booking = await book({ scheduled_time: inHours(48) });
    const token = tokens.tokenOf(booking.id);
    clock += 47.5 * 3_600_000;
    // The chauffeur's steps straight through the decider (the staff tokens of the test app follow the real clock).
    const context = { actor: systemActor('test'), requestId: 'test-start' };
    const step = (command: BookingCommand) =>
      handleCommand(t.eventStore, {
        stream: bookingStream(booking.id),
        decider: bookingDecider,
        command,
        context,
        now: () => new Date(clock),
      });
    const events = await t.eventStore.readStream(bookingStream(booking.id));
    if (!events.some((event) => event.type === 'BookingConfirmed'))
      await step({ type: 'ConfirmBooking', bookingId: booking.id });
    await step({ type: 'StartRide', bookingId: booking.id, now: new Date(clock), startWindowHours: 2 });
    const page = (await view(token)).json();
    expect(page.status).toBe('in_progress');
    expect(page.timeline.at(-1).step).toBe('on_the_way');
    const response = await cancel(token);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('This ride has already started and can no longer be cancelled.');
    expect(response.json().code).toBe('ride_started');
  });

  it("shows the chauffeur's first name only, and the car's model, colour and plate, once assigned", async () => {
    const booking = await book({ scheduled_time: inHours(50) });
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/chauffeurs',
      headers: t.adminHeaders(),
      payload: {
        name: 'Karim Benali',
        phone: '+32 470 11 22 33',
        email: 'karim@example.be',
        languages: ['fr'],
        active: true,
      },
    });
    await t.app.inject({
      url: `/api/admin/chauffeurs?after=${added.json().position}`,
      headers: t.adminHeaders(),
    });
    const revision = (await t.eventStore.readStream(bookingStream(booking.id))).at(-1)!.revision;
    const assigned = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/bookings/${booking.id}/chauffeur`,
      headers: { ...t.adminHeaders(), 'if-match': `"${revision}"` },
      payload: { chauffeur_id: added.json().id },
    });
    expect(assigned.statusCode).toBe(200);
    const car = await t.app.inject({
      method: 'POST',
      url: `/api/admin/vehicles/${S_CLASS}/cars`,
      headers: t.adminHeaders(),
      payload: { plate: '1-ABC-123', colour: 'Dark blue', active: true },
    });
    expect(car.statusCode).toBe(201);
    const carAssigned = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/bookings/${booking.id}/car`,
      headers: { ...t.adminHeaders(), 'if-match': `"${assigned.json().revision}"` },
      payload: { car_id: car.json().id },
    });
    expect(carAssigned.statusCode).toBe(200);
    const body = (await view(tokens.tokenOf(booking.id))).json();
    expect(body.chauffeur).toEqual({ first_name: 'Karim' });
    // A listed colour saved in English, read in Dutch (decisions 286.2, 305).
    expect(body.car).toEqual({ model: 'Mercedes-Benz S-Class', colour: 'Donkerblauw', plate: '1-ABC-123' });
    expect(JSON.stringify(body)).not.toContain('Benali');
    expect(JSON.stringify(body)).not.toContain('470 11 22 33');
    expect(body.timeline.map((entry: { step: string }) => entry.step)).toContain('chauffeur_assigned');
  });

  it('answers 202 alike for a match and no match, and e-mails the link only on a match', async () => {
    const booking = await book({ language: 'fr' });
    const answers = await Promise.all([
      find(booking.reference.toLowerCase(), ' Anne.Peeters@example.be '),
      find(booking.reference, 'someone.else@example.be', '203.0.113.8'),
      find('CH-ZZZZZZ', 'anne.peeters@example.be', '203.0.113.9'),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(202);
      expect(answer.body).toBe(answers[0]!.body);
    }
    const requested = await manageLinkEvents(booking.id);
    expect(requested).toHaveLength(1);
    expect(requested[0]!.metadata.actor).toEqual({ kind: 'anonymous' });
    const mails = await manageLinkMailReaction({ secret: TEST_SECRET, siteUrl: SITE }).mails(
      requested[0]!,
      t.eventStore,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'anne.peeters@example.be' });
    expect(mails[0]!.subject).toBe(`Votre réservation ${booking.reference} – votre lien`);
    // In the booking's language (French), whatever the browser reading the mail prefers.
    const link = `${SITE}/booking/${encodeURIComponent(tokens.tokenOf(booking.id))}?lng=fr`;
    expect(mails[0]!.text).toContain(link);
    expect(mails[0]!.html).toContain(link);
  });

  it('limits finds per reference and per address, with Retry-After', async () => {
    const booking = await book();
    for (let i = 0; i < 3; i++)
      expect((await find(booking.reference, 'x@example.be', `198.51.100.${i}`)).statusCode).toBe(202);
    const fourth = await find(booking.reference, 'x@example.be', '198.51.100.99');
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    clock += 60 * 60_000;
    expect((await find(booking.reference, 'x@example.be', '198.51.100.99')).statusCode).toBe(202);
  });
});

describe('the manage routes at the real per-address limits', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ publicRateLimitScale: 1 });
  });
  afterEach(async () => t.close());

  it('answers 429 with Retry-After past the limit of each manage route', async () => {
    const tokens = new ManageTokens(TEST_SECRET);
    const token = tokens.tokenOf('00000000-0000-4000-8000-000000000000');
    const cases = [
      { method: 'GET' as const, url: `/api/manage/${token}`, limit: 60 },
      { method: 'POST' as const, url: `/api/manage/${token}/cancel`, limit: 10 },
      // Decision 337: the calendar file, at the limit of every route under /api/manage/ without its own.
      { method: 'GET' as const, url: `/api/manage/${token}/calendar.ics`, limit: 30 },
      // Each find names another reference: the per-reference brake is the other test's.
      { method: 'POST' as const, url: '/api/manage/find', limit: 5, payload: { email: 'a@example.be' } },
    ];
    let references = 0;
    const withReference = (request: { payload?: { email: string } }) =>
      request.payload ? { payload: { ...request.payload, reference: `CH-TEST${references++}` } } : {};
    for (const { limit, ...request } of cases) {
      for (let i = 0; i < limit; i++) {
        const answer = await t.app.inject({
          ...request,
          ...withReference(request),
          remoteAddress: '192.0.2.1',
        });
        expect(answer.statusCode).not.toBe(429);
      }
      const refused = await t.app.inject({
        ...request,
        ...withReference(request),
        remoteAddress: '192.0.2.1',
      });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toMatchObject({
        code: 'too_many_requests',
        params: { count: Number(refused.headers['retry-after']) },
      });
      // Another address is not held back.
      const other = await t.app.inject({ ...request, ...withReference(request), remoteAddress: '192.0.2.2' });
      expect(other.statusCode).not.toBe(429);
    }
  });
});
