import type Database from 'better-sqlite3';
import type { CheckpointStore, Doc, IndexSpec, ReadStore } from '../port';
import { ReadStoreUnavailable } from '../errors';
import { UnitScope } from '../units/unit-scope';
import { sqliteCheckpoints } from './checkpoints';
import { Connection } from './connection';
import { openReadStoreDatabase, openReaderConnection } from './open-database';
import { SqliteCollection } from './sqlite-collection';
import { checkpointInBackground } from './background-checkpoint';
import { StorageFaults } from './storage-faults';
import { Tables, type Unit } from './tables';
import { UnitDocuments } from './unit-documents';

/** How often a unit of work checks the file before it writes, at most (health checks it at every call). */
const UNIT_FILE_CHECK_MS = 100;

/** SQLite's default WAL size (pages) past which a commit copies the WAL into the file. */
const AUTOMATIC_CHECKPOINT_PAGES = 1000;

/**
 * The read side persisted in its own SQLite file (issue 16, point 1): read models survive a restart, so
 * projections can resume from their checkpoints instead of replaying the whole log.
 *
 * Units of work (`transaction`): one writer connection and one reader connection on the same WAL file.
 * Inside a unit every read and write goes to the writer, inside one BEGIN … COMMIT; outside, reads go to
 * the reader and see committed data only, and a write waits until no unit holds the store, then commits
 * alone.
 */
export class SqliteReadStore implements ReadStore {
  readonly kind = 'sqlite' as const;
  readonly checkpoints: CheckpointStore;
  private readonly tables: Tables;
  private readonly units = new UnitScope<Unit>();
  private readonly collections = new Map<string, SqliteCollection>();
  /** WAL copies that loads started on another thread, still running. */
  private readonly backgroundCheckpoints = new Set<Promise<void>>();
  /** Loads whose WAL copy has not ended: automatic checkpoints resume when none is left. */
  private checkpointsPaused = 0;

  /**
   * Over open connections (see openReadStoreDatabase, openReaderConnection); the store closes them. With
   * one connection (an in-memory database cannot have two) reads outside a unit see its uncommitted
   * writes: fine for tests, not for a server.
   */
  constructor(
    private readonly writer: Database.Database,
    private readonly reader: Database.Database = writer,
  ) {
    const writing = new Connection(writer);
    this.tables = new Tables(
      writing,
      reader === writer ? writing : new Connection(reader),
      this.units,
      new StorageFaults(writer.name),
    );
    this.checkpoints = sqliteCheckpoints(this.tables);
  }

  /** Opens or creates the file at `path`; throws ReadStoreUnavailable when it cannot be used for writing. */
  static open(path: string): SqliteReadStore {
    const writer = openReadStoreDatabase(path);
    if (path === ':memory:' || path === '') return new SqliteReadStore(writer);
    try {
      return new SqliteReadStore(writer, openReaderConnection(path));
    } catch (error) {
      writer.close();
      throw error;
    }
  }

