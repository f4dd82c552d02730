import type { ActivityEntry } from '@chauffeur/contracts';
import type { Doc, ReadStore } from '@chauffeur/projections';
import { ACTIVITY } from './activity-projection';

type ActivityDoc = Doc & Omit<ActivityEntry, 'id' | 'position'> & { seq: number; _pos?: unknown };

/** One page of the feed, newest first; `kind` narrows it to one kind of record (both served by an index). */
export async function activityPage(
  store: ReadStore,
  query: { kind?: string | undefined; limit: number; offset: number },
): Promise<{ items: ActivityEntry[]; total: number }> {
  const collection = store.collection<ActivityDoc>(ACTIVITY);
  const filter = query.kind ? { kind: query.kind } : {};
  const [docs, total] = await Promise.all([
    collection.find(filter, { sort: { seq: -1 }, limit: query.limit, skip: query.offset }),
    collection.count(filter),
  ]);
  return {
    items: docs.map(({ _id, _pos, seq, ...entry }) => ({ ...entry, id: _id, position: String(seq) })),
    total,
  };
}
