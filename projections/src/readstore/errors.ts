/** A write would create a second document with an existing `_id` (MongoDB error 11000). */
export class DuplicateKey extends Error {
  override readonly name = 'DuplicateKey';
  constructor(
    readonly collection: string,
    readonly id: unknown,
  ) {
    super(`Duplicate _id ${String(id)} in ${collection}`);
  }
}

/** The read store could not be reached (HTTP 503). */
export class ReadStoreUnavailable extends Error {
  override readonly name = 'ReadStoreUnavailable';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
