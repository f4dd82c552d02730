import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { adminKeys } from './keys';
import { BOOKING_ACTION_MODELS, queriesOf, refreshReadModels } from './read-models';

describe('read models → admin queries', () => {
  it('maps each read model to the queries showing it, each once', () => {
    expect(queriesOf(['bookings'])).toEqual([adminKeys.bookings, adminKeys.customers]);
    expect(queriesOf(['bookings', 'users'])).toEqual([adminKeys.bookings, adminKeys.customers]);
    expect(queriesOf(['analytics', 'notifications'])).toEqual([adminKeys.analytics, adminKeys.notifications]);
  });

  it('refreshes nothing for the public site’s models nor for a name it does not know yet', () => {
    expect(queriesOf(['services', 'reviews', 'stats', 'some-new-model'])).toEqual([]);
  });

  it('marks stale one booking, its history, the lists and the figures after a booking action', async () => {
    const client = new QueryClient();
    const id = 'b-1';
    const keys = [
      adminKeys.bookings,
      adminKeys.booking(id),
      adminKeys.history(id),
      adminKeys.analytics,
      adminKeys.vehicles,
    ];
    for (const key of keys) client.setQueryData(key, 'cached');

    await refreshReadModels(client, BOOKING_ACTION_MODELS);

    const stale = keys.map((key) => client.getQueryState(key)?.isInvalidated);
    expect(stale).toEqual([true, true, true, true, false]);
  });
});
