import type Database from 'better-sqlite3';

/** The fields of an event that its hash covers, in this order (position is implied by the chain's order). */
export type ChainedFields = readonly [
  stream: string,
  revision: bigint | number,
  id: string,
  type: string,
  data: string,
  metadata: string,
  recordedAt: string,
  ...rest: unknown[],
];

export function chainHash(previous: Buffer | null, fields: ChainedFields): Buffer;

/** A row as the chain reads it: the chained fields, then hash and position. */
export type ChainRow = [
  stream: string,
  revision: bigint,
  id: string,
  type: string,
  data: string,
  metadata: string,
  recordedAt: string,
  hash: Buffer | null,
  position: bigint,
];
/** One link: null when the row's hash chains to `previous`, else what does not match. */
export function checkLink(previous: Buffer | null, row: ChainRow): string | null;

export function forEachRow(db: Database.Database, visit: (row: ChainRow) => void, after?: bigint): void;

/**
 * The number of events checked and, when the chain breaks, what broke it (else null). With `from`, only the
 * events after that already verified one.
 */
export function checkChain(
  db: Database.Database,
  from?: { position: bigint; hash: Buffer },
): { events: number; broken: string | null };
