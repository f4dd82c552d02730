import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, bookWith, createTestApp, inHours, type TestApp } from '@chauffeur/api/testing';
import { addChauffeur, assign, chauffeurBody } from './test-helpers';

/**
 * Decision 249 (a browser tour's defect): a chauffeur made inactive while holding upcoming rides left them on
 * the board as covered, with nobody to drive them. The deactivation is refused, by its code, naming the rides.
 */
describe('PUT /api/admin/chauffeurs/:id made inactive', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());

  const bookAndAssign = async (chauffeurId: string, hours: number) => {
    const booked = await bookWith(t, { scheduled_time: inHours(hours) });
    expect(booked.statusCode).toBe(201);
    const { id } = booked.json() as { id: string };
    expect((await act(t, id, 'confirm', 0)).statusCode).toBe(200);
    const assigned = await assign(t, id, chauffeurId, 1);
    expect(assigned.statusCode).toBe(200);
    const row = await t.app.inject({
      url: `/api/admin/bookings/${id}?after=${assigned.json().position}`,
      headers: t.adminHeaders(),
    });
    return { id, reference: row.json().reference as string, position: assigned.json().position as string };
  };
  const deactivate = (id: string, revision: number) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/chauffeurs/${id}`,
      headers: { ...t.adminHeaders(), 'if-match': `"${revision}"` },
      payload: chauffeurBody({ email: 'marc@example.be', name: 'Marc', active: false }),
    });

  it('refuses while the chauffeur holds an upcoming ride: 409 coded, naming it, nothing stored', async () => {
    const marc = await addChauffeur(t, { email: 'marc@example.be', name: 'Marc' });
    const first = await bookAndAssign(marc, 72);
    const second = await bookAndAssign(marc, 96);

    const refused = await deactivate(marc, 0);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'chauffeur_has_upcoming_rides',
      params: { references: `${first.reference}, ${second.reference}` },
      detail: `This chauffeur still has upcoming rides (${first.reference}, ${second.reference}). Assign them to another chauffeur before making this chauffeur inactive.`,
    });
    const events = await t.eventStore.readStream(`chauffeur-${marc}`);
    expect(events.map((event) => event.type)).toEqual(['ChauffeurAdded']);
  });

  it('makes the chauffeur inactive once the rides are given to someone else or cancelled', async () => {
    const marc = await addChauffeur(t, { email: 'marc@example.be', name: 'Marc' });
    const anna = await addChauffeur(t, { email: 'anna@example.be', name: 'Anna' });
    const handedOver = await bookAndAssign(marc, 72);
    const cancelled = await bookAndAssign(marc, 96);
    expect((await assign(t, handedOver.id, anna, 2)).statusCode).toBe(200);
    const off = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${cancelled.id}/cancel`,
      headers: { ...t.adminHeaders(), 'if-match': '"2"' },
      payload: { reason: 'Customer called' },
    });
    expect(off.statusCode).toBe(200);
    await t.app.inject({
      url: `/api/admin/bookings?after=${off.json().position}`,
      headers: t.adminHeaders(),
    });

    const answer = await deactivate(marc, 0);
    expect(answer.statusCode).toBe(200);
    const chauffeur = await t.app.inject({
      url: `/api/admin/chauffeurs/${marc}?after=${answer.json().position}`,
      headers: t.adminHeaders(),
    });
    expect(chauffeur.json()).toMatchObject({ active: false });
  });
});
