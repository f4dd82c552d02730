import type { Doc } from '../port';

/**
 * A document as the unit last left it. `doc` null: deleted in this unit. `stored`: its row is in the file
 * (as the unit's transaction sees it) right now. `recreate`: deleted and inserted again in this unit, so
 * its row must be deleted and inserted anew (a new rowid: insertion order is the order of unsorted finds).
 */
interface Entry {
  doc: Doc | null;
  stored: boolean;
  dirty: boolean;
  recreate: boolean;
}

/** What a flush does to one row, in the order the unit first wrote the documents. */
export type RowWrite =
  | { kind: 'insert'; id: string; doc: Doc }
  | { kind: 'update'; id: string; doc: Doc }
  | { kind: 'delete'; id: string };

/**
 * The documents a unit of work read or wrote by `_id`, kept as objects until the unit commits (issue 16,
 * point 3: rebuilds at the speed of the disk). A booking is created, confirmed and given notes within one
 * page of a replay, and a day's analytics counter is bumped by hundreds of events: written through, each
 * of those changes was a SELECT, a JSON parse, a JSON stringify and an UPDATE with its index maintenance;
 * here each document is read at most once and written once per unit.
 *
 * The collection keeps the file true to the unit wherever SQL looks: before any read or any write by
 * another filter it flushes that collection's changes, and after a write in SQL it forgets its copies.
 * The unit flushes everything just before its COMMIT; a rollback simply drops this object.
 */
export class UnitDocuments {
  private readonly collections = new Map<string, Map<string, Entry>>();

  /** The unit's copy of a document: undefined when the unit has none (look in the file), else doc or null. */
  get(collection: string, id: string): Doc | null | undefined {
    return this.collections.get(collection)?.get(id)?.doc;
  }

  /** A document just read from the file (`doc`, or null when the file has none): cached unchanged. */
  loaded(collection: string, id: string, doc: Doc | null): void {
    this.entries(collection).set(id, { doc, stored: doc !== null, dirty: false, recreate: false });
  }

  /** A new version of a document the unit holds (see get): written at the next flush. */
  replace(collection: string, id: string, doc: Doc): void {
    const entry = this.collections.get(collection)?.get(id);
    if (!entry || entry.doc === null) throw new Error(`No document ${id} in ${collection} to replace`);
    entry.doc = doc;
    entry.dirty = true;
  }

  /**
   * A new document whose `_id` the caller checked is free (no copy here, or a deleted one, and no row in
   * the file). It goes last in the unit's insertion order.
   */
  insert(collection: string, id: string, doc: Doc): void {
    const entries = this.entries(collection);
    const stored = entries.get(id)?.stored ?? false;
    entries.delete(id);
    entries.set(id, { doc, stored, dirty: true, recreate: stored });
  }

  remove(collection: string, id: string): void {
    const entry = this.collections.get(collection)?.get(id);
    if (!entry || entry.doc === null) return;
    entry.doc = null;
    entry.dirty = true;
    entry.recreate = false;
  }

  /**
   * The collection's pending row writes, in order; afterwards the unit's copies are what the file holds.
   * The caller must carry them out before anything else reads or writes the table.
   */
  drain(collection: string): RowWrite[] {
    const entries = this.collections.get(collection);
    if (!entries) return [];
    const writes: RowWrite[] = [];
    for (const [id, entry] of entries) {
      if (!entry.dirty) continue;
      if (entry.doc === null) {
        if (entry.stored) writes.push({ kind: 'delete', id });
      } else if (entry.recreate) {
        writes.push({ kind: 'delete', id }, { kind: 'insert', id, doc: entry.doc });
      } else writes.push({ kind: entry.stored ? 'update' : 'insert', id, doc: entry.doc });
      entry.stored = entry.doc !== null;
      entry.dirty = false;
      entry.recreate = false;
    }
    return writes;
  }

  /** The collections the unit holds documents of. */
  names(): string[] {
    return [...this.collections.keys()];
  }

  /** After a write in SQL, a drop or a rename: the unit's copies of the collection may be stale. */
  forget(collection: string): void {
    this.collections.delete(collection);
  }

  private entries(collection: string): Map<string, Entry> {
    let entries = this.collections.get(collection);
    if (!entries) {
      entries = new Map();
      this.collections.set(collection, entries);
    }
    return entries;
  }
}
