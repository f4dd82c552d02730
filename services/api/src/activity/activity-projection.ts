import { LANGUAGES, auditActorOf, type EventCatalogue, type LocalizedText } from '@chauffeur/contracts';
import type { RecordedEvent } from '@chauffeur/eventstore';
import type { Change, Projection } from '@chauffeur/projections';
import { streamKindOf, streamKinds } from '@chauffeur/platform';

export const ACTIVITY = 'activity';
/**
 * How staff name a record, by its stream, as the log last named it (a booking's reference, a chauffeur's
 * name, a blog post's title per language).
 */
export const ACTIVITY_NAMES = 'activity_names';

/**
 * The one table of the events that name their record, with the name they give: the feed then shows
 * "Booking CH-JXJ63Y" where it showed the internal id ("Buchung bbce728e"), "Chauffeur Jan Peeters" and
 * "Account anna@example.com" where it showed "Chauffeur f2dcb54e" and "Account 0b08813a". A later event that
 * names the record again (a chauffeur renamed, a post retitled) renames its earlier rows too: the feed reads
 * the name the record has now (activity-queries.ts). A record no event names keeps the start of its id. A blog
 * post's title and a homepage figure's label are kept in every language the event has; the panel picks the
 * admin's. Only the name is read: never an account's password hash or a link's token. The feed is admin-only
 * (admin-activity.ts), so an account's address may show there.
 */
const RECORD_NAMES: Readonly<Record<string, (data: Record<string, unknown>) => unknown>> = {
  BookingRequested: (data) => data.reference,
  // Each carries every field of the chauffeur as it now is, so an edit may rename them.
  ChauffeurAdded: (data) => data.name,
  ChauffeurUpdated: (data) => data.name,
  // An account's address is set when it is created or invited; no event changes it later.
  UserRegistered: (data) => data.email,
  StaffInvited: (data) => data.email,
  // Per language ({ en, nl?, fr?, de? }): kept whole, the panel shows the admin's language (decision 322).
  // Each carries every field as it now is, so a save may retitle the post.
  BlogPostCreated: (data) => data.title,
  BlogPostUpdated: (data) => data.title,
  // A homepage figure is only ever published, never edited.
  StatPublished: (data) => data.label,
};

/** A record's name: one text, or one per language with English always there. */
type RecordName = string | LocalizedText;

/** Only the languages' texts are kept, so nothing else an event holds reaches the feed. */
const asName = (value: unknown): RecordName | undefined => {
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value !== 'object' || value === null) return undefined;
  const texts = value as Record<string, unknown>;
  if (typeof texts.en !== 'string' || texts.en === '') return undefined;
  const name: Record<string, string> = {};
  for (const language of LANGUAGES) {
    const text = texts[language];
    if (typeof text === 'string' && text !== '') name[language] = text;
  }
  return name as LocalizedText;
};

const nameIn = (event: RecordedEvent): RecordName | undefined =>
  asName(RECORD_NAMES[event.type]?.(event.data as Record<string, unknown>));

/** The same name again (a post saved with its title unchanged) writes nothing. */
const sameName = (a: RecordName | undefined, b: RecordName | undefined): boolean =>
  typeof a === 'string' || typeof b === 'string' || a === undefined || b === undefined
    ? a === b
    : LANGUAGES.every((language) => a[language] === b[language]);

/**
 * Kinds whose events are never activity: bookkeeping streams (an address or a reference claimed, an admin's
 * read marks) and visitors' own records (a message, a newsletter sign-up). One table, so that the next such
 * stream is one entry; their types are not even followed, so their events wake no activity refresh.
 */
const QUIET_KINDS: ReadonlySet<string> = new Set([
  'notifications',
  'account_email',
  // A chauffeur's address claimed among chauffeurs (decision 316): the change itself is the chauffeur's event.
  'chauffeur_email',
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
    // 2: the rows carry their record's name (RECORD_NAMES); 3: chauffeurs' and accounts' names too;
    // 4: blog posts' titles and homepage figures' labels, per language.
    version: 4,
    collections: [ACTIVITY, ACTIVITY_NAMES],
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
    async project(event, context) {
      const kind = streamKindOf(catalogue, event.stream);
      if (kind === null || QUIET_KINDS.has(kind.kind)) return [];
      const named = nameIn(event);
      const byStaff = byStaffOrSystem(event.metadata);
      // A customer's event that names nothing changes nothing here: no read for it.
      if (!named && !byStaff) return [];
      // A stream's first event (a booking requested, a chauffeur added) has no name before it: no read.
      const known =
        event.revision === 0n
          ? undefined
          : (
              await context
                .collection<{ _id: string; name: RecordName }>(ACTIVITY_NAMES)
                .findOne({ _id: event.stream })
            )?.name;
      // Kept whoever wrote it: a customer's request names the booking staff act on later. A rename is this
      // one write: the feed reads each row's name here when it is shown (activity-queries.ts), so the rows
      // written before need no update (one per rename would scan the whole feed in a rebuild's memory).
      const naming: Change[] =
        named && !sameName(named, known)
          ? [
              {
                kind: 'upsert',
                collection: ACTIVITY_NAMES,
                id: event.stream,
                update: { $set: { name: named } },
              },
            ]
          : [];
      if (!byStaff) return naming;
      const name = named ?? known;
      return [
        ...naming,
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
            actor: auditActorOf(event.metadata.actor),
            ...(name === undefined ? {} : { name }),
          },
        },
      ];
    },
  };
}
