import type { Filter, ReadStore, Update } from '../readstore/port';
import { DuplicateKey } from '../readstore/errors';
import type { Change } from './projection';

/** Field on every projected document: the global position of the last event that changed it. */
export const POSITION_FIELD = '_pos';

const notYetApplied = (pos: number): Filter => ({ [POSITION_FIELD]: { $not: { $gte: pos } } });

const stamped = (update: Update, pos: number): Update => ({
  ...update,
  $set: { ...update.$set, [POSITION_FIELD]: pos },
});

/**
 * Applies the changes of the event at `position` so that applying them a second time changes nothing:
 * each write only touches documents last changed by an earlier event, and an upsert or insert that meets a
 * newer document (duplicate `_id`) is skipped. This keeps replays safe even when a checkpoint write was lost.
 * Positions are stored as numbers: exact up to 2^53, far beyond any log this product will hold.
 */
export async function applyChanges(store: ReadStore, changes: Change[], position: bigint): Promise<void> {
  const pos = Number(position);
  for (const change of changes) {
    const collection = store.collection(change.collection);
    try {
      switch (change.kind) {
        case 'insert':
          // Projections build a change's document for it alone and events are never changed: the
          // store can keep it without a copy.
          await collection.insertOne({ ...change.doc, [POSITION_FIELD]: pos }, { handOver: true });
          break;
        case 'upsert':
          await collection.updateOne({ _id: change.id, ...notYetApplied(pos) }, stamped(change.update, pos), {
            upsert: true,
          });
          break;
        case 'update': {
          const filter = { $and: [change.filter, notYetApplied(pos)] };
          if (change.many) await collection.updateMany(filter, stamped(change.update, pos));
          else await collection.updateOne(filter, stamped(change.update, pos));
          break;
        }
        case 'delete': {
          const filter = { $and: [change.filter, notYetApplied(pos)] };
          if (change.many) await collection.deleteMany(filter);
          else await collection.deleteOne(filter);
          break;
        }
      }
    } catch (error) {
      // A newer version of this document exists: this event was applied before.
      if (!(error instanceof DuplicateKey)) throw error;
    }
  }
}
