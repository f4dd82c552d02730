import type { Collection } from 'mongodb';
import type { WindowCounter, WindowHit } from '../port';
import { toReadStoreError } from './map-error';

interface WindowDoc {
  _id: string;
  count: number;
  /** A BSON date: the TTL index removes the window once it has ended. */
  endsAt: Date;
}

const DUPLICATE_KEY = 11000;

/**
 * Windows in a MongoDB collection, one document per key, shared by every API replica. Each hit is ONE
 * findOneAndUpdate (atomic on its document): an update pipeline that adds one to a running window, or
 * starts a new one when the stored window has ended or none exists (upsert), and returns the result. A TTL
 * index on `endsAt` removes ended windows (its monitor runs about once a minute; until then an ended
 * window is simply restarted by the next hit).
 */
export class MongoWindowCounter implements WindowCounter {
  private indexed: Promise<unknown> | undefined;

  constructor(private readonly windows: Collection<WindowDoc>) {}

  async hit(key: string, windowMs: number, now: number): Promise<WindowHit> {
    try {
      await this.ensureExpiry();
      try {
        return await this.increment(key, windowMs, now);
      } catch (error) {
        // Two first hits of one key at once: both upserts insert, one meets the other's _id. The server
        // retries such an upsert itself (4.2+, equality on _id); once more here for any it does not.
        if ((error as { code?: unknown }).code !== DUPLICATE_KEY) throw error;
        return await this.increment(key, windowMs, now);
      }
    } catch (error) {
      throw toReadStoreError(error, this.windows.collectionName);
    }
  }

  private async increment(key: string, windowMs: number, now: number): Promise<WindowHit> {
    const at = new Date(now);
    // One $set stage reads the stored fields as they were: both conditions see the same window.
    const running = { $gt: ['$endsAt', at] };
    const doc = await this.windows.findOneAndUpdate(
      { _id: key },
      [
        {
          $set: {
            count: { $cond: [running, { $add: ['$count', 1] }, 1] },
            endsAt: { $cond: [running, '$endsAt', new Date(now + windowMs)] },
          },
        },
      ],
      { upsert: true, returnDocument: 'after' },
    );
    if (!doc) throw new Error(`No window returned for ${key}`); // upsert + returnDocument: never
    return { count: doc.count, endsAt: doc.endsAt.getTime() };
  }

  /** The TTL index, created once per process at the first hit (idempotent on the server). */
  private ensureExpiry(): Promise<unknown> {
    this.indexed ??= this.windows
      .createIndex({ endsAt: 1 }, { name: 'endsAt_expiry', expireAfterSeconds: 0 })
      .catch((error: unknown) => {
        this.indexed = undefined; // tried again at the next hit
        throw error;
      });
    return this.indexed;
  }
}
