import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@chauffeur/api/testing';
import { act, bookWith, inHours } from '@chauffeur/api/testing';
import { MAIL_EVENT_TYPES, bookingMails } from '../mail/booking-mails';
import { TEST_MAIL_LINKS } from '../mail/testing';

/** Issue 15: an admin's internal note on a booking, written by following docs/adding-a-feature.md. */
describe('internal notes on a booking', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());

  const note = (id: string, payload: unknown, headers: Record<string, string> = t.adminHeaders()) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${id}/notes`,
      headers,
      payload: payload as object,
    });
  const get = (url: string) => t.app.inject({ url, headers: t.adminHeaders() });

  it('keeps the note with its author and time, in the booking and in its history, and changes no status', async () => {
    const { id } = (await bookWith(t)).json();
    const added = await note(id, { text: 'Customer called: two child seats, please.\nGate B.' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ id, revision: 1 });

    const row = (await get(`/api/admin/bookings/${id}?after=${added.json().position}`)).json();
    expect(row.status).toBe('pending');
    expect(row.revision).toBe(1);
    expect(row.notes).toEqual([
      {
        text: 'Customer called: two child seats, please.\nGate B.',
        added_at: expect.any(String),
        added_by: 'admin@example.com',
      },
    ]);

    const history = (await get(`/api/admin/bookings/${id}/history`)).json();
    expect(history.items.at(-1)).toMatchObject({
      type: 'BookingNoteAdded',
      note: 'Customer called: two child seats, please.\nGate B.',
      actor: { kind: 'user', email: 'admin@example.com', role: 'admin' },
      status_before: 'pending',
      status_after: 'pending',
    });
    // The lifecycle goes on from the revision after the note.
    expect((await act(t, id, 'confirm', 1)).statusCode).toBe(200);
  });

  it('lists several notes oldest first, by each author', async () => {
    const { id } = (await bookWith(t)).json();
    await note(id, { text: 'First' });
    const other = {
      authorization: `Bearer ${t.token('admin', { email: 'dispatch@example.com' })}`,
    };
    const second = await note(id, { text: 'Second' }, other);
    const row = (await get(`/api/admin/bookings/${id}?after=${second.json().position}`)).json();
    expect(row.notes.map((n: { text: string; added_by: string }) => [n.text, n.added_by])).toEqual([
      ['First', 'admin@example.com'],
      ['Second', 'dispatch@example.com'],
    ]);
  });

  it('refuses an empty, an over-long or a control-character note with the failing field, and stores nothing', async () => {
    const { id } = (await bookWith(t)).json();
    for (const text of ['   ', 'x'.repeat(2001), 'bad\u202Etext']) {
      const refused = await note(id, { text });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([expect.objectContaining({ field: 'body.text' })]);
    }
    expect((await t.eventStore.readStream(`booking-${id}`)).map((e) => e.type)).toEqual(['BookingRequested']);
  });

  it('answers 404 for a booking that does not exist or was deleted, and 409 to a stale revision sent', async () => {
    expect((await note('3f1c2b9e-8a47-4d2e-9c51-7b0e6d4a1f20', { text: 'x' })).statusCode).toBe(404);
    const { id } = (await bookWith(t)).json();
    expect((await note(id, { text: 'x', expectedRevision: 5 })).statusCode).toBe(409);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/bookings/${id}`,
      headers: { ...t.adminHeaders(), 'if-match': '"0"' },
    });
    expect((await note(id, { text: 'x' })).statusCode).toBe(404);
  });

  it('is staff-only: no token is 401, a customer account is 403', async () => {
    const { id } = (await bookWith(t)).json();
    expect((await note(id, { text: 'x' }, {})).statusCode).toBe(401);
    const customer = { authorization: `Bearer ${t.token('user')}` };
    expect((await note(id, { text: 'x' }, customer)).statusCode).toBe(403);
    expect((await t.eventStore.readStream(`booking-${id}`)).length).toBe(1);
  });

  it('never reaches the customer: the booking answer holds no note and no e-mail is sent for one', async () => {
    const key = { 'idempotency-key': 'note-test-0001' };
    const request = { scheduled_time: inHours(48) };
    const first = await bookWith(t, request, key);
    const { id } = first.json();
    await note(id, { text: 'Difficult customer: stay polite.' });
    // A retry of the customer's request is answered from the log: still the first answer, no note in it.
    const retry = await bookWith(t, request, key);
    expect(retry.json()).toEqual(first.json());
    expect(retry.body).not.toContain('Difficult customer');
    const [noted] = (await t.eventStore.readStream(`booking-${id}`)).filter(
      (e) => e.type === 'BookingNoteAdded',
    );
    expect(MAIL_EVENT_TYPES.has('BookingNoteAdded')).toBe(false);
    expect(await bookingMails(noted!, t.eventStore, TEST_MAIL_LINKS)).toEqual([]);
  });
});
