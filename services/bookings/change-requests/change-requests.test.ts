import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_SECRET, type TestApp } from '@chauffeur/api/testing';
import {
  AIRPORT,
  CENTRE_AIRPORT,
  GRAND_PLACE,
  S_CLASS,
  act,
  bookWith,
  enoughCars,
  inHours,
  setZoneFares,
} from '@chauffeur/api/testing';
import { ManageTokens } from '../manage/manage-token';
import { changeRequestMailReaction } from '../mail/change-request-mails';

/**
 * Issue 18 point 2: a customer asks through the manage link to change their booking; the operator accepts
 * (re-priced by the server) or declines; a higher price applies only once the customer confirms it.
 */
describe('change requests through the manage link', () => {
  let t: TestApp;
  /** The server's clock (injected): a test may move it past a pickup time. */
  let clock: number;
  const tokens = new ManageTokens(TEST_SECRET);
  beforeEach(async () => {
    clock = Date.now();
    t = await createTestApp({ now: () => new Date(clock) });
    await enoughCars(t);
  });
  afterEach(async () => t.close());

  const book = async (hours = 72) => (await bookWith(t, { scheduled_time: inHours(hours) })).json();
  const ask = (id: string, payload: Record<string, unknown>, token = tokens.tokenOf(id)) =>
    t.app.inject({ method: 'POST', url: `/api/manage/${token}/change-requests`, payload });
  const customer = (id: string, rid: string, step: 'confirm' | 'withdraw') =>
    t.app.inject({ method: 'POST', url: `/api/manage/${tokens.tokenOf(id)}/change-requests/${rid}/${step}` });
  const admin = (id: string, rid: string, step: 'accept' | 'decline', payload?: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${id}/change-requests/${rid}/${step}`,
      headers: t.adminHeaders(),
      ...(payload ? { payload } : {}),
    });
  const requestsOf = async (id: string) =>
    (await t.app.inject({ url: `/api/manage/${tokens.tokenOf(id)}/change-requests` })).json().change_requests;
  const typesOf = async (id: string) => (await t.eventStore.readStream(`booking-${id}`)).map((e) => e.type);
  /** The operator changes the fare table after the booking was made: a change is priced at today's fares. */
  const setFare = (price: number) => setZoneFares(t, CENTRE_AIRPORT, [{ vehicle_id: S_CLASS, price }]);
  /** One setting, at the settings' revision (-1: none set yet). */
  const setSetting = async (payload: Record<string, unknown>, revision = '-1') => {
    const answer = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { ...t.adminHeaders(), 'if-match': revision },
      payload,
    });
    expect(answer.statusCode, answer.body).toBe(200);
  };

  it('records the request as the customer, and applies it at once when accepted at a price not higher', async () => {
    const booked = await book();
    // The fare table went down since: the lower price applies with the change, nothing to confirm.
    await setFare(booked.total_fare - 10);
    const asked = await ask(booked.id, { passenger_count: 3, flight_number: 'LH1234' });
    expect(asked.statusCode).toBe(201);
    const rid = asked.json().id;
    const [, requested] = await t.eventStore.readStream(`booking-${booked.id}`);
    expect(requested!.type).toBe('ChangeRequested');
    expect(requested!.metadata.actor).toEqual({ kind: 'customer', email: 'anne.peeters@example.be' });
    expect(requested!.data).toMatchObject({ changes: { passenger_count: 3, flight_number: 'LH1234' } });
    expect(await requestsOf(booked.id)).toMatchObject([{ id: rid, state: 'open', total_fare: null }]);

    const accepted = await admin(booked.id, rid, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(await typesOf(booked.id)).toEqual([
      'BookingRequested',
      'ChangeRequested',
      'ChangeRequestApplied',
      'BookingChanged',
    ]);
    const row = (
      await t.app.inject({
        url: `/api/admin/bookings/${booked.id}?after=${accepted.json().position}`,
        headers: t.adminHeaders(),
      })
    ).json();
    const lower = booked.total_fare - 10;
    expect(row).toMatchObject({ passenger_count: 3, flight_number: 'LH1234', total_fare: lower });
    expect(await requestsOf(booked.id)).toMatchObject([{ state: 'applied', total_fare: lower }]);
    // The booking now holds the asked values: the admin's list keeps what it had before, for "2 → 3"
    // (decision 288), from the change's own event.
    const listed = await t.app.inject({
      url: `/api/admin/bookings/${booked.id}/change-requests`,
      headers: t.adminHeaders(),
    });
    expect(listed.json().change_requests).toEqual([
      expect.objectContaining({
        state: 'applied',
        changes: { passenger_count: 3, flight_number: 'LH1234' },
        previous: { passenger_count: 2, flight_number: 'SN3712' },
      }),
    ]);

    // The history tells who did what: the customer asked, the admin accepted.
    const history = (
      await t.app.inject({ url: `/api/admin/history/booking-${booked.id}`, headers: t.adminHeaders() })
    ).json();
    const actors = JSON.stringify(history);
    expect(actors).toContain('anne.peeters@example.be');
    expect(actors).toContain('admin@example.com');
  });

  it("the admin confirms a booking whose customer asked for a change and for their link: the page's revision follows the stream", async () => {
    const booked = await book();
    expect((await ask(booked.id, { passenger_count: 3 })).statusCode).toBe(201);
    // "Find my booking": anyone with the reference and e-mail records a request, on its own stream since
    // decision 255 (the booking's revision stays).
    const found = await t.app.inject({
      method: 'POST',
      url: '/api/manage/find',
      payload: { reference: booked.reference, email: 'anne.peeters@example.be' },
    });
    expect(found.statusCode).toBe(202);
    expect(await typesOf(booked.id)).toEqual(['BookingRequested', 'ChangeRequested']);
    // The admin's page, once the read side has the last event, shows the revision the confirm sends back.
    const head = (await t.eventStore.head())!.position;
    const row = (
      await t.app.inject({ url: `/api/admin/bookings/${booked.id}?after=${head}`, headers: t.adminHeaders() })
    ).json();
    expect(row.revision).toBe(1);
    const confirmed = await act(t, booked.id, 'confirm', row.revision);
    expect(confirmed.statusCode).toBe(200);
    expect((await typesOf(booked.id)).at(-1)).toBe('BookingConfirmed');
  });

  it('a booking that ends closes its waiting request, by who ended it: the admin sees it closed and cannot accept it (coded 409)', async () => {
    const booked = await book();
    const rid = (await ask(booked.id, { scheduled_time: inHours(74) })).json().id;
    // The customer cancels on the manage page with the request still open.
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/manage/${tokens.tokenOf(booked.id)}/cancel`,
      payload: { reason: 'Vlucht verplaatst' },
    });
    expect(cancelled.statusCode).toBe(200);
    const stream = await t.eventStore.readStream(`booking-${booked.id}`);
    expect(stream.map((e) => e.type)).toEqual([
      'BookingRequested',
      'ChangeRequested',
      'BookingCancelled',
      'ChangeRequestClosed',
    ]);
    // In the cancellation's append, by its actor, with why.
    const closed = stream.at(-1)!;
    expect(closed.metadata.actor).toEqual({ kind: 'customer', email: 'anne.peeters@example.be' });
    expect(closed.metadata.correlationId).toBe(stream.at(-2)!.metadata.correlationId);
    expect(closed.data).toEqual({ booking_id: booked.id, request_id: rid, closed_by: 'cancelled' });

    const list = await t.app.inject({
      url: `/api/admin/bookings/${booked.id}/change-requests`,
      headers: t.adminHeaders(),
    });
    expect(list.json().change_requests).toMatchObject([{ id: rid, state: 'closed', closed_by: 'cancelled' }]);
    // Accepting it anyway (a page left open) is refused with a code the panel words in its language.
    const accepted = await admin(booked.id, rid, 'accept');
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json()).toMatchObject({ code: 'change_request_closed' });
    expect((await admin(booked.id, rid, 'decline', { reason: 'Too late' })).json()).toMatchObject({
      code: 'change_request_closed',
    });
    expect(await typesOf(booked.id)).toHaveLength(4);
  });

  it('a request still waiting when the pickup time comes reads as expired to both sides, and nobody may answer it', async () => {
    // Changes may be asked up to the pickup itself, and a ride two hours away booked.
    await setSetting({ booking_lead_time_hours: 0 });
    await setSetting({ free_cancellation_hours: 0 }, '0');
    const booked = await book(2);
    const rid = (await ask(booked.id, { passenger_count: 3 })).json().id;
    const adminList = async () =>
      (
        await t.app.inject({
          url: `/api/admin/bookings/${booked.id}/change-requests`,
          headers: t.adminHeaders(),
        })
      ).json().change_requests;
    expect(await adminList()).toMatchObject([{ id: rid, state: 'open' }]);
    const [first] = await t.eventStore.readStream(`booking-${booked.id}`);
    const pickup = (first!.data as { scheduled_time: string }).scheduled_time;
    // Nobody answered it, and the pickup time passes: no event is written, the clock says it.
    clock = Date.parse(pickup) + 60_000;
    const expired = { id: rid, state: 'expired', answered_at: pickup };
    expect(await requestsOf(booked.id)).toMatchObject([expired]);
    expect(await adminList()).toMatchObject([expired]);
    // A page left open is refused with the request's own reason, in a code each side words.
    for (const answer of [
      await admin(booked.id, rid, 'accept'),
      await admin(booked.id, rid, 'decline', { reason: 'Too late' }),
      await customer(booked.id, rid, 'withdraw'),
    ]) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ code: 'change_request_expired' });
    }
    expect(await typesOf(booked.id)).toEqual(['BookingRequested', 'ChangeRequested']);
    // The booking's next step closes it, and says why.
    expect((await act(t, booked.id, 'cancel', 1)).statusCode).toBe(200);
    expect(await adminList()).toMatchObject([{ id: rid, state: 'closed', closed_by: 'cancelled' }]);
  });

  it('a request priced and waiting for the customer is closed when the admin deletes the booking', async () => {
    const booked = await book();
    await setFare(booked.total_fare + 40);
    const rid = (await ask(booked.id, { passenger_count: 3 })).json().id;
    expect((await admin(booked.id, rid, 'accept')).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/bookings/${booked.id}`,
      headers: { ...t.adminHeaders(), 'if-match': '"2"' },
    });
    expect(deleted.statusCode).toBe(200);
    const closed = (await t.eventStore.readStream(`booking-${booked.id}`)).at(-1)!;
    expect(closed.type).toBe('ChangeRequestClosed');
    expect(closed.data).toMatchObject({ request_id: rid, closed_by: 'deleted' });
    expect(closed.metadata.actor).toMatchObject({ kind: 'user', email: 'admin@example.com' });
  });

  it("a deleted booking's link shows and takes no change request: the same 404 as a forged link", async () => {
    const booked = await book();
    const rid = (await ask(booked.id, { passenger_count: 3 })).json().id;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/bookings/${booked.id}`,
      headers: { ...t.adminHeaders(), 'if-match': '"1"' },
    });
    expect(deleted.statusCode).toBe(200);
    const types = await typesOf(booked.id);
    const token = tokens.tokenOf(booked.id);
    for (const answer of [
      await t.app.inject({ url: `/api/manage/${token}/change-requests` }),
      await ask(booked.id, { passenger_count: 1 }),
      await customer(booked.id, rid, 'confirm'),
      await customer(booked.id, rid, 'withdraw'),
    ]) {
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'link_not_valid' });
      expect(answer.json()).not.toHaveProperty('change_requests');
    }
    expect(await typesOf(booked.id)).toEqual(types);
  });

  it('the admin changing a cancelled booking is refused with a coded 409', async () => {
    const booked = await book();
    expect((await act(t, booked.id, 'cancel', 0)).statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/bookings/${booked.id}`,
      headers: { ...t.adminHeaders(), 'if-match': '"1"' },
      payload: { passenger_count: 3 },
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({
      code: 'change_booking_cancelled',
      detail: 'Cannot change a booking that is cancelled',
    });
  });

  it('a higher price waits for the customer: only the confirmation applies it', async () => {
    const booked = await book();
    const rid = (await ask(booked.id, { luggage_count: 1 })).json().id;
    await setFare(booked.total_fare + 50);
    expect((await admin(booked.id, rid, 'accept')).statusCode).toBe(200);
    expect((await typesOf(booked.id)).at(-1)).toBe('ChangeRequestPriced');
    expect(await requestsOf(booked.id)).toMatchObject([
      {
        state: 'awaiting_customer',
        previous_total_fare: booked.total_fare,
        total_fare: booked.total_fare + 50,
      },
    ]);
    // The operator cannot accept it twice; a second request is refused while this one waits.
    expect((await admin(booked.id, rid, 'accept')).statusCode).toBe(409);
    expect((await ask(booked.id, { passenger_count: 1 })).statusCode).toBe(409);

    const confirmed = await customer(booked.id, rid, 'confirm');
    expect(confirmed.statusCode).toBe(200);
    const events = await t.eventStore.readStream(`booking-${booked.id}`);
    expect(events.slice(-2).map((e) => e.type)).toEqual(['ChangeRequestApplied', 'BookingChanged']);
    expect(events.at(-1)!.metadata.actor).toMatchObject({ kind: 'customer' });
    expect(events.at(-1)!.data).toMatchObject({
      changes: { luggage_count: 1 },
      previous_total_fare: booked.total_fare,
      total_fare: booked.total_fare + 50,
    });
  });

  it('"keep my booking": withdrawing a higher price changes nothing', async () => {
    const booked = await book();
    const rid = (await ask(booked.id, { luggage_count: 0 })).json().id;
    await setFare(booked.total_fare + 20);
    await admin(booked.id, rid, 'accept');
    expect((await customer(booked.id, rid, 'withdraw')).statusCode).toBe(200);
    expect((await customer(booked.id, rid, 'confirm')).statusCode).toBe(409);
    expect(await typesOf(booked.id)).not.toContain('BookingChanged');
    // A new request may follow once none is open.
    expect((await ask(booked.id, { luggage_count: 0 })).statusCode).toBe(201);
  });

  it('declines with a reason; a second open request is refused naming the open one', async () => {
    const booked = await book();
    const rid = (await ask(booked.id, { scheduled_time: inHours(73) })).json().id;
    const second = await ask(booked.id, { passenger_count: 1 });
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toContain(rid);
    expect((await admin(booked.id, rid, 'decline', { reason: '' })).statusCode).toBe(400);
    const declined = await admin(booked.id, rid, 'decline', { reason: 'No car free at that time' });
    expect(declined.statusCode).toBe(200);
    expect(await requestsOf(booked.id)).toMatchObject([
      { state: 'declined', reason: 'No car free at that time' },
    ]);
    expect(await typesOf(booked.id)).not.toContain('BookingChanged');
  });

  it('the admin list marks the booking while its request waits for the operator, then no more (decision 319)', async () => {
    const booked = await book();
    const other = await book();
    const listed = async (after: string) => {
      const page = await t.app.inject({
        url: `/api/admin/bookings?after=${after}`,
        headers: t.adminHeaders(),
      });
      expect(page.statusCode).toBe(200);
      const rows: { id: string; change_request_open?: boolean }[] = page.json().items;
      return Object.fromEntries(rows.map((row) => [row.id, row.change_request_open]));
    };
    const asked = (await ask(booked.id, { passenger_count: 3 })).json();
    expect(await listed(asked.position)).toEqual({ [booked.id]: true, [other.id]: false });
    const declined = await admin(booked.id, asked.id, 'decline', { reason: 'No larger car free' });
    expect(await listed(declined.json().position)).toEqual({ [booked.id]: false, [other.id]: false });
  });

  it('the admin list filtered to change requests waiting shows only those, not one whose pickup has passed (decision 323)', async () => {
    // A ride two hours away may be booked and changed up to its pickup.
    await setSetting({ booking_lead_time_hours: 0 });
    await setSetting({ free_cancellation_hours: 0 }, '0');
    const waiting = await book(72);
    const soon = await book(2);
    await book(48);
    await ask(waiting.id, { passenger_count: 3 });
    const last = (await ask(soon.id, { passenger_count: 3 })).json();
    const filtered = async () => {
      const page = await t.app.inject({
        url: `/api/admin/bookings?change_request=open&sort=pickup_asc&after=${last.position}`,
        headers: t.adminHeaders(),
      });
      expect(page.statusCode, page.body).toBe(200);
      const body: { items: { id: string }[]; total: number } = page.json();
      return { ids: body.items.map((row) => row.id), total: body.total };
    };
    expect(await filtered()).toEqual({ ids: [soon.id, waiting.id], total: 2 });
    // The pickup of the two-hour ride passes with its request unanswered: expired, no longer waiting.
    clock += 3 * 3_600_000;
    expect(await filtered()).toEqual({ ids: [waiting.id], total: 1 });
  });

  it('takes 10 change requests per booking online, then asks the customer to call: asking and withdrawing no longer e-mails the company without end', async () => {
    const booked = await book();
    for (let i = 0; i < 10; i++) {
      const asked = await ask(booked.id, { flight_number: `LH${1000 + i}` });
      expect(asked.statusCode, asked.body).toBe(201);
      expect((await customer(booked.id, asked.json().id, 'withdraw')).statusCode).toBe(200);
    }
    const types = await typesOf(booked.id);
    const eleventh = await ask(booked.id, { flight_number: 'LH2000' });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toMatchObject({
      code: 'change_requests_used_up',
      params: { count: 10 },
      detail:
        'This booking has had 10 change requests online, the most we take. Please call us to change this booking.',
    });
    expect(await typesOf(booked.id)).toEqual(types);
    // The operator may still change it (the admin edit is not a request).
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/bookings/${booked.id}`,
      headers: t.adminHeaders(),
      payload: { flight_number: 'LH2000', expectedRevision: types.length - 1 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
  });

  it('refuses inside the cut-off (a setting), and what a new booking would refuse', async () => {
    const near = await book(30);
    expect((await ask(near.id, { passenger_count: 1 })).statusCode).toBe(201);
    const soon = await book(40);
    await setSetting({ free_cancellation_hours: 48 });
    const late = await ask(soon.id, { passenger_count: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toContain('48 hours before pickup');

    const booked = await book();
    // The S-Class takes 3 passengers and 2 pieces of luggage (its record); SPEC 5 caps the form.
    const tooMany = await ask(booked.id, { passenger_count: 4 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.map((e: { field: string }) => e.field)).toEqual(['body.passenger_count']);
    expect((await ask(booked.id, { luggage_count: 99 })).statusCode).toBe(400);
    expect((await ask(booked.id, { scheduled_time: inHours(1) })).statusCode).toBe(400);
    expect((await ask(booked.id, { passenger_count: 2 })).statusCode).toBe(422);
    expect(await typesOf(booked.id)).toEqual(['BookingRequested']);
  });

  it('refuses a change sent with a quote in another currency than the booking’s, naming the quote', async () => {
    const booked = await book();
    // The company now quotes in pounds; the booking was made, and is charged, in euros.
    await setSetting({ default_currency: 'GBP' });
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: { pickup: GRAND_PLACE, dropoff: AIRPORT },
    });
    expect(quote.json()).toMatchObject({ currency: 'GBP' });
    const asked = await ask(booked.id, { passenger_count: 3, quote_token: quote.json().quote_token });
    expect(asked.statusCode).toBe(400);
    expect(asked.json().errors).toEqual([
      {
        field: 'body.quote_token',
        message: "A change is priced in the booking's currency when it is accepted: a quote cannot be used",
      },
    ]);
    expect(await typesOf(booked.id)).toEqual(['BookingRequested']);
  });

  it('a forged or foreign token is 404, and a request id of another booking too', async () => {
    const booked = await book();
    const other = await book();
    expect((await ask(booked.id, { passenger_count: 1 }, `${booked.id}.forged`)).statusCode).toBe(404);
    const rid = (await ask(other.id, { passenger_count: 1 })).json().id;
    expect((await customer(booked.id, rid, 'withdraw')).statusCode).toBe(404);
    expect((await admin(booked.id, rid, 'accept')).statusCode).toBe(404);
  });

  it('an accept racing a withdrawal: one wins, the other is 409', async () => {
    const booked = await book();
    const rid = (await ask(booked.id, { passenger_count: 1 })).json().id;
    const answers = await Promise.all([
      admin(booked.id, rid, 'accept'),
      customer(booked.id, rid, 'withdraw'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const types = await typesOf(booked.id);
    expect(
      types.filter((type) => type === 'ChangeRequestApplied' || type === 'ChangeRequestWithdrawn'),
    ).toHaveLength(1);
  });

  it('the admin routes are for staff only', async () => {
    const booked = await book();
    const rid = (await ask(booked.id, { passenger_count: 1 })).json().id;
    const url = `/api/admin/bookings/${booked.id}/change-requests/${rid}/accept`;
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    const listed = await t.app.inject({
      url: `/api/admin/bookings/${booked.id}/change-requests`,
      headers: t.adminHeaders(),
    });
    expect(listed.json().change_requests).toHaveLength(1);
  });
});

describe('the e-mails of a change request', () => {
  let t: TestApp;
  const tokens = new ManageTokens(TEST_SECRET);
  const reaction = changeRequestMailReaction({ secret: TEST_SECRET, siteUrl: 'https://chauffeur.example' });
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());

  const mailsOf = async (id: string, type: string) => {
    const event = (await t.eventStore.readStream(`booking-${id}`)).find((e) => e.type === type)!;
    return reaction.mails(event, t.eventStore);
  };

  it('tells the customer (in their language, with the manage link) and the company of a request, then its answer', async () => {
    const booked = (await bookWith(t, { scheduled_time: inHours(72), language: 'fr' })).json();
    const token = tokens.tokenOf(booked.id);
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/manage/${token}/change-requests`,
      payload: { passenger_count: 3, flight_number: null },
    });
    const received = await mailsOf(booked.id, 'ChangeRequested');
    expect(received.map((m) => m.to)).toEqual(['anne.peeters@example.be', expect.stringContaining('@')]);
    expect(received[0]!.subject).toBe(
      `Votre réservation ${booked.reference} – nous avons reçu votre demande de modification`,
    );
    expect(received[0]!.text).toMatch(/Passagers\s:\s2 → 3/);
    expect(received[0]!.text).toMatch(/Numéro de vol\s:\sSN3712 → aucun/);
    expect(received[0]!.text).toContain(`https://chauffeur.example/booking/${token}`);
    expect(received[0]!.html).toContain(`https://chauffeur.example/booking/${token}`);
    // The link shows its address, a word wider than a phone: broken anywhere, as in every customer e-mail.
    expect(received[0]!.html).toMatch(/word-break:break-all"\s*>https:\/\/chauffeur\.example\/booking\//);
    expect(received[1]!.subject).toBe(`Change request on ${booked.reference} – Anne Peeters`);
    expect(received[1]!.text).toContain(`https://chauffeur.example/admin/bookings/${booked.id}`);
    // Stable per event and recipient: the reactor sends each once across restarts.
    expect((await mailsOf(booked.id, 'ChangeRequested')).map((m) => m.id)).toEqual(received.map((m) => m.id));

    await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${booked.id}/change-requests/${asked.json().id}/decline`,
      headers: t.adminHeaders(),
      payload: { reason: 'Plus de voiture libre' },
    });
    const [declined] = await mailsOf(booked.id, 'ChangeRequestDeclined');
    expect(declined!.subject).toContain('nous ne pouvons pas effectuer la modification demandée');
    expect(declined!.text).toMatch(/Motif\s:\sPlus de voiture libre/);
  });

  it('asks the customer to confirm a higher price, showing both totals', async () => {
    await enoughCars(t);
    const booked = (await bookWith(t, { scheduled_time: inHours(72), language: 'en' })).json();
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/manage/${tokens.tokenOf(booked.id)}/change-requests`,
      payload: { luggage_count: 1 },
    });
    await setZoneFares(t, CENTRE_AIRPORT, [{ vehicle_id: S_CLASS, price: 250 }]);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${booked.id}/change-requests/${asked.json().id}/accept`,
      headers: t.adminHeaders(),
    });
    const [priced] = await mailsOf(booked.id, 'ChangeRequestPriced');
    expect(priced!.subject).toBe(`Your booking ${booked.reference} – please confirm the new price`);
    expect(priced!.text).toContain('Luggage: 2 → 1');
    expect(priced!.text).toMatch(/Previous total: .*\nNew total: .*250/);
  });
});
