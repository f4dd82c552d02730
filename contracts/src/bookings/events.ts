import { z } from 'zod';
import { defineEvent } from '../events/registry';
import { locationSchema } from '../geo/place';
import { LANGUAGES } from '../http/config';
import { vehicleTypeSchema } from '../vehicles/vehicle';

export const BOOKING_STREAM_PREFIX = 'booking-';
export const bookingStream = (bookingId: string) => `${BOOKING_STREAM_PREFIX}${bookingId}`;

const bookingId = z.object({ booking_id: z.uuid() });

/** Everything the server decided when it accepted a booking: the route it measured and the fare it computed. */
export const bookingRequestedDataSchema = z.object({
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
  // SPEC 3: the customer's contact details travel in the emergency_contact fields.
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
export type BookingRequestedData = z.infer<typeof bookingRequestedDataSchema>;

export const BookingRequested = defineEvent({
  type: 'BookingRequested',
  streamPrefix: BOOKING_STREAM_PREFIX,
  version: 1,
  description: 'A customer booked a ride; carries the route and the fare the server computed.',
  schema: bookingRequestedDataSchema,
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
  description: 'The chauffeur started a confirmed ride.',
  schema: bookingId,
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
export const BookingDeleted = defineEvent({
  type: 'BookingDeleted',
  streamPrefix: BOOKING_STREAM_PREFIX,
  version: 1,
  description: 'An admin deleted a booking: it leaves the read models; its history stays in the log.',
  schema: bookingId,
});

export type BookingEvent =
  | { type: 'BookingRequested'; data: BookingRequestedData }
  | { type: 'BookingConfirmed'; data: { booking_id: string } }
  | { type: 'RideStarted'; data: { booking_id: string } }
  | { type: 'RideCompleted'; data: { booking_id: string; total_fare: number } }
  | { type: 'BookingCancelled'; data: { booking_id: string; reason: string | null } }
  | { type: 'BookingDeleted'; data: { booking_id: string } };

export const bookingEvents = [
  BookingRequested,
  BookingConfirmed,
  RideStarted,
  RideCompleted,
  BookingCancelled,
  BookingDeleted,
] as const;
