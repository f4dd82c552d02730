import { auditActorOf, type AuditEntry, type EventCatalogue } from '@chauffeur/contracts';
import type { EventStore, RecordedEvent } from '@chauffeur/eventstore';
import { changesOf, flattenFields, type KnownFields } from './audit-changes';
import { streamKindOf } from './stream-kind';

/**
 * The audit history of one aggregate (null when there is no such record), read from its stream on demand (decision 155): the log is the truth,
 * a stream is read by its index in both stores, and nothing has to be projected, rebuilt or kept in step.
 * Each event is told as the fields it changed against the stream so far, with its actor and time.
 */
export async function streamHistory(
  eventStore: EventStore,
  catalogue: EventCatalogue,
  stream: string,
): Promise<{ kind: string; items: AuditEntry[] } | null> {
  const kind = streamKindOf(catalogue, stream);
  if (kind === null) return null;
  const events = await eventStore.readStream(stream);
  if (events.length === 0) {
    // A single-stream record (`settings`, `notifications`) exists from the start with its defaults: never
    // changed is an empty history. An empty `<kind>-<id>` stream is a record that does not exist.
    return kind.aggregateId === '' ? { kind: kind.kind, items: [] } : null;
  }
  const initial = catalogue.get(events[0]!.type)?.audit?.initial;
  // Each record (and each part of one: a car of a model) is compared with its own fields so far.
  const known = new Map<string, KnownFields>([['', flattenFields(initial ?? {})]]);
  const parts = await partEvents(eventStore, catalogue, kind.kind, kind.aggregateId);
  const all = [...events, ...parts].sort((a, b) =>
    a.position < b.position ? -1 : a.position > b.position ? 1 : 0,
  );
  const items = all.map((event) => {
    const part = partKeyOf(catalogue, event);
    const { changes, next } = changesOf(
      known.get(part) ?? new Map(),
      fieldsOf(catalogue, event),
      kind.aggregateId,
    );
    known.set(part, next);
    return {
      revision: Number(event.revision),
      position: event.position.toString(),
      type: event.type,
      occurred_at: event.metadata.occurredAt,
      actor: auditActorOf(event.metadata.actor),
      changes,
    };
  });
  return { kind: kind.kind, items };
}

/**
 * The events of the streams that are parts of this record (the catalogue's `partOf`: a model's cars in
 * `vehicle_cars-<id>` for `vehicle-<id>`), so the record's history tells them too.
 */
async function partEvents(
  eventStore: EventStore,
  catalogue: EventCatalogue,
  kind: string,
  aggregateId: string,
): Promise<RecordedEvent[]> {
  if (aggregateId === '') return [];
  const prefixes = new Set(
    [...catalogue.values()]
      .filter((definition) => definition.partOf?.prefix === `${kind}-`)
      .map((definition) => definition.streamPrefix),
  );
  const streams = await Promise.all(
    [...prefixes].map((prefix) => eventStore.readStream(`${prefix}${aggregateId}`)),
  );
  return streams.flat();
}

/** Which part of the record an event is about (`vehicle_cars-…/<car id>`), or '' for the record itself. */
function partKeyOf(catalogue: EventCatalogue, event: RecordedEvent): string {
  const partOf = catalogue.get(event.type)?.partOf;
  if (!partOf) return '';
  return `${event.stream}/${String((event.data as Record<string, unknown>)[partOf.key])}`;
}

/** The event's payload as fields: its definition's own reading when it has one, else the payload itself. */
function fieldsOf(catalogue: EventCatalogue, event: RecordedEvent) {
  const audit = catalogue.get(event.type)?.audit;
  const data = (event.data ?? {}) as Record<string, unknown>;
  return flattenFields(audit ? audit.changes(data) : data);
}
