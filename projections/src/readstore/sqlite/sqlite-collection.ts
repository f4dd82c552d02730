import type { Collection, Doc, Filter, FindJsonOptions, FindOptions, Update, UpdateResult } from '../port';
import { jsonWithout } from '../find-json';
import { DuplicateKey } from '../errors';
import { applyUpdate, upsertDocument } from '../memory/apply-update';
import { compileMatcher } from '../memory/matcher';
import type { Connection } from './connection';
import { isCount, sortAndPage } from './sort-and-page';
import { planQuery, type SqlPlan } from './sql-page';
import { toSqlFilter } from './sql-filter';
import { tableName, type Tables } from './tables';
import type { UnitDocuments } from './unit-documents';
import { copyDocument } from '../memory/copy-document';

/**
 * The one `_id` a filter names as a string, at its top level or in a top-level `$and` (the filters
 * projections write with: `{ _id, _pos: ... }`); undefined when it names none or several.
 */
function singleId(filter: Filter): string | undefined {
  const direct = (value: unknown) => (typeof value === 'string' ? value : undefined);
  let id = direct((filter as Record<string, unknown>)._id);
  const and = (filter as { $and?: unknown }).$and;
  if (Array.isArray(and))
    for (const part of and) {
      const inner = part !== null && typeof part === 'object' ? direct((part as Filter)._id) : undefined;
      if (inner === undefined) continue;
      if (id !== undefined && id !== inner) return undefined;
      id = inner;
    }
  return id;
}

/** The JSON paths of top-level fields for json_remove; undefined if a name needs quoting (JS removes it). */
function omitPaths(omit: readonly string[]): string[] | undefined {
  if (!omit.every((name) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(name))) return undefined;
  return omit.map((name) => `$.${name}`);
}

