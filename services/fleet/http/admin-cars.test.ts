import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CARS, E_CLASS, S_CLASS, createTestApp, type TestApp } from '@chauffeur/api/testing';

/** Issue 17 point 2: each model has cars (plate, colour, active), managed from the admin's vehicle form. */
describe('admin cars: /api/admin/vehicles/:id/cars', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/admin/vehicles/${url}`, headers: t.adminHeaders(), payload });
  const model = async (id: string, after?: string) =>
    (
      await t.app.inject({
        url: `/api/admin/vehicles/${id}${after ? `?after=${after}` : ''}`,
        headers: t.adminHeaders(),
      })
    ).json();

  it('a fresh install has one car per demo model', async () => {
    const cars = (await model(S_CLASS)).cars;
    const seeded = DEMO_CARS.find((car) => car.vehicleId === S_CLASS)!;
    expect(cars).toEqual([{ id: seeded.id, plate: seeded.plate, colour: seeded.colour, active: true }]);
  });

  it('adds, edits and removes a car, each an event with the admin as actor, and the model form shows them', async () => {
    const added = await send('POST', `${S_CLASS}/cars`, { plate: ' 2-abc-123 ', colour: 'Silver' });
    expect(added.statusCode).toBe(201);
    const { id: carId, position } = added.json();
    expect((await model(S_CLASS, position)).cars.at(-1)).toEqual({
      id: carId,
      plate: '2-ABC-123',
      colour: 'Silver',
      active: true,
    });

    const parked = await send('PUT', `${S_CLASS}/cars/${carId}`, {
      plate: '2-ABC-124',
      colour: 'Silver',
      active: false,
    });
    expect(parked.statusCode).toBe(200);
    expect((await model(S_CLASS, parked.json().position)).cars.at(-1)).toMatchObject({
      plate: '2-ABC-124',
      active: false,
    });

    const removed = await send('DELETE', `${S_CLASS}/cars/${carId}`);
    expect(removed.statusCode).toBe(200);
    const after = await model(S_CLASS, removed.json().position);
    expect(after.cars.map((car: { id: string }) => car.id)).not.toContain(carId);
    // The cars have their own stream: the revision the form saves the model with has not moved.
    expect(after.revision).toBe(0);

    const events = await t.eventStore.readStream(`vehicle_cars-${S_CLASS}`);
    expect(events.map((e) => e.type)).toEqual(['CarAdded', 'CarAdded', 'CarUpdated', 'CarRemoved']);
    expect(events.at(-1)!.metadata.actor).toMatchObject({ kind: 'user', role: 'admin' });
  });

  it('keeps plates unique across the fleet however they are written, and frees a plate with its car', async () => {
    const first = await send('POST', `${S_CLASS}/cars`, { plate: '1-XYZ-999', colour: 'Black' });
    expect(first.statusCode).toBe(201);
    for (const plate of ['1 xyz 999', '1.XYZ.999', '1XYZ999']) {
      const again = await send('POST', `${E_CLASS}/cars`, { plate, colour: 'White' });
      expect(again.statusCode).toBe(409);
      expect(again.json().detail).toBe('Another car already has this plate');
    }
    // Taking another car's plate by an edit is refused as well.
    const seeded = DEMO_CARS.find((car) => car.vehicleId === E_CLASS)!;
    const edit = await send('PUT', `${E_CLASS}/cars/${seeded.id}`, { plate: '1xyz999', colour: 'Black' });
    expect(edit.statusCode).toBe(409);

    await send('DELETE', `${S_CLASS}/cars/${first.json().id}`);
    expect((await send('POST', `${E_CLASS}/cars`, { plate: '1-xyz-999', colour: 'White' })).statusCode).toBe(
      201,
    );
  });

  it('frees the plate it leaves when a car changes plate', async () => {
    const car = (await send('POST', `${S_CLASS}/cars`, { plate: 'OLD-1', colour: 'Black' })).json();
    expect(
      (await send('PUT', `${S_CLASS}/cars/${car.id}`, { plate: 'NEW-1', colour: 'Black' })).statusCode,
    ).toBe(200);
    expect((await send('POST', `${E_CLASS}/cars`, { plate: 'old 1', colour: 'Grey' })).statusCode).toBe(201);
  });

  it('answers clear 4xx messages', async () => {
    const bad = await send('POST', `${S_CLASS}/cars`, { plate: '<b>', colour: '' });
    expect(bad.statusCode).toBe(400);
    const fields = bad
      .json()
      .errors.map((e: { field: string; message: string }) => `${e.field}: ${e.message}`);
    expect(fields).toEqual(
      expect.arrayContaining([
        'body.plate: Plate may hold only letters, digits, spaces, dots and hyphens',
        'body.colour: Colour is required',
      ]),
    );
    const unknownModel = await send('POST', `00000000-0000-4000-8000-000000000099/cars`, {
      plate: 'Q-1',
      colour: 'Red',
    });
    expect(unknownModel.statusCode).toBe(404);
    expect(unknownModel.json().detail).toBe('Vehicle not found');
    const unknownCar = await send('PUT', `${S_CLASS}/cars/00000000-0000-4000-8000-000000000098`, {
      plate: 'Q-1',
      colour: 'Red',
    });
    expect(unknownCar.statusCode).toBe(404);
    expect(unknownCar.json().detail).toBe('Car not found');
    // The refused model did not keep the plate.
    expect((await send('POST', `${S_CLASS}/cars`, { plate: 'Q-1', colour: 'Red' })).statusCode).toBe(201);
  });

  it('never shows plates to the public', async () => {
    const list = (await t.app.inject({ url: '/api/vehicles' })).json();
    expect(JSON.stringify(list)).not.toContain('1-CHF-');
  });

  it('only admins manage cars', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/admin/vehicles/${S_CLASS}/cars`,
      payload: { plate: 'U-1', colour: 'Red' },
    });
    expect(answer.statusCode).toBe(401);
  });
});
