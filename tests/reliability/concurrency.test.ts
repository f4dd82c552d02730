import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, allowPickupsSoon, soon } from '@chauffeur/api/testing';
import { bookingBody } from './support';

/** The lifecycle of SPEC 4 (and issue 17's cancellation of a confirmed ride), as one booking stream may show it. */
const NEXT: Record<string, Record<string, string>> = {
  pending: { BookingConfirmed: 'confirmed', BookingCancelled: 'cancelled' },
  confirmed: { RideStarted: 'in_progress', BookingCancelled: 'cancelled' },
  in_progress: { RideCompleted: 'completed' },
  completed: {},
  cancelled: {},
};

describe('concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Pickups within the hour, so the rides may be started now (issue 13's start window).
    await allowPickupsSoon(t);
  });
  afterAll(async () => t?.close());

  const book = async (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/bookings', payload: bookingBody(soon()), headers });
  const act = (id: string, action: string, revision: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${id}/${action}`,
      headers: { ...t.adminHeaders(), 'if-match': `"${revision}"` },
      // A confirmed booking is cancelled with a reason (issue 17); a pending one ignores it.
      ...(action === 'cancel' ? { payload: { reason: 'Customer called' } } : {}),
    });
  const streamTypes = async (id: string) =>
    (await t.eventStore.readStream(`booking-${id}`)).map((event) => event.type);

  it('50 simultaneous confirms of one booking: one success and 49 409s', async () => {
    const created = await book();
    expect(created.statusCode).toBe(201);
    const { id, revision } = created.json<{ id: string; revision: number }>();
    const answers = await Promise.all(Array.from({ length: 50 }, () => act(id, 'confirm', revision)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(answer.headers['content-type']).toContain('application/problem+json');
    expect(await streamTypes(id)).toEqual(['BookingRequested', 'BookingConfirmed']);
  });

  it('random concurrent lifecycle commands never reach a state the lifecycle forbids', async () => {
    const bookings: string[] = [];
    for (let i = 0; i < 5; i++) bookings.push((await book()).json<{ id: string }>().id);
    const command = fc.record({
      booking: fc.integer({ min: 0, max: bookings.length - 1 }),
      action: fc.constantFrom('confirm', 'cancel', 'start', 'complete'),
      staleBy: fc.integer({ min: 0, max: 2 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 10, maxLength: 40 }), async (commands) => {
        // Every command reads the stream's revision (maybe a stale one), then all are sent at once.
        const revisions = await Promise.all(
          bookings.map(async (id) => (await t.eventStore.readStream(`booking-${id}`)).length - 1),
        );
        const answers = await Promise.all(
          commands.map((c) =>
            act(bookings[c.booking]!, c.action, Math.max(0, revisions[c.booking]! - c.staleBy)),
          ),
        );
        for (const answer of answers) {
          expect([200, 409], answer.body).toContain(answer.statusCode);
        }
        for (const id of bookings) {
          const [first, ...rest] = await streamTypes(id);
          expect(first).toBe('BookingRequested');
          let status = 'pending';
          for (const type of rest) {
            const next = NEXT[status]![type];
            expect(next, `${type} after ${status}`).toBeDefined();
            status = next!;
          }
          const row = await t.app.inject({
            method: 'GET',
            url: `/api/admin/bookings/${id}`,
            headers: t.adminHeaders(),
          });
          expect(row.json<{ status: string }>().status).toBe(status);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('100 simultaneous retries with one Idempotency-Key create one booking', async () => {
    const before = (await t.eventStore.readAll()).filter((e) => e.type === 'BookingRequested').length;
    const key = 'same-key-for-every-retry-0001';
    const answers = await Promise.all(Array.from({ length: 100 }, () => book({ 'idempotency-key': key })));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(500);
    const ids = new Set(answers.filter((a) => a.statusCode === 201).map((a) => a.json<{ id: string }>().id));
    expect(ids.size).toBe(1);
    const after = (await t.eventStore.readAll()).filter((e) => e.type === 'BookingRequested').length;
    expect(after - before).toBe(1);
    const [id] = [...ids];
    expect((await streamTypes(id!)).filter((type) => type === 'BookingRequested')).toHaveLength(1);
  });
});
