import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@chauffeur/api/testing';
import { act, bookWith } from '@chauffeur/api/testing';

/**
 * Decision 101: a command's answer names the read models its events change, derived from the projections'
 * declared event types (as the live hub does), so the admin panel refreshes those and keeps no list.
 */
describe('the read models a booking command answers with', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());

  it('names the bookings list, the customers, the figures and the notifications after a cancellation', async () => {
    const { id } = (await bookWith(t)).json();
    const cancelled = await act(t, id, 'cancel', 0);
    expect(cancelled.statusCode).toBe(200);
    // The activity feed (decision 157) too: an admin's cancellation is staff activity.
    expect(cancelled.json().models).toEqual([
      'customers',
      'my_bookings',
      'bookings',
      'analytics',
      'notifications',
      'activity',
    ]);
  });

  it('names only the bookings read model and the activity feed after a note', async () => {
    const { id } = (await bookWith(t)).json();
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${id}/notes`,
      headers: t.adminHeaders(),
      payload: { text: 'Gate B.' },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().models).toEqual(['bookings', 'activity']);
  });
});
