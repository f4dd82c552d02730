import type { IndexSpec } from '../port';
import type { UnitScope } from '../units/unit-scope';
import type { Connection } from './connection';
import { declaredIndexSql, definitionOf, type FieldType, type IndexSql, quoteIdentifier } from './indexes';
import type { UnitDocuments } from './unit-documents';
import { CommittedCounts } from './committed-counts';
import type { StorageFaults } from './storage-faults';

/** A collection's table: `col_` keeps read models apart from the store's own tables (checkpoints). */
export const tableName = (collection: string): string => `"col_${collection.replaceAll('"', '""')}"`;

const LOOKUP = "SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?";

/**
 * The tables a unit of work created or dropped (the committed picture changes only when it commits), and
 * the documents it holds until its commit.
 */
export interface Unit {
  created: Set<string>;
  dropped: Set<string>;
  documents: UnitDocuments;
}

/**
 * The collections' tables in one file, created on the first write, over two connections on the same WAL
 * file: the writer (every write, and every read inside a unit of work, which must see the unit's own
 * writes) and the reader (reads outside units: only committed data, never waiting for the writer).
 *
 * One table per collection (not one table with a collection column): a drop is a DROP TABLE, a blue/green
 * swap is a rename in one transaction, and each read model gets its own expression indexes.
 */
export class Tables {
  /** Tables known to exist in the committed file (a cache; a miss looks them up). */
  private readonly existing = new Set<string>();
  /** What each collection's read model declared (ensureIndexes), created with its table and on renames. */
  private readonly declared = new Map<string, readonly IndexSpec[]>();
  /** Counts on the reader, until the next commit; none when reader and writer are one connection. */
  readonly committedCounts: CommittedCounts | null;

  constructor(
    readonly writer: Connection,
    readonly reader: Connection,
    readonly units: UnitScope<Unit>,
    /** Damage to the file any statement met (storage-faults.ts): every storage call runs in its guard. */
    readonly faults: StorageFaults,
  ) {
    this.committedCounts = reader === writer ? null : new CommittedCounts(reader);
  }

  /** The connection reads go to: the writer inside a unit (its own writes), else the reader. */
  get readConnection(): Connection {
    return this.units.unit ? this.writer : this.reader;
  }

  /** Whether the collection has a table as `connection` sees it; reads of one never written answer empty. */
  exists(collection: string, connection: Connection = this.readConnection): boolean {
    const unit = connection === this.writer ? this.units.unit : undefined;
    if (unit?.created.has(collection)) return true;
    if (!unit?.dropped.has(collection) && this.existing.has(collection)) return true;
    const found = connection.statement(LOOKUP).get(`col_${collection}`) !== undefined;
    // Seen outside the unit's own changes: committed, so worth remembering.
    if (found && !unit?.dropped.has(collection)) this.existing.add(collection);
    return found;
  }

  /**
   * Creates the table (and its declared indexes) if needed, on the writer. A rowid table keyed by `id`:
   * the rowid keeps insertion order, which is the order of unsorted finds and of ties in a sort, as in the
   * memory adapter. Documents are stored as SQLite's binary JSON (JSONB, written with `jsonb(?)`, read with
   * `json(doc)`): the expression indexes and filters' `json_extract` walk it without parsing text, which
   * halved the index builds of a rebuild and shrank the file (decision 226). Tables written before hold
   * text JSON; every JSON function reads both, so old and new rows live side by side.
   */
  ensure(collection: string): void {
    if (this.exists(collection, this.writer)) return;
    const table = tableName(collection);
    this.writer.db.transaction(() => {
      this.writer.db.exec(
        `CREATE TABLE IF NOT EXISTS ${table} (id TEXT PRIMARY KEY NOT NULL, doc BLOB NOT NULL)`,
      );
      this.createDeclaredIndexes(collection);
    })();
    this.remember(collection, 'created');
  }

