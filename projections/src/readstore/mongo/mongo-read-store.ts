import { MongoClient, type Db } from 'mongodb';
import type { CheckpointStore, Doc, ReadStore } from '../port';
import { ReadStoreUnavailable } from '../errors';
import { MongoCollection, type StoredDoc } from './mongo-collection';
import { toReadStoreError } from './map-error';

const CHECKPOINTS = '_checkpoints';
const DEFAULT_DB = 'chauffeur';
// The driver's default (30 s) would hang a health check that long when the server is gone.
const SERVER_SELECTION_TIMEOUT_MS = 5000;

interface CheckpointDoc {
  _id: string;
  /** Decimal string: BSON has no unsigned 64-bit integer and positions must survive exactly. */
  position: string;
}

/** The database named in the URL path (`mongodb://host/db?...`), if any. */
const dbNameFromUrl = (url: string): string | undefined =>
  /^mongodb(?:\+srv)?:\/\/[^/]*\/([^?]+)/.exec(url)?.[1] || undefined;

/** The read side in MongoDB: one database, one driver collection per read-model collection. */
export class MongoReadStore implements ReadStore {
  readonly kind = 'mongo' as const;
  readonly checkpoints: CheckpointStore;

  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
  ) {
    const checkpoints = db.collection<CheckpointDoc>(CHECKPOINTS);
    const guard = async <R>(operation: () => Promise<R>): Promise<R> => {
      try {
        return await operation();
      } catch (error) {
        throw toReadStoreError(error, CHECKPOINTS);
      }
    };
    this.checkpoints = {
      get: (projection) =>
        guard(async () => {
          const doc = await checkpoints.findOne({ _id: projection });
          return doc ? BigInt(doc.position) : null;
        }),
      set: (projection, position) =>
        guard(async () => {
          await checkpoints.updateOne(
            { _id: projection },
            { $set: { position: position.toString() } },
            { upsert: true },
          );
        }),
      delete: (projection) =>
        guard(async () => {
          await checkpoints.deleteOne({ _id: projection });
        }),
    };
  }

  /**
   * Connects to `url` and uses `dbName`, else the database named in the URL, else `chauffeur`. Throws
   * `ReadStoreUnavailable` when no server answers.
   */
  static async connect(url: string, options: { dbName?: string } = {}): Promise<MongoReadStore> {
    const client = new MongoClient(
      url,
      /serverSelectionTimeoutMS=/i.test(url) ? {} : { serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS },
    );
    try {
      await client.connect();
    } catch (error) {
      await client.close().catch(() => undefined);
      throw new ReadStoreUnavailable(`MongoDB unreachable: ${(error as Error).message}`, { cause: error });
    }
    return new MongoReadStore(client, client.db(options.dbName ?? dbNameFromUrl(url) ?? DEFAULT_DB));
  }

  collection<T extends Doc = Doc>(name: string): MongoCollection<T> {
    return new MongoCollection<T>(this.db.collection<StoredDoc>(name));
  }

  async renameCollection(from: string, to: string): Promise<void> {
    try {
      const exists = (await this.db.listCollections({ name: from }, { nameOnly: true }).toArray()).length > 0;
      if (exists) await this.db.renameCollection(from, to, { dropTarget: true });
      else
        await this.db
          .collection(to)
          .drop()
          .catch(() => undefined);
    } catch (error) {
      throw toReadStoreError(error, from);
    }
  }

  async ping(): Promise<void> {
    try {
      await this.db.command({ ping: 1 });
    } catch (error) {
      throw new ReadStoreUnavailable(`MongoDB ping failed: ${(error as Error).message}`, { cause: error });
    }
  }

  /** Removes the whole database (every collection and the checkpoints): for tests and full rebuilds. */
  async dropDatabase(): Promise<void> {
    try {
      await this.db.dropDatabase();
    } catch (error) {
      throw toReadStoreError(error, this.db.databaseName);
    }
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
