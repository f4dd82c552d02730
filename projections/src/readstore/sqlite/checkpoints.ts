import type Database from 'better-sqlite3';
import type { CheckpointStore } from '../port';
import { mapStorageErrors } from './storage-errors';

export const CHECKPOINTS_SCHEMA = `CREATE TABLE IF NOT EXISTS checkpoints (
  projection TEXT PRIMARY KEY,
  position TEXT NOT NULL
) WITHOUT ROWID`;

/** Positions are unsigned 64-bit in EventStoreDB's `$all`; SQLite's INTEGER is signed, so text it is. */
const MAX_POSITION = 2n ** 64n - 1n;
const DIGITS = MAX_POSITION.toString().length;

/**
 * Zero-padded to 20 digits: exact for every position, and ordered as text as the numbers are, so a
 * compare-and-set (issue 16, point 5) can be a plain `WHERE position < ?`.
 */
export function encodePosition(position: bigint): string {
  if (position < 0n || position > MAX_POSITION)
    throw new RangeError(`A checkpoint must be an unsigned 64-bit position, got ${position}`);
  return position.toString().padStart(DIGITS, '0');
}

/** The checkpoints in their own table of the read store's file. */
export function sqliteCheckpoints(db: Database.Database): CheckpointStore {
  const select = db
    .prepare<[string], string>('SELECT position FROM checkpoints WHERE projection = ?')
    .pluck();
  const upsert = db.prepare<[string, string]>(
    'INSERT INTO checkpoints (projection, position) VALUES (?, ?) ' +
      'ON CONFLICT (projection) DO UPDATE SET position = excluded.position',
  );
  const remove = db.prepare<[string]>('DELETE FROM checkpoints WHERE projection = ?');
  return {
    get: async (projection) =>
      mapStorageErrors(() => {
        const position = select.get(projection);
        return position === undefined ? null : BigInt(position);
      }),
    set: async (projection, position) => {
      const encoded = encodePosition(position);
      mapStorageErrors(() => upsert.run(projection, encoded));
    },
    delete: async (projection) => {
      mapStorageErrors(() => remove.run(projection));
    },
  };
}
