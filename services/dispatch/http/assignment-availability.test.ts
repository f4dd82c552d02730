import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DEMO_CARS,
  E_CLASS,
  S_CLASS,
  act,
  bookWith,
  createTestApp,
  inHours,
  type TestApp,
} from '@chauffeur/api/testing';
import { addCars, addChauffeur, assign, assignCarTo } from './test-helpers';

/**
 * Issue 17 point 3: a car of the booked model and a chauffeur are assigned to a ride; neither can be given
 * two rides whose busy intervals overlap (409 naming the other ride), and a ride that ends, is cancelled or
 * loses them frees them again.
 */
describe('assigning a car, and availability of cars and chauffeurs', () => {
  let t: TestApp;
  let karim: string;
  const sClassCar = DEMO_CARS.find((car) => car.vehicleId === S_CLASS)!;
  const eClassCar = DEMO_CARS.find((car) => car.vehicleId === E_CLASS)!;
  beforeEach(async () => {
    t = await createTestApp();
    karim = await addChauffeur(t, { name: 'Karim Benali', email: 'karim@example.be' });
  });
  afterEach(async () => t.close());

  const book = async (scheduledTime: string, vehicleId = S_CLASS) => {
    const booked = await bookWith(t, { scheduled_time: scheduledTime, vehicle_id: vehicleId });
    expect(booked.statusCode).toBe(201);
    return booked.json() as { id: string; reference: string };
  };
  const row = async (id: string, position: string) =>
    (
      await t.app.inject({ url: `/api/admin/bookings/${id}?after=${position}`, headers: t.adminHeaders() })
    ).json();
  const types = async (id: string) => (await t.eventStore.readStream(`booking-${id}`)).map((e) => e.type);
  const candidates = async (id: string) =>
    t.app.inject({ url: `/api/admin/bookings/${id}/candidates`, headers: t.adminHeaders() });

  it('assigns a car of the model: the row carries id, plate and colour; replacing and taking it off are events', async () => {
    const [second] = await addCars(t, S_CLASS, 1);
    const { id } = await book(inHours(50));
    const done = await assignCarTo(t, id, sClassCar.id, 0);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id, revision: 1, models: expect.arrayContaining(['bookings']) });
    expect((await row(id, done.json().position)).car).toEqual({
      id: sClassCar.id,
      plate: sClassCar.plate,
      colour: sClassCar.colour,
    });
    expect((await assignCarTo(t, id, second!, 1)).statusCode).toBe(200);
    const off = await assignCarTo(t, id, null, 3);
    expect(off.statusCode).toBe(200);
    expect((await row(id, off.json().position)).car).toBeNull();
    expect(await types(id)).toEqual([
      'BookingRequested',
      'CarAssigned',
      'CarUnassigned',
      'CarAssigned',
      'CarUnassigned',
    ]);
    const history = await t.app.inject({
      url: `/api/admin/bookings/${id}/history`,
      headers: t.adminHeaders(),
    });
    expect(history.json().items[1]).toMatchObject({
      type: 'CarAssigned',
      actor: { kind: 'user', email: 'admin@example.com', role: 'admin' },
    });
  });

  it('refuses a car of another model or an inactive car (400), a stale revision (409), none (428), a missing booking (404)', async () => {
    const [parked] = await addCars(t, S_CLASS, 1, { active: false });
    const scheduled = inHours(50);
    const { id } = await book(scheduled);
    const otherModel = await assignCarTo(t, id, eClassCar.id, 0);
    expect(otherModel.statusCode).toBe(400);
    expect(otherModel.json().errors).toEqual([
      { field: 'body.car_id', message: 'Car not found for this vehicle' },
    ]);
    const inactive = await assignCarTo(t, id, parked!, 0);
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().errors).toEqual([{ field: 'body.car_id', message: 'Car is inactive' }]);
    expect((await assignCarTo(t, id, sClassCar.id, 5)).statusCode).toBe(409);
    const noRevision = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/bookings/${id}/car`,
      headers: t.adminHeaders(),
      payload: { car_id: sClassCar.id },
    });
    expect(noRevision.statusCode).toBe(428);
    expect((await assignCarTo(t, '6a0b5c1d-2e3f-4a5b-8c6d-7e8f9a0b1c2d', sClassCar.id, 0)).statusCode).toBe(
      404,
    );
    expect(await types(id)).toEqual(['BookingRequested']);
    // None of the refusals left a claim on the car's day that would keep it from another ride.
    const day = new Date(Date.parse(scheduled) - 30 * 60_000).toISOString().slice(0, 10);
    expect(await t.eventStore.readStream(`car_schedule-${sClassCar.id}-${day}`)).toEqual([]);
  });

  it('a busy car or chauffeur is refused with 409 naming the ride they already have', async () => {
    await addCars(t, S_CLASS, 1);
    const first = await book(inHours(50));
    const second = await book(new Date(Date.parse(inHours(50)) + 20 * 60_000).toISOString());
    expect((await assignCarTo(t, first.id, sClassCar.id, 0)).statusCode).toBe(200);
    const busyCar = await assignCarTo(t, second.id, sClassCar.id, 0);
    expect(busyCar.statusCode).toBe(409);
    expect(busyCar.json().detail).toBe(`This car is already on ${first.reference} at that time.`);
    // Its own code, not a stale revision's: the panel says it in the admin's language (problem-texts.ts).
    expect(busyCar.json()).toMatchObject({ code: 'car_busy', params: { reference: first.reference } });

    const eClass = await book(new Date(Date.parse(inHours(50)) + 10 * 60_000).toISOString(), E_CLASS);
    expect((await assign(t, first.id, karim, 1)).statusCode).toBe(200);
    const busyChauffeur = await assign(t, eClass.id, karim, 0);
    expect(busyChauffeur.statusCode).toBe(409);
    expect(busyChauffeur.json().detail).toBe(
      `This chauffeur already drives ${first.reference} at that time.`,
    );
    expect(busyChauffeur.json()).toMatchObject({
      code: 'chauffeur_busy',
      params: { reference: first.reference },
    });
    expect(await types(eClass.id)).toEqual(['BookingRequested']);

    // The board's picker says the same before anyone tries.
    const picker = await candidates(second.id);
    expect(picker.statusCode).toBe(200);
    expect(picker.json().cars).toContainEqual({
      id: sClassCar.id,
      plate: sClassCar.plate,
      colour: sClassCar.colour,
      free: false,
      busy_with: { booking_id: first.id, reference: first.reference },
    });
    expect(picker.json().cars.filter((car: { free: boolean }) => car.free)).toHaveLength(1);
    expect(picker.json().chauffeurs).toEqual([
      {
        id: karim,
        name: 'Karim Benali',
        free: false,
        busy_with: { booking_id: first.id, reference: first.reference },
      },
    ]);
    // For its own ride, the car and chauffeur assigned are free.
    const own = (await candidates(first.id)).json();
    expect(own.chauffeurs[0]).toEqual({ id: karim, name: 'Karim Benali', free: true });
    expect(own.cars.every((car: { free: boolean }) => car.free)).toBe(true);
  });

  it('a ride that is cancelled or loses its chauffeur frees them at once', async () => {
    await addCars(t, S_CLASS, 1);
    const first = await book(inHours(50));
    const second = await book(new Date(Date.parse(inHours(50)) + 20 * 60_000).toISOString());
    await assignCarTo(t, first.id, sClassCar.id, 0);
    await assign(t, first.id, karim, 1);
    expect((await assignCarTo(t, second.id, sClassCar.id, 0)).statusCode).toBe(409);

    expect((await act(t, first.id, 'cancel', 2)).statusCode).toBe(200);
    expect((await assignCarTo(t, second.id, sClassCar.id, 0)).statusCode).toBe(200);
    expect((await assign(t, second.id, karim, 1)).statusCode).toBe(200);

    const third = await book(new Date(Date.parse(inHours(50)) - 20 * 60_000).toISOString(), E_CLASS);
    expect((await assign(t, third.id, karim, 0)).statusCode).toBe(409);
    expect((await assign(t, second.id, null, 2)).statusCode).toBe(200);
    expect((await assign(t, third.id, karim, 0)).statusCode).toBe(200);
  });

  it('a claim whose assignment lost the race for the booking holds nothing: its car is free at once', async () => {
    const [second] = await addCars(t, S_CLASS, 2);
    const ride = await book(inHours(50));
    const other = await book(new Date(Date.parse(inHours(50)) + 20 * 60_000).toISOString());
    // Two dispatchers give the same ride two cars at the same revision: one append wins; the other's car,
    // claimed first, is not kept for the in-flight time since the booking moved past the claim's revision.
    const [a, b] = await Promise.all([
      assignCarTo(t, ride.id, sClassCar.id, 0),
      assignCarTo(t, ride.id, second!, 0),
    ]);
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 409]);
    const loser = a!.statusCode === 409 ? sClassCar.id : second!;
    expect((await assignCarTo(t, other.id, loser, 0)).statusCode).toBe(200);
  });

  it('a 404 for the candidates of an unknown booking', async () => {
    expect((await candidates('6a0b5c1d-2e3f-4a5b-8c6d-7e8f9a0b1c2d')).statusCode).toBe(404);
  });
});
