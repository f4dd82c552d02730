import type { ActivityEntry } from '@chauffeur/contracts';
import type { Doc, ReadStore } from '@chauffeur/projections';
import { ACTIVITY, ACTIVITY_NAMES } from './activity-projection';

type ActivityDoc = Doc &
  Omit<ActivityEntry, 'id' | 'position'> & { seq: number; stream: string; _pos?: unknown };

/**
 * Each record's name as it is now (a chauffeur renamed since: decision 320), by its stream: one lookup by
 * key per record on the page. The row's own name, as the record was named when it was written, if none.
 */
async function namesNow(store: ReadStore, docs: readonly ActivityDoc[]): Promise<Map<string, string>> {
  const names = store.collection<{ _id: string; name: string }>(ACTIVITY_NAMES);
  const streams = [...new Set(docs.map((doc) => doc.stream))];
  const found = await Promise.all(streams.map((stream) => names.findOne({ _id: stream })));
  return new Map(found.flatMap((doc) => (doc ? [[doc._id, doc.name] as const] : [])));
}

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
  const names = await namesNow(store, docs);
  return {
    items: docs.map(({ _id, _pos, seq, stream, ...entry }) => {
      const name = names.get(stream) ?? entry.name;
      return { ...entry, stream, ...(name === undefined ? {} : { name }), id: _id, position: String(seq) };
    }),
    total,
  };
}
