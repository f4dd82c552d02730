import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  E_CLASS,
  S_CLASS,
  act,
  bookWith,
  createTestApp,
  enoughCars,
  inHours,
  type TestApp,
} from '@chauffeur/api/testing';
import { vehicleStream } from '@chauffeur/contracts';
import { eventually } from '@chauffeur/platform';
import { addChauffeur, assign, driverHeaders } from '../http/test-helpers';
import { openStream, type OpenStream } from './sse-client';

/**
 * Decision 236: the driver's page is live. A chauffeur's stream carries the changes of their own rides (and
 * of a ride just taken off them), within a second, and nothing of another chauffeur's; only a driver opens
 * one, for their own account.
 */
describe("the driver's live stream", () => {
  let t: TestApp;
  let base: string;
  let karim: string;
  let anna: string;
  const streams: OpenStream[] = [];
  beforeEach(async () => {
    t = await createTestApp();
    await enoughCars(t);
    karim = await addChauffeur(t, { name: 'Karim Benali', email: 'karim@example.be' });
    anna = await addChauffeur(t, { name: 'Anna de Smet', email: 'anna@example.be' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    for (const stream of streams.splice(0)) stream.close();
    await t.close();
  });

  const ticketFor = async (headers: Record<string, string>, path = '/api/driver/live/ticket') =>
    t.app.inject({ method: 'POST', url: path, headers });
  const open = async (ticket: string, path = '/api/driver/live') => {
    const stream = await openStream(`${base}${path}?${new URLSearchParams({ ticket })}`);
    streams.push(stream);
    return stream;
  };
  const liveOf = async (email: string) =>
    open((await ticketFor(driverHeaders(t, email))).json<{ ticket: string }>().ticket);
  const confirmedBooking = async (vehicle_id = S_CLASS, hours = 48) => {
    const { id } = (await bookWith(t, { scheduled_time: inHours(hours), vehicle_id })).json();
    expect((await act(t, id, 'confirm', 0)).statusCode).toBe(200);
    return id as string;
  };
  const positions = (stream: OpenStream) => stream.changes.map(({ change }) => change.position);

  it('tells a chauffeur of a ride assigned to them within a second, and nothing of another chauffeur’s', async () => {
    const karimLive = await liveOf('karim@example.be');
    const annaLive = await liveOf('anna@example.be');
    const hers = await confirmedBooking();
    const his = await confirmedBooking();

    const toAnna = await assign(t, hers, anna, 1);
    await eventually(() => positions(annaLive).includes(toAnna.json().position));
    const sent = Date.now();
    const toKarim = await assign(t, his, karim, 1);
    await eventually(() => positions(karimLive).includes(toKarim.json().position));
    const arrived = karimLive.changes.find(({ change }) => change.position === toKarim.json().position)!;
    expect(arrived.at - sent).toBeLessThan(1000);
    expect(arrived.change.models).toContain('bookings');
    // Announced in log order: Karim heard of his ride, so he would have heard of Anna's before it.
    expect(positions(karimLive)).toEqual([toKarim.json().position]);
    expect(positions(annaLive)).toEqual([toAnna.json().position]);
  });

  it('tells both chauffeurs when a ride passes from one to the other, and then only its new chauffeur', async () => {
    const karimLive = await liveOf('karim@example.be');
    const annaLive = await liveOf('anna@example.be');
    const id = await confirmedBooking();
    expect((await assign(t, id, karim, 1)).statusCode).toBe(200);
    await eventually(() => karimLive.changes.length === 1);
    // Reassigned: Karim loses it (ChauffeurUnassigned), Anna gets it (ChauffeurAssigned), one command.
    const moved = await assign(t, id, anna, 2);
    await eventually(
      () => positions(karimLive).length === 2 && positions(annaLive).includes(moved.json().position),
    );
    expect(BigInt(positions(karimLive)[1]!)).toBeLessThan(BigInt(moved.json().position));
    // Cancelled now: only Anna's page hears of it.
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${id}/cancel`,
      headers: { ...t.adminHeaders(), 'if-match': '"4"' },
      payload: { reason: 'The customer called' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await eventually(() => positions(annaLive).includes(cancelled.json().position));
    const other = await confirmedBooking();
    const last = await assign(t, other, karim, 1);
    await eventually(() => positions(karimLive).includes(last.json().position));
    expect(positions(karimLive)).not.toContain(cancelled.json().position);
  });

  it('tells of a car model renamed only the chauffeurs with a ride in that model (decision 242)', async () => {
    const karimLive = await liveOf('karim@example.be');
    const annaLive = await liveOf('anna@example.be');
    const his = await assign(t, await confirmedBooking(S_CLASS), karim, 1);
    const hers = await assign(t, await confirmedBooking(E_CLASS), anna, 1);
    await eventually(() => positions(karimLive).length === 1 && positions(annaLive).length === 1);

    // The admin renames the S-Class, the model of Karim's ride, as the fleet page does.
    const [model] = await t.eventStore.readStream(vehicleStream(S_CLASS));
    const { vehicle_id: _id, ...fields } = model!.data as Record<string, unknown>;
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/vehicles/${S_CLASS}`,
      headers: { ...t.adminHeaders(), 'if-match': `"${model!.revision}"` },
      payload: { ...fields, name: 'Mercedes-Benz S-Class Maybach' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await eventually(() => positions(karimLive).includes(renamed.json().position));
    // Anna drives an E-Class: told of her next ride, in log order after the rename, never of the rename.
    const next = await assign(t, await confirmedBooking(E_CLASS, 72), anna, 1);
    await eventually(() => positions(annaLive).includes(next.json().position));
    expect(positions(annaLive)).toEqual([hers.json().position, next.json().position]);
    expect(positions(karimLive)).toEqual([his.json().position, renamed.json().position]);
  });

  it('lets only a driver open a stream, for their own account, with a single-use ticket of its own kind', async () => {
    // Another role asks for a driver's ticket: refused, whatever it is.
    expect((await ticketFor(t.adminHeaders())).statusCode).toBe(403);
    expect((await ticketFor({ authorization: `Bearer ${t.token('user')}` })).statusCode).toBe(403);
    expect((await ticketFor({})).statusCode).toBe(401);
    // The admin panel's ticket does not open a driver's stream, nor a driver's the admin panel's.
    const adminTicket = (await ticketFor(t.adminHeaders(), '/api/admin/live/ticket')).json().ticket;
    expect((await open(adminTicket)).status).toBe(401);
    const driverTicket = (await ticketFor(driverHeaders(t, 'karim@example.be'))).json().ticket;
    expect((await open(driverTicket, '/api/admin/live')).status).toBe(401);
    // A ticket whose account is changed to another chauffeur's loses its signature.
    const [head, payload, signature] = driverTicket.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, email: 'anna@example.be' })).toString('base64url');
    expect((await open(`${head}.${forged}.${signature}`)).status).toBe(401);
    // Once used, a ticket opens nothing more; without one the stream asks for it.
    const ticket = (await ticketFor(driverHeaders(t, 'karim@example.be'))).json().ticket;
    expect((await open(ticket)).status).toBe(200);
    expect((await open(ticket)).status).toBe(401);
    const noTicket = await t.app.inject({
      url: '/api/driver/live',
      headers: driverHeaders(t, 'karim@example.be'),
    });
    expect(noTicket.statusCode).toBe(400);
    expect(noTicket.json().errors).toEqual([{ field: 'querystring.ticket', message: 'is required' }]);
    expect((await t.app.inject({ url: '/api/driver/live', headers: t.adminHeaders() })).statusCode).toBe(403);
  });

  it("follows the account to its chauffeur: a record given the account's e-mail starts its rides' feed", async () => {
    const nobodyLive = await liveOf('new@example.be');
    const id = await confirmedBooking();
    const newcomer = await addChauffeur(t, { name: 'Noor Janssens', email: 'new@example.be' });
    await eventually(() => nobodyLive.changes.length === 1);
    const assigned = await assign(t, id, newcomer, 1);
    await eventually(() => positions(nobodyLive).includes(assigned.json().position));
  });
});