  collection<T extends Doc = Doc>(name: string): SqliteCollection<T> {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new SqliteCollection(this.tables, name);
      this.collections.set(name, collection);
    }
    return collection as unknown as SqliteCollection<T>;
  }

  /**
   * One BEGIN IMMEDIATE … COMMIT on the writer around `work` (nested calls join the outer unit). Units
   * never interleave: the next one starts after this one committed or rolled back. `work` throwing rolls
   * back everything it wrote, checkpoints included, and the error is rethrown. Closing the store while a
   * unit is open loses the unit (SQLite rolls back an uncommitted transaction), as a crash would.
   */
  transaction<T>(work: () => Promise<T>): Promise<T> {
    return this.units.run(
      () => {
        // Nothing is written into a damaged file: the projection retries and its state says why. At most
        // one file check per UNIT_FILE_CHECK_MS: a catch-up commits many units a second.
        this.tables.faults.assertIntact(UNIT_FILE_CHECK_MS);
        this.tables.faults.guard(() => this.writer.exec('BEGIN IMMEDIATE'));
        return { created: new Set<string>(), dropped: new Set<string>(), documents: new UnitDocuments() };
      },
      async (unit) => {
        let result: T;
        try {
          result = await work();
        } catch (error) {
          if (this.writer.open && this.writer.inTransaction) this.writer.exec('ROLLBACK');
          throw error;
        }
        if (!this.writer.open || !this.writer.inTransaction)
          throw new ReadStoreUnavailable('The SQLite read store lost a unit of work before its commit');
        try {
          this.tables.faults.guard(() => {
            this.tables.flush();
            this.writer.exec('COMMIT');
          });
        } catch (error) {
          if (this.writer.inTransaction) this.writer.exec('ROLLBACK');
          throw error;
        }
        this.tables.committed(unit);
        return result;
      },
    );
  }

  async ensureIndexes(
    collection: string,
    indexes: readonly IndexSpec[],
    options: { existingOnly?: boolean } = {},
  ): Promise<void> {
    await this.units.write(() =>
      this.tables.faults.guard(() => this.tables.declare(collection, indexes, options.existingOnly ?? false)),
    );
  }

  /**
   * Collections built elsewhere, written in one unit with their checkpoints (ReadStore.load): a crash before
   * its COMMIT leaves the file as it was, so a rebuild interrupted there starts over.
   */
  async load(
    collections: readonly { name: string; documents: Iterable<Doc> }[],
    checkpoints: readonly { name: string; position: bigint }[],
  ): Promise<void> {
    // The load's commit leaves its rows in the WAL; the copy into the file goes to another thread
    // (checkpointInBackground), so no automatic checkpoint of this connection may do it here meanwhile.
    const inBackground = this.writer !== this.reader && !this.writer.memory;
    if (inBackground) this.pauseAutomaticCheckpoints();
    try {
      await this.transaction(async () => {
        for (const { name, documents } of collections) await this.tables.load(name, documents);
        for (const { name, position } of checkpoints) await this.checkpoints.set(name, position);
      });
    } finally {
      if (inBackground) {
        const copied = checkpointInBackground(this.writer.name).then((failure) => {
          if (failure) this.tables.faults.backgroundCopyFailed(failure);
        });
        this.backgroundCheckpoints.add(copied);
        void copied.then(() => {
          this.backgroundCheckpoints.delete(copied);
          this.resumeAutomaticCheckpoints();
        });
      }
    }
  }

  /** Resolves when the WAL copies that loads started on another thread have ended (close waits for them too). */
  async copied(): Promise<void> {
    await Promise.all(this.backgroundCheckpoints);
  }

  private pauseAutomaticCheckpoints(): void {
    if (this.checkpointsPaused++ === 0) this.writer.pragma('wal_autocheckpoint = 0');
  }

  private resumeAutomaticCheckpoints(): void {
    if (--this.checkpointsPaused === 0 && this.writer.open)
      this.writer.pragma(`wal_autocheckpoint = ${AUTOMATIC_CHECKPOINT_PAGES}`);
  }

  async renameCollection(from: string, to: string): Promise<void> {
    await this.units.write(() => this.tables.faults.guard(() => this.tables.rename(from, to)));
  }

  /**
   * Answers only when the file is whole: no damage met by any statement since the start, the files as
   * SQLite wrote them (storage-faults.ts), and the reader answers.
   */
  async ping(): Promise<void> {
    if (!this.writer.open) throw new ReadStoreUnavailable('The SQLite read store is closed');
    this.tables.faults.assertIntact();
    this.tables.faults.guard(() => this.tables.reader.statement('SELECT 1').get());
  }

  async close(): Promise<void> {
    await this.copied();
    if (this.reader.open) this.reader.close();
    if (this.writer.open) this.writer.close();
    this.tables.faults.close(); // after the connections: closing a descriptor drops this process's locks
  }
}
