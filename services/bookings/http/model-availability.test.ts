import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AIRPORT,
  GRAND_PLACE,
  S_CLASS,
  act,
  bookWith,
  bookingBody,
  createTestApp,
  type TestApp,
} from '@chauffeur/api/testing';
import { MODEL_UNAVAILABLE } from '../availability/claim-model-slot';

/**
 * Issue 17 point 3, the booking side: a model is booked at most once per active car at a time, decided on
 * the write side from the log (decision 147). The demo S-Class has one car.
 */
describe('model availability: no double booking of a model', () => {
  let t: TestApp;
  // A fixed pickup two days ahead, on the hour; the ride to the airport keeps its car about 75 minutes.
  const at = (hours: number) => {
    const day = new Date(Date.now() + 48 * 3_600_000);
    day.setUTCHours(10, 0, 0, 0);
    return new Date(day.getTime() + hours * 3_600_000).toISOString();
  };
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());

  const book = (hours: number, overrides: Record<string, unknown> = {}) =>
    bookWith(t, { scheduled_time: at(hours), ...overrides });
  const addCar = (plate: string, vehicleId = S_CLASS) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/vehicles/${vehicleId}/cars`,
      headers: t.adminHeaders(),
      payload: { plate, colour: 'Black' },
    });
  const quote = async (hours: number, extra: Record<string, unknown> = {}) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/quotes',
        payload: { pickup: GRAND_PLACE, dropoff: AIRPORT, scheduled_time: at(hours), ...extra },
      })
    ).json<{ vehicles: { vehicle: { id: string }; available: boolean }[] }>();
  const sClassFree = async (hours: number, extra: Record<string, unknown> = {}) =>
    (await quote(hours, extra)).vehicles.find((v) => v.vehicle.id === S_CLASS)!.available;

  it('two overlapping bookings of a model with one car: the second is refused; a second car: both accepted', async () => {
    expect((await book(0)).statusCode).toBe(201);
    const second = await book(0.5);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ title: 'Vehicle unavailable', detail: MODEL_UNAVAILABLE });
    // The refused booking held nothing: one hold, the first booking's.
    const holds = (await t.eventStore.readAll()).filter((event) => event.type === 'ModelSlotHeld');
    expect(holds.map((hold) => (hold.data as { booking_id: string }).booking_id)).toEqual([
      (await t.eventStore.readAll())
        .find((event) => event.type === 'BookingRequested')!
        .stream.slice('booking-'.length),
    ]);

    expect((await addCar('2-SCL-002')).statusCode).toBe(201);
    expect((await book(0.5)).statusCode).toBe(201);
    expect((await book(0.75)).statusCode).toBe(409);
  });

  it('a ride across midnight clashes with a ride of the next day; refused, it holds neither day', async () => {
    // at(13.5) is 23:30 UTC: its busy interval runs into the next day's schedule stream.
    expect((await book(14.5)).statusCode).toBe(201);
    const across = await book(13.5);
    expect(across.json().detail).toBe(MODEL_UNAVAILABLE);
    const events = await t.eventStore.readAll();
    const held = events.filter((event) => event.type === 'ModelSlotHeld').length;
    const released = events.filter((event) => event.type === 'ModelSlotReleased').length;
    // Both days were read before anything was written: the refused ride held neither.
    expect({ held, released }).toEqual({ held: 1, released: 0 });
    // The day before stays free for a ride that ends before midnight.
    expect((await book(11)).statusCode).toBe(201);
  });

  it('rides that do not overlap share the one car', async () => {
    expect((await book(0)).statusCode).toBe(201);
    expect((await book(3)).statusCode).toBe(201);
    expect((await book(-3)).statusCode).toBe(201);
  });

  it('counts the return leg of a round trip and the buffers of the settings', async () => {
    expect((await book(0, { is_round_trip: true })).statusCode).toBe(201);
    // One way the car would be back in about 75 minutes; the round trip keeps it longer.
    expect((await book(1.5)).statusCode).toBe(409);
    const patch = (payload: object, revision: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/admin/settings',
        headers: { ...t.adminHeaders(), 'if-match': revision },
        payload,
      });
    expect((await patch({ preparation_buffer_minutes: 0 }, '-1')).statusCode).toBe(200);
    expect((await patch({ turnaround_buffer_minutes: 0 }, '0')).statusCode).toBe(200);
    expect((await book(1.5)).statusCode).toBe(201);
  });

  it('a cancelled or deleted booking frees its car; an inactive car is no car', async () => {
    const first = (await book(0)).json();
    const cancelled = await act(t, first.id, 'cancel', first.revision);
    expect(cancelled.statusCode).toBe(200);
    const second = (await book(0)).json();
    expect(second.id).toBeDefined();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/bookings/${second.id}`,
      headers: { ...t.adminHeaders(), 'if-match': `"${second.revision}"` },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await book(0)).statusCode).toBe(201);

    const vehicle = (
      await t.app.inject({ url: `/api/admin/vehicles/${S_CLASS}`, headers: t.adminHeaders() })
    ).json();
    const car = vehicle.cars[0];
    const parked = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/vehicles/${S_CLASS}/cars/${car.id}`,
      headers: t.adminHeaders(),
      payload: { plate: car.plate, colour: car.colour, active: false },
    });
    expect(parked.statusCode).toBe(200);
    expect((await book(6)).json().detail).toBe(MODEL_UNAVAILABLE);
  });

  it('a booking awaiting confirmation holds its car for the hold time only; a confirmed one keeps it', async () => {
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { ...t.adminHeaders(), 'if-match': '-1' },
      payload: { pending_hold_minutes: 0 },
    });
    expect(patch.statusCode).toBe(200);
    // A hold time of 0: the pending booking keeps nothing.
    const pending = (await book(0)).json();
    const confirmedNext = await book(0);
    expect(confirmedNext.statusCode).toBe(201);
    const next = confirmedNext.json();
    expect((await act(t, next.id, 'confirm', next.revision)).statusCode).toBe(200);
    expect((await book(0)).statusCode).toBe(409);
    expect(pending.id).toBeDefined();
  });

  it('confirming a booking whose hold ran out claims its car again: refused when another ride took it', async () => {
    await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { ...t.adminHeaders(), 'if-match': '-1' },
      payload: { pending_hold_minutes: 0 },
    });
    const first = (await book(0)).json();
    const second = (await book(0)).json(); // the first's hold ran out: the one car is free again
    expect((await act(t, second.id, 'confirm', second.revision)).statusCode).toBe(200);
    const refused = await act(t, first.id, 'confirm', first.revision);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(MODEL_UNAVAILABLE);
    // With a second car, the same confirmation goes through.
    expect((await addCar('2-BBB-222')).statusCode).toBe(201);
    expect((await act(t, first.id, 'confirm', first.revision)).statusCode).toBe(200);
  });

  it('the phone booking of the admin is refused with the same message', async () => {
    expect((await book(0)).statusCode).toBe(201);
    const phone = await t.app.inject({
      method: 'POST',
      url: '/api/admin/bookings',
      headers: t.adminHeaders(),
      payload: bookingBody({ scheduled_time: at(0.25) }),
    });
    expect(phone.statusCode).toBe(409);
    expect(phone.json().detail).toBe(MODEL_UNAVAILABLE);
  });

  it('the quote marks a model unavailable at a time when none of its cars is free', async () => {
    expect(await sClassFree(0)).toBe(true);
    expect((await book(0)).statusCode).toBe(201);
    expect(await sClassFree(0.5)).toBe(false);
    expect(await sClassFree(4)).toBe(true);
    // Other models are not affected, and a quote without a time says nothing is taken.
    expect((await quote(0.5)).vehicles.filter((v) => !v.available).map((v) => v.vehicle.id)).toEqual([
      S_CLASS,
    ]);
    const untimed = (
      await t.app.inject({
        method: 'POST',
        url: '/api/quotes',
        payload: { pickup: GRAND_PLACE, dropoff: AIRPORT },
      })
    ).json<{ vehicles: { available: boolean }[] }>();
    expect(untimed.vehicles.every((v) => v.available)).toBe(true);
  });

  it('a model without any car recorded (data from before cars) is not limited', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/vehicles',
      headers: t.adminHeaders(),
      payload: {
        name: 'Legacy limousine',
        description: { en: 'From before cars' },
        image_url: '/images/vehicles/mercedes-s-class.svg',
        type: 'luxury',
        price_per_km: 4,
        max_passengers: 3,
        max_luggage: 3,
      },
    });
    const vehicleId = added.json().id;
    for (let i = 0; i < 3; i++) expect((await book(0, { vehicle_id: vehicleId })).statusCode).toBe(201);
  });

  it.each([1, 3])(
    '40 simultaneous bookings of one model with %i car(s) at one time: exactly that many accepted',
    async (cars) => {
      for (let i = 1; i < cars; i++) expect((await addCar(`RACE-${i}`)).statusCode).toBe(201);
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => book(0.25 * (i % 3), { emergency_contact_name: `Racer ${i}` })),
      );
      const codes = answers.map((answer) => answer.statusCode);
      expect(codes.filter((code) => code === 201)).toHaveLength(cars);
      expect(codes.filter((code) => code === 409)).toHaveLength(40 - cars);
      for (const answer of answers.filter((a) => a.statusCode === 409))
        expect(answer.json().detail).toBe(MODEL_UNAVAILABLE);
      const requested = (await t.eventStore.readAll()).filter((event) => event.type === 'BookingRequested');
      expect(requested).toHaveLength(cars);
    },
  );
});
