import type { Collection, Doc, Filter, FindOptions, Update, UpdateResult } from '../port';
import { DuplicateKey } from '../errors';
import { type CompiledSort, compileSort, sortDocuments } from './fast-sort';
import { applyUpdate, upsertDocument } from './apply-update';
import { copyDocument } from './copy-document';
import { mingo } from './lazy-mingo';
import { compileMatcher } from './matcher';
import { isPlainObject } from './paths';

/**
 * One collection held in memory with MongoDB query and update semantics (those of mingo). Documents are
 * copied in and out, so callers can never change stored state by mutating what they got.
 *
 * The common shapes run on fast paths that give mingo's answers without it (compiled filters, a native
 * stable sort kept until the next write, `$set`/`$inc`/`$unset` copying only the changed path); everything
 * else, and any document holding values those paths do not handle, goes through mingo.
 * Stored documents are never mutated in place: a write replaces the document (sharing its untouched parts).
 */
export class MemoryCollection<T extends Doc = Doc> implements Collection<T> {
  private readonly docs = new Map<string, T>();
  /** All documents in a sort order, by `CompiledSort.key`; emptied by every write. */
  private readonly sorted = new Map<string, T[]>();

  constructor(readonly name: string) {}

  /**
   * The stored documents in insertion order, as they are (no copy: the caller must not change them). For a
   * store that builds a read model here and writes it elsewhere in one go (rebuild/fresh-build.ts).
   */
  documents(): IterableIterator<T> {
    return this.docs.values();
  }

  /** How many documents it holds. */
  get size(): number {
    return this.docs.size;
  }

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    const match = this.matcher(filter);
    const skip = options.skip || 0;
    const limit = options.limit || Infinity;
    const sort = options.sort ? compileSort(options.sort) : undefined;
    const pageable = isCount(skip) && (limit === Infinity || isCount(limit));
    if (pageable && (!options.sort || sort)) {
      const ordered = sort ? this.sortedCandidates(filter, sort) : this.candidates(filter);
      if (ordered) return page(ordered, match, skip, limit).map((doc) => copyDocument(doc));
    }
    let cursor = mingo().find<T>(Array.from(this.candidates(filter)).filter(match), {});
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return cursor.all().map((doc) => copyDocument(doc));
  }

  async findOne(filter: Filter, options: Pick<FindOptions, 'sort'> = {}): Promise<T | null> {
    const [first] = await this.find(filter, { ...options, limit: 1 });
    return first ?? null;
  }

  async count(filter: Filter = {}): Promise<number> {
    if (isPlainObject(filter) && Object.keys(filter).length === 0) return this.docs.size;
    return this.matching(filter).length;
  }

  async insertOne(doc: T, options: { handOver?: boolean } = {}): Promise<void> {
    if (this.docs.has(doc._id)) throw new DuplicateKey(this.name, doc._id);
    // Stored documents are never changed in place, so one handed over needs no copy.
    this.write(doc._id, options.handOver ? doc : copyDocument(doc));
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
    const [first] = this.matching(filter, 1);
    if (!first) return 0;
    this.remove(first._id);
    return 1;
  }

  async deleteMany(filter: Filter = {}): Promise<number> {
    const matches = this.matching(filter);
    for (const doc of matches) this.remove(doc._id);
    return matches.length;
  }

  async drop(): Promise<void> {
    this.docs.clear();
    this.sorted.clear();
  }

  private write(id: string, doc: T): void {
    this.docs.set(id, doc);
    if (this.sorted.size > 0) this.sorted.clear();
  }

  private remove(id: string): void {
    this.docs.delete(id);
    if (this.sorted.size > 0) this.sorted.clear();
  }

  private matcher(filter: Filter): (doc: T) => boolean {
    return compileMatcher<T>(filter);
  }

  private matching(filter: Filter, max = Infinity): T[] {
    // `{ _id: '…' }` alone, the projections' usual write: the candidate is the match, nothing to compile.
    const only = onlyId(filter);
    if (only !== undefined) {
      const doc = this.docs.get(only);
      return doc && max > 0 ? [doc] : [];
    }
    const match = this.matcher(filter);
    const matches: T[] = [];
    for (const doc of this.candidates(filter)) {
      if (!match(doc)) continue;
      matches.push(doc);
      if (matches.length >= max) break;
    }
    return matches;
  }

  /**
   * The documents a filter can match, in insertion order: only the one with that `_id` when the filter pins
   * it (directly or in a top-level `$and`), else all. Keeps projections' by-id writes O(1) instead of a scan
   * per event.
   */
  private candidates(filter: Filter): Iterable<T> {
    const id = pinnedId(filter);
    if (id === undefined) return this.docs.values();
    const doc = this.docs.get(id);
    return doc ? [doc] : [];
  }

  /**
   * The candidates in sort order, natively; undefined when a sort key holds a value only mingo orders. The
   * order of all documents is kept until the next write: filtering it gives the same list as sorting the
   * matches, since the sort is stable and both start from insertion order.
   */
  private sortedCandidates(filter: Filter, sort: CompiledSort): Iterable<T> | undefined {
    if (pinnedId(filter) !== undefined) return this.candidates(filter); // one document or none
    const cached = this.sorted.get(sort.key);
    if (cached) return cached;
    const ordered = sortDocuments([...this.docs.values()], sort);
    if (ordered) this.sorted.set(sort.key, ordered);
    return ordered;
  }

  private update(filter: Filter, update: Update, upsert: boolean, max: number): UpdateResult {
    const { $setOnInsert: _onInsertOnly, ...modifier } = update;
    const matches = this.matching(filter, max);
    if (matches.length > 0) {
      let modifiedCount = 0;
      for (const doc of matches) {
        const { doc: updated, changed } = applyUpdate(doc, modifier);
        if (changed) {
          this.write(doc._id, updated);
          modifiedCount += 1;
        }
      }
      return { matchedCount: matches.length, modifiedCount, upsertedId: null };
    }
    if (!upsert) return { matchedCount: 0, modifiedCount: 0, upsertedId: null };
    const created = upsertDocument<T>(filter, update);
    if (this.docs.has(created._id)) throw new DuplicateKey(this.name, created._id);
    this.write(created._id, created);
    return { matchedCount: 0, modifiedCount: 0, upsertedId: created._id };
  }
}

/** mingo's skip and limit take non-negative integers; anything else goes to it (and fails as before). */
const isCount = (n: number) => Number.isInteger(n) && n >= 0;

function page<T>(ordered: Iterable<T>, match: (doc: T) => boolean, skip: number, limit: number): T[] {
  const out: T[] = [];
  let skipped = 0;
  for (const doc of ordered) {
    if (!match(doc)) continue;
    if (skipped < skip) skipped += 1;
    else if (out.push(doc) >= limit) break;
  }
  return out;
}

/** The `_id` of a filter that is exactly `{ _id: <string> }`, else undefined. */
function onlyId(filter: Filter): string | undefined {
  if (typeof filter._id !== 'string') return undefined;
  for (const key in filter) if (key !== '_id') return undefined;
  return filter._id;
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
