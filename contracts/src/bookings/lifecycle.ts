import { z } from 'zod';
import type { BookingStatus } from './status';
import { safeText } from '../common/text';
import { receiptPlacesSchema } from './receipt';

/**
 * The rules in time a step may have (issue 13), by name: what each one means is
 * services/bookings/domain/lifecycle-times.ts, which must give every name here a rule (its type says so).
 * - `start_window`: from the settings' start window before pickup on.
 * - `after_start`: never before the ride's recorded start.
 * - `after_pickup`: from the pickup time on.
 */
export type LifecycleTiming = 'start_window' | 'after_start' | 'after_pickup';

/** One step of a booking's life: everything the server and the web know about it, in one row. */
export interface LifecycleStep {
  /** The command the admin route sends to the decider. */
  readonly command: string;
  /** The event the decider decides; its definition in the catalogue is built from this row. */
  readonly event: string;
  /** The statuses the step may be taken from (any other: 409). */
  readonly from: readonly BookingStatus[];
  /** The status it leads to (the decider's state, the bookings read model, the audit history). */
  readonly to: BookingStatus;
  /** Its rule in time, if any (422 before then). */
  readonly timing: LifecycleTiming | null;
  /**
   * Whether the admin panel and the driver's page ask before taking it: a step whose mis-tap cannot be
   * mended, so one tap on a phone must not do it. Completing and a no-show end the booking for good and
   * count (decision 254); starting leads to no row back and leaves only those two, since a ride in
   * progress cannot be cancelled (decision 261); cancelling cannot be undone either and e-mails the customer
   * (decision 273; a confirmed booking's cancellation asks for its reason, which is that question).
   * Confirming stays one press (SPEC 4).
   */
  readonly confirmTwice: boolean;
  /** What a refusal calls the step: 'Cannot <verb> a booking that is …'. */
  readonly verb: string;
  /** What the event carries besides `booking_id` (the decider fills each field, booking-decider.ts). */
  readonly carries: z.ZodRawShape;
  /**
   * The statuses from which the step needs a reason (a row whose event carries `reason`): the admin panel
   * asks for it and the server refuses a blank one with 400 naming the field `reason` (decision 132).
   */
  readonly reasonRequiredFrom: readonly BookingStatus[];
  /** The event's description in the catalogue (docs/events.md). */
  readonly description: string;
}

/**
 * THE booking lifecycle (SPEC 4 and issue 13), one row per admin action, keyed by the action's name (its
 * route: POST /api/admin/bookings/:id/<action>). The decider's decide and evolve, the admin routes, the
 * actions the web shows (`actionsFor`), the bookings projection's status and the catalogue's lifecycle
 * events are all derived from it: adding a state is one row here plus its tests.
 *
 * A no-show is recorded from `confirmed` and also from `in_progress`, because a chauffeur starts the ride up
 * to the start window before pickup (on the way to the customer), and only then learns that nobody comes;
 * completing such a ride would count revenue for a ride that never took place.
 *
 * The order is the order of the buttons in the admin (and of the events in docs/events.md).
 */
export const BOOKING_LIFECYCLE = {
  confirm: {
    command: 'ConfirmBooking',
    event: 'BookingConfirmed',
    from: ['pending'],
    to: 'confirmed',
    timing: null,
    confirmTwice: false,
    verb: 'confirm',
    carries: {},
    reasonRequiredFrom: [],
    description: 'An admin confirmed a pending booking.',
  },
  start: {
    command: 'StartRide',
    event: 'RideStarted',
    from: ['confirmed'],
    to: 'in_progress',
    timing: 'start_window',
    // Decision 261: no row leads back to confirmed, and a started ride can no longer be cancelled.
    confirmTwice: true,
    verb: 'start',
    // Optional: events stored before issue 13 have no `started_at` (the decider then has no time to compare).
    carries: { started_at: z.iso.datetime({ offset: true }).optional() },
    reasonRequiredFrom: [],
    description:
      'The chauffeur started a confirmed ride (from the start window before pickup on); carries when, by the server clock.',
  },
  complete: {
    command: 'CompleteRide',
    event: 'RideCompleted',
    from: ['in_progress'],
    to: 'completed',
    timing: 'after_start',
    // Decision 254: it ends the ride for good and counts its fare, so a mis-tap must not do it.
    confirmTwice: true,
    verb: 'complete',
    // The VAT rate in force when the ride was completed, the service's tax point: its receipt's rate for
    // good, whatever the setting later (decision 232). Optional: completions stored before it have none,
    // and take the rate the settings had just before them in the log (decision 233). Its places as the receipt
    // says them, for good too (decision 297); completions stored before it have none, and their receipt
    // reads the places from the gazetteer of the day, as it always did.
    carries: {
      total_fare: z.number(),
      vat_rate_percent: z.number().optional(),
      receipt_places: receiptPlacesSchema.optional(),
    },
    reasonRequiredFrom: [],
    description:
      "A ride in progress was completed; carries the fare earned, the VAT rate in force then and the places as its receipt says them (in the booking's language), the receipt's for good.",
  },
  // Issue 17: a confirmed booking may be cancelled too (the customer calls, the flight is cancelled), with a
  // reason for the history (decision 132). A pending one is asked first (decision 273: SPEC 4's one press
  // cancelled a customer's request and e-mailed them on a mis-tap next to Confirm). DELETE stays for
  // mistakes. Events stored before issue 17 carry `reason: null`.
  cancel: {
    command: 'CancelBooking',
    event: 'BookingCancelled',
    from: ['pending', 'confirmed'],
    to: 'cancelled',
    timing: null,
    confirmTwice: true,
    verb: 'cancel',
    carries: { reason: z.string().nullable() },
    reasonRequiredFrom: ['confirmed'],
    description:
      'A pending or confirmed booking was cancelled; carries the reason the admin gave (required for a confirmed one, staff-only).',
  },
  no_show: {
    command: 'MarkNoShow',
    event: 'BookingMarkedNoShow',
    from: ['confirmed', 'in_progress'],
    to: 'no_show',
    timing: 'after_pickup',
    // Issue 13: it ends the booking for good and counts in the analytics.
    confirmTwice: true,
    verb: 'mark as no-show',
    carries: {},
    reasonRequiredFrom: [],
    description: 'The customer of a confirmed (or started) ride never came; recorded after the pickup time.',
  },
} as const satisfies Record<string, LifecycleStep>;

