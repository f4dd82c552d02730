import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { systemActor, vehicleStream } from '@chauffeur/contracts';
import { handleCommand } from '@chauffeur/platform';
import {
  DEMO_CARS,
  S_CLASS,
  act,
  bookWith,
  createTestApp,
  inHours,
  type TestApp,
} from '@chauffeur/api/testing';
import { vehicleDecider } from '../../fleet/index';
import { assignCarTo } from './test-helpers';

/**
 * Decision 249 (a browser tour's defect): a model with a confirmed upcoming booking could be deleted, and its
 * car was still offered and accepted for assignment, with no lane on the board.
 */
describe('removing a vehicle model that upcoming bookings use', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());

  const car = DEMO_CARS.find((demo) => demo.vehicleId === S_CLASS)!;
  const book = async (hours: number) => {
    const booked = await bookWith(t, { scheduled_time: inHours(hours), vehicle_id: S_CLASS });
    expect(booked.statusCode).toBe(201);
    return booked.json() as { id: string; position: string };
  };
  const reference = async (id: string, after: string) =>
    (
      await t.app.inject({ url: `/api/admin/bookings/${id}?after=${after}`, headers: t.adminHeaders() })
    ).json().reference as string;
  const remove = () =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/vehicles/${S_CLASS}`, headers: t.adminHeaders() });

  it('refuses while a pending or confirmed booking of it is ahead: 409 coded, naming them, nothing stored', async () => {
    const pending = await book(72);
    const confirmed = await book(96);
    const confirm = await act(t, confirmed.id, 'confirm', 0);
    expect(confirm.statusCode).toBe(200);
    const references = [
      await reference(pending.id, confirm.json().position),
      await reference(confirmed.id, confirm.json().position),
    ].join(', ');

    const refused = await remove();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'vehicle_has_upcoming_bookings',
      params: { references },
      detail: `Upcoming bookings use this vehicle (${references}). Change or cancel them before deleting the vehicle.`,
    });
    const events = await t.eventStore.readStream(vehicleStream(S_CLASS));
    expect(events.map((event) => event.type)).not.toContain('VehicleRemoved');
  });

  it('removes it once its upcoming bookings are cancelled', async () => {
    const booked = await book(72);
    const off = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${booked.id}/cancel`,
      headers: { ...t.adminHeaders(), 'if-match': '"0"' },
      payload: { reason: 'Customer called' },
    });
    expect(off.statusCode).toBe(200);
    await t.app.inject({
      url: `/api/admin/bookings?after=${off.json().position}`,
      headers: t.adminHeaders(),
    });
    expect((await remove()).statusCode).toBe(200);
  });

  it("never offers nor accepts a removed model's car, even for a booking that slipped past the check", async () => {
    const booked = await book(72);
    expect((await act(t, booked.id, 'confirm', 0)).statusCode).toBe(200);
    // The race decision 251 leaves open: the model removed while this booking was being written.
    await handleCommand(t.eventStore, {
      stream: vehicleStream(S_CLASS),
      decider: vehicleDecider,
      command: { type: 'RemoveVehicle', vehicleId: S_CLASS, upcomingBookings: [] },
      context: { actor: systemActor('test'), requestId: 'test-race' },
    });

    const candidates = await t.app.inject({
      url: `/api/admin/bookings/${booked.id}/candidates`,
      headers: t.adminHeaders(),
    });
    expect(candidates.statusCode).toBe(200);
    expect(candidates.json().cars).toEqual([]);

    const refused = await assignCarTo(t, booked.id, car.id, 1);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: 'body.car_id', message: 'Car not found for this vehicle' },
    ]);
    const events = await t.eventStore.readStream(`booking-${booked.id}`);
    expect(events.map((event) => event.type)).not.toContain('CarAssigned');
  });
});
