import Database from 'better-sqlite3';
import { EventEmitter } from 'node:events';
import type {
  AppendResult,
  EventHandler,
  EventStore,
  EventToAppend,
  ExpectedRevision,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  StoreHead,
  SubscribeFrom,
  Subscription,
} from '../port';
import { EventLogDamaged, EventStoreClosed, EventStoreUnavailable, WrongExpectedVersion } from '../errors';
import { followLog } from '../follow-log';
import { SCHEMA } from './schema';
import { GroupCommit, type Settled } from './group-commit';
import { chainHash, migrateToHashChain, RESTORE_HINT, verifyLog, verifyPages } from './integrity';
import { checkLink, type ChainRow } from './chain.mjs';
import { SqliteFiles } from './file-check';
import { asStorageFailure, isLasting } from './storage-errors';

interface AppendInput {
  stream: string;
  events: EventToAppend[];
  expectedRevision: ExpectedRevision;
}

/** The columns of an event as the read statements return them: an array (raw mode), in this order. */
const COLUMNS = 'position, stream, revision, id, type, data, metadata, recorded_at';
type EventRow = [
  position: bigint,
  stream: string,
  revision: bigint,
  id: string,
  type: string,
  data: string,
  metadata: string,
  recordedAt: string,
];

const BATCH = 500;

/**
 * How often an append checks the log's files, at most (health checks them at every call). The check costs
 * 30–200 µs, and an append 0.2 ms on a quiet disk (docs/performance.md): at every append it would cost
 * 15–50%; at most once per 100 ms it measured 0.1–0.3% of the appends' time. After a quiet spell the first
 * append checks, so a log cut while idle takes no write (decision 280).
 */
const APPEND_FILE_CHECK_MS = 100;

/** How long a failed write keeps the log reported as not writable, unless a later write succeeds first. */
const WRITE_FAILURE_MEMORY_MS = 60_000;

export interface SqliteEventStoreOptions {
  /** Where the one-time hash chain migration reports itself (default: the console). */
  log?: (message: string) => void;
  /**
   * 'all' (default): pages and hash chain before the constructor returns. 'pages': the chain is the caller's
   * to check (verifyChainInBackground), so that start-up can run it beside the replay. 'none': both are the
   * caller's (a sealed log, verified-seal.ts: checked in the background while the server serves).
   */
  verify?: 'all' | 'pages' | 'none';
}

/**
 * Proves the file takes writes without writing anything: a header change (the same user_version again)
 * inside a transaction that is rolled back. A lock alone is not enough: SQLite takes `BEGIN IMMEDIATE` on a
 * read-only file and refuses only the first page it must change.
 */
function probeWrite(db: Database.Database): void {
  const version = db.pragma('user_version', { simple: true }) as number | bigint;
  try {
    db.exec(`BEGIN IMMEDIATE; PRAGMA user_version = ${String(version)}; ROLLBACK`);
  } finally {
    if (db.inTransaction) db.exec('ROLLBACK');
  }
}

/**
 * Opens the file and proves it is a log this store can use: SQLite's page check and the hash chain (after
 * chaining a log written before the chain existed), and a write lock taken and given back. Refuses with
 * EventLogDamaged (or EventStoreUnavailable when only writing is impossible) rather than serving part of it.
 */
function openLog(filename: string, options: SqliteEventStoreOptions): Database.Database {
  const log = options.log ?? ((message: string) => console.log(`[eventstore] ${message}`));
  let db: Database.Database | null = null;
  try {
    db = new Database(filename);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('busy_timeout = 5000');
    db.exec(SCHEMA);
    const chained = migrateToHashChain(db);
    if (chained > 0) log(`event log ${filename}: added the hash chain to ${chained} existing events`);
    if (options.verify === 'pages') verifyPages(db, filename);
    else if (options.verify !== 'none') verifyLog(db, filename);
    probeWrite(db);
    return db;
  } catch (error) {
    db?.close();
    if (error instanceof EventLogDamaged) throw error;
    const failure = asStorageFailure(error);
    if (failure instanceof EventStoreUnavailable && failure.reason === 'corrupt')
      throw new EventLogDamaged(
        filename,
        `The event log ${filename} is damaged: ${failure.message}. ${RESTORE_HINT}`,
      );
    if (failure instanceof EventStoreUnavailable)
      throw new EventStoreUnavailable(
        `The event log ${filename} cannot be opened for writing: ${failure.message}`,
        {
          cause: error,
          reason: failure.reason,
        },
      );
    throw error;
  }
}

