import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Vehicle } from '@chauffeur/contracts';
import { createTestApp, type TestApp } from '@chauffeur/api/testing';

const limo = {
  name: 'Maybach S 680',
  description: { en: 'Ultimate luxury', fr: 'Le luxe absolu' },
  image_url: 'https://images.example.com/maybach.jpg',
  type: 'luxury',
  price_per_km: 6.25,
  max_passengers: 3,
  max_luggage: 2,
};

describe('admin vehicles', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());

  const publicList = async (after?: string) =>
    (await t.app.inject({ url: `/api/vehicles${after ? `?after=${after}` : ''}` })).json<{
      items: Vehicle[];
    }>().items;
  const add = (body: unknown = limo, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/vehicles',
      headers: { ...t.adminHeaders(), ...headers },
      payload: body as object,
    });

  it('adds a vehicle as an event and shows it on the public fleet, cheapest first', async () => {
    const response = await add();
    expect(response.statusCode).toBe(201);
    const created = response.json<{ id: string; revision: number; position: string }>();
    expect(created.revision).toBe(0);
    const list = await publicList(created.position);
    expect(list.map((v) => v.name)).toEqual([
      'Mercedes-Benz E-Class',
      'Mercedes-Benz V-Class',
      'BMW 7 Series',
      'Mercedes-Benz S-Class',
      'Maybach S 680',
    ]);
    expect(list.at(-1)).toMatchObject({ id: created.id, ...limo, revision: 0 });
    const [event] = await t.eventStore.readStream(`vehicle-${created.id}`);
    expect(event).toMatchObject({ type: 'VehicleAdded', data: { vehicle_id: created.id, ...limo } });
    expect(event!.metadata.actor).toEqual({
      kind: 'user',
      id: 'admin-1',
      email: 'admin@example.com',
      role: 'admin',
    });
    expect(event!.metadata.correlationId).toBe(response.headers['x-request-id']);
  });

  it('answers the description in every language it was saved in, and a translation can be removed', async () => {
    const created = (await add()).json<{ id: string; revision: number; position: string }>();
    const saved = (await publicList(created.position)).find((v) => v.id === created.id);
    expect(saved?.description).toEqual({ en: 'Ultimate luxury', fr: 'Le luxe absolu' });
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/vehicles/${created.id}`,
      headers: { ...t.adminHeaders(), 'if-match': `"${created.revision}"` },
      payload: { ...limo, description: { en: 'Ultimate luxury', nl: 'Ultieme luxe' } },
    });
    expect(edited.statusCode).toBe(200);
    const after = (await publicList(edited.json<{ position: string }>().position)).find(
      (v) => v.id === created.id,
    );
    expect(after?.description).toEqual({ en: 'Ultimate luxury', nl: 'Ultieme luxe' });
  });

  it('refuses a description without its English original, or a blank translation, naming the field', async () => {
    const response = await add({ ...limo, description: { fr: 'Le luxe absolu', de: ' ' } });
    expect(response.statusCode).toBe(400);
    const fields = response.json<{ errors: { field: string }[] }>().errors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['body.description.en', 'body.description.de']));
  });

  it('answers invalid fields with 400 naming each failing field, and stores nothing', async () => {
    const eventsBefore = await t.eventStore.countAfter('start');
    const response = await add({
      ...limo,
      name: '  ',
      price_per_km: -1,
      image_url: 'not a url',
      type: 'bus',
      max_luggage: 1.5,
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const fields = response
      .json<{ errors: { field: string; message: string }[] }>()
      .errors.map((e) => e.field);
    expect(fields.sort()).toEqual([
      'body.image_url',
      'body.max_luggage',
      'body.name',
      'body.price_per_km',
      'body.type',
    ]);
    expect(response.json().errors).toContainEqual({
      field: 'body.image_url',
      message: 'Image URL must be a valid URL',
    });
    expect(await publicList()).toHaveLength(4);
    expect(await t.eventStore.countAfter('start')).toBe(eventsBefore);
  });

  it('answers a missing field, a string number and an extra body type with 4xx, never 500', async () => {
    const { price_per_km: _omit, ...missing } = limo;
    expect((await add(missing)).json().errors).toContainEqual({
      field: 'body.price_per_km',
      message: 'Price per km must be a number',
    });
    expect((await add({ ...limo, max_passengers: '3' })).statusCode).toBe(400);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/vehicles',
      headers: { ...t.adminHeaders(), 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ detail: 'The request body is not valid JSON' });
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/admin/vehicles',
      headers: { ...t.adminHeaders(), 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(wrongType.statusCode).toBe(415);
    const badId = await t.app.inject({ url: '/api/admin/vehicles/not-a-uuid', headers: t.adminHeaders() });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors[0].field).toBe('params.id');
  });

  it('updates with the revision the client saw and refuses a stale one with 409', async () => {
    const { id } = (await add()).json<{ id: string }>();
    const put = (revision: string | undefined, body: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/vehicles/${id}`,
        headers: { ...t.adminHeaders(), ...(revision === undefined ? {} : { 'if-match': revision }) },
        payload: body,
      });
    const first = await put('"0"', { ...limo, price_per_km: 6.5 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id, revision: 1 });
    const stale = await put('0', { ...limo, price_per_km: 7 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ status: 409, current_revision: 1 });
    expect(stale.json().detail).toContain('changed by someone else');
    expect((await put(undefined, { ...limo, price_per_km: 7 })).statusCode).toBe(428);
    const viaBody = await put(undefined, { ...limo, price_per_km: 7, expectedRevision: 1 });
    expect(viaBody.json()).toMatchObject({ revision: 2 });
    const detail = await t.app.inject({
      url: `/api/admin/vehicles/${id}?after=${viaBody.json().position}`,
      headers: t.adminHeaders(),
    });
    expect(detail.json()).toMatchObject({ price_per_km: 7, revision: 2 });
    expect(detail.headers.etag).toBe('"2"');
  });

  it('lets only one of two concurrent edits at the same revision win', async () => {
    const { id } = (await add()).json<{ id: string }>();
    const edit = (price: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/vehicles/${id}`,
        headers: { ...t.adminHeaders(), 'if-match': '0' },
        payload: { ...limo, price_per_km: price },
      });
    const codes = (await Promise.all([edit(7), edit(8)])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    expect(await t.eventStore.readStream(`vehicle-${id}`)).toHaveLength(2);
  });

  it('removes a vehicle from the fleet, then answers 404 for it', async () => {
    const { id } = (await add()).json<{ id: string }>();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/vehicles/${id}`,
      headers: t.adminHeaders(),
    });
    expect(removed.statusCode).toBe(200);
    expect((await publicList(removed.json().position)).map((v) => v.id)).not.toContain(id);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/vehicles/${id}`,
      headers: t.adminHeaders(),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe('Vehicle not found');
  });

  it('creates once per Idempotency-Key and refuses the key with another body', async () => {
    const key = { 'idempotency-key': 'add-maybach-0001' };
    const first = await add(limo, key);
    const retry = await add(limo, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    const other = await add({ ...limo, name: 'Another' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().errors[0].field).toBe('headers.idempotency-key');
    expect((await publicList(first.json().position)).filter((v) => v.name === limo.name)).toHaveLength(1);
  });

  it('creates one vehicle when two requests with one Idempotency-Key race', async () => {
    const key = { 'idempotency-key': 'race-key-0001' };
    const [a, b] = await Promise.all([add(limo, key), add(limo, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).toBe(b.json().id);
    expect(await t.eventStore.readStream(`vehicle-${a.json().id}`)).toHaveLength(1);
  });
});
