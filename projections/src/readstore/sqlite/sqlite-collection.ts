import type { Collection, Doc, Filter, FindOptions, Update, UpdateResult } from '../port';
import { DuplicateKey } from '../errors';
import { applyUpdate, upsertDocument } from '../memory/apply-update';
import { compileMatcher } from '../memory/matcher';
import type { Connection } from './connection';
import { isCount, sortAndPage } from './sort-and-page';
import { planQuery, type SqlPlan } from './sql-page';
import { toSqlFilter } from './sql-filter';
import { mapStorageErrors } from './storage-errors';
import { tableName, type Tables } from './tables';

/**
 * One collection in its own table: `_id` in the primary key column, the document as JSON.
 *
 * Reads: when the filter and sort use only `_id` and the fields the read model declared (sql-page.ts) and
 * no stored document breaks those declarations, SQL filters, orders, skips, limits and counts on the
 * declared indexes. Otherwise SQL narrows the candidates where filters translate (sql-filter.ts), the
 * memory adapter's matcher checks every candidate and JS sorts and pages, so the semantics are mingo's, as
 * in memory. Updates read, apply the memory adapter's update code and write back, in one transaction.
 * Every document handed out is parsed from its JSON, hence a copy.
 *
 * Reads use the connection of the caller's place and writes go through the store's unit scope (see
 * SqliteReadStore); each operation itself is synchronous, so it never interleaves with another.
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
      const connection = this.tables.readConnection;
      if (isCount(skip) && (limit === Infinity || isCount(limit))) {
        const plan = this.plan(filter, options, connection);
        if (plan === 'empty') return [];
        if (plan) return this.page(connection, plan, skip, limit);
      }
      return sortAndPage(this.matching(filter, connection), options);
    });
  }

  async findOne(filter: Filter, options: Pick<FindOptions, 'sort'> = {}): Promise<T | null> {
    const [first] = await this.find(filter, { ...options, limit: 1 });
    return first ?? null;
  }

  async count(filter: Filter = {}): Promise<number> {
    return mapStorageErrors(() => {
      const connection = this.tables.readConnection;
      const plan = this.plan(filter, {}, connection);
      if (plan === 'empty') return 0;
      if (!plan) return this.matching(filter, connection).length;
      const statement = connection.statement(`SELECT count(*) FROM ${this.table} WHERE ${plan.where}`);
      return statement.pluck().get(...plan.params) as number;
    });
  }

  async insertOne(doc: T): Promise<void> {
    await this.tables.units.write(() =>
      mapStorageErrors(() => {
        this.tables.ensure(this.name);
        this.insert(doc);
      }),
    );
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
    await this.tables.units.write(() => mapStorageErrors(() => this.tables.drop(this.name)));
  }

  /**
   * The SQL plan for a read, 'empty' for a collection without a table, undefined when JS must decide
   * (the filter or sort is not exact, or a stored document breaks a used field's declared type).
   */
  private plan(filter: Filter, options: FindOptions, connection: Connection): SqlPlan | 'empty' | undefined {
    const plan = planQuery(filter, options.sort, this.tables.declaredTypes(this.name));
    if (!plan) return undefined;
    if (!this.tables.exists(this.name, connection)) return 'empty';
    // Each check is one probe of a partial index that is empty while the declarations hold.
    for (const check of plan.checks)
      if (connection.statement(`SELECT 1 FROM ${this.table} WHERE ${check} LIMIT 1`).get() !== undefined)
        return undefined;
    return plan;
  }

  /**
   * A page in SQL. With a limit, the rows are chosen on the index alone (rowids, no document read for the
   * skipped ones) and then read by rowid: page 100 costs an index walk, not 5,000 JSON reads.
   */
  private page(connection: Connection, plan: SqlPlan, skip: number, limit: number): T[] {
    const select = (column: string) =>
      `SELECT ${column} FROM ${this.table} WHERE ${plan.where} ${plan.orderBy} LIMIT ${limit === Infinity ? -1 : limit} OFFSET ${skip}`;
    if (limit === Infinity) {
      const texts = connection
        .statement(select('doc'))
        .pluck()
        .all(...plan.params) as string[];
      return texts.map((text) => JSON.parse(text) as T);
    }
    const rowids = connection
      .statement(select('rowid'))
      .pluck()
      .all(...plan.params) as number[];
    const read = connection.statement(`SELECT doc FROM ${this.table} WHERE rowid = ?`).pluck();
    return rowids.map((rowid) => JSON.parse(read.get(rowid) as string) as T);
  }

  /** The documents matching the filter, in insertion order, at most `max`. */
  private matching(filter: Filter, connection: Connection, max = Infinity): T[] {
    // Compiled first, so that a filter mingo refuses throws even on an empty or missing collection.
    const match = compileMatcher<T>(filter);
    if (!this.tables.exists(this.name, connection)) return [];
    const sql = toSqlFilter(filter);
    const limit = sql.exact && max !== Infinity ? ` LIMIT ${max}` : '';
    const statement = connection.statement(
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

  private insert(doc: T): void {
    const statement = this.tables.writer.statement(
      `INSERT INTO ${this.table} (id, doc) VALUES (?, ?) ON CONFLICT (id) DO NOTHING`,
    );
    if (statement.run(doc._id, JSON.stringify(doc)).changes === 0) throw new DuplicateKey(this.name, doc._id);
  }

  private update(filter: Filter, update: Update, upsert: boolean, max: number): Promise<UpdateResult> {
    const { $setOnInsert: _onInsertOnly, ...modifier } = update;
    const writer = this.tables.writer;
    const run = writer.db.transaction((): UpdateResult => {
      const matches = this.matching(filter, writer, max);
      if (matches.length > 0) {
        const write = writer.statement(`UPDATE ${this.table} SET doc = ? WHERE id = ?`);
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
    return this.tables.units.write(() =>
      mapStorageErrors(() => {
        if (upsert) this.tables.ensure(this.name);
        return run();
      }),
    );
  }

  private delete(filter: Filter, max: number): Promise<number> {
    const writer = this.tables.writer;
    return this.tables.units.write(() =>
      mapStorageErrors(() => {
        if (!this.tables.exists(this.name, writer)) {
          compileMatcher(filter); // a bad filter throws, as on a stored collection
          return 0;
        }
        const remove = writer.statement(`DELETE FROM ${this.table} WHERE id = ?`);
        return writer.db.transaction(() => {
          const matches = this.matching(filter, writer, max);
          for (const doc of matches) remove.run(doc._id);
          return matches.length;
        })();
      }),
    );
  }
}