  /**
   * Writes the calling unit's pending document changes to the collection's table (every collection's when
   * none is named): before SQL reads or writes that table, and before the unit commits.
   */
  flush(collection?: string): void {
    const documents = this.units.unit?.documents;
    if (!documents) return;
    for (const name of collection === undefined ? documents.names() : [collection]) {
      const writes = documents.drain(name);
      if (writes.length === 0) continue;
      const table = tableName(name);
      const insert = this.writer.statement(`INSERT INTO ${table} (id, doc) VALUES (?, jsonb(?))`);
      const update = this.writer.statement(`UPDATE ${table} SET doc = jsonb(?) WHERE id = ?`);
      const remove = this.writer.statement(`DELETE FROM ${table} WHERE id = ?`);
      for (const write of writes) {
        if (write.kind === 'insert') insert.run(write.id, JSON.stringify(write.doc));
        else if (write.kind === 'update') update.run(JSON.stringify(write.doc), write.id);
        else remove.run(write.id);
      }
    }
  }

  /**
   * Replaces the collection's table by one filled with `documents`, in their order, inside the caller's
   * unit (SqliteReadStore.load). The rows go into a bare table and every index is built after them, by
   * SQLite's sort (issue 16, point 3): inserted one by one, each row of a random-key (UUID) index dirtied
   * its own pages, which was most of a rebuild's time. The key is a UNIQUE index on `id` instead of the
   * PRIMARY KEY of a table made by `ensure` (a constraint cannot be added to a filled table): lookups and
   * `ON CONFLICT (id)` behave the same. Yields every `chunk` rows so that the event loop keeps serving.
   */
  async load(collection: string, documents: Iterable<{ _id: string }>, chunk = 2_000): Promise<void> {
    this.drop(collection);
    const table = tableName(collection);
    const db = this.writer.db;
    db.exec(`CREATE TABLE ${table} (id TEXT NOT NULL, doc BLOB NOT NULL)`);
    // The type probes before the rows: each row then costs its probes' WHERE as it is inserted, the
    // document at hand, instead of one more read of the whole table per probe after (a third of a
    // rebuild's index time, for indexes that stay empty).
    this.createDeclaredIndexes(collection, (index) => index.probe);
    const insert = db.prepare(`INSERT INTO ${table} (id, doc) VALUES (?, jsonb(?))`);
    let rows = 0;
    for (const doc of documents) {
      insert.run(doc._id, JSON.stringify(doc));
      if (++rows % chunk === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    const key = this.freeIndexName(`pk_${collection}`);
    db.exec(`CREATE UNIQUE INDEX ${quoteIdentifier(key)} ON ${table} (id)`);
    // One index at a time, the event loop served between them: a blue/green rebuild loads while the server
    // answers, and a model's dozen index builds in a row held it for 0.2 s at 100,000 events (2 s at 1M).
    for (const create of this.declaredIndexStatements(collection)) {
      await new Promise((resolve) => setImmediate(resolve));
      db.exec(create);
    }
    this.remember(collection, 'created');
  }

  /** After SQL changed the collection's rows, or dropped or renamed its table: the unit's copies go. */
  forget(collection: string): void {
    this.units.unit?.documents.forget(collection);
  }

  drop(collection: string): void {
    this.forget(collection);
    this.writer.db.exec(`DROP TABLE IF EXISTS ${tableName(collection)}`);
    this.remember(collection, 'dropped');
  }

  /**
   * Replaces `to` by `from` in one transaction (a missing `from` leaves `to` empty, i.e. absent). The moved
   * table keeps its indexes (under their old names: SQLite cannot rename an index, and re-creating them
   * would hold the writer for seconds at 200,000 rows); the indexes declared for `to` that it lacks are
   * created, so declare the build collection's indexes before filling it and the swap stays instant.
   */
  rename(from: string, to: string): void {
    this.flush(from);
    this.forget(from);
    this.forget(to);
    const hasFrom = this.exists(from, this.writer);
    const db = this.writer.db;
    db.transaction(() => {
      db.exec(`DROP TABLE IF EXISTS ${tableName(to)}`);
      if (!hasFrom) return;
      db.exec(`ALTER TABLE ${tableName(from)} RENAME TO ${tableName(to)}`);
      // The declarations go with the table: a model rebuilt for a new version serves its new fields by
      // their indexes from the swap on (its old table may have been declared with fewer, existingOnly).
      const moved = this.declared.get(from);
      if (moved) this.declared.set(to, moved);
      this.createDeclaredIndexes(to);
    })();
    this.remember(from, 'dropped');
    this.remember(to, hasFrom ? 'created' : 'dropped');
  }

  /**
   * Records what a read model declares for a collection and creates the indexes on its table if it has one
   * (idempotent: CREATE INDEX IF NOT EXISTS, named after the definition).
   */
  declare(collection: string, specs: readonly IndexSpec[], existingOnly = false): void {
    declaredIndexSql(collection, specs); // a bad path throws here, not at the first write
    const exists = this.exists(collection, this.writer);
    if (existingOnly && exists) {
      // Only the specs whose indexes (and type probes) are all there: a declared field without its probe
      // index would cost a scan of the table at every query.
      const present = this.presentDefinitions(collection);
      this.declared.set(
        collection,
        specs.filter((spec) =>
          declaredIndexSql(collection, [spec]).every((index) => present.has(index.definition)),
        ),
      );
      return;
    }
    this.declared.set(collection, specs);
    if (exists) this.createDeclaredIndexes(collection);
  }

  /** The declared type of each field the collection's indexes name (empty when nothing was declared). */
  declaredTypes(collection: string): ReadonlyMap<string, FieldType> {
    const types = new Map<string, FieldType>();
    for (const spec of this.declared.get(collection) ?? [])
      for (const field of spec) if (field.path !== '_id') types.set(field.path, field.type);
    return types;
  }

  /** A unit committed: its created and dropped tables are now the committed picture. */
  committed(unit: Unit): void {
    for (const collection of unit.dropped) this.existing.delete(collection);
    for (const collection of unit.created) this.existing.add(collection);
    if (unit.dropped.size > 0) this.reader.forgetStatements();
  }

  /**
   * Creates the declared indexes the table lacks (those `which` selects), recognised by definition
   * whatever their name.
   */
  private createDeclaredIndexes(collection: string, which: (index: IndexSql) => boolean = () => true): void {
    for (const create of this.declaredIndexStatements(collection, which)) this.writer.db.exec(create);
  }

  /** The CREATE INDEX of each declared index (chosen by `which`) the table lacks, made as it is asked for. */
  private *declaredIndexStatements(
    collection: string,
    which: (index: IndexSql) => boolean = () => true,
  ): Generator<string> {
    const specs = this.declared.get(collection);
    if (!specs) return;
    const present = this.presentDefinitions(collection);
    for (const index of declaredIndexSql(collection, specs)) {
      if (present.has(index.definition) || !which(index)) continue;
      // Named when it is made: freeIndexName reads the names the statements before it created.
      const name = this.freeIndexName(index.name);
      yield `CREATE INDEX ${quoteIdentifier(name)} ON ${tableName(collection)} ${index.definition}`;
    }
  }

  /** `base`, or `base_2`, `base_3`… when another table's index holds it (indexes keep their names on rename). */
  private freeIndexName(base: string): string {
    const taken = this.writer.db
      .prepare<[string], number>('SELECT 1 FROM sqlite_schema WHERE name = ?')
      .pluck();
    let name = base;
    for (let n = 2; taken.get(name) !== undefined; n += 1) name = `${base}_${n}`;
    return name;
  }

  /** The definitions of the indexes the collection's table has, whatever their names. */
  private presentDefinitions(collection: string): Set<string | undefined> {
    return new Set(
      this.writer.db
        .prepare<[string], string>(
          "SELECT sql FROM sqlite_schema WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL",
        )
        .pluck()
        .all(`col_${collection}`)
        .map(definitionOf),
    );
  }

  private remember(collection: string, change: 'created' | 'dropped'): void {
    if (change === 'dropped') {
      this.existing.delete(collection);
      this.writer.forgetStatements();
      this.reader.forgetStatements();
    }
    const unit = this.units.unit;
    if (unit) {
      unit[change].add(collection);
      unit[change === 'created' ? 'dropped' : 'created'].delete(collection);
      // A table re-created after a drop in the same unit stays "dropped" for the cache until commit.
      if (change === 'created') unit.dropped.delete(collection);
    } else if (change === 'created') this.existing.add(collection);
  }
}
