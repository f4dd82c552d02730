import type { Collection, Doc, Filter, FindOptions, Update, UpdateResult } from '../port';
import { DuplicateKey } from '../errors';
import { applyUpdate, upsertDocument } from '../memory/apply-update';
import { compileMatcher } from '../memory/matcher';
import { isCount, sortAndPage } from './sort-and-page';
import { toSqlFilter } from './sql-filter';
import { mapStorageErrors } from './storage-errors';
import { tableName, type Tables } from './tables';

/**
 * One collection in its own table: `_id` in the primary key column, the document as JSON. Filters run as
 * SQL where they translate (`sql-filter.ts`) and the memory adapter's matcher checks every candidate, so
 * the semantics are mingo's, as in memory. Updates read, apply the memory adapter's update code and write
 * back, in one transaction. Every document handed out is parsed from its JSON, hence a copy.
 */
export class SqliteCollection<T extends Doc = Doc> implements Collection<T> {
  private readonly table: string;

  constructor(
    private readonly tables: Tables,
    readonly name: string,
  ) {
    this.table = tableName(name);
  }

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    return mapStorageErrors(() => {
      const skip = options.skip || 0;
      const limit = options.limit || Infinity;
      const sql = toSqlFilter(filter);
      if (sql.exact && !options.sort && isCount(skip) && (limit === Infinity || isCount(limit))) {
        if (!this.tables.exists(this.name)) return [];
        const page = ` LIMIT ${limit === Infinity ? -1 : limit} OFFSET ${skip}`;
        return this.parse(
          `SELECT doc FROM ${this.table} WHERE ${sql.where} ORDER BY rowid${page}`,
          sql.params,
        );
      }
      return sortAndPage(this.matching(filter), options);
    });
  }

  async findOne(filter: Filter, options: Pick<FindOptions, 'sort'> = {}): Promise<T | null> {
    const [first] = await this.find(filter, { ...options, limit: 1 });
    return first ?? null;
  }

  async count(filter: Filter = {}): Promise<number> {
    return mapStorageErrors(() => {
      const sql = toSqlFilter(filter);
      if (!sql.exact) return this.matching(filter).length;
      if (!this.tables.exists(this.name)) return 0;
      const statement = this.tables.statement(`SELECT count(*) FROM ${this.table} WHERE ${sql.where}`);
      return statement.pluck().get(...sql.params) as number;
    });
  }

  async insertOne(doc: T): Promise<void> {
    mapStorageErrors(() => {
      this.tables.ensure(this.name);
      this.insert(doc);
    });
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
    return this.delete(filter, 1);
  }

  async deleteMany(filter: Filter = {}): Promise<number> {
    return this.delete(filter, Infinity);
  }

  async drop(): Promise<void> {
    mapStorageErrors(() => this.tables.drop(this.name));
  }

  /** The documents matching the filter, in insertion order, at most `max`. */
  private matching(filter: Filter, max = Infinity): T[] {
    // Compiled first, so that a filter mingo refuses throws even on an empty or missing collection.
    const match = compileMatcher<T>(filter);
    if (!this.tables.exists(this.name)) return [];
    const sql = toSqlFilter(filter);
    const limit = sql.exact && max !== Infinity ? ` LIMIT ${max}` : '';
    const statement = this.tables.statement(
      `SELECT doc FROM ${this.table} WHERE ${sql.where} ORDER BY rowid${limit}`,
    );
    const out: T[] = [];
    for (const text of statement.pluck().iterate(...sql.params) as IterableIterator<string>) {
      const doc = JSON.parse(text) as T;
      if (!match(doc)) continue;
      if (out.push(doc) >= max) break;
    }
    return out;
  }

  private parse(sql: string, params: unknown[]): T[] {
    const texts = this.tables
      .statement(sql)
      .pluck()
      .all(...params) as string[];
    return texts.map((text) => JSON.parse(text) as T);
  }

  private insert(doc: T): void {
    const statement = this.tables.statement(
      `INSERT INTO ${this.table} (id, doc) VALUES (?, ?) ON CONFLICT (id) DO NOTHING`,
    );
    if (statement.run(doc._id, JSON.stringify(doc)).changes === 0) throw new DuplicateKey(this.name, doc._id);
  }

  private async update(filter: Filter, update: Update, upsert: boolean, max: number): Promise<UpdateResult> {
    const { $setOnInsert: _onInsertOnly, ...modifier } = update;
    const run = this.tables.db.transaction((): UpdateResult => {
      const matches = this.matching(filter, max);
      if (matches.length > 0) {
        const write = this.tables.statement(`UPDATE ${this.table} SET doc = ? WHERE id = ?`);
        let modifiedCount = 0;
        for (const doc of matches) {
          const { doc: updated, changed } = applyUpdate(doc, modifier);
          if (!changed) continue;
          write.run(JSON.stringify(updated), doc._id);
          modifiedCount += 1;
        }
        return { matchedCount: matches.length, modifiedCount, upsertedId: null };
      }
      if (!upsert) return { matchedCount: 0, modifiedCount: 0, upsertedId: null };
      const created = upsertDocument<T>(filter, update);
      this.insert(created);
      return { matchedCount: 0, modifiedCount: 0, upsertedId: created._id };
    });
    return mapStorageErrors(() => {
      if (upsert) this.tables.ensure(this.name);
      return run();
    });
  }

  private async delete(filter: Filter, max: number): Promise<number> {
    return mapStorageErrors(() => {
      if (!this.tables.exists(this.name)) {
        compileMatcher(filter); // a bad filter throws, as on a stored collection
        return 0;
      }
      const remove = this.tables.statement(`DELETE FROM ${this.table} WHERE id = ?`);
      return this.tables.db.transaction(() => {
        const matches = this.matching(filter, max);
        for (const doc of matches) remove.run(doc._id);
        return matches.length;
      })();
    });
  }
}
