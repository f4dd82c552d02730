import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_SECRET, type TestApp } from '@chauffeur/api/testing';
import { act, allowPickupsSoon, bookWith, soon } from '@chauffeur/api/testing';
import { ManageTokens, brusselsDay } from '../../bookings/index';
import { reviewIdOfBooking } from '../domain/review-of-booking';

/**
 * Issue 18 point 5: the customer rates a completed trip once through the manage link; the review waits for
 * the operator, who approves (public list and average) or hides it (off both), and may change their mind.
 */
describe('rating a trip through the manage link', () => {
  let t: TestApp;
  const tokens = new ManageTokens(TEST_SECRET);
  beforeEach(async () => {
    t = await createTestApp();
    await allowPickupsSoon(t);
  });
  afterEach(async () => t.close());

  const booked = async (overrides: Record<string, unknown> = {}) => {
    const created = await bookWith(t, { ...soon(), emergency_contact_name: 'Anne Peeters', ...overrides });
    expect(created.statusCode).toBe(201);
    return created.json() as { id: string; reference: string };
  };
  const completed = async (overrides: Record<string, unknown> = {}) => {
    const booking = await booked(overrides);
    await act(t, booking.id, 'confirm', 0);
    await act(t, booking.id, 'start', 1);
    expect((await act(t, booking.id, 'complete', 2)).statusCode).toBe(200);
    return booking;
  };
  const rate = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/manage/${token}/review`, payload });
  const eligibility = (token: string) => t.app.inject({ url: `/api/manage/${token}/review` });
  const admin = (method: 'GET' | 'POST', url: string) =>
    t.app.inject({ method, url, headers: t.adminHeaders() });
  const publicReviews = async (after?: string) =>
    (await t.app.inject({ url: `/api/reviews${after ? `?after=${after}` : ''}` })).json() as {
      items: { id: string; name: string; rating: number }[];
      summary: { count: number; average_rating: number | null };
    };

  it('refuses before completion (409, clear message) and says so on GET; a forged token is 404', async () => {
    const booking = await booked();
    const token = tokens.tokenOf(booking.id);
    expect((await eligibility(token)).json()).toEqual({
      state: 'not_completed',
      reference: booking.reference,
    });
    const early = await rate(token, { rating: 5, comment: 'Lovely' });
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe('You can rate your trip once it is completed.');

    const forged = `${booking.id}.${'A'.repeat(43)}`;
    expect((await eligibility(forged)).statusCode).toBe(404);
    expect((await rate(forged, { rating: 5, comment: 'x' })).statusCode).toBe(404);
    // Another booking's signature never opens this one.
    const other = await booked();
    const swapped = `${booking.id}.${tokens.tokenOf(other.id).split('.')[1]}`;
    expect((await rate(swapped, { rating: 5, comment: 'x' })).statusCode).toBe(404);
  });

  it('validates the rating (1–5, whole) and the comment (required, ≤ 2000)', async () => {
    const token = tokens.tokenOf((await completed()).id);
    for (const body of [
      { rating: 0, comment: 'x' },
      { rating: 6, comment: 'x' },
      { rating: 4.5, comment: 'x' },
      { rating: 5, comment: '' },
      { rating: 5, comment: 'x'.repeat(2001) },
    ])
      expect((await rate(token, body)).statusCode).toBe(400);
    expect((await eligibility(token)).json().state).toBe('open');
  });

  it('refuses a comment with text-direction overrides, invisible or control characters, naming the field; keeps line breaks and emoji', async () => {
    const token = tokens.tokenOf((await completed()).id);
    // U+202E shows the rest backwards on the landing page and in the admin's Reviews screen.
    for (const comment of ['Great \u202Eecivres', 'Fine\u200B', 'Bell\u0007', 'Half \uD83D pair']) {
      const refused = await rate(token, { rating: 5, comment });
      expect(refused.statusCode, JSON.stringify(comment)).toBe(400);
      expect(refused.json().errors).toMatchObject([
        {
          field: 'body.comment',
          message: 'Comment must not contain control characters or text-direction overrides',
        },
      ]);
    }
    expect((await eligibility(token)).json().state).toBe('open');
    expect((await rate(token, { rating: 5, comment: 'Perfect.\nThank you 👍' })).statusCode).toBe(201);
  });

  it('records one unapproved review with the first name, the ride day, the language and the customer as actor; a second is 409', async () => {
    const booking = await completed({ language: 'fr', emergency_contact_name: '  Anne  Peeters ' });
    const token = tokens.tokenOf(booking.id);
    expect((await eligibility(token)).json()).toEqual({
      state: 'open',
      reference: booking.reference,
      first_name: 'Anne',
    });
    const first = await rate(token, { rating: 5, comment: 'Parfait, merci !' });
    expect(first.statusCode).toBe(201);
    expect(first.json().models).toContain('reviews');
    const second = await rate(token, { rating: 1, comment: 'Changed my mind' });
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe('You have already rated this trip. Thank you!');
    expect((await eligibility(token)).json()).toEqual({
      state: 'rated',
      reference: booking.reference,
      rating: 5,
    });

    const [event] = await t.eventStore.readStream(`review-${reviewIdOfBooking(booking.id)}`);
    const { scheduled_time } = (await admin('GET', `/api/admin/bookings/${booking.id}`)).json();
    expect(event).toMatchObject({
      type: 'ReviewSubmitted',
      data: {
        name: 'Anne',
        rating: 5,
        comment: 'Parfait, merci !',
        date: brusselsDay(scheduled_time),
        language: 'fr',
        booking_id: booking.id,
        booking_reference: booking.reference,
      },
      metadata: { actor: { kind: 'customer', email: 'anne.peeters@example.be' } },
    });
    const list = (await admin('GET', `/api/admin/reviews?after=${first.json().position}`)).json();
    expect(list.items[0]).toMatchObject({
      id: reviewIdOfBooking(booking.id),
      status: 'pending',
      booking_reference: booking.reference,
      name: 'Anne',
    });
    expect((await publicReviews(first.json().position)).items.map((r) => r.id)).not.toContain(
      reviewIdOfBooking(booking.id),
    );
  });

  it('20 concurrent posts for one booking give exactly one review (the rest 409)', async () => {
    const booking = await completed();
    const token = tokens.tokenOf(booking.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => rate(token, { rating: 1 + (i % 5), comment: `Try ${i}` })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array(19).fill(409)]);
    const events = await t.eventStore.readStream(`review-${reviewIdOfBooking(booking.id)}`);
    expect(events.map((e) => e.type)).toEqual(['ReviewSubmitted']);
  });

  it('approving puts it on the public list and in the average; hiding takes it off both; approving again restores it', async () => {
    const before = await publicReviews();
    const booking = await completed();
    const reviewId = reviewIdOfBooking(booking.id);
    await rate(tokens.tokenOf(booking.id), { rating: 1, comment: 'Late and rude.' });

    const approved = await admin('POST', `/api/admin/reviews/${reviewId}/approve`);
    expect(approved.statusCode).toBe(200);
    const shown = await publicReviews(approved.json().position);
    expect(shown.items.map((r) => r.id)).toContain(reviewId);
    expect(shown.summary.count).toBe(before.summary.count + 1);
    const sum = (before.summary.average_rating ?? 0) * before.summary.count;
    expect(shown.summary.average_rating).toBeCloseTo((sum + 1) / (before.summary.count + 1), 10);

    const hidden = await admin('POST', `/api/admin/reviews/${reviewId}/hide`);
    expect(hidden.statusCode).toBe(200);
    const afterHide = await publicReviews(hidden.json().position);
    expect(afterHide.items.map((r) => r.id)).not.toContain(reviewId);
    expect(afterHide.summary).toEqual(before.summary);
    const services = await t.app.inject({ url: `/api/reviews?limit=6&after=${hidden.json().position}` });
    expect(services.json().summary).toEqual(before.summary);
    const adminList = (await admin('GET', '/api/admin/reviews')).json();
    expect(adminList.items.find((r: { id: string }) => r.id === reviewId).status).toBe('hidden');

    const again = await admin('POST', `/api/admin/reviews/${reviewId}/approve`);
    expect((await publicReviews(again.json().position)).items.map((r) => r.id)).toContain(reviewId);
    expect((await admin('POST', `/api/admin/reviews/${booking.id}/approve`)).statusCode).toBe(404);
  });

  it('lists pending reviews first; only staff with the content permission see the screen', async () => {
    const booking = await completed();
    const posted = await rate(tokens.tokenOf(booking.id), { rating: 4, comment: 'Good' });
    const list = (await admin('GET', `/api/admin/reviews?after=${posted.json().position}`)).json();
    const statuses = list.items.map((r: { status: string }) => r.status);
    expect(statuses[0]).toBe('pending');
    expect(statuses.lastIndexOf('pending')).toBeLessThan(statuses.findIndex((s: string) => s !== 'pending'));
    const dispatcher = { authorization: `Bearer ${t.token('dispatcher')}` };
    expect((await t.app.inject({ url: '/api/admin/reviews', headers: dispatcher })).statusCode).toBe(403);
  });
});