type Lifecycle = typeof BOOKING_LIFECYCLE;
export type BookingAction = keyof Lifecycle;
export const BOOKING_ACTION_NAMES = Object.keys(BOOKING_LIFECYCLE) as BookingAction[];
/** The step of each action, as a list (the table's rows in order). */
export const LIFECYCLE_STEPS = BOOKING_ACTION_NAMES.map((action) => ({
  action,
  ...BOOKING_LIFECYCLE[action],
}));

/** The actions the admin panel asks about before taking them (each needs its question's texts). */
export type ConfirmedTwiceAction = {
  [A in BookingAction]: Lifecycle[A]['confirmTwice'] extends true ? A : never;
}[BookingAction];

export type LifecycleCommandType = Lifecycle[BookingAction]['command'];
export type LifecycleEventType = Lifecycle[BookingAction]['event'];
/** The data of a lifecycle event: the booking's id and what its row carries. */
export type LifecycleEventData<A extends BookingAction> = { booking_id: string } & Carried<
  Lifecycle[A]['carries']
>;
type Carried<Shape extends z.ZodRawShape> = [keyof Shape] extends [never]
  ? unknown
  : z.infer<z.ZodObject<Shape>>;
/** The lifecycle events as the decider decides and reads them. */
export type LifecycleEvent = {
  [A in BookingAction]: { type: Lifecycle[A]['event']; data: LifecycleEventData<A> };
}[BookingAction];

/** The zod schema of a lifecycle event's data (the catalogue checks stored events with it). */
export const lifecycleEventSchema = (step: LifecycleStep) =>
  z.object({ booking_id: z.uuid() }).extend(step.carries);

/** The step whose event this is, if it is a lifecycle event (the projection's status, the audit history). */
export const lifecycleStepOfEvent = (type: string) => LIFECYCLE_STEPS.find((step) => step.event === type);
/** The step a command takes, if it is a lifecycle command (the decider). */
export const lifecycleStepOfCommand = (type: string) => LIFECYCLE_STEPS.find((step) => step.command === type);

/** Whether taking `action` on a booking in `status` needs a reason (the panel asks, the server insists). */
export const needsReason = (action: BookingAction, status: BookingStatus): boolean =>
  (BOOKING_LIFECYCLE[action].reasonRequiredFrom as readonly BookingStatus[]).includes(status);

/** How long a reason may be: a sentence or two for the history. */
export const LIFECYCLE_REASON_MAX = 500;

/**
 * The reason an admin may send with a step whose event carries one (POST …/cancel): trimmed, staff-only
 * text. Whether it is required depends on the booking's status, which only the decider knows.
 */
export const lifecycleReasonSchema = safeText(
  z.string().trim().max(LIFECYCLE_REASON_MAX, `Reason must be at most ${LIFECYCLE_REASON_MAX} characters`),
  'Reason',
  true,
).nullish();

/** The status actions an admin may take on a booking in this status (delete is always possible). */
export const actionsFor = (status: BookingStatus): BookingAction[] =>
  LIFECYCLE_STEPS.filter((step) => (step.from as readonly BookingStatus[]).includes(status)).map(
    (step) => step.action,
  );