/**
 * One collection in its own table: `_id` in the primary key column, the document as JSON.
 *
 * Reads: when the filter and sort use only `_id` and the fields the read model declared (sql-page.ts) and
 * no stored document breaks those declarations, SQL filters, orders, skips, limits and counts on the
 * declared indexes. Otherwise SQL narrows the candidates where filters translate (sql-filter.ts), the
 * memory adapter's matcher checks every candidate and JS sorts and pages, so the semantics are mingo's, as
 * in memory. Updates read, apply the memory adapter's update code and write back, in one transaction.
 * Inside a unit of work, a write naming one `_id` (every write a projection makes) changes the unit's copy
 * of the document instead, written to the table once, at the commit or before SQL next looks at the table
 * (unit-documents.ts). Every document handed out is parsed from its JSON, hence a copy.
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
    return this.tables.faults.guard(() => {
      this.tables.flush(this.name);
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

  /**
   * A page SQL answers alone is read as the file's text, the `omit` fields removed by SQLite: no document
   * is parsed (the admin's bookings list, issue 16). Anything else is found as `find` does and written out.
   */
  async findJson(filter: Filter, options: FindJsonOptions): Promise<string[]> {
    const omitted = omitPaths(options.omit);
    const sqlPage = this.tables.faults.guard(() => {
      this.tables.flush(this.name);
      const skip = options.skip || 0;
      const limit = options.limit || Infinity;
      const connection = this.tables.readConnection;
      if (!omitted || !isCount(skip) || !(limit === Infinity || isCount(limit))) return undefined;
      const plan = this.plan(filter, options, connection);
      if (plan === 'empty') return [];
      if (!plan) return undefined;
      const column = omitted.length > 0 ? `json_remove(doc${', ?'.repeat(omitted.length)})` : 'json(doc)';
      return this.rows(connection, plan, skip, limit, column, omitted);
    });
    if (sqlPage) return sqlPage;
    return (await this.find(filter, options)).map((doc) => jsonWithout(doc, options.omit));
  }

  async findOne(filter: Filter, options: Pick<FindOptions, 'sort'> = {}): Promise<T | null> {
    const [first] = await this.find(filter, { ...options, limit: 1 });
    return first ?? null;
  }

  async count(filter: Filter = {}): Promise<number> {
    return this.tables.faults.guard(() => {
      this.tables.flush(this.name);
      const connection = this.tables.readConnection;
      const plan = this.plan(filter, {}, connection);
      if (plan === 'empty') return 0;
      if (!plan) return this.matching(filter, connection).length;
      const sql = `SELECT count(*) FROM ${this.table} WHERE ${plan.where}`;
      const count = () =>
        connection
          .statement(sql)
          .pluck()
          .get(...plan.params) as number;
      const memo = connection === this.tables.reader ? this.tables.committedCounts : null;
      return memo ? memo.get(`${sql}\u0000${JSON.stringify(plan.params)}`, count) : count();
    });
  }

  async insertOne(doc: T, options: { handOver?: boolean } = {}): Promise<void> {
    await this.tables.units.write(() =>
      this.tables.faults.guard(() => {
        this.tables.ensure(this.name);
        const documents = this.tables.units.unit?.documents;
        if (documents && typeof doc._id === 'string')
          this.insertInUnit(documents, options.handOver ? doc : copyDocument(doc));
        else this.sqlWrite(() => this.insert(doc));
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

  /**
   * Inside a unit, a write that names one `_id` works on the unit's copy of the document (unit-documents.ts);
   * any other write runs in SQL on the table brought up to date, and the unit's copies are dropped after it.
   */
  private sqlWrite<R>(write: () => R): R {
    this.tables.flush(this.name);
    try {
      return write();
    } finally {
      this.tables.forget(this.name);
    }
  }

  /** The unit's copy of a document, read from the file (and kept) the first time; null: there is none. */
  private unitDocument(documents: UnitDocuments, id: string): T | null {
    const held = documents.get(this.name, id);
    if (held !== undefined) return held as T | null;
    const writer = this.tables.writer;
    const text = this.tables.exists(this.name, writer)
      ? (writer.statement(`SELECT json(doc) FROM ${this.table} WHERE id = ?`).pluck().get(id) as
          string | undefined)
      : undefined;
    const doc = text === undefined ? null : (JSON.parse(text) as T);
    documents.loaded(this.name, id, doc);
    return doc;
  }

  private insertInUnit(documents: UnitDocuments, doc: T): void {
    if (this.unitDocument(documents, doc._id) !== null) throw new DuplicateKey(this.name, doc._id);
    documents.insert(this.name, doc._id, doc);
  }

  private updateInUnit(
    documents: UnitDocuments,
    id: string,
    filter: Filter,
    update: Update,
    upsert: boolean,
  ): UpdateResult {
    const match = compileMatcher<T>(filter);
    const current = this.unitDocument(documents, id);
    if (current !== null && match(current)) {
      const { $setOnInsert: _onInsertOnly, ...modifier } = update;
      const { doc: updated, changed } = applyUpdate(current, modifier);
      if (changed) documents.replace(this.name, id, updated);
      return { matchedCount: 1, modifiedCount: changed ? 1 : 0, upsertedId: null };
    }
    if (!upsert) return { matchedCount: 0, modifiedCount: 0, upsertedId: null };
    const created = upsertDocument<T>(filter, update);
    if (typeof created._id !== 'string') {
      this.sqlWrite(() => this.insert(created));
      return { matchedCount: 0, modifiedCount: 0, upsertedId: created._id };
    }
    this.insertInUnit(documents, created);
    return { matchedCount: 0, modifiedCount: 0, upsertedId: created._id };
  }

  private deleteInUnit(documents: UnitDocuments, id: string, filter: Filter): number {
    const match = compileMatcher<T>(filter);
    const current = this.unitDocument(documents, id);
    if (current === null || !match(current)) return 0;
    documents.remove(this.name, id);
    return 1;
  }

  async drop(): Promise<void> {
    await this.tables.units.write(() => this.tables.faults.guard(() => this.tables.drop(this.name)));
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
    return this.rows(connection, plan, skip, limit, 'json(doc)', []).map((text) => JSON.parse(text) as T);
  }

  /** The page's documents as the text `column` makes of each (`columnParams` bound before the plan's). */
  private rows(
    connection: Connection,
    plan: SqlPlan,
    skip: number,
    limit: number,
    column: string,
    columnParams: readonly string[],
  ): string[] {
    const select = (what: string) =>
      `SELECT ${what} FROM ${this.table} WHERE ${plan.where} ${plan.orderBy} LIMIT ${limit === Infinity ? -1 : limit} OFFSET ${skip}`;
    if (limit === Infinity)
      return connection
        .statement(select(column))
        .pluck()
        .all(...columnParams, ...plan.params) as string[];
    const rowids = connection
      .statement(select('rowid'))
      .pluck()
      .all(...plan.params) as number[];
    const read = connection.statement(`SELECT ${column} FROM ${this.table} WHERE rowid = ?`).pluck();
    // A row another process deleted between the two reads has left the list: the page is one shorter.
    const texts: string[] = [];
    for (const rowid of rowids) {
      const text = read.get(...columnParams, rowid) as string | undefined;
      if (text !== undefined) texts.push(text);
    }
    return texts;
  }

  /** The documents matching the filter, in insertion order, at most `max`. */
  private matching(filter: Filter, connection: Connection, max = Infinity): T[] {
    // Compiled first, so that a filter mingo refuses throws even on an empty or missing collection.
    const match = compileMatcher<T>(filter);
    if (!this.tables.exists(this.name, connection)) return [];
    const sql = toSqlFilter(filter);
    const limit = sql.exact && max !== Infinity ? ` LIMIT ${max}` : '';
    const statement = connection.statement(
      `SELECT json(doc) FROM ${this.table} WHERE ${sql.where} ORDER BY rowid${limit}`,
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
      `INSERT INTO ${this.table} (id, doc) VALUES (?, jsonb(?)) ON CONFLICT (id) DO NOTHING`,
    );
    if (statement.run(doc._id, JSON.stringify(doc)).changes === 0) throw new DuplicateKey(this.name, doc._id);
  }

  private update(filter: Filter, update: Update, upsert: boolean, max: number): Promise<UpdateResult> {
    const { $setOnInsert: _onInsertOnly, ...modifier } = update;
    const writer = this.tables.writer;
    const run = () =>
      writer.db.transaction((): UpdateResult => {
        const matches = this.matching(filter, writer, max);
        if (matches.length > 0) {
          const write = writer.statement(`UPDATE ${this.table} SET doc = jsonb(?) WHERE id = ?`);
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
      })();
    return this.tables.units.write(() =>
      this.tables.faults.guard(() => {
        if (upsert) this.tables.ensure(this.name);
        const documents = this.tables.units.unit?.documents;
        const id = documents && singleId(filter);
        if (documents && id !== undefined) return this.updateInUnit(documents, id, filter, update, upsert);
        return this.sqlWrite(run);
      }),
    );
  }

  private delete(filter: Filter, max: number): Promise<number> {
    const writer = this.tables.writer;
    return this.tables.units.write(() =>
      this.tables.faults.guard(() => {
        const documents = this.tables.units.unit?.documents;
        const id = documents && singleId(filter);
        if (documents && id !== undefined) return this.deleteInUnit(documents, id, filter);
        if (!this.tables.exists(this.name, writer)) {
          compileMatcher(filter); // a bad filter throws, as on a stored collection
          return 0;
        }
        const remove = writer.statement(`DELETE FROM ${this.table} WHERE id = ?`);
        return this.sqlWrite(() =>
          writer.db.transaction(() => {
            const matches = this.matching(filter, writer, max);
            for (const doc of matches) remove.run(doc._id);
            return matches.length;
          })(),
        );
      }),
    );
  }
}
