import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  act,
  allowPickupsSoon,
  authClient,
  bookWith,
  createTestApp,
  soon,
  TEST_ADMIN_EMAIL,
  type TestApp,
} from '@chauffeur/api/testing';
import { bootstrapAdmin } from '../auth/admin-bootstrap';

describe('admin customers: everyone who booked, guests and accounts alike (issue 17)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());

  const get = (url: string, headers: Record<string, string> = t.adminHeaders()) =>
    t.app.inject({ method: 'GET', url, headers });
  const booked = async (overrides: Record<string, unknown> = {}) => {
    const answer = await bookWith(t, overrides);
    expect(answer.statusCode).toBe(201);
    return answer.json() as { id: string; position: string; total_fare: number; currency: string };
  };

  it('lists accounts and guests, one per e-mail whatever its case, with SPEC’s account columns', async () => {
    const auth = authClient(t.app);
    await auth.signUp('Anna.Peeters@example.com', 'secret-1');
    await auth.signUp('bob@example.org', 'secret-2');
    await booked({ emergency_contact_email: 'ANNA.peeters@example.com' });
    const guest = await booked({
      emergency_contact_name: 'Jeanne Dupont',
      emergency_contact_phone: '+32 2 511 22 33',
      emergency_contact_email: 'jeanne@dupont.be',
    });
    const response = await get(`/api/admin/customers?after=${guest.position}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const byEmail = new Map(body.items.map((c: { email: string }) => [c.email, c]));
    expect(byEmail.get('anna.peeters@example.com')).toMatchObject({
      name: 'Anne Peeters',
      phone: '+32 470 12 34 56',
      booking_count: 1,
      total_spent: [],
      account: { role: 'user', id: expect.any(String), created_at: expect.any(String) },
    });
    expect(byEmail.get('jeanne@dupont.be')).toMatchObject({ booking_count: 1, account: null });
    expect(byEmail.get('bob@example.org')).toMatchObject({ booking_count: 0, name: '', last_ride: null });
    expect(body.total).toBe(body.items.length);
    expect(body).toMatchObject({ limit: 100, offset: 0 });
  });

  it('lists no staff account that has not booked: the admin and a customer made dispatcher leave the list (decision 305)', async () => {
    await bootstrapAdmin(
      t.app.auth.accounts,
      { adminEmail: TEST_ADMIN_EMAIL, adminPassword: 'admin-secret', noAccountsYet: true },
      { info: () => {}, error: () => {} },
    );
    const auth = authClient(t.app);
    expect((await auth.signUp('dana@example.com', 'secret-3')).statusCode).toBe(202);
    const registered = (await t.eventStore.readAll()).find(
      (e) => e.type === 'UserRegistered' && (e.data as { email: string }).email === 'dana@example.com',
    );
    const promoted = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/staff/${(registered!.data as { user_id: string }).user_id}/role`,
      headers: { ...t.adminHeaders(), 'if-match': '"0"' },
      payload: { role: 'dispatcher' },
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    const guest = await booked({ emergency_contact_email: 'jeanne@dupont.be' });
    const emails = async (after: string) => {
      const body = (await get(`/api/admin/customers?after=${after}`)).json();
      expect(body.total).toBe(body.items.length);
      return body.items.map((c: { email: string }) => c.email).sort();
    };
    expect(await emails(guest.position)).toEqual(['jeanne@dupont.be']);
    const byKeyword = (await get(`/api/admin/customers?q=example.com&after=${guest.position}`)).json();
    expect(byKeyword).toMatchObject({ items: [], total: 0 });

    // The admin who books a ride for themselves is that ride's customer, shown with their role.
    const own = await booked({ emergency_contact_email: TEST_ADMIN_EMAIL });
    const list = (await get(`/api/admin/customers?after=${own.position}`)).json();
    expect(list.items.map((c: { email: string }) => c.email)).toEqual([TEST_ADMIN_EMAIL, 'jeanne@dupont.be']);
    expect(list.items[0]).toMatchObject({ booking_count: 1, account: { role: 'admin' } });
  });

  it('searches name, e-mail and phone case-insensitively and pages the answer', async () => {
    await booked({ emergency_contact_name: 'Luc Janssens', emergency_contact_email: 'luc@firm.be' });
    await booked({
      emergency_contact_name: 'Marie Claes',
      emergency_contact_phone: '+32 2 511 22 33',
      emergency_contact_email: 'marie@claes.be',
    });
    const last = await booked({ emergency_contact_name: 'Zoé Maes', emergency_contact_email: 'zoe@maes.be' });
    const search = async (q: string) =>
      (await get(`/api/admin/customers?q=${encodeURIComponent(q)}&after=${last.position}`))
        .json()
        .items.map((c: { email: string }) => c.email);
    expect(await search('JANSSENS')).toEqual(['luc@firm.be']);
    expect(await search('CLAES.BE')).toEqual(['marie@claes.be']);
    expect(await search('02 511 22 33')).toEqual(['marie@claes.be']);
    // Pages: latest activity first.
    const first = (await get('/api/admin/customers?q=.be&limit=2&offset=0')).json();
    const second = (await get('/api/admin/customers?q=.be&limit=2&offset=2')).json();
    expect(first.total).toBe(3);
    expect(first.items.map((c: { email: string }) => c.email)).toEqual(['zoe@maes.be', 'marie@claes.be']);
    expect(second.items.map((c: { email: string }) => c.email)).toEqual(['luc@firm.be']);
  });

  it('opens a customer by an opaque key with their bookings, last ride and completed fares', async () => {
    await allowPickupsSoon(t);
    const ride = await booked(soon());
    const later = await booked();
    await act(t, ride.id, 'confirm', 0);
    await act(t, ride.id, 'start', 1);
    const done = (await act(t, ride.id, 'complete', 2)).json();
    const list = (await get(`/api/admin/customers?q=anne.peeters&after=${done.position}`)).json();
    const { key } = list.items[0];
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(key).not.toContain('anne');

    const page = await get(`/api/admin/customers/${key}`);
    expect(page.statusCode).toBe(200);
    const customer = page.json();
    expect(customer).toMatchObject({
      email: 'anne.peeters@example.be',
      booking_count: 2,
      total_spent: [{ currency: 'EUR', amount: ride.total_fare }],
    });
    // Latest pickup first; the last ride is the latest pickup of a booking still on.
    expect(customer.bookings.map((b: { id: string }) => b.id)).toEqual([later.id, ride.id]);
    expect(customer.bookings[1]).toMatchObject({ status: 'completed', total_fare: ride.total_fare });
    expect(customer.last_ride).toBe(customer.bookings[0].scheduled_time);
  });

  it('shows each booking and the spending in the fare’s own currency: a switch to pounds keeps earlier euros', async () => {
    await allowPickupsSoon(t);
    const ride = async () => {
      const booking = await booked(soon());
      await act(t, booking.id, 'confirm', 0);
      await act(t, booking.id, 'start', 1);
      return { ...booking, done: (await act(t, booking.id, 'complete', 2)).json() as { position: string } };
    };
    const inEuros = await ride();
    const switched = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { ...t.adminHeaders(), 'if-match': '0' },
      payload: { default_currency: 'GBP' },
    });
    expect(switched.statusCode).toBe(200);
    const inPounds = await ride();
    // The booking's answer names its fare's currency (what the phone booking's confirmation says).
    expect([inEuros.currency, inPounds.currency]).toEqual(['EUR', 'GBP']);

    const list = (await get(`/api/admin/customers?q=anne.peeters&after=${inPounds.done.position}`)).json();
    expect(list.items[0].total_spent).toEqual([
      { currency: 'EUR', amount: inEuros.total_fare },
      { currency: 'GBP', amount: inPounds.total_fare },
    ]);
    const customer = (await get(`/api/admin/customers/${list.items[0].key}`)).json();
    expect(customer.bookings.map((b: { id: string; currency: string }) => [b.id, b.currency])).toEqual([
      [inPounds.id, 'GBP'],
      [inEuros.id, 'EUR'],
    ]);
  });

  it('answers problem+json 400 for bad input and 404 for a key no customer has', async () => {
    for (const url of [
      `/api/admin/customers?q=${'x'.repeat(201)}`,
      '/api/admin/customers?limit=0',
      '/api/admin/customers?offset=-1',
      '/api/admin/customers/anne.peeters@example.be',
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.headers['content-type']).toContain('application/problem+json');
    }
    const missing = await get(`/api/admin/customers/${'A'.repeat(22)}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404, detail: 'Customer not found' });
  });

  it('is for admins only', async () => {
    const { position } = await booked();
    const key = (await get(`/api/admin/customers?after=${position}`)).json().items[0].key;
    for (const url of ['/api/admin/customers', `/api/admin/customers/${key}`]) {
      expect((await get(url, {} as never)).statusCode, url).toBe(401);
      const user = { authorization: `Bearer ${t.token('user')}` };
      expect((await get(url, user as never)).statusCode, url).toBe(403);
    }
  });

  it("given a station booked in Dutch, then a French admin reads the customer's ride by its French name (decision 291)", async () => {
    const ride = await booked({
      language: 'nl',
      emergency_contact_email: 'els@example.be',
      pickup_location: {
        address: 'Station Brussel-Zuid, Fonsnylaan 47B, 1060 Sint-Gillis, België',
        lat: 50.8358,
        lng: 4.3364,
      },
    });
    const list = (await get(`/api/admin/customers?q=els@example.be&after=${ride.position}`)).json();
    const page = await get(`/api/admin/customers/${list.items[0].key}`, {
      ...t.adminHeaders(),
      cookie: 'i18next=fr',
    });
    expect(page.json().bookings[0]).toMatchObject({
      pickup: 'Gare de Bruxelles-Midi, Avenue Fonsny 47B, 1060 Saint-Gilles, Belgique',
      dropoff: 'Brussels Airport, 1930 Zaventem, Belgique',
    });
  });
});
