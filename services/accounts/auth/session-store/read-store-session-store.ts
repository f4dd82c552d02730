import type { Doc, IndexSpec, ReadStore } from '@chauffeur/projections';
import type { SessionRecord, SessionStore } from './port';

/** Not a read model: no projection writes it, so a rebuild never drops it. */
export const SESSIONS_COLLECTION = 'auth_sessions';

/**
 * `expiresAt` (epoch ms) as a Date, for the store's own expiry (MongoDB's TTL index reads BSON dates only).
 * Written beside `expiresAt`, which the queries keep comparing: a session written before it existed has
 * none, and is still refused once expired and swept by `create`.
 */
export const EXPIRY_FIELD = 'expiresOn';

/**
 * The lookups besides `_id` (the session id, always indexed): an account's sessions (sign-out everywhere,
 * a new password) and the expired ones (the sweep at each sign-in).
 */
export const SESSION_INDEXES: readonly IndexSpec[] = [
  [{ path: 'userId', type: 'string' }],
  [{ path: 'expiresAt', type: 'number' }],
];

type SessionDoc = Doc & Omit<SessionRecord, 'id'> & { [EXPIRY_FIELD]?: Date };

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

  /**
   * Creates the indexes and the expiry at start (idempotent; every replica may run it): without them each
   * refresh's lookup by account and each sweep would scan every session, and expired ones would stay.
   */
  async prepare(): Promise<void> {
    await this.store.ensureIndexes?.(SESSIONS_COLLECTION, SESSION_INDEXES);
    await this.store.ensureExpiry?.(SESSIONS_COLLECTION, EXPIRY_FIELD);
  }

  private get sessions() {
    return this.store.collection<SessionDoc>(SESSIONS_COLLECTION);
  }

  async create({ id, ...session }: SessionRecord): Promise<void> {
    await this.sessions.deleteMany({ expiresAt: { $lte: session.createdAt } });
    await this.sessions.insertOne({ _id: id, ...session, [EXPIRY_FIELD]: new Date(session.expiresAt) });
  }

  async get(id: string, now: number): Promise<SessionRecord | null> {
    const doc = await this.sessions.findOne({ _id: id, expiresAt: { $gt: now } });
    return doc ? toRecord(doc) : null;
  }

  async rotate(id: string, from: number, now: number, expiresAt: number): Promise<SessionRecord | null> {
    // The generation in the filter makes this a compare-and-set: one of two racing refreshes wins.
    const result = await this.sessions.updateOne(
      { _id: id, generation: from, expiresAt: { $gt: now } },
      { $set: { generation: from + 1, rotatedAt: now, expiresAt, [EXPIRY_FIELD]: new Date(expiresAt) } },
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
