import type { ChangeStreamDocument, Collection } from 'mongodb';
import type { CheckpointFeed, CheckpointListener } from '../port';

interface CheckpointDoc {
  _id: string;
  position: string;
}

/** The operations that move one checkpoint; any other (drop, rename, invalidate) ends the feed. */
const MOVES = new Set(['insert', 'update', 'replace', 'delete']);

/** The position a change leaves its checkpoint at: null when it deleted it, undefined when it did not say. */
function positionAfter(change: ChangeStreamDocument<CheckpointDoc>): bigint | null | undefined {
  switch (change.operationType) {
    case 'delete':
      return null;
    case 'update': {
      // The compare-and-set $sets `position` alone: the new value is in the change, no lookup needed.
      const position = change.updateDescription.updatedFields?.position;
      return position === undefined ? undefined : BigInt(position);
    }
    case 'insert':
    case 'replace':
      return BigInt(change.fullDocument.position);
    default:
      return undefined;
  }
}

/**
 * A change stream on the checkpoints collection (one per process, opened by CheckpointWatcher). The driver
 * resumes it by itself after a resumable error (a fail-over, a dropped connection) from its resume token,
 * so no move is missed; a non-resumable error (no replica set: "The $changeStream stage is only supported
 * on replica sets", code 40573), or a drop of the collection, ends it: the listener hears `lost` once and
 * falls back to reading the checkpoints.
 */
export function openCheckpointFeed(
  checkpoints: Collection<CheckpointDoc>,
  listener: CheckpointListener,
): CheckpointFeed {
  let ended = false;
  const stream = checkpoints.watch<CheckpointDoc, ChangeStreamDocument<CheckpointDoc>>([]);
  const end = (error: unknown) => {
    if (ended) return;
    ended = true;
    void stream.close().catch(() => undefined);
    listener.lost(error);
  };
  stream.on('change', (change) => {
    if (!MOVES.has(change.operationType)) {
      end(new Error(`The checkpoints' change stream ended (${change.operationType})`));
      return;
    }
    if (!('documentKey' in change)) return;
    const position = positionAfter(change);
    if (position !== undefined) listener.changed(String(change.documentKey._id), position);
  });
  // The first resume token comes with the answer to the stream's opening aggregate: it runs from here.
  stream.once('resumeTokenChanged', () => {
    if (!ended) listener.opened();
  });
  stream.on('error', end);
  // Closed by the server or the driver without an error (the client closed): no more moves come.
  stream.on('close', () => end(new Error("The checkpoints' change stream closed")));
  return {
    async close() {
      ended = true;
      await stream.close();
    },
  };
}
