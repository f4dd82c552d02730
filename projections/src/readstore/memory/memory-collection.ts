import { randomUUID } from 'node:crypto';
import { Query, find as mingoFind, update as mingoUpdate } from 'mingo';
import type { Collection, Doc, Filter, FindOptions, Update, UpdateResult } from '../port';
import { DuplicateKey } from '../errors';
import { documentFromFilter } from './document-from-filter';

type Modifier = Parameters<typeof mingoUpdate>[1];

/**
 * One collection held in memory with MongoDB query and update semantics (through mingo). Documents are
 * copied in and out, so callers can never change stored state by mutating what they got.
 */
export class MemoryCollection<T extends Doc = Doc> implements Collection<T> {
  private readonly docs = new Map<string, T>();

  constructor(readonly name: string) {}

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    let cursor = mingoFind<T>(this.candidates(filter), filter as Record<string, unknown>);
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return cursor.all().map((doc) => structuredClone(doc));
  }

  async findOne(filter: Filter, options: Pick<FindOptions, 'sort'> = {}): Promise<T | null> {
    const [first] = await this.find(filter, { ...options, limit: 1 });
    return first ?? null;
  }

  async count(filter: Filter = {}): Promise<number> {
    return this.matching(filter).length;
  }

  async insertOne(doc: T): Promise<void> {
    if (this.docs.has(doc._id)) throw new DuplicateKey(this.name, doc._id);
    this.docs.set(doc._id, structuredClone(doc));
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    return this.update(filter, update, options.upsert ?? false, 1);
  }

  async updateMany(
    filter: Filter,
    update: Update,
    options: { upsert?: boolean } = {},
  ): Promise<UpdateResult> {
    return this.update(filter, update, options.upsert ?? false, Infinity);
  }

  async deleteOne(filter: Filter): Promise<number> {
    const [first] = this.matching(filter);
    if (!first) return 0;
    this.docs.delete(first._id);
    return 1;
  }

  async deleteMany(filter: Filter = {}): Promise<number> {
    const matches = this.matching(filter);
    for (const doc of matches) this.docs.delete(doc._id);
    return matches.length;
  }

  async drop(): Promise<void> {
    this.docs.clear();
  }

  private matching(filter: Filter): T[] {
    const query = new Query<Record<string, unknown>>(filter, {});
    return this.candidates(filter).filter((doc) => query.test(doc));
  }

  /**
   * The documents a filter can match: only the one with that `_id` when the filter pins it (directly or in
   * a top-level `$and`), else all. Keeps projections' by-id writes O(1) instead of a scan per event.
   */
  private candidates(filter: Filter): T[] {
    const id = pinnedId(filter);
    if (id === undefined) return [...this.docs.values()];
    const doc = this.docs.get(id);
    return doc ? [doc] : [];
  }

  private update(filter: Filter, update: Update, upsert: boolean, max: number): UpdateResult {
    const { $setOnInsert, ...modifier } = update;
    const matches = this.matching(filter).slice(0, max);
    if (matches.length > 0) {
      let modifiedCount = 0;
      for (const doc of matches) {
        const working = structuredClone(doc);
        const changed = mingoUpdate(working, modifier as Modifier);
        if (changed.length > 0) {
          this.docs.set(doc._id, working);
          modifiedCount += 1;
        }
      }
      return { matchedCount: matches.length, modifiedCount, upsertedId: null };
    }
    if (!upsert) return { matchedCount: 0, modifiedCount: 0, upsertedId: null };
    const created = documentFromFilter(filter) as T;
    if ($setOnInsert) mingoUpdate(created, { $set: $setOnInsert } as Modifier);
    mingoUpdate(created, modifier as Modifier);
    if (created._id === undefined) created._id = randomUUID();
    if (this.docs.has(created._id)) throw new DuplicateKey(this.name, created._id);
    this.docs.set(created._id, created);
    return { matchedCount: 0, modifiedCount: 0, upsertedId: created._id };
  }
}

function pinnedId(filter: Filter): string | undefined {
  const id = filter._id;
  if (typeof id === 'string') return id;
  if (
    id &&
    typeof id === 'object' &&
    Object.keys(id).length === 1 &&
    typeof (id as { $eq?: unknown }).$eq === 'string'
  )
    return (id as { $eq: string }).$eq;
  if (Array.isArray(filter.$and))
    for (const part of filter.$and as Filter[]) {
      const pinned = part && typeof part === 'object' ? pinnedId(part) : undefined;
      if (pinned !== undefined) return pinned;
    }
  return undefined;
}
