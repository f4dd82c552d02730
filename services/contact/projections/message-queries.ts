import { contactMessageRowSchema, type ContactMessageRow, type MessageFilter } from '@chauffeur/contracts';
import type { ReadStore } from '@chauffeur/projections';
import { MESSAGES } from './messages-projection';

/** Each filter of the Messages page as the store is asked it (decision 326); none: every message. */
const FILTERS: Readonly<Record<MessageFilter, Record<string, unknown>>> = {
  waiting: { answered: false },
  answered: { answered: true },
};

/** Contact messages, newest first, with the total (of the filter's, when one is given). */
export async function listMessages(
  store: ReadStore,
  options: { limit: number; offset: number; status?: MessageFilter },
): Promise<{ items: ContactMessageRow[]; total: number }> {
  const messages = store.collection(MESSAGES);
  const filter = options.status ? FILTERS[options.status] : {};
  const [docs, total] = await Promise.all([
    messages.find(filter, { sort: { received_at: -1, _id: 1 }, limit: options.limit, skip: options.offset }),
    messages.count(filter),
  ]);
  return { items: docs.map((doc) => contactMessageRowSchema.parse(doc)), total };
}
