import type { RecordedEvent } from '@chauffeur/eventstore';
import {
  BOOKING_STREAM_PREFIX,
  LIFECYCLE_STEPS,
  bookingRowSchema,
  contactFieldsOf,
  type BookingChangedData,
  type BookingRequestedData,
  type BookingRow,
  type Actor,
  type BookingStatus,
} from '@chauffeur/contracts';
import { on, projectionOf, type Change, type IndexSpec } from '@chauffeur/projections';
import { VehicleUpdated } from '../../fleet/index';
import {
  BookingChanged,
  BookingDeleted,
  BookingNoteAdded,
  BookingRequested,
  bookingEvents,
  lifecycleEventOf,
} from '../events';
import { CarAssigned, CarUnassigned, ChauffeurAssigned, ChauffeurUnassigned } from '../assignment-events';
import {
  ChangeRequestApplied,
  ChangeRequestClosed,
  ChangeRequestDeclined,
  ChangeRequestPriced,
  ChangeRequestWithdrawn,
  ChangeRequested,
} from '../change-requests/change-request-events';
import { searchFieldsOf } from './booking-search';
import { fareCurrencyOf } from './fare-currency';

export const BOOKINGS = 'bookings';
/** The settings as the log had them so far: the currency of a request that recorded none (decision 247). */
const fareCurrency = fareCurrencyOf('bookings_settings');

/** Who wrote a note, as the admin page shows it: the staff member's e-mail. */
const authorOf = (actor: Actor) =>
  actor.kind === 'user' ? actor.email : actor.kind === 'system' ? actor.name : 'anonymous';

/**
 * The fields of an event that the row shows: the admin list sends the stored rows as they are (decision
 * 244), so a field an event gains (the fare's basis, its currency: decision 241) stays out of the row
 * unless the row's schema names it.
 */
const ROW_FIELDS: ReadonlySet<string> = new Set(Object.keys(bookingRowSchema.shape));
const rowFieldsOf = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([key]) => ROW_FIELDS.has(key)));

function requestedRow(data: BookingRequestedData, event: RecordedEvent, currency: BookingRow['currency']) {
  const at = event.metadata.occurredAt;
  const { booking_id, vehicle, customer, ...requested } = data;
  const fields = rowFieldsOf(requested) as Partial<typeof requested>;
  return {
    _id: booking_id,
    id: booking_id,
    ...fields,
    // The fare's currency by the receipt's rule, also for a request that recorded none (decision 247).
    currency,
    // The customer's street and number beside each place (issue 14), null when none: one shape to read.
    pickup_address_line: fields.pickup_address_line ?? null,
    dropoff_address_line: fields.dropoff_address_line ?? null,
    // SPEC 3 keeps the customer in the emergency_contact fields of the read model (event v2: `customer`).
    ...contactFieldsOf(customer),
    // What the admin search looks in, normalised once here (booking-search.ts, decision 135).
    ...searchFieldsOf(contactFieldsOf(customer)),
    status: 'pending' as BookingStatus,
    revision: Number(event.revision),
    vehicle_id: vehicle.id,
    vehicle: { id: vehicle.id, name: vehicle.name },
    created_at: at,
    updated_at: at,
    // SPEC 3 fields the wizard does not set (yet): kept so the admin screens read one shape.
    waiting_time_fare: 0,
    discount_amount: 0,
    payment_status: 'unpaid',
    special_requests: [],
    promo_code: null,
    is_wheelchair_accessible: false,
    needs_child_seat: false,
    is_pet_friendly: false,
    change_request_open: false,
  };
}

/**
 * What a change sets on the row: each changed field as the row keeps it. The customer is kept in SPEC 3's
 * contact fields and the search fields (rewritten with them, so a search finds the new name); the vehicle as
 * its id and name; a cleared address line as null. The new total always.
 */
function changedFields({ changes, total_fare }: BookingChangedData): Record<string, unknown> {
  const { customer, vehicle, ...changed } = changes;
  const fields = rowFieldsOf(changed);
  return {
    ...fields,
    ...(customer ? { ...contactFieldsOf(customer), ...searchFieldsOf(contactFieldsOf(customer)) } : {}),
    ...(vehicle ? { vehicle_id: vehicle.id, vehicle: { id: vehicle.id, name: vehicle.name } } : {}),
    total_fare,
  };
}

