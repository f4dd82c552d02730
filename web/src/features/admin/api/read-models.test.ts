import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { adminKeys } from './keys';
import { queriesOf, refreshAfterCommand, refreshChange, refreshReadModels } from './read-models';

describe('read models → admin queries', () => {
  it('maps each read model to the queries showing it, each once', () => {
    expect(queriesOf(['bookings'])).toEqual([adminKeys.bookings, adminKeys.customers, adminKeys.dispatch]);
    expect(queriesOf(['bookings', 'users'])).toEqual([
      adminKeys.bookings,
      adminKeys.customers,
      adminKeys.dispatch,
    ]);
    // The dispatch board's lanes are the cars and chauffeurs, its busy times the settings' buffers.
    for (const model of ['vehicles', 'chauffeurs', 'settings'])
      expect(queriesOf([model])).toContainEqual(adminKeys.dispatch);
    expect(queriesOf(['analytics', 'notifications'])).toEqual([adminKeys.analytics, adminKeys.notifications]);
  });

  it('refreshes nothing for the public site’s models nor for a name it does not know yet', () => {
    expect(queriesOf(['services', 'stats', 'some-new-model'])).toEqual([]);
  });

  it('refreshes the Reviews screen when a review arrives or is decided (issue 18)', () => {
    expect(queriesOf(['reviews'])).toEqual([adminKeys.reviews]);
  });

  const id = 'b-1';
  const keys = [
    adminKeys.bookings,
    adminKeys.booking(id),
    adminKeys.history(id),
    adminKeys.analytics,
    adminKeys.notifications,
    adminKeys.vehicles,
  ];
  const cachedClient = () => {
    const client = new QueryClient();
    for (const key of keys) client.setQueryData(key, 'cached');
    return client;
  };
  const staleIn = (client: QueryClient) => keys.map((key) => client.getQueryState(key)?.isInvalidated);

  it('marks stale one booking, its history, the lists and the figures for those read models', async () => {
    const client = cachedClient();
    await refreshReadModels(client, ['bookings', 'analytics']);
    expect(staleIn(client)).toEqual([true, true, true, true, false, false]);
  });

  it('after a command, refreshes the read models its answer names, and only those', async () => {
    const client = cachedClient();
    const cancelled = { id, revision: 1, position: '7', models: ['bookings', 'analytics', 'notifications'] };
    await refreshAfterCommand(client, cancelled, 'bookings');
    expect(staleIn(client)).toEqual([true, true, true, true, true, false]);

    const noted = cachedClient();
    const note = { id, revision: 2, position: '8', models: ['bookings'] };
    await refreshAfterCommand(noted, note, 'bookings');
    expect(staleIn(noted)).toEqual([true, true, true, false, false, false]);
  });

  it('refreshes an own command once: the live change at the same position refetches nothing more', async () => {
    const client = cachedClient();
    await refreshAfterCommand(client, { position: '21', models: ['bookings'] }, 'bookings');
    for (const key of keys) client.setQueryData(key, 'fresh');
    await refreshChange(client, { position: '21', models: ['bookings'] });
    expect(staleIn(client)).toEqual([false, false, false, false, false, false]);
    // Whichever comes first: the live change first, then the answer, refreshes once too.
    await refreshChange(client, { position: '22', models: ['vehicles'] });
    expect(staleIn(client)).toEqual([false, false, false, false, false, true]);
    client.setQueryData(adminKeys.vehicles, 'fresh');
    await refreshAfterCommand(client, { position: '22', models: ['vehicles'] }, 'vehicles');
    expect(staleIn(client)).toEqual([false, false, false, false, false, false]);
    // Another position is another change.
    await refreshChange(client, { position: '23', models: ['vehicles'] });
    expect(staleIn(client)[5]).toBe(true);
  });

  it('after a refused command (no answer), refreshes only the read model of the record it was refused on', async () => {
    const client = cachedClient();
    await refreshAfterCommand(client, undefined, 'bookings');
    expect(staleIn(client)).toEqual([true, true, true, false, false, false]);
  });
});