// Rows come as arrays with bigint integers (raw mode, safe integers): decoding is the two JSON.parse calls,
// half the cost of named rows plus conversions in a replay.
const toRecorded = ([
  position,
  stream,
  revision,
  id,
  type,
  data,
  metadata,
  recordedAt,
]: EventRow): RecordedEvent => ({
  id,
  stream,
  type,
  revision,
  position,
  data: JSON.parse(data) as unknown,
  metadata: JSON.parse(metadata) as RecordedEvent['metadata'],
  recordedAt: new Date(recordedAt),
});

/**
 * The embedded event log: one SQLite file in WAL mode. `synchronous = FULL` so that an acknowledged append
 * survives a power cut, not only a crash of the process. Concurrent appends share one commit (group commit),
 * so durability costs one fsync per turn of the event loop, not one per append. Subscribers are woken by an
 * in-process emitter.
 */
export class SqliteEventStore implements EventStore {
  readonly kind = 'sqlite' as const;
  private readonly db: Database.Database;
  /** The hash of the last event written in the running transaction: the link the next event chains to. */
  private tip: Buffer | null = null;
  /** The last write that failed on storage trouble, forgotten when a later write succeeds. */
  private writeFailure: { at: number; error: EventStoreUnavailable } | null = null;
  /**
   * The first sign that the file itself is damaged (a corrupt page, an I/O error, a file cut short), from
   * any statement or check: kept until restart, where the open refuses a damaged log. Until then health
   * fails and no append is taken: one acknowledged on a damaged log is lost when it is restored.
   */
  private damage: EventStoreUnavailable | null = null;
  /** The log's files as the integrity check reads them (none for an in-memory log). */
  private readonly files: SqliteFiles | null;
  private readonly appended = new EventEmitter();
  private closed = false;
  private readonly statements;
  private readonly transactions: {
    group: Database.Transaction<(inputs: AppendInput[], recordedAt: string) => Settled<AppendResult>[]>;
  };
  private readonly appends = new GroupCommit<AppendInput, AppendResult>((group) => this.commitGroup(group));

