import {
  ANY,
  NO_STREAM,
  STREAM_EXISTS,
  jsonEvent,
  type AllStreamResolvedEvent,
  type AppendStreamState,
  type EventData,
  type JSONType,
  type Position,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import type { EventToAppend, ExpectedRevision, RecordedEvent } from '../port';

type EsdbRecorded = NonNullable<ResolvedEvent['event'] | AllStreamResolvedEvent['event']>;

export const toStreamState = (expected: ExpectedRevision): AppendStreamState => {
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'exists') return STREAM_EXISTS;
  if (expected === 'any') return ANY;
  return expected;
};

// The event id is the metadata's eventId so that a retried append is recognised by the server's idempotency
// check.
export const toEventData = (event: EventToAppend): EventData =>
  jsonEvent({
    id: event.metadata.eventId,
    type: event.type,
    // The client JSON.stringify()s any value; its JSONType is narrower than what it accepts.
    data: event.data as JSONType,
    metadata: event.metadata,
  });

/** Events the server writes for itself ($metadata, $stats, links...): never part of our log. */
export const isSystemEvent = (event: EsdbRecorded): boolean =>
  event.type.startsWith('$') || event.streamId.startsWith('$');

/**
 * Since EventStoreDB 20 (and in every KurrentDB) every event is its own implicit transaction, so commit = prepare and the commit position
 * alone identifies an event in $all. That is the bigint the port exposes.
 */
export const toEsdbPosition = (position: bigint): Position => ({ commit: position, prepare: position });

/** Orders two $all positions; prepare only breaks ties left by legacy explicit transactions. */
export const comparePositions = (a: Position, b: Position): number =>
  a.commit !== b.commit
    ? a.commit < b.commit
      ? -1
      : 1
    : a.prepare === b.prepare
      ? 0
      : a.prepare < b.prepare
        ? -1
        : 1;

export function toRecorded(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null {
  const event = resolved.event;
  if (!event) return null;
  // Stream reads carry the record's position only on servers newer than EventStoreDB 22.6.
  const position = event.position?.commit ?? resolved.commitPosition;
  if (position === undefined) {
    throw new Error(
      `KurrentDB did not report the position of ${event.streamId}@${event.revision} (needs ≥ 22.6)`,
    );
  }
  return {
    id: event.id,
    stream: event.streamId,
    type: event.type,
    revision: event.revision,
    position,
    data: event.data,
    metadata: event.metadata as RecordedEvent['metadata'],
    recordedAt: event.created,
  };
}
