import type { CheckpointStore } from '../port';
import type { Tables } from './tables';

export const CHECKPOINTS_SCHEMA = `CREATE TABLE IF NOT EXISTS checkpoints (
  projection TEXT PRIMARY KEY,
  position TEXT NOT NULL
) WITHOUT ROWID`;

/** Positions are unsigned 64-bit in EventStoreDB's `$all`; SQLite's INTEGER is signed, so text it is. */
const MAX_POSITION = 2n ** 64n - 1n;
const DIGITS = MAX_POSITION.toString().length;

/**
 * Zero-padded to 20 digits: exact for every position, and ordered as text as the numbers are, so the
 * compare-and-set below is a plain text comparison.
 */
export function encodePosition(position: bigint): string {
  if (position < 0n || position > MAX_POSITION)
    throw new RangeError(`A checkpoint must be an unsigned 64-bit position, got ${position}`);
  return position.toString().padStart(DIGITS, '0');
}

const SELECT = 'SELECT position FROM checkpoints WHERE projection = ?';
/** Compare-and-set in one statement: a stored position at or above the new one is left as it is. */
const MOVE_FORWARD =
  'INSERT INTO checkpoints (projection, position) VALUES (?, ?) ' +
  'ON CONFLICT (projection) DO UPDATE SET position = excluded.position WHERE excluded.position > checkpoints.position';
const REMOVE = 'DELETE FROM checkpoints WHERE projection = ?';

/**
 * The checkpoints in their own table of the read store's file. Reads and writes take the connection of the
 * caller's place (inside a unit of work: the writer, so they commit or roll back with the read model).
 */
export function sqliteCheckpoints(tables: Tables): CheckpointStore {
  return {
    get: async (projection) =>
      tables.faults.guard(() => {
        const position = tables.readConnection.statement(SELECT).pluck().get(projection) as
          string | undefined;
        return position === undefined ? null : BigInt(position);
      }),
    set: async (projection, position) => {
      const encoded = encodePosition(position);
      await tables.units.write(() =>
        tables.faults.guard(() => tables.writer.statement(MOVE_FORWARD).run(projection, encoded)),
      );
    },
    delete: async (projection) => {
      await tables.units.write(() =>
        tables.faults.guard(() => tables.writer.statement(REMOVE).run(projection)),
      );
    },
  };
}
