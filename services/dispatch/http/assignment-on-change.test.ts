import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DEMO_CARS,
  E_CLASS,
  S_CLASS,
  bookWith,
  createTestApp,
  inHours,
  type TestApp,
} from '@chauffeur/api/testing';
import { addChauffeur, assign, assignCarTo } from './test-helpers';

/**
 * Issue 17 (decision 167): an edit that moves a ride in time (or route, or vehicle) claims its model slot,
 * its car and its chauffeur again: refused with 409 naming what clashes, or done and the old time freed.
 */
describe('editing a ride that has a car and a chauffeur', () => {
  let t: TestApp;
  let karim: string;
  const sClassCar = DEMO_CARS.find((car) => car.vehicleId === S_CLASS)!;
  const at = (hours: number, minutes = 0) =>
    new Date(Date.parse(inHours(hours)) + minutes * 60_000).toISOString();
  beforeEach(async () => {
    t = await createTestApp();
    karim = await addChauffeur(t, { name: 'Karim Benali', email: 'karim@example.be' });
  });
  afterEach(async () => t.close());

  const book = async (scheduled_time: string, vehicle_id = S_CLASS) => {
    const booked = await bookWith(t, { scheduled_time, vehicle_id });
    expect(booked.statusCode, booked.body).toBe(201);
    return booked.json() as { id: string; reference: string };
  };
  const change = (id: string, revision: number, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/bookings/${id}`,
      headers: { ...t.adminHeaders(), 'if-match': `"${revision}"` },
      payload,
    });
  const types = async (id: string) => (await t.eventStore.readStream(`booking-${id}`)).map((e) => e.type);

  it("refuses to move a ride onto its chauffeur's other ride, naming it, and records nothing", async () => {
    const first = await book(at(60), E_CLASS);
    const second = await book(at(64));
    expect((await assign(t, first.id, karim, 0)).statusCode).toBe(200);
    expect((await assign(t, second.id, karim, 0)).statusCode).toBe(200);
    const moved = await change(second.id, 1, { scheduled_time: at(60, 15) });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().detail).toBe(`This chauffeur already drives ${first.reference} at that time.`);
    expect(await types(second.id)).toEqual(['BookingRequested', 'ChauffeurAssigned']);
    // Its model slot and its car are untouched: a new S-Class ride at the old time is still refused.
    expect((await bookWith(t, { scheduled_time: at(64, 10), vehicle_id: S_CLASS })).statusCode).toBe(409);
  });

  it('moves a ride to a free time: its car and chauffeur go with it and its old time is free again', async () => {
    const ride = await book(at(60));
    await assignCarTo(t, ride.id, sClassCar.id, 0);
    await assign(t, ride.id, karim, 1);
    const moved = await change(ride.id, 2, { scheduled_time: at(66) });
    expect(moved.statusCode, moved.body).toBe(200);

    // The old time: the model's one car is free for a new booking, and car and chauffeur can take it.
    const atOldTime = await book(at(60, 10));
    expect((await assignCarTo(t, atOldTime.id, sClassCar.id, 0)).statusCode).toBe(200);
    const eClass = await book(at(60, 5), E_CLASS);
    expect((await assign(t, eClass.id, karim, 0)).statusCode).toBe(200);
    // The new time: held by the moved ride, for the model, the car and the chauffeur.
    expect((await bookWith(t, { scheduled_time: at(66, 10), vehicle_id: S_CLASS })).statusCode).toBe(409);
    const eClassLater = await book(at(66, 10), E_CLASS);
    const busy = await assign(t, eClassLater.id, karim, 0);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().detail).toBe(`This chauffeur already drives ${ride.reference} at that time.`);
  });

  it("refuses to move a ride to a time when every car of its model is booked (the model's slot)", async () => {
    await book(at(60));
    const other = await book(at(64));
    const moved = await change(other.id, 0, { scheduled_time: at(60, 20) });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().detail).toMatch(/^This vehicle is not available at that time/);
    expect(await types(other.id)).toEqual(['BookingRequested']);
    // The refused edit gave nothing away: the other ride still holds its own time.
    expect((await bookWith(t, { scheduled_time: at(64, 10), vehicle_id: S_CLASS })).statusCode).toBe(409);
  });

  it('refuses to change the vehicle of a ride that has a car (the car is the old model’s)', async () => {
    const ride = await book(at(60));
    await assignCarTo(t, ride.id, sClassCar.id, 0);
    const changed = await change(ride.id, 1, { vehicle_id: E_CLASS });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().detail).toBe(
      'A car of the booked vehicle is assigned to this booking: take it off the booking before changing the vehicle.',
    );
    await assignCarTo(t, ride.id, null, 1);
    expect((await change(ride.id, 2, { vehicle_id: E_CLASS })).statusCode).toBe(200);
    // The S-Class slot it held is free again.
    expect((await bookWith(t, { scheduled_time: at(60, 10), vehicle_id: S_CLASS })).statusCode).toBe(201);
  });
});