/** A lifecycle step's event sets the status its row leads to (the lifecycle table). */
const lifecycleHandlers = LIFECYCLE_STEPS.map((step) =>
  on(lifecycleEventOf(step.action), ({ booking_id }, event): Change[] => [
    {
      kind: 'update',
      collection: BOOKINGS,
      filter: { _id: booking_id },
      update: {
        $set: { status: step.to, revision: Number(event.revision), updated_at: event.metadata.occurredAt },
      },
    },
  ]),
);

/** A booking's chauffeur or car as its row shows it (null: none). */
const assignment = (
  bookingId: string,
  assigned:
    | { chauffeur: { id: string; name: string } | null }
    | { car: { id: string; plate: string; colour: string } | null },
  event: RecordedEvent,
): Change => ({
  kind: 'update',
  collection: BOOKINGS,
  filter: { _id: bookingId },
  update: { $set: { ...assigned, revision: Number(event.revision), updated_at: event.metadata.occurredAt } },
});

/**
 * Whether the customer's change request waits for the operator (the admin list's marker): a customer asks,
 * and the operator's answer (accepted, at the same price or a higher one the customer then confirms or not;
 * declined), the customer's withdrawal or the booking's end (ChangeRequestClosed, appended with its step)
 * leaves nothing for the dispatcher to do. The marker is on the row, so each of these changes the row at its
 * event's time, as every other handler of the row says (decision 324).
 */
const changeRequestOpen = (open: boolean) => (data: { booking_id: string }, event: RecordedEvent) => [
  {
    kind: 'update' as const,
    collection: BOOKINGS,
    filter: { _id: data.booking_id },
    update: {
      $set: {
        change_request_open: open,
        revision: Number(event.revision),
        updated_at: event.metadata.occurredAt,
      },
    },
  },
];
const changeRequestHandlers = [
  on(ChangeRequested, changeRequestOpen(true)),
  ...[
    ChangeRequestPriced,
    ChangeRequestApplied,
    ChangeRequestDeclined,
    ChangeRequestWithdrawn,
    ChangeRequestClosed,
  ].map((definition) => on(definition, changeRequestOpen(false))),
];

/**
 * The handlers of the events that change what the row shows. Each sets the row's `revision` to its event's:
 * the admin's commands send it back as If-Match.
 */
const rowHandlers = [
  // The first event of a booking's stream: an insert (a replay meets the row and skips it).
  on(BookingRequested, (data, event, context) =>
    fareCurrency.withCurrency(data, context, (currency): Change[] => [
      { kind: 'insert', collection: BOOKINGS, doc: requestedRow(data, event, currency) },
    ]),
  ),
  ...lifecycleHandlers,
  on(BookingDeleted, ({ booking_id }): Change[] => [
    { kind: 'delete', collection: BOOKINGS, filter: { _id: booking_id } },
  ]),
  // Staff-only: the admin's booking page lists them; no public answer reads this row's notes.
  on(BookingNoteAdded, ({ booking_id, text }, event): Change[] => [
    {
      kind: 'update',
      collection: BOOKINGS,
      filter: { _id: booking_id },
      update: {
        $push: {
          notes: { text, added_at: event.metadata.occurredAt, added_by: authorOf(event.metadata.actor) },
        },
        $set: { revision: Number(event.revision), updated_at: event.metadata.occurredAt },
      },
    },
  ]),
  on(BookingChanged, (data, event): Change[] => [
    {
      kind: 'update',
      collection: BOOKINGS,
      filter: { _id: data.booking_id },
      update: {
        $set: {
          ...changedFields(data),
          revision: Number(event.revision),
          updated_at: event.metadata.occurredAt,
        },
      },
    },
  ]),
  // The chauffeur of the ride (issue 17): the admin's page, the dispatch and the driver's page read it.
  on(ChauffeurAssigned, ({ booking_id, chauffeur }, event): Change[] => [
    assignment(booking_id, { chauffeur }, event),
  ]),
  on(ChauffeurUnassigned, ({ booking_id }, event): Change[] => [
    assignment(booking_id, { chauffeur: null }, event),
  ]),
  // The car of the ride (issue 17): the admin's page, the dispatch board and the driver's page read it.
  on(CarAssigned, ({ booking_id, car }, event): Change[] => [assignment(booking_id, { car }, event)]),
  on(CarUnassigned, ({ booking_id }, event): Change[] => [assignment(booking_id, { car: null }, event)]),
  ...changeRequestHandlers,
];

