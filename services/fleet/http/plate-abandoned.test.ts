import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { E_CLASS, S_CLASS, useCrashingApp } from '@chauffeur/api/testing';

const MINUTE = 60_000;

/**
 * Decision 327: a plate is claimed before its car gets it, so a process that dies between the two appends
 * leaves a plate claimed by a car that never had it. Another car may claim over it once it has stood for 2
 * minutes (a change still in flight before that), as an address's claim; a car that has its plate keeps it.
 */
describe('a plate claimed by a car change that never happened (the process died in between)', () => {
  const app = useCrashingApp({ beforeEach, afterEach });

  const addCar = (vehicleId: string, plate: string) =>
    app.t.app.inject({
      method: 'POST',
      url: `/api/admin/vehicles/${vehicleId}/cars`,
      headers: app.t.adminHeaders(),
      payload: { plate, colour: 'Black' },
    });
  const taken = { status: 409, detail: 'Another car already has this plate' };
  const answer = (response: Awaited<ReturnType<typeof addCar>>) => ({
    status: response.statusCode,
    detail: response.json().detail,
  });

  it('given a car added with a plate and the process dead before the car was written, then another car gets the plate after 2 minutes, not before', async () => {
    app.crash.crashAt('vehicle_cars-');
    expect((await addCar(S_CLASS, '1-LOST-01')).statusCode).toBe(500);
    app.crash.restart();

    expect(answer(await addCar(E_CLASS, '1 lost 01'))).toEqual(taken);
    app.advance(2 * MINUTE);
    const later = await addCar(E_CLASS, '1-LOST-01');

    expect(later.statusCode, later.body).toBe(201);
    expect(answer(await addCar(S_CLASS, '1-LOST-01'))).toEqual(taken);
  });

  it('given an abandoned plate, when two cars are added with it at the same moment, then one gets it', async () => {
    app.crash.crashAt('vehicle_cars-');
    expect((await addCar(S_CLASS, '1-LOST-02')).statusCode).toBe(500);
    app.crash.restart();
    app.advance(2 * MINUTE);

    const answers = await Promise.all([addCar(S_CLASS, '1-LOST-02'), addCar(E_CLASS, '1-LOST-02')]);

    expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });

  it('given a car that has its plate, then no other car takes it over, however old its claim', async () => {
    expect((await addCar(S_CLASS, '1-KEPT-01')).statusCode).toBe(201);
    app.advance(60 * MINUTE);

    expect(answer(await addCar(E_CLASS, '1-KEPT-01'))).toEqual(taken);
  });
});
