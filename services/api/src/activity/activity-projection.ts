import type { AuditActor, EventCatalogue } from '@chauffeur/contracts';
import type { RecordedEvent } from '@chauffeur/eventstore';
import type { Projection } from '@chauffeur/projections';
import { streamKindOf, streamKinds } from '@chauffeur/platform';

export const ACTIVITY = 'activity';

/**
 * Kinds whose events are never activity: bookkeeping streams (an address or a reference claimed, an admin's
 * read marks) and visitors' own records (a message, a newsletter sign-up). One table, so that the next such
 * stream is one entry; their types are not even followed, so their events wake no activity refresh.
 */
const QUIET_KINDS: ReadonlySet<string> = new Set([
  'notifications',
  'account_email',
  'booking_reference',
  // The last-admin rule's holds (decision 228): the change itself is the account's own event.
  'staff_roster',
  'message',
  'newsletter',
  // "Find my booking" requests (decision 255): a visitor's, shown in the booking's history.
  'manage_link_requests',
]);

/** The kinds the feed can hold, for its filter: every kind of the catalogue but the quiet ones. */
export const activityKinds = (catalogue: EventCatalogue): string[] =>
  streamKinds(catalogue).filter((kind) => !QUIET_KINDS.has(kind));

/**
 * Whether an event is staff's or the system's doing. Customers' and visitors' own events (a booking
 * request, a sign-up, a password change) stay in their record's history but not in the operators' feed.
 */
const byStaffOrSystem = ({ actor }: RecordedEvent['metadata']) =>
  actor.kind === 'system' || (actor.kind === 'user' && actor.role !== 'user');

const actorOf = ({ actor }: RecordedEvent['metadata']): AuditActor =>
  actor.kind === 'user'
    ? { kind: 'user', id: actor.id, email: actor.email, role: actor.role }
    : actor.kind === 'system'
      ? { kind: 'system', name: actor.name }
      : actor.kind === 'customer'
        ? { kind: 'customer', email: actor.email }
        : { kind: 'anonymous' };

/**
 * `/admin/activity`: one row per event staff or the system caused, on every kind of record (decision 157).
 * A projection, not a read of the log, because the feed spans every stream, newest first and by kind: the
 * log can only be read forwards from a position. It follows every type of the catalogue, so a new
 * aggregate's events appear with nothing to add here. The rows say who did what on which record; the
 * record's history (read from its stream) says which fields changed.
 */
export function activityProjection(catalogue: EventCatalogue): Projection {
  return {
    name: 'activity',
    version: 1,
    collections: [ACTIVITY],
    // activity-queries.ts: newest first, all kinds or one.
    indexes: {
      [ACTIVITY]: [
        [{ path: 'seq', type: 'number', order: -1 }],
        [
          { path: 'kind', type: 'string' },
          { path: 'seq', type: 'number', order: -1 },
        ],
      ],
    },
    eventTypes: [...catalogue.values()]
      .filter(({ streamPrefix }) => !QUIET_KINDS.has(streamPrefix.replace(/-$/, '')))
      .map(({ type }) => type),
    project(event) {
      const kind = streamKindOf(catalogue, event.stream);
      if (kind === null || QUIET_KINDS.has(kind.kind) || !byStaffOrSystem(event.metadata)) return [];
      return [
        {
          kind: 'insert',
          collection: ACTIVITY,
          doc: {
            _id: event.id,
            seq: Number(event.position),
            stream: event.stream,
            kind: kind.kind,
            aggregate_id: kind.aggregateId,
            type: event.type,
            occurred_at: event.metadata.occurredAt,
            actor: actorOf(event.metadata),
          },
        },
      ];
    },
  };
}
