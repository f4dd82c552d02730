import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@chauffeur/api/testing';
import { act, bookWith, inHours } from '@chauffeur/api/testing';
import { bookingMails } from '../mail/booking-mails';
import { TEST_MAIL_LINKS } from '../mail/testing';

/**
 * Issue 17: an admin cancels a confirmed booking with a reason (decision 132). The reason is required for a
 * confirmed booking (400 naming the field), kept in the audit history with who gave it, and never sent to the
 * customer, who is e-mailed the cancellation (decision 134).
 */
describe('admin cancels a confirmed booking with a reason', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());

  const cancel = (id: string, revision: number, body?: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${id}/cancel`,
      headers: { ...t.adminHeaders(), 'if-match': `"${revision}"` },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
  const confirmedBooking = async () => {
    const { id } = (await bookWith(t, { scheduled_time: inHours(48) })).json();
    expect((await act(t, id, 'confirm', 0)).statusCode).toBe(200);
    return id as string;
  };
  const types = async (id: string) =>
    (await t.eventStore.readStream(`booking-${id}`)).map((event) => event.type);

  for (const body of [undefined, {}, { reason: '' }, { reason: '   ' }, { reason: null }]) {
    it(`refuses ${JSON.stringify(body) ?? 'no body'} with 400 naming the field reason, and records nothing`, async () => {
      const id = await confirmedBooking();
      const refused = await cancel(id, 1, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        detail: 'A reason is required to cancel a booking that is confirmed',
        errors: [{ field: 'reason', message: 'Reason is required' }],
      });
      expect(await types(id)).toEqual(['BookingRequested', 'BookingConfirmed']);
    });
  }

  it('refuses a reason over 500 characters or with control characters (400, field reason)', async () => {
    const id = await confirmedBooking();
    for (const reason of ['x'.repeat(501), 'Line\u0000break']) {
      const refused = await cancel(id, 1, { reason });
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify(refused.json().errors)).toContain('reason');
    }
    expect(await types(id)).toEqual(['BookingRequested', 'BookingConfirmed']);
  });

  it('cancels with a reason: the list shows it cancelled, the history who and why, the customer is e-mailed', async () => {
    const id = await confirmedBooking();
    const reason = 'Customer called: meeting moved to next week.';
    const done = await cancel(id, 1, { reason: `  ${reason} ` });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id, revision: 2 });

    const row = await t.app.inject({
      url: `/api/admin/bookings/${id}?after=${done.json().position}`,
      headers: t.adminHeaders(),
    });
    expect(row.json()).toMatchObject({ status: 'cancelled', revision: 2 });

    const history = await t.app.inject({
      url: `/api/admin/bookings/${id}/history`,
      headers: t.adminHeaders(),
    });
    expect(history.json().items.at(-1)).toMatchObject({
      type: 'BookingCancelled',
      actor: { kind: 'user', email: 'admin@example.com', role: 'admin' },
      status_before: 'confirmed',
      status_after: 'cancelled',
      reason,
    });

    const [cancelled] = (await t.eventStore.readStream(`booking-${id}`)).filter(
      (event) => event.type === 'BookingCancelled',
    );
    const mails = await bookingMails(cancelled!, t.eventStore, TEST_MAIL_LINKS);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'anne.peeters@example.be',
      subject: expect.stringContaining('geannuleerd'),
    });
    // The reason is staff-only: the customer's e-mail does not carry it (decision 134).
    expect(mails[0]!.text).not.toContain('meeting moved');
    expect(mails[0]!.html).not.toContain('meeting moved');
  });

  it('still cancels a pending booking in one click, without a reason (SPEC 4), and says none in the history', async () => {
    const { id } = (await bookWith(t, { scheduled_time: inHours(48) })).json();
    expect((await cancel(id, 0)).statusCode).toBe(200);
    const history = await t.app.inject({
      url: `/api/admin/bookings/${id}/history`,
      headers: t.adminHeaders(),
    });
    const last = history.json().items.at(-1);
    expect(last).toMatchObject({ type: 'BookingCancelled', status_before: 'pending' });
    expect(last).not.toHaveProperty('reason');
  });

  it('refuses a customer or a stranger (403/401) even with a reason', async () => {
    const id = await confirmedBooking();
    const url = `/api/admin/bookings/${id}/cancel`;
    const payload = { reason: 'x', expectedRevision: 1 };
    expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    const customer = { authorization: `Bearer ${t.token('user')}` };
    expect((await t.app.inject({ method: 'POST', url, payload, headers: customer })).statusCode).toBe(403);
    expect(await types(id)).toEqual(['BookingRequested', 'BookingConfirmed']);
  });
});