/**
 * Every other event of a booking's stream (a "Find my booking" request of logs before decision 255, now on
 * its own stream) shows nothing on the row but moves the stream's revision, and the row follows it:
 * the admin's commands are checked against the stream's revision, so a row left behind made every confirm
 * a 409 that no reload could mend (decision 246). Derived from the module's events, so that the next event
 * of the stream follows with nothing to add here.
 */
const handled = new Set(rowHandlers.map((handler) => handler.type));
const revisionHandlers = bookingEvents
  .filter(({ streamPrefix, type }) => streamPrefix === BOOKING_STREAM_PREFIX && !handled.has(type))
  .map((definition) =>
    on(definition, (_data, event): Change[] => [
      {
        kind: 'update',
        collection: BOOKINGS,
        filter: { _id: event.stream.slice(BOOKING_STREAM_PREFIX.length) },
        update: { $set: { revision: Number(event.revision) } },
      },
    ]),
  );

/** The fields searchFilter tests (booking-search.ts), at the end of every list index. */
const SEARCHED: IndexSpec = [
  { path: 'search_text', type: 'string' },
  { path: 'search_phone', type: 'string' },
  { path: 'reference', type: 'string' },
];

/** The admin bookings list (SPEC 2, 3): one row per booking, its vehicle's current name joined in. */
export const bookingsProjection = projectionOf({
  name: 'bookings',
  collections: [BOOKINGS, fareCurrency.collection],
  // Version 2 (decision 135): rows keep their search fields (search_text, search_phone). Version 3 (issue 17,
  // decision 141): rows follow BookingChanged. Version 4 (issue 17, decision 160): rows carry their chauffeur.
  // Version 5 (issue 17, decision 165): rows carry their car. Version 6 (decision 246): the row's revision
  // follows every event of the booking's stream. Version 7 (decision 247): rows carry their fare's currency,
  // also those of requests stored before it was recorded (the settings so far, in `bookings_settings`).
  // Version 8 (decision 319): rows say whether a customer's change request waits for the operator.
  // Version 9 (decision 324): a change request's ask, answer, withdrawal or close moves the row's updated_at.
  version: 9,
  // listBookings (booking-queries.ts): newest first or by pickup time (a pickup day range walks the
  // pickup index), all statuses or one, with the total. Each index ends with the search fields, so a
  // search is a substring test (`instr`) on the index the order walks, in C, never reading a row; the
  // first index, the widest, also answers a search's count.
  indexes: {
    [BOOKINGS]: [
      [{ path: 'created_at', type: 'string', order: -1 }, { path: '_id', type: 'string' }, ...SEARCHED],
      [
        { path: 'status', type: 'string' },
        { path: 'created_at', type: 'string', order: -1 },
        { path: '_id', type: 'string' },
        ...SEARCHED,
      ],
      [{ path: 'scheduled_time', type: 'string' }, { path: '_id', type: 'string' }, ...SEARCHED],
      [
        { path: 'status', type: 'string' },
        { path: 'scheduled_time', type: 'string' },
        { path: '_id', type: 'string' },
        ...SEARCHED,
      ],
      // The filter "change request waiting" (decision 323): the few open ones, their pickup still ahead.
      [
        { path: 'change_request_open', type: 'boolean' },
        { path: 'scheduled_time', type: 'string' },
        { path: '_id', type: 'string' },
        ...SEARCHED,
      ],
      // ridesOfChauffeur (driver-rides.ts): a chauffeur's rides by pickup time.
      [
        { path: 'chauffeur.id', type: 'string' },
        { path: 'scheduled_time', type: 'string' },
        { path: '_id', type: 'string' },
      ],
    ],
  },
  handlers: [
    ...rowHandlers,
    ...revisionHandlers,
    fareCurrency.handler,
    on(VehicleUpdated, ({ vehicle_id, name }): Change[] => [
      {
        kind: 'update',
        collection: BOOKINGS,
        filter: { vehicle_id },
        update: { $set: { 'vehicle.name': name } },
        many: true,
      },
    ]),
  ],
});
