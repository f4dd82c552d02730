/** A document of a read model. `_id` is the key; projections own every other field. */
export type Doc = { _id: string } & Record<string, unknown>;

/** MongoDB query filter (a subset both adapters honour: equality, $eq/$ne/$gt/$gte/$lt/$lte/$in/$nin/$exists/$regex/$and/$or/$not). */
export type Filter = Record<string, unknown>;

/** MongoDB update document with operators only: $set, $inc, $push, $pull, $unset, $setOnInsert. */
export type Update = {
  $set?: Record<string, unknown>;
  $inc?: Record<string, number>;
  $push?: Record<string, unknown>;
  $pull?: Record<string, unknown>;
  $unset?: Record<string, '' | 1 | true>;
  $setOnInsert?: Record<string, unknown>;
};

export type SortSpec = Record<string, 1 | -1>;

export interface FindOptions {
  sort?: SortSpec;
  limit?: number;
  skip?: number;
}

/** A find whose documents come back as JSON text, each without the top-level fields named in `omit`. */
export interface FindJsonOptions extends FindOptions {
  omit: readonly string[];
}

export interface UpdateResult {
  matchedCount: number;
  modifiedCount: number;
  /** The `_id` of the document an upsert inserted, if it inserted one. */
  upsertedId: string | null;
}

export interface Collection<T extends Doc = Doc> {
  find(filter?: Filter, options?: FindOptions): Promise<T[]>;
  findOne(filter: Filter, options?: Pick<FindOptions, 'sort'>): Promise<T | null>;
  /**
   * The documents `find` gives, as JSON text without the `omit` fields: a list sent as it is stored, not
   * parsed, checked and written out again (a store that keeps JSON hands its text over). Optional: call it
   * through `findJson` (find-json.ts), which falls back to `find` and `JSON.stringify`.
   */
  findJson?(filter: Filter, options: FindJsonOptions): Promise<string[]>;
  count(filter?: Filter): Promise<number>;
  /**
   * Throws `DuplicateKey` when a document with this `_id` exists. The store keeps a copy, unless the
   * caller hands the document over (`handOver`: it will never read or change it, nor anything in it,
   * again): then an in-memory store may keep it as it is. The projection runner does, for every insert.
   */
  insertOne(doc: T, options?: { handOver?: boolean }): Promise<void>;
  /** With `upsert`, inserts (filter equalities + update) when nothing matches; throws `DuplicateKey` if that `_id` exists. */
  updateOne(filter: Filter, update: Update, options?: { upsert?: boolean }): Promise<UpdateResult>;
  updateMany(filter: Filter, update: Update, options?: { upsert?: boolean }): Promise<UpdateResult>;
  /** Returns the number of deleted documents (0 or 1). */
  deleteOne(filter: Filter): Promise<number>;
  deleteMany(filter?: Filter): Promise<number>;
  /** Removes the collection with every document; dropping a missing collection is fine. */
  drop(): Promise<void>;
}

/** Where each projection remembers the last global position it applied. */
export interface CheckpointStore {
  get(projection: string): Promise<bigint | null>;
  /**
   * Moves the checkpoint forward to `position` (compare-and-set: a position at or below the stored one
   * changes nothing, so two writers can never move it backwards).
   */
  set(projection: string, position: bigint): Promise<void>;
  delete(projection: string): Promise<void>;
}

/** Hears checkpoints move (see ReadStore.watchCheckpoints). */
export interface CheckpointListener {
  /** The feed runs: every move from now on is told (read what was stored before after this). */
  opened(): void;
  /** `projection`'s checkpoint is now `position` (set by this process or another); null: it was deleted. */
  changed(projection: string, position: bigint | null): void;
  /**
   * The feed stopped (a MongoDB without replica set has no change streams; the collection was dropped):
   * nothing more is told, and what was told may be out of date. Called at most once.
   */
  lost(error: unknown): void;
}

/** A running feed of checkpoint moves; `close` stops it. */
export interface CheckpointFeed {
  close(): Promise<void>;
}

