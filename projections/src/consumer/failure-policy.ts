import { EventStoreClosed, EventStoreRefused, EventStoreUnavailable } from '@chauffeur/eventstore';
import { ReadStoreUnavailable } from '../readstore/errors';

/** Where a consumer's trouble arose. */
export type TroubleSite =
  /** The read of the log ended or could not start (the subscription's own error). */
  | 'subscription'
  /** The consumer's handler threw while handling one event. */
  | 'handler'
  /** Its checkpoint could not be written. */
  | 'checkpoint';

/** `retry`: wait and try again from where it was (state `reconnecting`); `stop`: the consumer fails. */
export type TroubleAction = 'retry' | 'stop';

type ErrorClass = abstract new (...args: never[]) => Error;

/** A store that cannot be reached now: the operator's trouble, which passes; never the consumer's bug. */
const STORE_FAILURES: readonly ErrorClass[] = [EventStoreUnavailable, ReadStoreUnavailable];

/**
 * THE table of what a consumer does when something fails (issue 16, point 4). Read top to bottom; the
 * first row whose site matches and whose test holds decides.
 *
 * | site          | error                                        | action | why                                           |
 * |---------------|----------------------------------------------|--------|-----------------------------------------------|
 * | subscription  | EventStoreClosed                             | stop   | this process closed its log: it never returns  |
 * | subscription  | EventStoreRefused                            | stop   | access denied, history deleted: the operator's |
 * |               |                                              |        | to fix; retrying forever would hide it         |
 * | subscription  | anything else                                | retry  | network blip, server restart, timeout          |
 * | handler       | EventStoreUnavailable / ReadStoreUnavailable | retry  | the store failed, not the code (also as cause) |
 * | handler       | anything else                                | stop   | a bug in `project`, bad data: retrying repeats it |
 * | checkpoint    | anything                                     | retry  | only storage code runs there                   |
 */
const TABLE: ReadonlyArray<{ site: TroubleSite; when: (error: unknown) => boolean; action: TroubleAction }> =
  [
    { site: 'subscription', when: (error) => error instanceof EventStoreClosed, action: 'stop' },
    { site: 'subscription', when: (error) => error instanceof EventStoreRefused, action: 'stop' },
    { site: 'subscription', when: () => true, action: 'retry' },
    { site: 'handler', when: isStoreFailure, action: 'retry' },
    { site: 'handler', when: () => true, action: 'stop' },
    { site: 'checkpoint', when: () => true, action: 'retry' },
  ];

export function troubleAction(site: TroubleSite, error: unknown): TroubleAction {
  return TABLE.find((row) => row.site === site && row.when(error))?.action ?? 'stop';
}

/** The error, or one of its causes (a handler may wrap the store's error in its own), is a store failure. */
export function isStoreFailure(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (STORE_FAILURES.some((kind) => current instanceof kind)) return true;
    current = current.cause;
  }
  return false;
}
