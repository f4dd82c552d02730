import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookingStream, systemActor, type BookingChangedData } from '@chauffeur/contracts';
import { handleCommand } from '@chauffeur/platform';
import { act, bookWith, createTestApp, inHours, TEST_SECRET, type TestApp } from '@chauffeur/api/testing';
import { bookingDecider, type BookingCommand } from '../domain/booking-decider';
import { bookingMails } from '../mail/booking-mails';
import { TEST_MAIL_LINKS } from '../mail/testing';
import { ManageTokens } from './manage-token';

/**
 * Decision 340: the customer corrects their name and phone on the manage page, by the link's token alone.
 * Recorded as the admin's change of a booking (BookingChanged, decision 141) by the customer, so the page,
 * the admin's booking and its history follow; never the e-mail, and no "your booking was changed" mail.
 */
describe('the customer corrects their contact: PATCH /api/manage/:token/contact', () => {
  let t: TestApp;
  let clock: number;
  const tokens = new ManageTokens(TEST_SECRET);

  beforeEach(async () => {
    clock = Date.now();
    t = await createTestApp({ now: () => new Date(clock) });
  });
  afterEach(async () => t.close());

  const book = async () => {
    const response = await bookWith(t, { scheduled_time: inHours(48) });
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: string };
    return { id, token: tokens.tokenOf(id) };
  };
  const correct = (token: string, revision: number | string | null, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/manage/${token}/contact`,
      headers: revision === null ? {} : { 'if-match': `"${revision}"` },
      payload,
    });
  const page = async (token: string) => (await t.app.inject({ url: `/api/manage/${token}` })).json();
  const streamOf = (id: string) => t.eventStore.readStream(bookingStream(id));

  it('records the new phone and name as BookingChanged by the customer: the page, the admin and the history follow', async () => {
    const { id, token } = await book();
    const before = await page(token);
    expect(before).toMatchObject({
      customer: { name: 'Anne Peeters', phone: '+32 470 12 34 56' },
      can_correct_contact: true,
      revision: 0,
    });
    const done = await correct(token, before.revision, {
      name: ' Anne Peeters-Claes ',
      phone: '+32 471 99 88 77',
    });
    expect(done.statusCode).toBe(200);
    expect(done.headers.etag).toBe('"1"');
    expect(done.json()).toMatchObject({
      customer: { name: 'Anne Peeters-Claes', phone: '+32 471 99 88 77' },
      revision: 1,
    });
    expect((await page(token)).customer.phone).toBe('+32 471 99 88 77');

    const changed = (await streamOf(id)).at(-1)!;
    expect(changed.type).toBe('BookingChanged');
    expect(changed.metadata.actor).toEqual({ kind: 'customer', email: 'anne.peeters@example.be' });
    const data = changed.data as BookingChangedData;
    // Only the contact moved, the e-mail kept; the fare stays.
    expect(Object.keys(data.changes)).toEqual(['customer']);
    expect(data.changes.customer).toEqual({
      name: 'Anne Peeters-Claes',
      phone: '+32 471 99 88 77',
      email: 'anne.peeters@example.be',
    });
    expect(data.total_fare).toBe(data.previous_total_fare);

    const row = await t.app.inject({
      url: `/api/admin/bookings/${id}?after=${changed.position}`,
      headers: t.adminHeaders(),
    });
    expect(row.json()).toMatchObject({
      emergency_contact_name: 'Anne Peeters-Claes',
      emergency_contact_phone: '+32 471 99 88 77',
      emergency_contact_email: 'anne.peeters@example.be',
    });
    const history = await t.app.inject({
      url: `/api/admin/bookings/${id}/history`,
      headers: t.adminHeaders(),
    });
    expect(history.json().items.at(-1)).toMatchObject({
      type: 'BookingChanged',
      actor: { kind: 'customer', email: 'anne.peeters@example.be' },
      change: { fields: ['customer'] },
    });
  });

  it('sends the customer no "your booking was changed" mail for their own correction; an admin\'s change still mails', async () => {
    const { id, token } = await book();
    expect((await correct(token, 0, { phone: '+32 471 99 88 77' })).statusCode).toBe(200);
    const own = (await streamOf(id)).at(-1)!;
    expect(await bookingMails(own, t.eventStore, TEST_MAIL_LINKS)).toEqual([]);
    const byAdmin = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/bookings/${id}`,
      headers: { ...t.adminHeaders(), 'if-match': '"1"' },
      payload: { emergency_contact_phone: '+32 472 00 11 22' },
    });
    expect(byAdmin.statusCode).toBe(200);
    const admins = (await streamOf(id)).at(-1)!;
    expect(await bookingMails(admins, t.eventStore, TEST_MAIL_LINKS)).toHaveLength(1);
  });

  it("400 naming the field with the booking form's message, and records nothing", async () => {
    const { id, token } = await book();
    const refused = await correct(token, 0, { phone: '12', name: '   ' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'body.phone', message: 'Phone must be a valid phone number' },
        { field: 'body.name', message: 'Full name is required' },
      ]),
    );
    const tooLong = await correct(token, 0, { name: 'A'.repeat(121) });
    expect(tooLong.json().errors).toEqual([
      { field: 'body.name', message: 'Full name must be at most 120 characters' },
    ]);
    // The e-mail is not the customer's to change here: an unknown field is no change.
    const email = await correct(token, 0, { email: 'other@example.be' });
    expect(email.statusCode).toBe(200);
    expect((await streamOf(id)).map((event) => event.type)).toEqual(['BookingRequested']);
  });

  it('refuses a name of invisible characters only, as one of spaces: the ride card would show no name', async () => {
    const { id, token } = await book();
    // A left-to-right mark, the Hangul filler, a zero-width joiner with a soft hyphen, the blank braille cell.
    for (const name of ['\u200E', '\u3164\u3164', '\u200D\u00AD', ' \u2800 ']) {
      const refused = await correct(token, 0, { name });
      expect(refused.statusCode, JSON.stringify(name)).toBe(400);
      expect(refused.json().errors).toEqual([{ field: 'body.name', message: 'Full name is required' }]);
    }
    expect((await streamOf(id)).map((event) => event.type)).toEqual(['BookingRequested']);
    // The marks stay allowed within a name that shows (decision 302: Arabic and Hebrew names need them).
    const arabic = await correct(token, 0, { name: '\u200Fمريم\u200F Peeters' });
    expect(arabic.statusCode).toBe(200);
    expect(arabic.json().customer.name).toBe('\u200Fمريم\u200F Peeters');
  });

  it('records nothing when nothing differs: 200 at the same revision', async () => {
    const { id, token } = await book();
    const same = await correct(token, 0, { name: 'Anne Peeters', phone: ' +32 470 12 34 56 ' });
    expect(same.statusCode).toBe(200);
    expect(same.json().revision).toBe(0);
    expect((await streamOf(id)).map((event) => event.type)).toEqual(['BookingRequested']);
  });

  it('404 for a link that is not valid, whatever the body', async () => {
    const { id, token } = await book();
    const forged = `${id}.${'A'.repeat(43)}`;
    const refused = await correct(forged, 0, { phone: '+32 471 99 88 77' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('link_not_valid');
    expect((await correct(`${token}x`, null, {})).statusCode).toBe(404);
  });

  it('409 on a stale revision (the admin changed it meanwhile), 428 without one', async () => {
    const { id, token } = await book();
    expect((await act(t, id, 'confirm', 0)).statusCode).toBe(200);
    const stale = await correct(token, 0, { phone: '+32 471 99 88 77' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'changed_by_someone_else', current_revision: 1 });
    expect((await correct(token, null, { phone: '+32 471 99 88 77' })).statusCode).toBe(428);
    expect((await streamOf(id)).at(-1)!.type).toBe('BookingConfirmed');
  });

  it('ten corrections sent at once from the same revision: one is recorded, the nine others are 409', async () => {
    const { id, token } = await book();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => correct(token, 0, { phone: `+32 471 00 00 ${10 + i}` })),
    );
    const won = answers.filter((answer) => answer.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(lost.statusCode).toBe(409);
      expect(lost.json()).toMatchObject({ code: 'changed_by_someone_else', current_revision: 1 });
    }
    const changes = (await streamOf(id)).filter((event) => event.type === 'BookingChanged');
    expect(changes).toHaveLength(1);
    expect((changes[0]!.data as BookingChangedData).changes.customer?.phone).toBe(
      won[0]!.json().customer.phone,
    );
  });

  it('is refused once the ride is no longer ahead: cancelled, completed', async () => {
    const cancelled = await book();
    expect((await act(t, cancelled.id, 'cancel', 0)).statusCode).toBe(200);
    expect((await page(cancelled.token)).can_correct_contact).toBe(false);
    const refused = await correct(cancelled.token, 1, { phone: '+32 471 99 88 77' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'change_booking_cancelled',
      detail: 'Cannot change a booking that is cancelled',
    });

    const ridden = await book();
    const step = (command: BookingCommand) =>
      handleCommand(t.eventStore, {
        stream: bookingStream(ridden.id),
        decider: bookingDecider,
        command,
        context: { actor: systemActor('test'), requestId: 'test-ride' },
        now: () => new Date(clock),
      });
    clock += 47.5 * 3_600_000;
    if ((await streamOf(ridden.id)).every((event) => event.type !== 'BookingConfirmed'))
      await step({ type: 'ConfirmBooking', bookingId: ridden.id });
    await step({ type: 'StartRide', bookingId: ridden.id, now: new Date(clock), startWindowHours: 2 });
    await step({
      type: 'CompleteRide',
      bookingId: ridden.id,
      now: new Date(clock + 3_600_000),
      vatRatePercent: 6,
      receiptPlacesOf: (ride) => ({
        pickup: ride.pickup_location.address,
        dropoff: ride.dropoff_location.address,
      }),
    });
    const after = await page(ridden.token);
    expect(after).toMatchObject({ status: 'completed', can_correct_contact: false });
    const late = await correct(ridden.token, after.revision, { phone: '+32 471 99 88 77' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('change_ride_completed');
  });
});
