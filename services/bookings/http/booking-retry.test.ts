import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bookWith,
  bookingBody,
  createTestApp,
  enoughCars,
  patchSettings,
  type TestApp,
} from '@chauffeur/api/testing';

const HOUR = 3_600_000;
const MINUTE = 60_000;
/** The default lead time (settings: `booking_lead_time_hours`). */
const LEAD_HOURS = 24;
const REUSED = { field: 'headers.idempotency-key', message: 'was already used for a different request' };

/**
 * A retry with the booking's Idempotency-Key (the wizard's after a lost answer, the phone form's after a
 * double click) is the same request: it gets the first answer, whatever the world became in between. A
 * refusal would tell a customer whose booking stands, and who was e-mailed about it, that it failed.
 */
describe('a retry of a stored booking', () => {
  let t: TestApp;
  /** The server's clock (injected): moved between an attempt and its retry. */
  let clock: number;
  const requests = async () =>
    (await t.eventStore.readAll()).filter((event) => event.type === 'BookingRequested').length;

  beforeEach(async () => {
    clock = Date.now();
    t = await createTestApp({ now: () => new Date(clock) });
  });
  afterEach(async () => t.close());

  it('booked a minute before the lead time closed, and retried a minute after: the first answer, one booking', async () => {
    const body = { scheduled_time: new Date(clock + LEAD_HOURS * HOUR + MINUTE).toISOString() };
    const key = { 'idempotency-key': 'lead-time-retry-01' };
    const first = await bookWith(t, body, key);
    expect(first.statusCode).toBe(201);

    clock += 2 * MINUTE;
    const retry = await bookWith(t, body, key);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json()).toEqual(first.json());
    // A new booking of that pickup is refused now: the lead time still holds.
    const fresh = await bookWith(t, body, { 'idempotency-key': 'lead-time-retry-02' });
    expect(fresh.statusCode).toBe(400);
    expect(fresh.json().errors[0]).toMatchObject({ field: 'body.scheduled_time', code: 'lead_time' });
    expect(await requests()).toBe(1);
  });

  it('retried after the lead time was raised and the site paused: the first answer; another body: 422', async () => {
    const body = { scheduled_time: new Date(clock + 30 * HOUR).toISOString() };
    const key = { 'idempotency-key': 'settings-retry-01' };
    const first = await bookWith(t, body, key);
    expect(first.statusCode).toBe(201);

    await patchSettings(t, { booking_lead_time_hours: 48 });
    await patchSettings(t, { maintenance_mode: true }, '0');
    const retry = await bookWith(t, body, key);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json()).toEqual(first.json());
    const other = await bookWith(t, { ...body, passenger_count: 1 }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual([REUSED]);
    expect(await requests()).toBe(1);
  });

  it("sent to the phone form with an online booking's key and body, and the other way round: 422, nothing created", async () => {
    const phone = (payload: object, key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/bookings',
        headers: { ...t.adminHeaders(), 'idempotency-key': key },
        payload,
      });
    const online = bookingBody({ scheduled_time: new Date(clock + 30 * HOUR).toISOString() });
    expect((await bookWith(t, online, { 'idempotency-key': 'online-first-01' })).statusCode).toBe(201);
    const viaPhone = await phone(online, 'online-first-01');
    expect(viaPhone.statusCode, viaPhone.body).toBe(422);
    expect(viaPhone.json().errors).toEqual([REUSED]);

    const byPhone = bookingBody({ scheduled_time: new Date(clock + 40 * HOUR).toISOString() });
    expect((await phone(byPhone, 'phone-first-01')).statusCode).toBe(201);
    const online2 = await bookWith(t, byPhone, { 'idempotency-key': 'phone-first-01' });
    expect(online2.statusCode, online2.body).toBe(422);
    expect(online2.json().errors).toEqual([REUSED]);
    expect(await requests()).toBe(2);
  });
});

/**
 * The lead time's property, on the write side with the server's clock: for any pickup at or beyond the
 * lead time when first sent, and any delay before its retry, the retry answers the first 201 (one
 * booking); and a new request for that pickup at the retry's moment is accepted exactly when the pickup
 * is still at least the lead time ahead (to the millisecond, across the clock changes of Brussels).
 */
describe('lead time and retries, generated', () => {
  let t: TestApp;
  let clock = 0;
  let keys = 0;
  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date(clock) });
    await enoughCars(t);
  });
  afterAll(async () => t.close());

  /** From now to about 14 months ahead: both clock changes of 2027, within the five-year horizon. */
  const startArb = fc.integer({ min: 0, max: 420 * 24 * 60 }).map((m) => Date.now() + m * MINUTE);
  /** How far beyond the lead time the pickup was (0: exactly at it), and the retry's delay, in seconds. */
  const marginArb = fc.integer({ min: 0, max: 3 * 3600 });
  const delayArb = fc.integer({ min: 0, max: 3 * 3600 });

  it('a retry always gets the first answer; a new request is refused exactly when inside the lead time', async () => {
    await fc.assert(
      fc.asyncProperty(startArb, marginArb, delayArb, async (start, margin, delay) => {
        clock = start;
        const pickup = start + LEAD_HOURS * HOUR + margin * 1000;
        const body = { scheduled_time: new Date(pickup).toISOString() };
        const key = { 'idempotency-key': `generated-retry-${keys++}` };
        const first = await bookWith(t, body, key);
        expect(first.statusCode, first.body).toBe(201);

        clock = start + delay * 1000;
        const retry = await bookWith(t, body, key);
        expect(retry.statusCode, retry.body).toBe(201);
        expect(retry.json()).toEqual(first.json());

        const fresh = await bookWith(t, body, { 'idempotency-key': `generated-retry-${keys++}` });
        const stillAhead = pickup - clock >= LEAD_HOURS * HOUR;
        expect(fresh.statusCode, fresh.body).toBe(stillAhead ? 201 : 400);
        if (!stillAhead) expect(fresh.json().errors[0].code).toBe('lead_time');
      }),
      { numRuns: 200 },
    );
  });
});
