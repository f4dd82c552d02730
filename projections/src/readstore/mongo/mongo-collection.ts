import type {
  ClientSession,
  Collection as DriverCollection,
  Filter as DriverFilter,
  OptionalUnlessRequiredId,
  Sort,
  UpdateFilter,
  UpdateResult as DriverUpdateResult,
} from 'mongodb';
import type { Collection, Doc, Filter, FindOptions, Update, UpdateResult } from '../port';
import { toReadStoreError } from './map-error';
import { toPlain } from './plain';
import { withStringIdOnUpsert } from './upsert-id';

/** What is stored: the port's documents, whose `_id` is always a string. */
export type StoredDoc = { _id: string } & Record<string, unknown>;

const toResult = (result: DriverUpdateResult<StoredDoc>): UpdateResult => ({
  matchedCount: result.matchedCount,
  modifiedCount: result.modifiedCount,
  upsertedId:
    result.upsertedId === null || result.upsertedId === undefined ? null : String(toPlain(result.upsertedId)),
});

/**
 * A driver collection behind the port: filters and updates are passed through unchanged (the port speaks
 * MongoDB), results come back as plain objects, and driver errors become the port's errors.
 */
export class MongoCollection<T extends Doc = Doc> implements Collection<T> {
  /** `session`: the caller's unit of work's session, if it runs inside one (every call joins it). */
  constructor(
    private readonly driver: DriverCollection<StoredDoc>,
    private readonly session: () => ClientSession | undefined = () => undefined,
  ) {}

  private get options(): { session?: ClientSession } {
    const session = this.session();
    return session ? { session } : {};
  }

  private get name(): string {
    return this.driver.collectionName;
  }

  private async run<R>(operation: () => Promise<R>, id?: unknown): Promise<R> {
    try {
      return await operation();
    } catch (error) {
      throw toReadStoreError(error, this.name, id);
    }
  }

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    return this.run(async () => {
      let cursor = this.driver.find(filter as DriverFilter<StoredDoc>, this.options);
      if (options.sort) cursor = cursor.sort(options.sort as Sort);
      if (options.skip) cursor = cursor.skip(options.skip);
      if (options.limit) cursor = cursor.limit(options.limit);
      const docs = await cursor.toArray();
      return docs.map((doc) => toPlain(doc) as T);
    });
  }

  async findOne(filter: Filter, options: Pick<FindOptions, 'sort'> = {}): Promise<T | null> {
    return this.run(async () => {
      const doc = await this.driver.findOne(
        filter as DriverFilter<StoredDoc>,
        options.sort ? { sort: options.sort as Sort, ...this.options } : this.options,
      );
      return doc ? (toPlain(doc) as T) : null;
    });
  }

  async count(filter: Filter = {}): Promise<number> {
    return this.run(() => this.driver.countDocuments(filter as DriverFilter<StoredDoc>, this.options));
  }

  async insertOne(doc: T): Promise<void> {
    // A copy: the driver writes back into the document it is given.
    await this.run(
      () => this.driver.insertOne({ ...doc } as OptionalUnlessRequiredId<StoredDoc>, this.options),
      doc._id,
    );
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    const upsert = options.upsert ?? false;
    return this.run(async () =>
      toResult(
        await this.driver.updateOne(
          filter as DriverFilter<StoredDoc>,
          withStringIdOnUpsert(filter, update, upsert) as UpdateFilter<StoredDoc>,
          { upsert, ...this.options },
        ),
      ),
    );
  }

  async updateMany(
    filter: Filter,
    update: Update,
    options: { upsert?: boolean } = {},
  ): Promise<UpdateResult> {
    const upsert = options.upsert ?? false;
    return this.run(async () =>
      toResult(
        await this.driver.updateMany(
          filter as DriverFilter<StoredDoc>,
          withStringIdOnUpsert(filter, update, upsert) as UpdateFilter<StoredDoc>,
          { upsert, ...this.options },
        ),
      ),
    );
  }

  async deleteOne(filter: Filter): Promise<number> {
    return this.run(
      async () => (await this.driver.deleteOne(filter as DriverFilter<StoredDoc>, this.options)).deletedCount,
    );
  }

  async deleteMany(filter: Filter = {}): Promise<number> {
    return this.run(
      async () =>
        (await this.driver.deleteMany(filter as DriverFilter<StoredDoc>, this.options)).deletedCount,
    );
  }

  async drop(): Promise<void> {
    await this.run(async () => {
      try {
        await this.driver.drop();
      } catch (error) {
        // Driver 7 already treats a missing collection as dropped; older servers/drivers report code 26.
        if ((error as { code?: unknown }).code !== 26) throw error;
      }
    });
  }
}
