// The hash chain of the event log, in plain JavaScript so that a worker thread can load it without the
// TypeScript loader (booting tsx in a worker costs more than checking 20,000 events). Types: chain.d.mts.
import { createHash } from 'node:crypto';

const CHAINED = 'stream, revision, id, type, data, metadata, recorded_at';
const PAGE = 5000;

/**
 * sha256(previous event's hash, the event's fields), each field prefixed with its length so that no two
 * different events feed the same text to the hash. One string, one update: each update() crosses into
 * native code, and start-up checks every event.
 */
/**
 * @param {Buffer | null} previous
 * @param {import('./chain.d.mts').ChainedFields} fields
 * @returns {Buffer}
 */
export function chainHash(previous, [stream, revision, id, type, data, metadata, recordedAt]) {
  const text =
    `${stream.length}:${stream}${revision}:${id.length}:${id}${type.length}:${type}` +
    `${data.length}:${data}${metadata.length}:${metadata}${recordedAt.length}:${recordedAt}`;
  const hash = createHash('sha256');
  if (previous) hash.update(previous);
  return hash.update(text).digest();
}

/**
 * Reads the log in pages of raw rows (bounded memory) and hands each row to `visit`, in position order.
 * @param {import('better-sqlite3').Database} db
 * @param {(row: import('./chain.d.mts').ChainRow) => void} visit
 * @param {bigint} [after] the position after which to start (0: from the first event)
 */
export function forEachRow(db, visit, after = 0n) {
  const page = db
    .prepare(`SELECT ${CHAINED}, hash, position FROM events WHERE position > ? ORDER BY position LIMIT ?`)
    .raw(true)
    .safeIntegers(true);
  for (;;) {
    const rows = /** @type {import('./chain.d.mts').ChainRow[]} */ (page.all(after, PAGE));
    for (const row of rows) visit(row);
    if (rows.length < PAGE) return;
    // A full page, so it has a last row.
    after = /** @type {import('./chain.d.mts').ChainRow} */ (rows[rows.length - 1])[8];
  }
}

/**
 * One link of the chain: null when the row's stored hash is sha256(previous hash, its fields), else what
 * does not match.
 * @param {Buffer | null} previous
 * @param {import('./chain.d.mts').ChainRow} row
 * @returns {string | null}
 */
export function checkLink(previous, row) {
  const stored = row[7];
  if (stored && chainHash(previous, row).equals(stored)) return null;
  return `event at position ${row[8]} (${row[3]} in ${row[0]}) does not match its hash`;
}

/**
 * Walks the chain from the first event to the last; the first event that does not match, or null. With
 * `from`, only the events after an already verified one (its position and hash): the tail since then.
 * @param {import('better-sqlite3').Database} db
 * @param {{ position: bigint; hash: Buffer }} [from]
 * @returns {{ events: number; broken: string | null }}
 */
export function checkChain(db, from) {
  /** @type {Buffer | null} */
  let previous = from ? from.hash : null;
  let events = 0;
  /** @type {string | null} */
  let broken = null;
  try {
    forEachRow(
      db,
      (row) => {
        if (broken) return;
        broken = checkLink(previous, row);
        if (broken) return;
        previous = row[7];
        events += 1;
      },
      from ? from.position : 0n,
    );
  } catch (error) {
    broken = error instanceof Error ? error.message : String(error);
  }
  return { events, broken };
}
