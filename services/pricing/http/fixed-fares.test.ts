import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { zoneFareStream } from '@chauffeur/contracts';
import {
  AIRPORT,
  CENTRE_AIRPORT,
  DEMO_FLEET,
  DEMO_ZONE_IDS,
  E_CLASS,
  GRAND_PLACE,
  bookWith,
  createTestApp,
  setZoneFares,
  type TestApp,
} from '@chauffeur/api/testing';

interface QuotedVehicle {
  vehicle: { id: string };
  total_fare: number;
  fare_basis?: { kind: string; zones?: string[] };
}

/** Every model's price, the E-Class's given: the other three as the demo seeds them. */
const pricesWith = (eClass: number) =>
  DEMO_FLEET.map((vehicle, i) => ({ vehicle_id: vehicle.id, price: [eClass, 110, 125, 95][i]! }));

describe('fixed fares between zones (issue 17 point 9)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());

  const quote = async (body: object) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/quotes', payload: body });
    expect(response.statusCode).toBe(200);
    return response.json<{
      vehicles: QuotedVehicle[];
      quote_token: string;
      pickup: object;
      dropoff: object;
    }>();
  };
  const eClassOf = (q: { vehicles: QuotedVehicle[] }) => q.vehicles.find((v) => v.vehicle.id === E_CLASS)!;
  const storedFare = async (id: string) => {
    const [event] = await t.eventStore.readStream(`booking-${id}`);
    return event!.data as { total_fare: number; fare_basis?: unknown };
  };

  /** What the Airport Transfers page shows for its Brussels Airport plan: the cheapest model of its pair. */
  const servicePagePrice = async () => {
    const service = (await t.app.inject({ url: '/api/services/airport-transfers' })).json<{
      pricing_plans: { route?: { zone_ids: [string, string] } }[];
    }>();
    const [a, b] = service.pricing_plans[0]!.route!.zone_ids;
    const fares = (await t.app.inject({ url: '/api/zone-fares' })).json<{
      items: { zones: { id: string }[]; prices: { price: number }[] }[];
    }>();
    const fare = fares.items.find(({ zones }) => [a, b].every((id) => zones.some((zone) => zone.id === id)))!;
    return Math.min(...fare.prices.map((p) => p.price));
  };

  it('quotes and books Brussels centre → Brussels Airport at the fixed fare, in both directions', async () => {
    const q = await quote({ pickup: GRAND_PLACE, dropoff: AIRPORT });
    expect(eClassOf(q)).toMatchObject({
      total_fare: 85,
      minimum_fare_applied: false,
      fare_basis: { kind: 'fixed', zones: ['Brussels centre', 'Brussels Airport'] },
    });
    const back = await quote({ pickup: AIRPORT, dropoff: GRAND_PLACE, is_round_trip: true });
    expect(eClassOf(back)).toMatchObject({
      total_fare: 170,
      fare_basis: { zones: ['Brussels Airport', 'Brussels centre'] },
    });

    // With the quote's token and without one (priced afresh): the same price, the basis recorded.
    const withToken = await bookWith(t, {
      vehicle_id: E_CLASS,
      passenger_count: 1,
      quote_token: q.quote_token,
      pickup_location: q.pickup,
      dropoff_location: q.dropoff,
    });
    const afresh = await bookWith(t, { vehicle_id: E_CLASS, passenger_count: 1 });
    for (const created of [withToken, afresh]) {
      expect(created.statusCode).toBe(201);
      expect(created.json().total_fare).toBe(85);
      expect(await storedFare(created.json().id)).toMatchObject({
        total_fare: 85,
        base_fare: 85,
        distance_fare: 0,
        fare_basis: { kind: 'fixed', pair: CENTRE_AIRPORT.slice().sort().join('_') },
      });
    }
  });

  it('charges a quoted fixed fare after the table changed, and keeps a booking’s fare', async () => {
    const q = await quote({ pickup: GRAND_PLACE, dropoff: AIRPORT });
    const before = await bookWith(t, { vehicle_id: E_CLASS, passenger_count: 1 });
    await setZoneFares(t, CENTRE_AIRPORT, pricesWith(99));

    const quoted = await bookWith(t, {
      vehicle_id: E_CLASS,
      passenger_count: 1,
      quote_token: q.quote_token,
      pickup_location: q.pickup,
      dropoff_location: q.dropoff,
    });
    expect(quoted.json().total_fare).toBe(85);
    expect((await storedFare(before.json().id)).total_fare).toBe(85);
    expect(eClassOf(await quote({ pickup: GRAND_PLACE, dropoff: AIRPORT })).total_fare).toBe(99);
  });

  it('shows the same price on the Airport Transfers page and in the wizard, both following the admin', async () => {
    expect(await servicePagePrice()).toBe(85);
    expect(
      Math.min(...(await quote({ pickup: GRAND_PLACE, dropoff: AIRPORT })).vehicles.map((v) => v.total_fare)),
    ).toBe(85);

    await setZoneFares(t, CENTRE_AIRPORT, pricesWith(79));
    expect(await servicePagePrice()).toBe(79);
    const q = await quote({ pickup: GRAND_PLACE, dropoff: AIRPORT });
    expect(Math.min(...q.vehicles.map((v) => v.total_fare))).toBe(79);
    expect(eClassOf(q).total_fare).toBe(79);
  });

  it('records every fare change as an event with the admin as its actor', async () => {
    await setZoneFares(t, CENTRE_AIRPORT, pricesWith(79));
    const events = await t.eventStore.readStream(zoneFareStream(...CENTRE_AIRPORT));
    expect(events.map((e) => e.type)).toEqual(['ZoneFaresSet', 'ZoneFaresSet']);
    expect(events[0]!.metadata.actor).toMatchObject({ kind: 'system' });
    expect(events[1]!.metadata.actor).toMatchObject({ kind: 'user', role: 'admin' });
  });

  it('refuses a fixed fare of 0, which would make the ride free, naming the price', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/zone-fares',
      headers: t.adminHeaders(),
      payload: { zone_ids: CENTRE_AIRPORT, prices: pricesWith(0) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({
      field: 'body.prices.0.price',
      message: 'Price must be greater than 0',
    });
    // Nothing recorded: the pair still costs what it did.
    expect(eClassOf(await quote({ pickup: GRAND_PLACE, dropoff: AIRPORT })).total_fare).toBe(85);
  });

  it('names the zones in the visitor’s language: a French quote says Bruxelles-centre, the booking keeps the default names', async () => {
    const fr = await quote({ pickup: GRAND_PLACE, dropoff: AIRPORT, language: 'fr' });
    expect(eClassOf(fr).fare_basis).toMatchObject({
      kind: 'fixed',
      zones: ['Bruxelles-centre', 'Aéroport de Bruxelles'],
    });
    const nl = await quote({ pickup: AIRPORT, dropoff: GRAND_PLACE, language: 'nl' });
    expect(eClassOf(nl).fare_basis?.zones).toEqual(['Luchthaven Brussel', 'Brussel-centrum']);

    // The record is the same whatever the language it was quoted in (decision 269).
    const booked = await bookWith(t, {
      vehicle_id: E_CLASS,
      passenger_count: 1,
      quote_token: fr.quote_token,
      pickup_location: fr.pickup,
      dropoff_location: fr.dropoff,
    });
    expect((await storedFare(booked.json().id)).fare_basis).toMatchObject({
      zones: ['Brussels centre', 'Brussels Airport'],
    });
  });

  it('answers the service pages the zones’ names in every language, as the quote names them (decision 276)', async () => {
    const fares = (await t.app.inject({ url: '/api/zone-fares' })).json<{
      items: { zones: { id: string; name: unknown }[] }[];
    }>();
    const names = new Map(fares.items.flatMap(({ zones }) => zones.map((zone) => [zone.id, zone.name])));
    expect(names.get(DEMO_ZONE_IDS.brusselsCentre)).toEqual({
      en: 'Brussels centre',
      fr: 'Bruxelles-centre',
      nl: 'Brussel-centrum',
      de: 'Brüssel-Zentrum',
    });
    expect(names.get(DEMO_ZONE_IDS.brusselsAirport)).toMatchObject({
      fr: 'Aéroport de Bruxelles',
      nl: 'Luchthaven Brussel',
    });
  });

  it('records the names an admin gives a zone with the admin as actor, a language without one reading the default', async () => {
    const centre = DEMO_ZONE_IDS.brusselsCentre;
    const zone = (await t.app.inject({ url: `/api/admin/zones/${centre}`, headers: t.adminHeaders() })).json<{
      name: Record<string, string>;
      shape: object;
      revision: number;
    }>();
    const change = (name: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/zones/${centre}`,
        headers: t.adminHeaders(),
        payload: { name, shape: zone.shape, expectedRevision: zone.revision },
      });

    const tooLong = await change({ en: 'Brussels centre', nl: 'x'.repeat(81) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual([
      { field: 'body.name.nl', message: 'Name must be at most 80 characters' },
    ]);
    // Shown beside the public fixed fares: a text-direction override would show it backwards (decision 302).
    const reversed = await change({ en: 'Brussels centre', fr: 'Bruxelles-\u202Eertnec' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual([
      {
        field: 'body.name.fr',
        message: 'Name must be one line without control characters or text-direction overrides',
      },
    ]);

    expect((await change({ en: 'Brussels centre', nl: 'Brussel-Centrum (Vijfhoek)' })).statusCode).toBe(200);
    await t.runner.waitUntilCaughtUp(5000);
    const [, changed] = await t.eventStore.readStream(`zone-${centre}`);
    expect(changed).toMatchObject({
      type: 'ZoneChanged',
      data: { name: { en: 'Brussels centre', nl: 'Brussel-Centrum (Vijfhoek)' } },
      metadata: { actor: { kind: 'user', role: 'admin' } },
    });
    const zones = async (language: string) =>
      eClassOf(await quote({ pickup: GRAND_PLACE, dropoff: AIRPORT, language })).fare_basis?.zones;
    expect(await zones('nl')).toEqual(['Brussel-Centrum (Vijfhoek)', 'Luchthaven Brussel']);
    expect(await zones('fr')).toEqual(['Brussels centre', 'Aéroport de Bruxelles']);
  });

  it('keeps admin pricing routes for staff only', async () => {
    expect((await t.app.inject({ url: '/api/admin/zones' })).statusCode).toBe(401);
    const zones = await t.app.inject({ url: '/api/admin/zones', headers: t.adminHeaders() });
    expect(zones.json().items.map((z: { name: { en: string } }) => z.name.en)).toContain('Brussels centre');
  });
});
