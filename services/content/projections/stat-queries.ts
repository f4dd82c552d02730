import { statSchema, type Stat } from '@chauffeur/contracts';
import type { ReadStore } from '@chauffeur/projections';
import { STATS } from './stats-projection';

/** Every statistic, in the order they were published (SPEC 7: created_at ascending). */
export async function listStats(store: ReadStore): Promise<Stat[]> {
  const docs = await store.collection(STATS).find({}, { sort: { created_at: 1, created_seq: 1 } });
  return docs.map((doc) => statSchema.parse(doc));
}
