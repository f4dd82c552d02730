import { Metadata, status } from '@grpc/grpc-js';
import {
  AccessDeniedError,
  CancelledError,
  DeadlineExceededError,
  ErrorType,
  InvalidArgumentError,
  MaxAppendSizeExceededError,
  StreamDeletedError,
  StreamNotFoundError,
  StreamTombstonedError,
  TimeoutError,
  UnavailableError,
  UnknownError,
  UnsupportedError,
  WrongExpectedVersionError,
  convertToCommandError,
} from '@kurrent/kurrentdb-client';
// The client's own converter of the Rust reader's errors (not exported by its index): errors made by it
// are exactly what a read hands the adapter.
import { convertBridgeError } from '@kurrent/kurrentdb-client/dist/utils/convertBridgeError.js';
import { describe, expect, it } from 'vitest';
import { EventStoreRefused, EventStoreUnavailable, WrongExpectedVersion } from '../errors';
import { CLIENT_ERRORS, isAbsentStream, toPortError } from './map-error';

/** An error as the Rust reader (@kurrent/bridge) throws it: a plain Error with a name and metadata. */
const bridgeError = (name: string, message: string, metadata: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), { name, metadata });

/** A gRPC status error as @grpc/grpc-js rejects a call with it. */
const grpcError = (code: status, details: string) =>
  Object.assign(new Error(`${code} ${status[code]}: ${details}`), {
    code,
    details,
    metadata: new Metadata(),
  });

const append = { stream: 'booking-1', expected: 1n } as const;

describe('KurrentDB client errors at the port (map-error.ts)', () => {
  it('has a row for every error type of the client', () => {
    expect(Object.keys(CLIENT_ERRORS).sort()).toEqual(Object.values(ErrorType).sort());
  });

  it.each([
    ['UNAVAILABLE (gRPC)', new UnavailableError(grpcError(status.UNAVAILABLE, 'connection refused'))],
    ['UNAVAILABLE (reader)', convertBridgeError(bridgeError('UnavailableError', 'UnavailableError'))],
    [
      'DEADLINE_EXCEEDED',
      new DeadlineExceededError(grpcError(status.DEADLINE_EXCEEDED, 'Deadline exceeded')),
    ],
    ['TIMEOUT', new TimeoutError(grpcError(status.ABORTED, 'commit timeout'))],
    ['CANCELLED by the server', new CancelledError(grpcError(status.CANCELLED, 'Server shutting down'))],
    [
      'NOT_LEADER',
      convertBridgeError(
        bridgeError('NotLeaderError', 'NotLeaderError', {
          'leader-endpoint-host': 'kurrentdb-2',
          'leader-endpoint-port': 2113,
        }),
      ),
    ],
    ['UNKNOWN saying deadline', convertBridgeError(bridgeError('UnknownError', 'Deadline exceeded'))],
    [
      'UNKNOWN saying transport',
      convertBridgeError(bridgeError('UnknownError', 'gRPC connection error: transport error')),
    ],
    [
      'a raw gRPC UNAVAILABLE (append before any connection)',
      grpcError(status.UNAVAILABLE, 'No connection established'),
    ],
    ['cluster discovery giving up', new Error('Failed to discover after 10 attempts.')],
  ])('%s is unavailable (503, retried)', (_name, error) => {
    const mapped = toPortError(error);
    expect(mapped).toBeInstanceOf(EventStoreUnavailable);
    expect((mapped as EventStoreUnavailable).reason).toBe('unreachable');
    expect((mapped as Error).cause).toBeDefined();
  });

  it.each([
    [
      'ACCESS_DENIED (reader)',
      convertBridgeError(bridgeError('AccessDeniedError', 'AccessDeniedError')),
      'access_denied',
      /KURRENTDB_URL/,
    ],
    [
      'ACCESS_DENIED (gRPC UNAUTHENTICATED)',
      convertToCommandError(grpcError(status.UNAUTHENTICATED, 'Bad credentials')),
      'access_denied',
      /user and password/,
    ],
    ['ACCESS_DENIED (class)', new AccessDeniedError(undefined as never), 'access_denied', /may read \$all/],
    [
      'STREAM_DELETED',
      StreamDeletedError.fromStreamName('booking-1'),
      'stream_deleted',
      /booking-1.*restore/,
    ],
    [
      'STREAM_TOMBSTONED',
      new StreamTombstonedError(undefined as never, { stream: 'booking-1' }),
      'stream_deleted',
      /booking-1/,
    ],
    [
      'MAXIMUM_APPEND_SIZE_EXCEEDED',
      MaxAppendSizeExceededError.fromMaxAppendSize(1_048_576),
      'too_large',
      /KURRENTDB_MAX_APPEND_SIZE/,
    ],
    ['UNSUPPORTED', new UnsupportedError('appendRecords', '26.1'), 'unsupported', /upgrade the server/],
  ])('%s is refused (not retried) and says what to fix', (_name, error, reason, says) => {
    const mapped = toPortError(error, append);
    expect(mapped).toBeInstanceOf(EventStoreRefused);
    expect((mapped as EventStoreRefused).reason).toBe(reason);
    expect((mapped as Error).message).toMatch(says);
    expect(mapped).not.toBeInstanceOf(EventStoreUnavailable);
  });

  it('WRONG_EXPECTED_VERSION on an append is WrongExpectedVersion with the actual revision', () => {
    const behind = new WrongExpectedVersionError(undefined as never, {
      streamName: 'booking-1',
      expected: 1n,
      current: 3n,
    });
    expect(toPortError(behind, append)).toMatchObject({
      name: 'WrongExpectedVersion',
      stream: 'booking-1',
      expected: 1n,
      actual: 3n,
    });
    const missing = new WrongExpectedVersionError(undefined as never, {
      streamName: 'booking-1',
      expected: 'stream_exists',
      current: 'no_stream',
    });
    const mapped = toPortError(missing, { stream: 'booking-1', expected: 'exists' });
    expect(mapped).toBeInstanceOf(WrongExpectedVersion);
    expect((mapped as WrongExpectedVersion).actual).toBe('no_stream');
  });

  it('a missing stream reads as empty; nothing else does', () => {
    expect(isAbsentStream(new StreamNotFoundError(undefined as never, 'booking-1'))).toBe(true);
    expect(isAbsentStream(convertBridgeError(bridgeError('StreamNotFoundError', 'not found'), 'x'))).toBe(
      true,
    );
    expect(isAbsentStream(StreamDeletedError.fromStreamName('booking-1'))).toBe(false);
    expect(isAbsentStream(new UnavailableError(undefined as never))).toBe(false);
  });

  it.each([
    [
      'UNKNOWN without a transport reason',
      convertBridgeError(bridgeError('UnknownError', 'Illegal state: unexpected message')),
    ],
    [
      'INVALID_ARGUMENT (our bug)',
      new InvalidArgumentError('fromRevision value must be a non-negative integer'),
    ],
    ['a programming error', new TypeError('event.data is not a function')],
  ])('%s passes unchanged (500, logged with its stack), never dressed as an outage', (_name, error) => {
    expect(toPortError(error)).toBe(error);
  });

  it('the UNKNOWN the reader gives is the client class the table names', () => {
    expect(convertBridgeError(bridgeError('UnknownError', 'x'))).toBeInstanceOf(UnknownError);
  });
});