  constructor(filename: string, options: SqliteEventStoreOptions = {}) {
    this.db = openLog(filename, options);
    this.files = this.db.memory ? null : new SqliteFiles(this.db.name);
    this.db.defaultSafeIntegers(true);
    this.appended.setMaxListeners(0);
    this.statements = {
      streamHead: this.db.prepare('SELECT MAX(revision) AS revision FROM events WHERE stream = ?'),
      insert: this.db.prepare(
        'INSERT INTO events (stream, revision, id, type, data, metadata, recorded_at, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      ),
      tip: this.db.prepare('SELECT hash FROM events ORDER BY position DESC LIMIT 1').pluck(true),
      // The chained fields, hash and position (chain.mjs's ChainRow) of the last two events, last first.
      lastTwo: this.db
        .prepare(
          'SELECT stream, revision, id, type, data, metadata, recorded_at, hash, position FROM events ORDER BY position DESC LIMIT 2',
        )
        .raw(true),
      readForwards: this.db
        .prepare(
          `SELECT ${COLUMNS} FROM events WHERE stream = ? AND revision >= ? ORDER BY revision ASC LIMIT ?`,
        )
        .raw(true),
      readBackwards: this.db
        .prepare(
          `SELECT ${COLUMNS} FROM events WHERE stream = ? AND revision <= ? ORDER BY revision DESC LIMIT ?`,
        )
        .raw(true),
      readAll: this.db
        .prepare(`SELECT ${COLUMNS} FROM events WHERE position >= ? ORDER BY position ASC LIMIT ?`)
        .raw(true),
      head: this.db.prepare('SELECT position, recorded_at FROM events ORDER BY position DESC LIMIT 1'),
      countAfter: this.db.prepare(
        'SELECT COUNT(*) AS n FROM (SELECT 1 FROM events WHERE position > ? ORDER BY position LIMIT ?)',
      ),
    };
    // Called inside `group`, a transaction function becomes a savepoint: one refused append rolls back alone.
    const one = this.db.transaction((input: AppendInput, recordedAt: string) =>
      this.appendInTransaction(input, recordedAt),
    );
    this.transactions = {
      group: this.db.transaction((inputs: AppendInput[], recordedAt: string) => {
        // Read inside the write lock: another process appending to the same file cannot fork the chain.
        this.tip = (this.statements.tip.get() as Buffer | undefined) ?? null;
        return inputs.map((input): Settled<AppendResult> => {
          const tip = this.tip;
          try {
            return { ok: true, value: one(input, recordedAt) };
          } catch (error) {
            this.tip = tip; // the savepoint took this append's events back out of the chain
            // Some errors (SQLITE_FULL, SQLITE_IOERR, SQLITE_NOMEM) make SQLite roll back the whole
            // transaction, not the savepoint: the group then fails as one, with that error, and nothing
            // after it may run outside the transaction. Storage trouble fails the group as well.
            if (!this.db.inTransaction || asStorageFailure(error) !== error) throw error;
            return { ok: false, error };
          }
        });
      }),
    };
  }

  private assertOpen(): void {
    if (this.closed) throw new EventStoreClosed();
  }

  /** Runs a storage call; its failure is mapped (asStorageFailure), and remembered when it is damage. */
  private guard<T>(call: () => T): T {
    try {
      return call();
    } catch (error) {
      throw this.noted(asStorageFailure(error));
    }
  }

  private noted(failure: unknown): unknown {
    if (failure instanceof EventStoreUnavailable && isLasting(failure)) this.damage ??= failure;
    return failure;
  }

  private damaged(problem: string): EventStoreUnavailable {
    const failure = new EventStoreUnavailable(
      `The event log ${this.db.name} is damaged: ${problem}. ${RESTORE_HINT}`,
      { reason: 'corrupt' },
    );
    this.noted(failure);
    return failure;
  }

  /**
   * The damage already seen, or what the files show now (file-check.ts: a few reads, no SQLite call),
   * unless they were checked in the last `unlessWithinMs`.
   */
  private assertFilesIntact(unlessWithinMs = 0): void {
    if (this.damage) throw this.damage;
    const problem = this.files?.check(unlessWithinMs);
    if (problem) throw this.damaged(problem);
  }

  /**
   * The last event against the one before it by the hash chain (checkLink, the rule the open checks every
   * event by). Read through `guard`, so that a passing condition (a lock) is not taken for damage.
   */
  private assertTailChained(): void {
    const [last, before] = this.guard(() => this.statements.lastTwo.all() as ChainRow[]);
    const broken = last ? checkLink(before ? before[7] : null, last) : null;
    if (broken) throw this.damaged(broken);
  }

  async append(
    stream: string,
    events: EventToAppend[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    this.assertOpen();
    if (events.length === 0) throw new RangeError('append needs at least one event');
    return this.appends.submit({ stream, events, expectedRevision: options.expectedRevision });
  }

  /**
   * One durable transaction for a group of appends. Each append runs in its own savepoint (better-sqlite3
   * nests transactions that way), checked against the stream as the earlier appends of the group left it,
   * so the outcome is the one a serial run in arrival order would give, with one fsync for the group.
   */
  private commitGroup(appends: AppendInput[]): Settled<AppendResult>[] {
    if (this.closed) throw new EventStoreClosed();
    // Before writing, so that a group refused here saved nothing: the whole group fails with 503.
    this.assertFilesIntact(APPEND_FILE_CHECK_MS);
    const recordedAt = new Date().toISOString();
    let settled: Settled<AppendResult>[];
    try {
      settled = this.transactions.group.immediate(appends, recordedAt);
    } catch (error) {
      const failure = this.noted(asStorageFailure(error));
      if (failure instanceof EventStoreUnavailable) this.writeFailure = { at: Date.now(), error: failure };
      throw failure;
    }
    this.writeFailure = null;
    // Before any caller is answered: damage in the last 100 ms that this commit's writes would hide from
    // the next full check (an acknowledged event must never be lost; decision 294). The group then fails
    // as one, with 503, and the log is remembered as damaged: it is to be restored from a backup, which
    // does not hold this group either.
    const problem = this.files?.checkCommit();
    if (problem) throw this.damaged(problem);
    let last = -1n;
    for (const outcome of settled)
      if (outcome.ok && outcome.value.position > last) last = outcome.value.position;
    // After the callers are answered: a subscriber's wake-up can never turn a committed group into an error.
    if (last >= 0n) process.nextTick(() => this.appended.emit('appended', last));
    return settled;
  }

  private appendInTransaction(input: AppendInput, recordedAt: string): AppendResult {
    const row = this.statements.streamHead.get(input.stream) as { revision: bigint | null };
    const current = row.revision;
    checkExpected(input.stream, input.expectedRevision, current);
    let revision = current === null ? -1n : current;
    let position = 0n;
    for (const event of input.events) {
      revision += 1n;
      const data = JSON.stringify(event.data);
      const metadata = JSON.stringify(event.metadata);
      const id = event.metadata.eventId;
      this.tip = chainHash(this.tip, [input.stream, revision, id, event.type, data, metadata, recordedAt]);
      const info = this.statements.insert.run(
        input.stream,
        revision,
        id,
        event.type,
        data,
        metadata,
        recordedAt,
        this.tip,
      );
      position = BigInt(info.lastInsertRowid);
    }
    return { nextRevision: revision, position };
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    this.assertOpen();
    const limit = options.limit ?? -1;
    const rows = this.guard(() =>
      options.direction === 'backwards'
        ? this.statements.readBackwards.all(stream, options.from ?? BigInt(Number.MAX_SAFE_INTEGER), limit)
        : this.statements.readForwards.all(stream, options.from ?? 0n, limit),
    );
    return (rows as EventRow[]).map(toRecorded);
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    this.assertOpen();
    const rows = this.guard(
      () => this.statements.readAll.all(options.from ?? 0n, options.limit ?? -1) as EventRow[],
    );
    return rows.map(toRecorded);
  }

  subscribeToAll(options: { from: SubscribeFrom }, handler: EventHandler): Subscription {
    this.assertOpen();
    return followLog({
      after: options.from === 'start' ? 0n : options.from,
      readBatch: async (after) => {
        if (this.closed) return [];
        return this.guard(() => this.statements.readAll.all(after + 1n, BATCH) as EventRow[]).map(toRecorded);
      },
      batchSize: BATCH,
      onAppended: (wake) => {
        this.appended.on('appended', wake);
        return () => this.appended.off('appended', wake);
      },
      handler,
      isClosed: () => this.closed,
    });
  }

  async head(): Promise<StoreHead | null> {
    this.assertOpen();
    const row = this.guard(
      () => this.statements.head.get() as { position: bigint; recorded_at: string } | undefined,
    );
    return row ? { position: BigInt(row.position), recordedAt: new Date(row.recorded_at) } : null;
  }

  async countAfter(position: bigint | 'start', cap = 1_000_000): Promise<number> {
    this.assertOpen();
    const row = this.guard(
      () => this.statements.countAfter.get(position === 'start' ? 0n : position, cap) as { n: bigint },
    );
    return Number(row.n);
  }

  /**
   * Answers only when the log can take writes and is whole: damage seen since the start (any statement or
   * check) fails it, as do the files cut short or not as SQLite wrote them (file-check.ts), the last event
   * not chained to the one before it, a write that failed on storage trouble in the last minute (and no
   * write succeeded since), and a file that refuses a change (read-only). The write probe rolls its change
   * back, so it costs no event and no fsync.
   */
  async ping(): Promise<void> {
    this.assertOpen();
    this.assertFilesIntact();
    const failure = this.writeFailure;
    if (failure && Date.now() - failure.at < WRITE_FAILURE_MEMORY_MS) throw failure.error;
    this.guard(() => probeWrite(this.db));
    this.assertTailChained();
  }

  /** The last event's position and chain hash (what a seal of the log names), or null for an empty log. */
  chainTip(): { position: bigint; hash: Buffer } | null {
    const row = this.db.prepare('SELECT position, hash FROM events ORDER BY position DESC LIMIT 1').get() as
      { position: bigint; hash: Buffer | null } | undefined;
    return row?.hash ? { position: row.position, hash: row.hash } : null;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.appends.flush(); // appends accepted before close are written, not dropped
    this.closed = true;
    this.appended.emit('appended', -1n);
    this.db.close();
    this.files?.close(); // after the connection: closing a descriptor drops this process's locks on the file
  }
}

function checkExpected(stream: string, expected: ExpectedRevision, current: bigint | null): void {
  const actual = current === null ? 'no_stream' : current;
  if (expected === 'any') return;
  if (expected === 'no_stream' && current !== null) throw new WrongExpectedVersion(stream, expected, actual);
  if (expected === 'exists' && current === null) throw new WrongExpectedVersion(stream, expected, actual);
  if (typeof expected === 'bigint' && expected !== current)
    throw new WrongExpectedVersion(stream, expected, actual);
}
