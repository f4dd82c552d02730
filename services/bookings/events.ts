/*
 * The events of the bookings module: their definitions (stream, version, schema, upcasters) for the catalogue.
 * The lifecycle events are built from the rows of the lifecycle table, so a new step is one row there.
 * module.ts lists `bookingEvents`; the composition root composes the catalogue from every module.
 */
import { z } from 'zod';
import { defineEvent, type EventDefinition } from '@chauffeur/contracts';
import {
  BOOKING_LIFECYCLE,
  LIFECYCLE_STEPS,
  lifecycleEventSchema,
  type BookingAction,
  type LifecycleEvent,
  type LifecycleEventData,
} from '@chauffeur/contracts';
import {
  MODEL_SCHEDULE_STREAM_PREFIX,
  CAR_SCHEDULE_STREAM_PREFIX,
  CHAUFFEUR_SCHEDULE_STREAM_PREFIX,
  BOOKING_REFERENCE_STREAM_PREFIX,
  BOOKING_STREAM_PREFIX,
  bookingChangedDataSchema,
  type BookingChangedData,
  bookingReferenceClaimedDataSchema,
  bookingRequestedDataSchema,
  upcastBookingRequestedV1,
  type BookingRequestedData,
  type BookingRequestedV1Data,
} from '@chauffeur/contracts';
import { assignmentEvents } from './assignment-events';
import { changeRequestEvents } from './change-requests/change-request-events';
import { ManageLinkAsked, ManageLinkRequested } from './manage/manage-events';

const bookingId = z.object({ booking_id: z.uuid() });

export const BookingRequested = defineEvent({
  type: 'BookingRequested',
  streamPrefix: BOOKING_STREAM_PREFIX,
  version: 2,
  description: 'A customer booked a ride; carries the route and the fare the server computed.',
  schema: bookingRequestedDataSchema,
  upcasters: { 1: (data) => upcastBookingRequestedV1(data as BookingRequestedV1Data) },
  history: { 1: 'the customer in SPEC 3 `emergency_contact_name/phone/email` fields' },
});

/** One event per row of the lifecycle table, in its order. */
export const lifecycleEvents = LIFECYCLE_STEPS.map((step) =>
  defineEvent({
    type: step.event,
    streamPrefix: BOOKING_STREAM_PREFIX,
    version: 1,
    description: step.description,
    schema: lifecycleEventSchema(step),
  }),
);

/**
 * The definition of one step's event, by its action, typed with what its row carries: other modules'
 * projections handle lifecycle events through it (`on(lifecycleEventOf('cancel'), …)`) without naming them.
 */
export function lifecycleEventOf<A extends BookingAction>(action: A) {
  const definition = lifecycleEvents.find((event) => event.type === BOOKING_LIFECYCLE[action].event)!;
  // The schema is built from the same row (lifecycleEventSchema), so its data is that row's.
  return definition as unknown as EventDefinition<
    (typeof BOOKING_LIFECYCLE)[A]['event'],
    z.ZodType<LifecycleEventData<A>>
  >;
}

export const BookingDeleted = defineEvent({
  type: 'BookingDeleted',
  streamPrefix: BOOKING_STREAM_PREFIX,
  version: 1,
  description: 'An admin deleted a booking: it leaves the read models; its history stays in the log.',
  schema: bookingId,
});

export const BookingNoteAdded = defineEvent({
  type: 'BookingNoteAdded',
  streamPrefix: BOOKING_STREAM_PREFIX,
  version: 1,
  description:
    'An admin wrote an internal note on a booking: staff-only, shown in its history and admin page, never to the customer.',
  schema: z.object({ booking_id: z.uuid(), text: z.string() }),
});

export const BookingChanged = defineEvent({
  type: 'BookingChanged',
  streamPrefix: BOOKING_STREAM_PREFIX,
  version: 1,
  description:
    "An admin changed a booking that had not started (time, places, vehicle, passengers, luggage, flight, round trip, customer), a customer's change request took effect, or the customer corrected their own name or phone on the manage page (actor `customer`, only `customer` changed, no mail: decision 340); carries the changed fields before and after, and the total the server priced before and after.",
  schema: bookingChangedDataSchema,
});

/**
 * Issue 18 point 4: the pickup reminder (reminders/reminder-decider.ts); the mail reactor mails on it. Its
 * own stream per booking, not the booking's: a reminder written by the scheduler must not move the
 * booking's revision under an admin who has it open (their next action would be refused as stale).
 */
export const PICKUP_REMINDER_STREAM_PREFIX = 'pickup_reminder-';
export const pickupReminderStream = (bookingId: string) => `${PICKUP_REMINDER_STREAM_PREFIX}${bookingId}`;
export const PickupReminderDue = defineEvent({
  type: 'PickupReminderDue',
  streamPrefix: PICKUP_REMINDER_STREAM_PREFIX,
  version: 1,
  description:
    "The 24-hour reminder of a confirmed ride is due (written once per pickup time by the reminder scheduler, in the booking's reminder stream); carries the pickup time it reminds of.",
  schema: z.object({ booking_id: z.uuid(), scheduled_time: z.iso.datetime({ offset: true }) }),
});

export const BookingReferenceClaimed = defineEvent({
  type: 'BookingReferenceClaimed',
  streamPrefix: BOOKING_REFERENCE_STREAM_PREFIX,
  version: 1,
  description:
    'A booking reference now belongs to this booking (uniqueness of references); written before the booking.',
  schema: bookingReferenceClaimedDataSchema,
});
export const LegacyBookingReferencesRecorded = defineEvent({
  type: 'LegacyBookingReferencesRecorded',
  streamPrefix: BOOKING_REFERENCE_STREAM_PREFIX,
  version: 1,
  description:
    'The references of the bookings stored before references were claimed: taken, though no claim says so.',
  schema: z.object({ references: z.array(z.string()) }),
});

