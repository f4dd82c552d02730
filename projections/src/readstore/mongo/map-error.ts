import {
  MongoClientClosedError,
  MongoNetworkError,
  MongoNotConnectedError,
  MongoServerClosedError,
  MongoServerError,
  MongoServerSelectionError,
  MongoTopologyClosedError,
} from 'mongodb';
import { DuplicateKey, ReadStoreUnavailable } from '../errors';

const DUPLICATE_KEY = 11000;

/** Server-side codes meaning "this node cannot serve you now", not "your request is wrong". */
const UNAVAILABLE_CODES = new Set([
  6, // HostUnreachable
  7, // HostNotFound
  89, // NetworkTimeout
  91, // ShutdownInProgress
  189, // PrimarySteppedDown
  10107, // NotWritablePrimary
  11600, // InterruptedAtShutdown
  13435, // NotPrimaryNoSecondaryOk
]);

export function isUnavailable(error: unknown): boolean {
  return (
    error instanceof MongoNetworkError ||
    error instanceof MongoServerSelectionError ||
    error instanceof MongoNotConnectedError ||
    error instanceof MongoTopologyClosedError ||
    error instanceof MongoServerClosedError ||
    error instanceof MongoClientClosedError ||
    (error instanceof MongoServerError && UNAVAILABLE_CODES.has(Number(error.code)))
  );
}

/** Translates a driver error into the port's errors; anything else (a bad filter, a bug) passes as is. */
export function toReadStoreError(error: unknown, collection: string, id?: unknown): unknown {
  if (error instanceof MongoServerError && Number(error.code) === DUPLICATE_KEY) {
    const keyValue = error.keyValue as { _id?: unknown } | undefined;
    return new DuplicateKey(collection, keyValue?._id ?? id);
  }
  if (isUnavailable(error)) {
    return new ReadStoreUnavailable(`MongoDB unavailable: ${(error as Error).message}`, { cause: error });
  }
  return error;
}