/** A key's running window after one more hit (see WindowCounter). */
export interface WindowHit {
  /** Hits in the window, this one included. */
  count: number;
  /** When the window ends (epoch ms). */
  endsAt: number;
}

/**
 * Hits per key in fixed windows, shared by every process that uses the same store (rate limits across API
 * replicas). A window starts at a key's first hit and lasts `windowMs`; a hit after it ends starts the next.
 */
export interface WindowCounter {
  /** Counts one hit of `key` (atomic: two processes never both see the same count). */
  hit(key: string, windowMs: number, now: number): Promise<WindowHit>;
}

/** A field a read model's queries filter or sort on, indexed by stores that can (declared next to them). */
export interface IndexField {
  /** Dotted path inside the document, e.g. `status` or `customer.email`. */
  path: string;
  /** What the field holds: stores that can sort in SQL do so only for a scalar of a declared type. */
  type: 'string' | 'number' | 'boolean';
  /**
   * The direction the queries sort this field in (default 1, ascending). Declare it as they sort: an index
   * serves a sort in its own order or the exact reverse, not a mix (`created_at -1, _id 1` needs an index
   * declared `-1, 1`).
   */
  order?: 1 | -1;
}

/** One index of a collection: one field, or several for a filter + sort. */
export type IndexSpec = readonly IndexField[];

/** The read side's storage: named collections with MongoDB semantics, plus checkpoints. */
export interface ReadStore {
  readonly kind: 'memory' | 'mongo' | 'sqlite';
  collection<T extends Doc = Doc>(name: string): Collection<T>;
  readonly checkpoints: CheckpointStore;
  /**
   * Replaces collection `to` by `from` in one atomic step, dropping the old `to` (a missing `from` leaves
   * `to` empty). For blue/green rebuilds; a store without it cannot do them.
   */
  renameCollection?(from: string, to: string): Promise<void>;
  /**
   * Runs `work` as one unit: every write made inside it (through this store's collections and checkpoints)
   * commits together or not at all, and reads inside it see those writes. Stores without transactions
   * (memory, MongoDB without a replica set) run it as it is. Units never interleave on one store.
   */
  transaction?<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Creates the indexes a read model declares on one collection (idempotent; a store may ignore it).
   * `existingOnly`: build none on a collection that already has documents; use only the declarations its
   * present indexes answer. For the serving collection of a read model whose version changed: indexing
   * 200,000 old rows would hold the start for a minute, and the background rebuild builds the new indexes
   * on its own collection, whose declarations the swap brings along.
   */
  ensureIndexes?(
    collection: string,
    indexes: readonly IndexSpec[],
    options?: { existingOnly?: boolean },
  ): Promise<void>;
  /**
   * Writes whole collections built elsewhere (a rebuild from the start of the log, built in memory) and
   * the checkpoints they stand at, in ONE unit: each named collection is replaced by the documents given,
   * in their order (the insertion order of its unsorted finds), with its declared indexes built after the
   * rows. A store without it gets its read models written event by event instead.
   */
  load?(
    collections: readonly { name: string; documents: Iterable<Doc> }[],
    checkpoints: readonly { name: string; position: bigint }[],
  ): Promise<void>;
  /**
   * Removes each document of `collection` once the Date in its field `path` has passed (idempotent).
   * MongoDB: a TTL index, whose monitor sweeps about once a minute and ignores a document whose field is
   * not a BSON Date. A store without it keeps everything: its callers filter by expiry themselves.
   */
  ensureExpiry?(collection: string, path: string): Promise<void>;
  /**
   * Counters in collection `name` that every process sharing this store sees (MongoDB; not a read model:
   * no projection writes it). A store without it is used by one process: count in memory instead.
   */
  windowCounter?(name: string): WindowCounter;
  /**
   * Tells `listener` every checkpoint move from now on, without being asked (read-your-writes on an API
   * replica waits for the projector's checkpoints: CheckpointWatcher). MongoDB: a change stream on the
   * checkpoints collection, which needs a replica set; memory: in-process. A store without it is polled.
   */
  watchCheckpoints?(listener: CheckpointListener): CheckpointFeed;
  /** Throws when the store cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
