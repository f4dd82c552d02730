import { z } from 'zod';
import { defineEvent } from '../events/registry';
import { locationSchema } from '../geo/place';
import { LANGUAGES } from '../http/config';
import { vehicleTypeSchema } from '../vehicles/vehicle';

export const BOOKING_STREAM_PREFIX = 'booking-';
export const bookingStream = (bookingId: string) => `${BOOKING_STREAM_PREFIX}${bookingId}`;

const bookingId = z.object({ booking_id: z.uuid() });

/** The customer who booked: who the chauffeur and the mails address. Personal data (GDPR: erasable). */
export const bookingCustomerSchema = z.object({ name: z.string(), phone: z.string(), email: z.string() });
export type BookingCustomer = z.infer<typeof bookingCustomerSchema>;

/**
 * Version 1 of BookingRequested: the customer's contact details travelled in SPEC 3's
 * `emergency_contact_*` fields. Still in stored logs; read through the upcaster below.
 */
export const bookingRequestedV1DataSchema = z.object({
  booking_id: z.uuid(),
  reference: z.string(),
  pickup_location: locationSchema,
  dropoff_location: locationSchema,
  scheduled_time: z.iso.datetime({ offset: true }),
  vehicle: z.object({ id: z.uuid(), name: z.string(), type: vehicleTypeSchema, price_per_km: z.number() }),
  passenger_count: z.number().int(),
  luggage_count: z.number().int(),
  flight_number: z.string().nullable(),
  is_round_trip: z.boolean(),
  emergency_contact_name: z.string(),
  emergency_contact_phone: z.string(),
  emergency_contact_email: z.string(),
  language: z.enum(LANGUAGES),
  distance_km: z.number(),
  estimated_duration_minutes: z.number().int(),
  route_source: z.enum(['osrm', 'estimate']),
  base_fare: z.number(),
  distance_fare: z.number(),
  total_fare: z.number(),
});
export type BookingRequestedV1Data = z.infer<typeof bookingRequestedV1DataSchema>;

/**
 * Everything the server decided when it accepted a booking: the route it measured and the fare it computed.
 * Version 2: the customer is one `customer` object (the HTTP API and the read models keep SPEC 3's
 * `emergency_contact_*` names; the bookings projection maps them back).
 */
export const bookingRequestedDataSchema = bookingRequestedV1DataSchema
  .omit({ emergency_contact_name: true, emergency_contact_phone: true, emergency_contact_email: true })
  .extend({
    customer: bookingCustomerSchema,
    /**
     * The street and number (or floor, door) the customer added to each place (issue 14): free text for
     * the driver and the e-mails, personal data like `customer`. Optional, so events stored before stay
     * valid without a new version.
     */
    pickup_address_line: z.string().optional(),
    dropoff_address_line: z.string().optional(),
  });
export type BookingRequestedData = z.infer<typeof bookingRequestedDataSchema>;

/** BookingRequested v1 → v2: the three contact fields become the `customer` object. */
export function upcastBookingRequestedV1(data: BookingRequestedV1Data): BookingRequestedData {
  const { emergency_contact_name, emergency_contact_phone, emergency_contact_email, ...rest } = data;
  return {
    ...rest,
    customer: {
      name: emergency_contact_name,
      phone: emergency_contact_phone,
      email: emergency_contact_email,
    },
  };
}

