import { describe, expect, it } from 'vitest';
import { MemoryReadStore, createReadStore, type ReadStore } from '@chauffeur/projections';
import { eventCatalogue } from '../event-catalogue';
import { ACTIVITY, activityProjection } from './activity-projection';
import { activityPage } from './activity-queries';

const KINDS = ['vehicle', 'settings', 'post'] as const;

async function seed(store: ReadStore) {
  for (const [collection, indexes] of Object.entries(activityProjection(eventCatalogue).indexes ?? {}))
    await store.ensureIndexes?.(collection, indexes);
  for (let i = 0; i < 30; i += 1)
    await store.collection(ACTIVITY).insertOne({
      _id: `e${i}`,
      // Positions are sparse and not in insertion order of their text: the sort is numeric.
      seq: ((i * 37) % 30) * 10 + 5,
      stream: `${KINDS[i % 3]}-${i}`,
      kind: KINDS[i % 3],
      aggregate_id: String(i),
      type: 'Something',
      occurred_at: '2026-11-24T10:00:00.000Z',
      actor: { kind: 'system', name: 'seed' },
    });
}

describe('the activity feed on the SQLite read store, with the declared indexes', () => {
  it('pages, filters and counts as on the memory store, newest position first', async () => {
    const sqlite = await createReadStore({ kind: 'sqlite', path: ':memory:' });
    const memory = new MemoryReadStore();
    await seed(sqlite);
    await seed(memory);
    for (const kind of [undefined, 'vehicle', 'post'])
      for (const offset of [0, 4, 28]) {
        const query = { kind, limit: 5, offset };
        expect(await activityPage(sqlite, query)).toEqual(await activityPage(memory, query));
      }
    const first = await activityPage(sqlite, { limit: 3, offset: 0 });
    expect(first.total).toBe(30);
    expect(first.items.map((entry) => entry.position)).toEqual(['295', '285', '275']);
    expect((await activityPage(sqlite, { kind: 'settings', limit: 100, offset: 0 })).total).toBe(10);
    await sqlite.close();
  });
});
