import { contactMessageRowSchema, type ContactMessageRow } from '@chauffeur/contracts';
import type { ReadStore } from '@chauffeur/projections';
import { MESSAGES } from './messages-projection';

/** Contact messages, newest first, with the total. */
export async function listMessages(
  store: ReadStore,
  options: { limit: number; offset: number },
): Promise<{ items: ContactMessageRow[]; total: number }> {
  const messages = store.collection(MESSAGES);
  const [docs, total] = await Promise.all([
    messages.find({}, { sort: { received_at: -1, _id: 1 }, limit: options.limit, skip: options.offset }),
    messages.count(),
  ]);
  return { items: docs.map((doc) => contactMessageRowSchema.parse(doc)), total };
}
