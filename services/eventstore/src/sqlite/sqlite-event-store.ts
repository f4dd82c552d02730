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
import { EventStoreClosed, WrongExpectedVersion } from '../errors';
import { followLog } from '../follow-log';
import { SCHEMA } from './schema';
import { GroupCommit, type Settled } from './group-commit';

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
  private readonly appended = new EventEmitter();
  private closed = false;
  private readonly statements;
  private readonly transactions: {
    group: Database.Transaction<(inputs: AppendInput[], recordedAt: string) => Settled<AppendResult>[]>;
  };
  private readonly appends = new GroupCommit<AppendInput, AppendResult>((group) => this.commitGroup(group));

  constructor(filename: string) {
    this.db = new Database(filename);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(SCHEMA);
    this.db.defaultSafeIntegers(true);
    this.appended.setMaxListeners(0);
    this.statements = {
      streamHead: this.db.prepare('SELECT MAX(revision) AS revision FROM events WHERE stream = ?'),
      insert: this.db.prepare(
        'INSERT INTO events (stream, revision, id, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
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
      group: this.db.transaction((inputs: AppendInput[], recordedAt: string) =>
        inputs.map((input): Settled<AppendResult> => {
          try {
            return { ok: true, value: one(input, recordedAt) };
          } catch (error) {
            // Some errors (SQLITE_FULL, SQLITE_IOERR, SQLITE_NOMEM) make SQLite roll back the whole
            // transaction, not the savepoint: the group then fails as one, with that error, and nothing
            // after it may run outside the transaction.
            if (!this.db.inTransaction) throw error;
            return { ok: false, error };
          }
        }),
      ),
    };
  }

  private assertOpen(): void {
    if (this.closed) throw new EventStoreClosed();
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
    const recordedAt = new Date().toISOString();
    const settled = this.transactions.group.immediate(appends, recordedAt);
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
      const info = this.statements.insert.run(
        input.stream,
        revision,
        event.metadata.eventId,
        event.type,
        JSON.stringify(event.data),
        JSON.stringify(event.metadata),
        recordedAt,
      );
      position = BigInt(info.lastInsertRowid);
    }
    return { nextRevision: revision, position };
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    this.assertOpen();
    const limit = options.limit ?? -1;
    const rows =
      options.direction === 'backwards'
        ? this.statements.readBackwards.all(stream, options.from ?? BigInt(Number.MAX_SAFE_INTEGER), limit)
        : this.statements.readForwards.all(stream, options.from ?? 0n, limit);
    return (rows as EventRow[]).map(toRecorded);
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    this.assertOpen();
    const rows = this.statements.readAll.all(options.from ?? 0n, options.limit ?? -1) as EventRow[];
    return rows.map(toRecorded);
  }

  subscribeToAll(options: { from: SubscribeFrom }, handler: EventHandler): Subscription {
    this.assertOpen();
    return followLog({
      after: options.from === 'start' ? 0n : options.from,
      readBatch: async (after) => {
        if (this.closed) return [];
        return (this.statements.readAll.all(after + 1n, BATCH) as EventRow[]).map(toRecorded);
      },
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
    const row = this.statements.head.get() as { position: bigint; recorded_at: string } | undefined;
    return row ? { position: BigInt(row.position), recordedAt: new Date(row.recorded_at) } : null;
  }

  async countAfter(position: bigint | 'start', cap = 1_000_000): Promise<number> {
    this.assertOpen();
    const row = this.statements.countAfter.get(position === 'start' ? 0n : position, cap) as { n: bigint };
    return Number(row.n);
  }

  async ping(): Promise<void> {
    this.assertOpen();
    this.db.prepare('SELECT 1').get();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.appends.flush(); // appends accepted before close are written, not dropped
    this.closed = true;
    this.appended.emit('appended', -1n);
    this.db.close();
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
