import type { Doc, ReadStore } from '@chauffeur/projections';
import type { SessionRecord, SessionStore } from './port';

/** Not a read model: no projection writes it, so a rebuild never drops it. */
export const SESSIONS_COLLECTION = 'auth_sessions';

type SessionDoc = Doc & Omit<SessionRecord, 'id'>;

const toRecord = ({ _id, userId, generation, epoch, createdAt, rotatedAt, expiresAt }: SessionDoc) => ({
  id: _id,
  userId,
  generation,
  epoch,
  createdAt,
  rotatedAt,
  expiresAt,
});

/**
 * Sessions in a collection of the read store: with MongoDB (production) they are shared by every API
 * replica and survive restarts. Over the memory read store they would not survive one, so the embedded
 * server uses the SQLite adapter instead; tests use this one over memory.
 */
export class ReadStoreSessionStore implements SessionStore {
  readonly kind = 'read-store' as const;

  constructor(private readonly store: ReadStore) {}

  private get sessions() {
    return this.store.collection<SessionDoc>(SESSIONS_COLLECTION);
  }

  async create({ id, ...session }: SessionRecord): Promise<void> {
    await this.sessions.deleteMany({ expiresAt: { $lte: session.createdAt } });
    await this.sessions.insertOne({ _id: id, ...session });
  }

  async get(id: string, now: number): Promise<SessionRecord | null> {
    const doc = await this.sessions.findOne({ _id: id, expiresAt: { $gt: now } });
    return doc ? toRecord(doc) : null;
  }

  async rotate(id: string, from: number, now: number, expiresAt: number): Promise<SessionRecord | null> {
    // The generation in the filter makes this a compare-and-set: one of two racing refreshes wins.
    const result = await this.sessions.updateOne(
      { _id: id, generation: from, expiresAt: { $gt: now } },
      { $set: { generation: from + 1, rotatedAt: now, expiresAt } },
    );
    if (result.modifiedCount !== 1) return null;
    const doc = await this.sessions.findOne({ _id: id });
    // Built from what this call set, not from a later refresh that may already have moved it on.
    return doc ? { ...toRecord(doc), generation: from + 1, rotatedAt: now, expiresAt } : null;
  }

  async delete(id: string): Promise<void> {
    await this.sessions.deleteOne({ _id: id });
  }

  async deleteForUser(userId: string): Promise<number> {
    return this.sessions.deleteMany({ userId });
  }

  async keepOnly(userId: string, keepId: string, epoch: number): Promise<number> {
    // The kept one first: a crash in between leaves the others to the epoch check, which ends them.
    await this.sessions.updateOne({ _id: keepId, userId }, { $set: { epoch } });
    return this.sessions.deleteMany({ userId, _id: { $ne: keepId } });
  }

  async ping(): Promise<void> {
    await this.store.ping();
  }

  async close(): Promise<void> {
    // The read store is closed by its owner.
  }
}