/** The events of a booking's stream, as its decider decides and reads them. */
export type BookingEvent =
  | { type: 'BookingRequested'; data: BookingRequestedData }
  | LifecycleEvent
  | { type: 'BookingDeleted'; data: { booking_id: string } }
  | { type: 'BookingNoteAdded'; data: BookingNoteAddedData }
  | { type: 'BookingChanged'; data: BookingChangedData };

export type BookingNoteAddedData = z.infer<typeof BookingNoteAdded.schema>;

/**
 * Issue 17: a booking holds one of a model's cars over its busy interval, written in the stream of each UTC
 * day the interval touches before the booking itself (availability/claim-model-slot.ts, decision 147).
 */
const slotData = z.object({
  vehicle_id: z.uuid(),
  day: z.iso.date(),
  booking_id: z.uuid(),
});
export const ModelSlotHeld = defineEvent({
  type: 'ModelSlotHeld',
  streamPrefix: MODEL_SCHEDULE_STREAM_PREFIX,
  version: 1,
  description:
    'A booking holds one car of a model from `from` to `to` (its busy interval); written before the booking.',
  schema: slotData.extend({ from: z.iso.datetime(), to: z.iso.datetime(), held_at: z.iso.datetime() }),
});
export const ModelSlotReleased = defineEvent({
  type: 'ModelSlotReleased',
  streamPrefix: MODEL_SCHEDULE_STREAM_PREFIX,
  version: 1,
  description:
    'A hold written for a booking that was then refused (its interval spans days and another day was full).',
  schema: slotData,
});
export type ModelSlotEvent =
  | { type: 'ModelSlotHeld'; data: z.infer<typeof ModelSlotHeld.schema> }
  | { type: 'ModelSlotReleased'; data: z.infer<typeof ModelSlotReleased.schema> };

/**
 * Issue 17: a car or a chauffeur is claimed for a ride over its busy interval, in the stream of each UTC day
 * the interval touches, before the assignment is written to the booking (availability/claim-ride-slot.ts,
 * decision 165). A claim stops counting with no event of its own when its booking says so (un-assigned,
 * moved, cancelled, completed, no-show, deleted); a release is written only for a claim whose assignment
 * was then refused.
 */
const rideSlotData = z.object({
  resource_id: z.uuid(),
  day: z.iso.date(),
  booking_id: z.uuid(),
  from: z.iso.datetime(),
  to: z.iso.datetime(),
});
const rideClaimData = rideSlotData.extend({
  /** The ride the claim was made for: once the booking's ride differs (moved), it no longer holds anything. */
  scheduled_time: z.iso.datetime(),
  duration_minutes: z.number().int(),
  round_trip: z.boolean(),
  /**
   * The booking's revision the claim was decided on, at which its assignment (or edit) is then appended:
   * while the booking is still at it, that append may be under way, so the claim counts (decision 165).
   */
  booking_revision: z.number().int(),
  claimed_at: z.iso.datetime(),
});
export const CarSlotClaimed = defineEvent({
  type: 'CarSlotClaimed',
  streamPrefix: CAR_SCHEDULE_STREAM_PREFIX,
  version: 1,
  description: 'A ride claims a car from `from` to `to` (its busy interval); written before the assignment.',
  schema: rideClaimData,
});
export const CarSlotReleased = defineEvent({
  type: 'CarSlotReleased',
  streamPrefix: CAR_SCHEDULE_STREAM_PREFIX,
  version: 1,
  description: 'A car claim whose assignment was then refused (another day was busy, or the booking moved).',
  schema: rideSlotData,
});
export const ChauffeurSlotClaimed = defineEvent({
  type: 'ChauffeurSlotClaimed',
  streamPrefix: CHAUFFEUR_SCHEDULE_STREAM_PREFIX,
  version: 1,
  description:
    'A ride claims a chauffeur from `from` to `to` (its busy interval); written before the assignment.',
  schema: rideClaimData,
});
export const ChauffeurSlotReleased = defineEvent({
  type: 'ChauffeurSlotReleased',
  streamPrefix: CHAUFFEUR_SCHEDULE_STREAM_PREFIX,
  version: 1,
  description:
    'A chauffeur claim whose assignment was then refused (another day was busy, or the booking moved).',
  schema: rideSlotData,
});
export type RideClaimData = z.infer<typeof rideClaimData>;
export type RideSlotData = z.infer<typeof rideSlotData>;

/** Every event of the module, for the catalogue. */
export const bookingEvents = [
  BookingRequested,
  ...lifecycleEvents,
  BookingDeleted,
  BookingNoteAdded,
  BookingChanged,
  PickupReminderDue,
  // Issue 18: the "Find my booking" form (manage/manage-events.ts): on the booking's stream until decision
  // 255, now on its own.
  ManageLinkRequested,
  ManageLinkAsked,
  BookingReferenceClaimed,
  LegacyBookingReferencesRecorded,
  ModelSlotHeld,
  ModelSlotReleased,
  CarSlotClaimed,
  CarSlotReleased,
  ChauffeurSlotClaimed,
  ChauffeurSlotReleased,
  // Issue 18 point 2: a customer's change requests, on the booking's stream.
  ...changeRequestEvents,
  // Issue 17: a chauffeur's and a car's assignment, decided by dispatch, on the booking's stream (decision 268).
  ...assignmentEvents,
] as const;
