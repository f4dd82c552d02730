import { z } from 'zod';
import { requiredText, safeText } from '../common/text';
import { bookingRequestSchema, pickupTimeSchema, scheduledTimeSchemaOn } from './booking-request';

/*
 * Issue 18 point 2: a customer asks, through the booking's manage link, to change what a customer may
 * change on their own (the pickup time, passengers, luggage, the flight); the operator accepts or
 * declines; a higher price waits for the customer's confirmation (decisions 183–186).
 */

const request = bookingRequestSchema.shape;

/** The fields a customer may ask to change, with `scheduledTime` the pickup time's schema. */
const changeFields = (scheduledTime: z.ZodType<string>) =>
  z.object({
    scheduled_time: scheduledTime.optional(),
    passenger_count: request.passenger_count.optional(),
    luggage_count: request.luggage_count.optional(),
    flight_number: request.flight_number,
  });

/**
 * The fields a customer asked to change, as recorded (the event ChangeRequested) and shown: absent =
 * unchanged; a flight set to null or '' is "none". The pickup time is read as written: the horizon was
 * checked when it was asked, on the server's clock, and what was asked stays readable.
 */
export const changeRequestFieldsSchema = changeFields(pickupTimeSchema);
export type ChangeRequestFields = z.infer<typeof changeRequestFieldsSchema>;

/**
 * `POST /api/manage/:token/change-requests`: at least one field, validated as for a new booking (the pickup
 * time within the horizon counted from `now`, the server's clock: decision 338). A quote token is refused,
 * not ignored (decision 265): a change is priced when the operator accepts it, at today's fares (decision
 * 184) and in the booking's own currency (decision 241), so a quote, in another currency or not, would name
 * a price the customer is never charged.
 */
export const changeRequestBodySchemaOn = (now: () => Date) =>
  changeFields(scheduledTimeSchemaOn(now))
    .extend({
      // `z.unknown().refine` rather than `z.undefined()`: the same answer without one more zod class in the
      // landing page's zod chunk (its budget).
      quote_token: z
        .unknown()
        .refine((token) => token === undefined, {
          message: "A change is priced in the booking's currency when it is accepted: a quote cannot be used",
        })
        .optional(),
    })
    .refine((body) => Object.values(body).some((value) => value !== undefined), {
      message: 'Ask for at least one change',
    });

/**
 * How many change requests one booking takes online (decision 302): each one e-mails the company and the
 * customer, and asking then withdrawing again and again did so without end. A real customer asks a few
 * times; past this the manage page says to call.
 */
export const CHANGE_REQUESTS_MAX = 10;

/** How long the operator's reason for declining may be. */
export const CHANGE_DECLINE_REASON_MAX = 500;
/** `POST /api/admin/bookings/:id/change-requests/:rid/decline`: the reason, which the customer is e-mailed. */
export const changeRequestDeclineSchema = z.object({
  reason: safeText(requiredText('Reason', CHANGE_DECLINE_REASON_MAX), 'Reason', true),
});

/**
 * Where a request stands: open (the operator has not answered), awaiting the customer's confirmation of a
 * higher price, applied, declined, withdrawn by the customer, closed with its booking (decision 277), or
 * expired: still waiting when its booking's pickup time came (decision 284; read on the server's clock, no
 * event says it).
 */
export const changeRequestStateSchema = z.enum([
  'open',
  'awaiting_customer',
  'applied',
  'declined',
  'withdrawn',
  'closed',
  'expired',
]);
export type ChangeRequestState = z.infer<typeof changeRequestStateSchema>;
/**
 * What closed a request still waiting when its booking ended (decision 277): the status the booking reached
 * (its ride started or ended, or it was cancelled), or its deletion.
 */
export const CHANGE_REQUEST_CLOSED_BY = [
  'in_progress',
  'completed',
  'no_show',
  'cancelled',
  'deleted',
] as const;
export type ChangeRequestClosedBy = (typeof CHANGE_REQUEST_CLOSED_BY)[number];

/** The states in which a request is still "the open one" (a second request is refused). */
export const PENDING_CHANGE_STATES: readonly ChangeRequestState[] = ['open', 'awaiting_customer'];

/** A change request as the admin's booking page, the bookings list and the manage page show it. */
export const changeRequestSchema = z.object({
  id: z.uuid(),
  state: changeRequestStateSchema,
  changes: changeRequestFieldsSchema,
  requested_at: z.string(),
  /** The total before, and the re-priced total once the operator accepted (null before). */
  previous_total_fare: z.number(),
  total_fare: z.number().nullable(),
  reason: z.string().nullable(),
  /** When it was answered or ended (an expired one: its pickup time); null while it waits. */
  answered_at: z.string().nullable(),
  /** Only on a closed request: what ended its booking. */
  closed_by: z.enum(CHANGE_REQUEST_CLOSED_BY).optional(),
  /**
   * Only on an applied request: what the booking had, before the change took effect, of each asked field
   * the change moved (the `previous` of the BookingChanged it led to). The booking already holds the new
   * values, so this is the one place the old ones remain (a flight: null for none). Read as stored, not
   * re-validated as a request.
   */
  previous: z
    .object({
      scheduled_time: z.string(),
      passenger_count: z.number(),
      luggage_count: z.number(),
      flight_number: z.string().nullable(),
    })
    .partial()
    .optional(),
});
export type ChangeRequest = z.infer<typeof changeRequestSchema>;
