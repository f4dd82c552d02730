import { z } from 'zod';
import { locationSchema } from '../geo/place';
import { bookingStatusSchema } from './status';
import { bookingNoteSchema } from './notes';
import { assignedCarSchema, assignedChauffeurSchema } from '../dispatch/assignment';
import { CURRENCIES } from '../settings/settings';
import { sumsByCurrencySchema } from '../settings/sums-by-currency';

/** A row of the admin bookings list: SPEC 3 "ride_bookings as read by admin", vehicle name joined. */
export const bookingRowSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  status: bookingStatusSchema,
  revision: z.number().int(),
  pickup_location: locationSchema,
  dropoff_location: locationSchema,
  /**
   * The street and number (or floor, door) the customer added to each place (issue 14); null when none.
   * What the admin and, later, the driver see beside the place. Optional: rows kept by a persistent read
   * store before the field existed lack it until they are rebuilt.
   */
  pickup_address_line: z.string().nullish(),
  dropoff_address_line: z.string().nullish(),
  vehicle_id: z.string(),
  /** Staff-only notes, oldest first (issue 15); absent on rows projected before notes existed. */
  notes: z.array(bookingNoteSchema).optional(),
  vehicle: z.object({ id: z.string(), name: z.string() }),
  /** The chauffeur assigned to the ride (issue 17), null when none; absent on rows projected before. */
  chauffeur: assignedChauffeurSchema.nullish(),
  /** The car of the model assigned to the ride (issue 17), null when none; absent on rows projected before. */
  car: assignedCarSchema.nullable().optional(),
  scheduled_time: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  passenger_count: z.number().int(),
  luggage_count: z.number().int(),
  total_fare: z.number(),
  /**
   * The currency of the fares (decision 247): the one the request recorded (decision 241), or for a request
   * stored before, the settings' just before it in the log (the receipt's rule). Optional: rows a persistent
   * read store kept from before the field existed lack it until their rebuild (version 7) replaces them.
   */
  currency: z.enum(CURRENCIES).optional(),
  /**
   * A customer's change request waits for the operator's answer (decision 319): the list's marker. Optional:
   * rows kept from before the field existed lack it until their rebuild (version 8) replaces them.
   */
  change_request_open: z.boolean().optional(),
  base_fare: z.number(),
  distance_fare: z.number(),
  waiting_time_fare: z.number(),
  discount_amount: z.number(),
  payment_status: z.enum(['unpaid', 'paid', 'refunded']),
  estimated_duration_minutes: z.number().int(),
  distance_km: z.number(),
  route_source: z.enum(['osrm', 'estimate']),
  special_requests: z.array(z.string()),
  flight_number: z.string().nullable(),
  promo_code: z.string().nullable(),
  is_wheelchair_accessible: z.boolean(),
  needs_child_seat: z.boolean(),
  is_pet_friendly: z.boolean(),
  is_round_trip: z.boolean(),
  emergency_contact_name: z.string(),
  emergency_contact_phone: z.string(),
  emergency_contact_email: z.string(),
  language: z.string(),
});
export type BookingRow = z.infer<typeof bookingRowSchema>;

export const bookingPageSchema = z.object({
  items: z.array(bookingRowSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type BookingPage = z.infer<typeof bookingPageSchema>;

/** One line of a booking's audit history, straight from its event stream. */
export const historyEntrySchema = z.object({
  revision: z.number().int(),
  position: z.string(),
  type: z.string(),
  occurred_at: z.string(),
  actor: z.object({
    kind: z.string(),
    id: z.string().optional(),
    email: z.string().optional(),
    role: z.string().optional(),
    name: z.string().optional(),
  }),
  status_before: bookingStatusSchema.nullable(),
  status_after: bookingStatusSchema.nullable(),
  deleted: z.boolean(),
  /** The text of a note (BookingNoteAdded): the history is staff-only, like the note. */
  note: z.string().optional(),
  /** The reason an event carries (a cancellation, issue 17): staff-only, like the history. */
  reason: z.string().optional(),
  /** What a change (BookingChanged, issue 17) changed: the fields by name, and the total before and after. */
  change: z
    .object({ fields: z.array(z.string()), previous_total_fare: z.number(), total_fare: z.number() })
    .optional(),
  /** The chauffeur an assignment (ChauffeurAssigned, issue 17) named, as they were called then. */
  chauffeur: z.string().optional(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export const bookingHistorySchema = z.object({
  booking_id: z.uuid(),
  reference: z.string().nullable(),
  items: z.array(historyEntrySchema),
});

/**
 * SPEC 3 admin_analytics: one day in Europe/Brussels. Its revenue is one sum per currency the rides completed
 * that day were charged in (decision 258), as a customer's total spent: none on a day without revenue.
 */
export const analyticsDaySchema = z.object({
  date: z.string(),
  total_revenue: sumsByCurrencySchema,
  completed_rides: z.number().int(),
  cancelled_rides: z.number().int(),
  /** Issue 13: confirmed rides whose customer never came, counted apart (no revenue, not cancelled). */
  no_show_rides: z.number().int(),
});
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;
export const analyticsSchema = z.object({
  days: z.array(analyticsDaySchema),
  totals: z.object({
    total_revenue: sumsByCurrencySchema,
    completed_rides: z.number().int(),
    cancelled_rides: z.number().int(),
    no_show_rides: z.number().int(),
    /**
     * Completed ÷ (completed + cancelled), as a rounded percentage; 0 when none (SPEC 2). No-shows stay out
     * of it, as SPEC defines it: the rate measures the bookings the company completed or let go.
     */
    completion_rate: z.number().int(),
  }),
});
export type Analytics = z.infer<typeof analyticsSchema>;

export const NOTIFICATION_TYPES = ['info', 'warning', 'success', 'error'] as const;
/** What raised a notification: the web writes its title and message in the viewer's language from it. */
export const NOTIFICATION_KINDS = [
  'booking_requested',
  'booking_cancelled',
  'ride_completed',
  'message_received',
  // Issue 18 point 2: a customer asked to change their booking; the operator answers it.
  'change_requested',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const notificationSchema = z.object({
  id: z.string(),
  /** SPEC 3's title and message, in English (for clients that do not translate). */
  title: z.string(),
  message: z.string(),
  /**
   * The facts behind them (issue 14): the kind and its values (reference, customer, vehicle, pickup time
   * as ISO, places, sender, preview). Absent on notifications stored before they were kept.
   */
  kind: z.enum(NOTIFICATION_KINDS).optional(),
  params: z.record(z.string(), z.string()).optional(),
  type: z.enum(NOTIFICATION_TYPES),
  read: z.boolean(),
  created_at: z.string(),
  /** What the notification is about, for a link in the admin panel. */
  subject: z.object({ kind: z.enum(['booking', 'message']), id: z.string() }).nullable(),
  /**
   * The account whose action raised it (issue 17): the panel does not alert an admin of their own action.
   * Absent when a visitor or the system raised it.
   */
  raised_by: z.string().optional(),
});
export type AdminNotification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int(),
  total: z.number().int(),
});
