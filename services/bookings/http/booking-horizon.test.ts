import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AIRPORT,
  GRAND_PLACE,
  TEST_SECRET,
  bookWith,
  bookingBody,
  createTestApp,
} from '@chauffeur/api/testing';
import type { TestApp } from '@chauffeur/api/testing';
import { ManageTokens } from '../manage/manage-token';

/**
 * The five-year horizon (decision 281) is counted from the server's clock, the one every other time rule
 * reads (decision 338): on a server whose clock says 1 January 2030, the last day of 2034 is bookable on
 * every path that sets a pickup time, and 2 January 2035 is refused with the answer users get today.
 */
const NOW = new Date('2030-01-01T10:00:00Z');
const INSIDE = '2034-12-31T10:00:00Z';
const BEYOND = '2035-01-02T10:00:00Z';
const HORIZON_FIELD = { field: 'body.scheduled_time', message: 'Pickup time must be at most 5 years ahead' };

describe('the booking horizon on the server’s clock', () => {
  let t: TestApp;
  const tokens = new ManageTokens(TEST_SECRET);
  beforeEach(async () => {
    t = await createTestApp({ now: () => new Date(NOW) });
  });
  afterEach(async () => t.close());

  /** A booking (pending, well before the free-cancellation cut-off) whose pickup time the test moves. */
  const booked = async () => {
    const created = await bookWith(t, { scheduled_time: '2031-06-01T10:00:00Z' });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{ id: string }>().id;
  };
  const adminChange = async (id: string, scheduled_time: string) => {
    await t.runner.waitUntilCaughtUp(5000);
    const url = `/api/admin/bookings/${id}`;
    const etag = (await t.app.inject({ url, headers: t.adminHeaders() })).headers.etag as string;
    return t.app.inject({
      method: 'PATCH',
      url,
      headers: { ...t.adminHeaders(), 'if-match': etag },
      payload: { scheduled_time },
    });
  };
  const customerAsks = (id: string, scheduled_time: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/manage/${tokens.tokenOf(id)}/change-requests`,
      payload: { scheduled_time },
    });
  const phoneBooking = (scheduled_time: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/bookings',
      headers: t.adminHeaders(),
      payload: bookingBody({ scheduled_time }),
    });
  const quote = (scheduled_time: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: { pickup: GRAND_PLACE, dropoff: AIRPORT, scheduled_time },
    });

  it('takes a booking on the last day of 2034 and refuses one on 2 January 2035, online and by phone', async () => {
    const online = await bookWith(t, { scheduled_time: INSIDE });
    expect(online.statusCode, online.body).toBe(201);
    const phone = await phoneBooking('2034-12-31T14:00:00Z');
    expect(phone.statusCode, phone.body).toBe(201);

    for (const refused of [await bookWith(t, { scheduled_time: BEYOND }), await phoneBooking(BEYOND)]) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([HORIZON_FIELD]);
    }
  });

  it('quotes a pickup on the last day of 2034 and refuses 2 January 2035', async () => {
    expect((await quote(INSIDE)).statusCode).toBe(200);
    const refused = await quote(BEYOND);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([HORIZON_FIELD]);
  });

  it('lets an admin move a booking to the last day of 2034, not to 2 January 2035', async () => {
    const id = await booked();
    const refused = await adminChange(id, BEYOND);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([HORIZON_FIELD]);
    const moved = await adminChange(id, INSIDE);
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it('lets a customer ask for the last day of 2034, not for 2 January 2035, and shows what they asked', async () => {
    const id = await booked();
    const refused = await customerAsks(id, BEYOND);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([HORIZON_FIELD]);
    const asked = await customerAsks(id, INSIDE);
    expect(asked.statusCode, asked.body).toBe(201);
    // The request as the manage page and the admin's booking page read it back (recorded, then listed).
    const asRecorded = [{ state: 'open', changes: { scheduled_time: new Date(INSIDE).toISOString() } }];
    for (const url of [
      `/api/manage/${tokens.tokenOf(id)}/change-requests`,
      `/api/admin/bookings/${id}/change-requests`,
    ]) {
      const listed = await t.app.inject({ url, headers: t.adminHeaders() });
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json().change_requests).toMatchObject(asRecorded);
    }
  });
});
