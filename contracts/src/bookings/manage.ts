import { z } from 'zod';
import { locationSchema } from '../geo/place';
import { LANGUAGES } from '../http/config';
import { safeText } from '../common/text';
import { bookingStatusSchema } from './status';
import { LIFECYCLE_REASON_MAX } from './lifecycle';
import { bookingRequestSchema } from './booking-request';

/*
 * The customer's manage page (issue 18 point 1): `GET /api/manage/:token` and what a customer may do there
 * without an account, authorised by the token of the link alone. Nothing staff-only ever travels here: no
 * notes, no history, no other booking, no chauffeur's surname or phone.
 */

/** The moments of a booking's life the customer sees, in the order the page lists them. */
export const MANAGE_TIMELINE_STEPS = [
  'requested',
  'confirmed',
  'chauffeur_assigned',
  'on_the_way',
  'completed',
  'cancelled',
] as const;
export type ManageTimelineStep = (typeof MANAGE_TIMELINE_STEPS)[number];

export const manageTimelineEntrySchema = z.object({
  step: z.enum(MANAGE_TIMELINE_STEPS),
  at: z.string(),
});

/** Who cancelled, as the customer is told: they themselves through the link, or the company. */
export const cancelledBySchema = z.enum(['you', 'company']);

const placeSchema = locationSchema.extend({ address_line: z.string().nullable() });

export const manageBookingSchema = z.object({
  reference: z.string(),
  status: bookingStatusSchema,
  timeline: z.array(manageTimelineEntrySchema),
  cancellation: z.object({ at: z.string(), by: cancelledBySchema }).nullable(),
  pickup: placeSchema,
  dropoff: placeSchema,
  scheduled_time: z.string(),
  is_round_trip: z.boolean(),
  /**
   * The booked vehicle, and how many passengers and pieces of luggage it takes as the fleet has it now: a
   * change request is checked against these (decision 332). Null once the vehicle has left the fleet.
   * Its id: "Book again" and "Book the return ride" open the wizard with it chosen (decision 347).
   */
  vehicle: z.object({
    id: z.string(),
    name: z.string(),
    max_passengers: z.number().int().nullable(),
    max_luggage: z.number().int().nullable(),
  }),
  passenger_count: z.number().int(),
  luggage_count: z.number().int(),
  flight_number: z.string().nullable(),
  total_fare: z.number(),
  currency: z.string(),
  language: z.enum(LANGUAGES),
  /** Once assigned: the chauffeur's first name only (their surname and phone stay with the company). */
  chauffeur: z.object({ first_name: z.string() }).nullable(),
  /** Once assigned: the car the customer looks for at pickup (its model is the booked vehicle's). */
  car: z.object({ model: z.string(), colour: z.string(), plate: z.string() }).nullable(),
  /** Whether the customer may cancel online now, and until when (pickup − the free-cancellation hours). */
  can_cancel: z.boolean(),
  cancel_until: z.string(),
  /** Whom to call for anything the page cannot do (the company's number, the same as on the site). */
  company_phone: z.object({ display: z.string(), href: z.string() }),
  /**
   * The customer's own name and phone as the booking has them (the chauffeur calls that number), which
   * they may correct while the ride is ahead (`can_correct_contact`, decision 340); the e-mail is not
   * correctable here. The e-mail the booking was made with (the one the link is mailed to) fills the
   * wizard's contact step for "Book again" and "Book the return ride" (decision 347).
   */
  customer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  can_correct_contact: z.boolean(),
  /** The booking's revision as read: sent back (If-Match) with a correction, so none overwrites another. */
  revision: z.number().int(),
});
export type ManageBooking = z.infer<typeof manageBookingSchema>;

/** `POST /api/manage/:token/cancel`: the reason is optional for a customer (the actor says who it was). */
export const manageCancelRequestSchema = z
  .object({
    reason: safeText(
      z
        .string()
        .trim()
        .max(LIFECYCLE_REASON_MAX, `Reason must be at most ${LIFECYCLE_REASON_MAX} characters`),
      'Reason',
      true,
    ).nullish(),
  })
  .nullish();

const contact = bookingRequestSchema.shape;
/**
 * `PATCH /api/manage/:token/contact` (decision 340): the customer corrects their name or phone, each
 * optional (absent = unchanged), checked exactly as the wizard's step 3 checks them (the same limits and
 * messages); the revision they saw in If-Match or here. Not the e-mail: it is who the customer is (their
 * customer record, decision 143) and where the mails go.
 */
export const manageContactRequestSchema = z.object({
  name: contact.emergency_contact_name.optional(),
  phone: contact.emergency_contact_phone.optional(),
  expectedRevision: z.number().int().nonnegative().optional(),
});
export type ManageContactRequest = z.infer<typeof manageContactRequestSchema>;

/** `POST /api/manage/find`: the booking's reference and the e-mail it was made with. */
export const manageFindRequestSchema = z.object({
  reference: z.string().trim().min(1, 'Reference is required').max(40, 'Reference is too long'),
  email: z.string().trim().min(1, 'Email is required').max(254, 'Email is too long'),
});
export type ManageFindRequest = z.infer<typeof manageFindRequestSchema>;

/** The one answer of the find form, whether a booking matched or not (it never says which). */
export const MANAGE_FIND_ANSWER = {
  message: 'If a booking matches this reference and e-mail, we have e-mailed its link.',
} as const;
export const manageFindAnswerSchema = z.object({ message: z.string() });