export const BookingRequested = defineEvent({
  type: 'BookingRequested',
  streamPrefix: BOOKING_STREAM_PREFIX,
  version: 2,
  description: 'A customer booked a ride; carries the route and the fare the server computed.',
  schema: bookingRequestedDataSchema,
  upcasters: { 1: (data) => upcastBookingRequestedV1(data as BookingRequestedV1Data) },
  history: { 1: 'the customer in SPEC 3 `emergency_contact_name/phone/email` fields' },
});
export const BookingConfirmed = defineEvent({
  type: 'BookingConfirmed',
  streamPrefix: BOOKING_STREAM_PREFIX,
  version: 1,
  description: 'An admin confirmed a pending booking.',
  schema: bookingId,
});
export const RideStarted = defineEvent({
  type: 'RideStarted',
  streamPrefix: BOOKING_STREAM_PREFIX,
  version: 1,
  description:
    'The chauffeur started a confirmed ride (from the start window before pickup on); carries when, by the server clock.',
  // Optional: events stored before issue 13 have no `started_at` (the decider then has no time to compare).
  schema: bookingId.extend({ started_at: z.iso.datetime({ offset: true }).optional() }),
});
export const RideCompleted = defineEvent({
  type: 'RideCompleted',
  streamPrefix: BOOKING_STREAM_PREFIX,
  version: 1,
  description: 'A ride in progress was completed; carries the fare earned.',
  schema: bookingId.extend({ total_fare: z.number() }),
});
export const BookingCancelled = defineEvent({
  type: 'BookingCancelled',
  streamPrefix: BOOKING_STREAM_PREFIX,
  version: 1,
  description: 'A pending booking was cancelled.',
  schema: bookingId.extend({ reason: z.string().nullable() }),
});
export const BookingMarkedNoShow = defineEvent({
  type: 'BookingMarkedNoShow',
  streamPrefix: BOOKING_STREAM_PREFIX,
  version: 1,
  description: 'The customer of a confirmed (or started) ride never came; recorded after the pickup time.',
  schema: bookingId,
});
export const BookingDeleted = defineEvent({
  type: 'BookingDeleted',
  streamPrefix: BOOKING_STREAM_PREFIX,
  version: 1,
  description: 'An admin deleted a booking: it leaves the read models; its history stays in the log.',
  schema: bookingId,
});

/**
 * `booking_reference-<reference>`: one stream per booking reference, created with `no_stream`, so two
 * bookings can never be given the same reference (the event store decides, atomically). Not `booking-…`:
 * that prefix names booking streams.
 */
export const BOOKING_REFERENCE_STREAM_PREFIX = 'booking_reference-';
export const bookingReferenceStream = (reference: string) => `${BOOKING_REFERENCE_STREAM_PREFIX}${reference}`;

export const BookingReferenceClaimed = defineEvent({
  type: 'BookingReferenceClaimed',
  streamPrefix: BOOKING_REFERENCE_STREAM_PREFIX,
  version: 1,
  description:
    'A booking reference now belongs to this booking (uniqueness of references); written before the booking.',
  schema: z.object({ reference: z.string(), booking_id: z.uuid() }),
});
/**
 * Logs written before references were claimed hold bookings whose references no claim names: recorded once,
 * on this stream, by the first claim after the upgrade (only when there are any).
 */
export const LEGACY_BOOKING_REFERENCES_STREAM = `${BOOKING_REFERENCE_STREAM_PREFIX}legacy`;
export const LegacyBookingReferencesRecorded = defineEvent({
  type: 'LegacyBookingReferencesRecorded',
  streamPrefix: BOOKING_REFERENCE_STREAM_PREFIX,
  version: 1,
  description:
    'The references of the bookings stored before references were claimed: taken, though no claim says so.',
  schema: z.object({ references: z.array(z.string()) }),
});
export type BookingReferenceClaimedData = z.infer<typeof BookingReferenceClaimed.schema>;
export type BookingReferenceClaimEvent = {
  type: 'BookingReferenceClaimed';
  data: BookingReferenceClaimedData;
};

export type BookingEvent =
  | { type: 'BookingRequested'; data: BookingRequestedData }
  | { type: 'BookingConfirmed'; data: { booking_id: string } }
  | { type: 'RideStarted'; data: { booking_id: string; started_at?: string } }
  | { type: 'RideCompleted'; data: { booking_id: string; total_fare: number } }
  | { type: 'BookingCancelled'; data: { booking_id: string; reason: string | null } }
  | { type: 'BookingMarkedNoShow'; data: { booking_id: string } }
  | { type: 'BookingDeleted'; data: { booking_id: string } };

export const bookingEvents = [
  BookingRequested,
  BookingConfirmed,
  RideStarted,
  RideCompleted,
  BookingCancelled,
  BookingMarkedNoShow,
  BookingDeleted,
  BookingReferenceClaimed,
  LegacyBookingReferencesRecorded,
] as const;
