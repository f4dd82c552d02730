import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AIRPORT,
  CENTRE_AIRPORT,
  DEMO_FLEET,
  E_CLASS,
  GRAND_PLACE,
  createTestApp,
  withoutCentreAirportFares,
  zoneFareRevision,
  type TestApp,
} from '@chauffeur/api/testing';

/** Every model's price, the E-Class's given: the other three as the demo seeds them. */
const pricesWith = (eClass: number) =>
  DEMO_FLEET.map((vehicle, i) => ({ vehicle_id: vehicle.id, price: [eClass, 110, 125, 95][i]! }));

describe('writing the fixed fares: no lost edit, no price for a model that does not exist', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());

  const put = (body: object, ifMatch?: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/zone-fares',
      headers: { ...t.adminHeaders(), ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
      payload: body,
    });
  const remove = (ifMatch?: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/admin/zone-fares/${CENTRE_AIRPORT[0]}/${CENTRE_AIRPORT[1]}`,
      headers: { ...t.adminHeaders(), ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
    });
  const eClassFare = async () => {
    await t.runner.waitUntilCaughtUp(5000);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: { pickup: GRAND_PLACE, dropoff: AIRPORT },
    });
    const vehicles = response.json<{ vehicles: { vehicle: { id: string }; total_fare: number }[] }>()
      .vehicles;
    return vehicles.find((v) => v.vehicle.id === E_CLASS)!.total_fare;
  };

  it('keeps the first of two admins’ edits: the second, made on the same revision, is refused with 409', async () => {
    const seen = await zoneFareRevision(t, CENTRE_AIRPORT);
    const first = await put({ zone_ids: CENTRE_AIRPORT, prices: pricesWith(90) }, seen);
    expect(first.statusCode).toBe(200);
    const second = await put({ zone_ids: CENTRE_AIRPORT, prices: pricesWith(70) }, seen);
    expect(second.statusCode).toBe(409);
    expect(await eClassFare()).toBe(90);
    // A stale revision from long ago is refused too, and one without a revision at all asks for it.
    expect((await put({ zone_ids: CENTRE_AIRPORT, prices: pricesWith(70) }, '"0"')).statusCode).toBe(409);
    const blind = await put({ zone_ids: CENTRE_AIRPORT, prices: pricesWith(70) });
    expect(blind.statusCode).toBe(428);
    expect(blind.json().errors).toEqual([{ field: 'headers.if-match', message: 'is required' }]);
    expect(await eClassFare()).toBe(90);
  });

  it('removes a pair’s fares only at the revision read, and sets a pair without fares with If-Match -1 once', async () => {
    expect((await remove()).statusCode).toBe(428);
    expect((await remove('"7"')).statusCode).toBe(409);
    expect(await eClassFare()).toBe(85);
    await withoutCentreAirportFares(t);

    // The pair has no fares (its stream remains): two admins adding them, only the first one's kept.
    expect((await put({ zone_ids: CENTRE_AIRPORT, prices: pricesWith(88) }, '"-1"')).statusCode).toBe(200);
    expect((await put({ zone_ids: CENTRE_AIRPORT, prices: pricesWith(60) }, '"-1"')).statusCode).toBe(409);
    expect(await eClassFare()).toBe(88);
  });

  it('refuses an If-Match quoted on one side only, naming the header, and changes nothing', async () => {
    const seen = (await zoneFareRevision(t, CENTRE_AIRPORT)).replaceAll('"', '');
    for (const ifMatch of [`"${seen}`, `${seen}"`, '"-1', 'W/"-1']) {
      const response = await put({ zone_ids: CENTRE_AIRPORT, prices: pricesWith(70) }, ifMatch);
      expect(response.statusCode, ifMatch).toBe(400);
      expect(response.json().errors).toEqual([
        { field: 'headers.if-match', message: 'must be a revision number' },
      ]);
    }
    expect(await eClassFare()).toBe(85);
    // The revision bare, quoted, or weakened by a proxy (W/) is the revision read.
    expect((await put({ zone_ids: CENTRE_AIRPORT, prices: pricesWith(71) }, `W/"${seen}"`)).statusCode).toBe(
      200,
    );
  });

  it('refuses a price for a model that does not exist, naming it, and keeps the pair’s real fares', async () => {
    const response = await put(
      {
        zone_ids: CENTRE_AIRPORT,
        prices: [{ vehicle_id: '11111111-1111-4111-8111-111111111111', price: 5 }],
      },
      await zoneFareRevision(t, CENTRE_AIRPORT),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'body.prices.0.vehicle_id', message: 'Vehicle not found' },
    ]);
    expect(await eClassFare()).toBe(85);
  });
});
