import { Decimal128, MongoClient, MongoServerError, type ClientSession, type Db } from 'mongodb';
import type {
  CheckpointFeed,
  CheckpointListener,
  CheckpointStore,
  Doc,
  IndexSpec,
  ReadStore,
  WindowCounter,
} from '../port';
import { MongoWindowCounter } from './mongo-window-counter';
import { ReadStoreUnavailable } from '../errors';
import { UnitScope } from '../units/unit-scope';
import { MongoCollection, type StoredDoc } from './mongo-collection';
import { toReadStoreError } from './map-error';
import { openCheckpointFeed } from './checkpoint-feed';

const CHECKPOINTS = '_checkpoints';
const DEFAULT_DB = 'chauffeur';
// The driver's default (30 s) would hang a health check that long when the server is gone.
const SERVER_SELECTION_TIMEOUT_MS = 5000;

interface CheckpointDoc {
  _id: string;
  /**
   * Decimal string: BSON has no unsigned 64-bit integer and positions must survive exactly. Compared as
   * Decimal128 (34 digits, exact for every 64-bit position) by the compare-and-set, which thus works on
   * the values stored before it too.
   */
  position: string;
}

/** A unit of work: its session while the server runs it as a transaction (replica set or sharded). */
interface MongoUnit {
  session?: ClientSession;
}

const DUPLICATE_KEY = 11000;

/** The database named in the URL path (`mongodb://host/db?...`), if any. */
const dbNameFromUrl = (url: string): string | undefined =>
  /^mongodb(?:\+srv)?:\/\/[^/]*\/([^?]+)/.exec(url)?.[1] || undefined;

/** The read side in MongoDB: one database, one driver collection per read-model collection. */
export class MongoReadStore implements ReadStore {
  readonly kind = 'mongo' as const;
  readonly checkpoints: CheckpointStore;
  private readonly units = new UnitScope<MongoUnit>();
  private transactions: Promise<boolean> | undefined;

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
          const doc = await checkpoints.findOne({ _id: projection }, this.sessionOptions());
          return doc ? BigInt(doc.position) : null;
        }),
      // Compare-and-set: the update matches only a lower stored position; when one at or above exists, the
      // upsert's insert meets its _id and fails with a duplicate key, which means "already there".
      set: (projection, position) =>
        guard(async () => {
          if (position < 0n) throw new RangeError(`A checkpoint must be a position, got ${position}`);
          const next = position.toString();
          try {
            await checkpoints.updateOne(
              {
                _id: projection,
                $expr: { $lt: [{ $toDecimal: '$position' }, Decimal128.fromString(next)] },
              },
              { $set: { position: next } },
              { upsert: true, ...this.sessionOptions() },
            );
          } catch (error) {
            if (!(error instanceof MongoServerError && Number(error.code) === DUPLICATE_KEY)) throw error;
          }
        }),
      delete: (projection) =>
        guard(async () => {
          await checkpoints.deleteOne({ _id: projection }, this.sessionOptions());
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
    return new MongoCollection<T>(this.db.collection<StoredDoc>(name), () => this.units.unit?.session);
  }

  /**
   * Units never interleave (a mutex, as on every store). On a replica set or a sharded cluster the unit is
   * a session transaction: its writes commit together or not at all, and its reads see them. A standalone
   * server has no transactions: the unit then runs as it is (each write commits alone; a unit that throws
   * keeps what it wrote, and replaying its events repairs it, the writes being idempotent).
   */
  transaction<T>(work: () => Promise<T>): Promise<T> {
    return this.units.run(
      (): MongoUnit => ({}),
      async (unit) => {
        if (!(await this.supportsTransactions())) return work();
        const session = this.client.startSession();
        try {
          session.startTransaction();
          unit.session = session;
          let result: T;
          try {
            result = await work();
          } catch (error) {
            await session.abortTransaction().catch(() => undefined);
            throw error;
          }
          await session.commitTransaction().catch((error: unknown) => {
            throw toReadStoreError(error, CHECKPOINTS);
          });
          return result;
        } finally {
          unit.session = undefined;
          await session.endSession();
        }
      },
    );
  }

  /** One ascending index per declared spec (idempotent: createIndex with the same keys does nothing). */
  async ensureIndexes(
    collection: string,
    indexes: readonly IndexSpec[],
    options: { existingOnly?: boolean } = {},
  ): Promise<void> {
    // MongoDB plans by the indexes present, so there is nothing to record; the rebuild's collection gets
    // them and renameCollection keeps them.
    if (options.existingOnly) return;
    try {
      for (const spec of indexes)
        await this.db
          .collection(collection)
          .createIndex(Object.fromEntries(spec.map((field) => [field.path, field.order ?? 1])));
    } catch (error) {
      throw toReadStoreError(error, collection);
    }
  }

  /** A TTL index on `path` (expireAfterSeconds 0: a document goes once the date in it has passed). */
  async ensureExpiry(collection: string, path: string): Promise<void> {
    try {
      await this.db
        .collection(collection)
        .createIndex({ [path]: 1 }, { name: `${path}_expiry`, expireAfterSeconds: 0 });
    } catch (error) {
      throw toReadStoreError(error, collection);
    }
  }

  private sessionOptions(): { session?: ClientSession } {
    const session = this.units.unit?.session;
    return session ? { session } : {};
  }

  /** Whether the server runs transactions: a replica set member or a mongos (asked once). */
  private supportsTransactions(): Promise<boolean> {
    this.transactions ??= this.db
      .admin()
      .command({ hello: 1 })
      .then((reply) => typeof reply.setName === 'string' || reply.msg === 'isdbgrid')
      .catch(() => {
        this.transactions = undefined; // asked again next time: the server may just be unreachable
        return false;
      });
    return this.transactions;
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

  /** Rate-limit windows shared by every process on this database (see MongoWindowCounter). */
  windowCounter(name: string): WindowCounter {
    return new MongoWindowCounter(this.db.collection(name));
  }

  /** A change stream on the checkpoints (replica set only: a standalone server ends it, see checkpoint-feed). */
  watchCheckpoints(listener: CheckpointListener): CheckpointFeed {
    return openCheckpointFeed(this.db.collection<CheckpointDoc>(CHECKPOINTS), listener);
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
