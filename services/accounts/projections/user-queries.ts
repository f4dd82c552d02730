import type { UserRow } from '@chauffeur/contracts';
import type { Doc, ReadStore } from '@chauffeur/projections';
import { USERS } from './users-projection';

type UserDoc = Doc & UserRow;

const toUser = ({ id, email, role, created_at }: UserDoc): UserRow => ({ id, email, role, created_at });

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Accounts, newest first, with the total (SPEC 7 "users: all, with count"). `q` narrows to e-mails that
 * contain it, case-insensitively (SPEC 2 customers search).
 */
export async function listUsers(
  store: ReadStore,
  options: { q?: string; limit?: number; offset?: number } = {},
): Promise<{ items: UserRow[]; total: number }> {
  const query = options.q?.trim();
  const filter = query ? { email: { $regex: escapeRegex(query.toLowerCase()), $options: 'i' } } : {};
  const users = store.collection<UserDoc>(USERS);
  const [docs, total] = await Promise.all([
    users.find(filter, {
      sort: { created_at: -1, email: 1 },
      ...(options.limit !== undefined ? { limit: options.limit } : {}),
      ...(options.offset !== undefined ? { skip: options.offset } : {}),
    }),
    users.count(filter),
  ]);
  return { items: docs.map(toUser), total };
}

export const countUsers = (store: ReadStore): Promise<number> => store.collection(USERS).count();
