import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AIRPORT, GRAND_PLACE, bookWith, createTestApp, inHours, type TestApp } from '@chauffeur/api/testing';

/** A pickup in the year 9999, and one just inside the horizon of five years (decision 281). */
const FAR = '9999-06-01T10:00:00Z';
const HORIZON_FIELD = { field: 'body.scheduled_time', message: 'Pickup time must be at most 5 years ahead' };
const PHONE_FIELD = { field: 'body.emergency_contact_phone', message: 'Phone must be a valid phone number' };

describe('a booking’s pickup time and phone: what the API refuses', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());

  it('refuses a pickup thousands of years ahead for a booking, a quote and an admin’s change, naming the time', async () => {
    const booking = await bookWith(t, { scheduled_time: FAR });
    expect(booking.statusCode).toBe(400);
    expect(booking.json().errors).toEqual([HORIZON_FIELD]);
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: { pickup: GRAND_PLACE, dropoff: AIRPORT, scheduled_time: FAR },
    });
    expect(quote.statusCode).toBe(400);
    expect(quote.json().errors).toEqual([HORIZON_FIELD]);

    const created = await bookWith(t, { scheduled_time: inHours(24 * 365 * 4) });
    expect(created.statusCode).toBe(201);
    const url = `/api/admin/bookings/${created.json().id}`;
    await t.runner.waitUntilCaughtUp(5000);
    const etag = (await t.app.inject({ url, headers: t.adminHeaders() })).headers.etag as string;
    const change = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { ...t.adminHeaders(), 'if-match': etag },
      payload: { scheduled_time: FAR },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().errors).toEqual([HORIZON_FIELD]);
  });

  it('refuses a booking’s phone without enough digits as the contact form does', async () => {
    for (const phone of ['((((((((((((', '- - - - - -', '+32 47']) {
      const response = await bookWith(t, { emergency_contact_phone: phone });
      expect(response.statusCode, phone).toBe(400);
      expect(response.json().errors).toEqual([PHONE_FIELD]);
    }
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      payload: { name: 'Anne', email: 'anne@example.be', phone: '((((((((((((', message: 'Hello' },
    });
    expect(contact.json().errors).toEqual([{ ...PHONE_FIELD, field: 'body.phone' }]);
    expect((await bookWith(t, { emergency_contact_phone: '+32 (0)470/12.34-56' })).statusCode).toBe(201);
  });

  it('refuses a phone with a line break, a tab or an invisible separator, and takes the spaces people paste', async () => {
    // Digits only around the break: the letters were refused already, the break reached the company's e-mail.
    for (const phone of ['+32 470\r\n123456', '+32\t470123456', '+32\u2028470123456', '+32\ufeff470123456']) {
      const response = await bookWith(t, { emergency_contact_phone: phone });
      expect(response.statusCode, JSON.stringify(phone)).toBe(400);
      expect(response.json().errors).toEqual([PHONE_FIELD]);
    }
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      payload: { name: 'Anne', email: 'anne@example.be', phone: '+32 470\n123456', message: 'Hello' },
    });
    expect(contact.json().errors).toEqual([{ ...PHONE_FIELD, field: 'body.phone' }]);
    // A number copied from a web page: no-break and narrow no-break spaces.
    const pasted = await bookWith(t, { emergency_contact_phone: '+32\u00a0470\u202f12\u00a034\u00a056' });
    expect(pasted.statusCode).toBe(201);
  });

  it('says a pickup time that is no time once, not also that it is too far ahead', async () => {
    for (const at of ['2027-06-30T23:59:60Z', '+010000-01-01T00:00:00Z']) {
      const response = await bookWith(t, { scheduled_time: at });
      expect(response.statusCode, at).toBe(400);
      expect(response.json().errors).toEqual([
        { field: 'body.scheduled_time', message: 'Scheduled time must be a date and time (ISO 8601)' },
      ]);
    }
  });
});
