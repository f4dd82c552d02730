import { z } from 'zod';
import { locationSchema } from '../geo/place';
import { LANGUAGES } from '../http/config';
import { vehicleTypeSchema } from '../vehicles/vehicle';
import { fareBasisSchema } from '../pricing/zones';
import { CURRENCIES } from '../settings/settings';

/*
 * The streams of the bookings module and the data of its events that others read too (the mails of the
 * platform, the notifications). The events themselves are defined in services/bookings/events.ts; the
 * lifecycle events' data in the lifecycle table (lifecycle.ts).
 */

/**
 * Where a booking comes from. `online`: the public wizard (SPEC 3). `phone`: entered by staff in the admin
 * panel for a customer on the phone (issue 17, decision 133): the same request, rules and price, but not
 * paused by maintenance (whose message tells visitors to call), confirmed at once by that staff member, and
 * an expired quote is priced again rather than refused (decision 276).
 */
export const BOOKING_CHANNELS = ['online', 'phone'] as const;
export type BookingChannel = (typeof BOOKING_CHANNELS)[number];

export const BOOKING_STREAM_PREFIX = 'booking-';
export const bookingStream = (bookingId: string) => `${BOOKING_STREAM_PREFIX}${bookingId}`;

/** The customer who booked: who the chauffeur and the mails address. Personal data (GDPR: erasable). */
export const bookingCustomerSchema = z.object({ name: z.string(), phone: z.string(), email: z.string() });
export type BookingCustomer = z.infer<typeof bookingCustomerSchema>;

/**
 * SPEC 3 names the customer `emergency_contact_*` wherever it is on the wire (the booking request, the
 * admin's booking rows); the event holds one `customer` (BookingRequested v2). These two are the one place
 * the names are translated, both ways (docs/decisions.md 86: why the wire and the event keep their names).
 */
export type ContactFields = {
  emergency_contact_name: string;
  emergency_contact_phone: string;
  emergency_contact_email: string;
};
export const customerOf = (fields: ContactFields): BookingCustomer => ({
  name: fields.emergency_contact_name,
  phone: fields.emergency_contact_phone,
  email: fields.emergency_contact_email,
});
export const contactFieldsOf = (customer: BookingCustomer): ContactFields => ({
  emergency_contact_name: customer.name,
  emergency_contact_phone: customer.phone,
  emergency_contact_email: customer.email,
});

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
    /**
     * How the fare was found (issue 17): a zone pair's fixed fare or by the km. Optional, so events stored
     * before stay valid without a new version (they were all by the km).
     */
    fare_basis: fareBasisSchema.optional(),
    /**
     * The currency the fare is in (decision 241): the company's setting when the fare was fixed, so a later
     * change of the setting relabels no earlier fare. Optional, so events stored before stay valid without a
     * new version (their currency is the setting's just before them in the log).
     */
    currency: z.enum(CURRENCIES).optional(),
    /**
     * Where the booking came from (decision 277): the e-mails need it to know that a phone booking is
     * confirmed at once, so the customer gets its confirmation only. Optional, so events stored before
     * stay valid without a new version (read as `online`).
     */
    channel: z.enum(BOOKING_CHANNELS).optional(),
  });
export type BookingRequestedData = z.infer<typeof bookingRequestedDataSchema>;

/** BookingRequested v1 → v2: the three contact fields become the `customer` object. */
export function upcastBookingRequestedV1(data: BookingRequestedV1Data): BookingRequestedData {
  const { emergency_contact_name, emergency_contact_phone, emergency_contact_email, ...rest } = data;
  return {
    ...rest,
    customer: customerOf({ emergency_contact_name, emergency_contact_phone, emergency_contact_email }),
  };
}

/**
 * `booking_reference-<reference>`: one stream per booking reference, created with `no_stream`, so two
 * bookings can never be given the same reference (the event store decides, atomically). Not `booking-…`:
 * that prefix names booking streams.
 */
export const BOOKING_REFERENCE_STREAM_PREFIX = 'booking_reference-';
export const bookingReferenceStream = (reference: string) => `${BOOKING_REFERENCE_STREAM_PREFIX}${reference}`;

/**
 * Logs written before references were claimed hold bookings whose references no claim names: recorded once,
 * on this stream, by the first claim after the upgrade (only when there are any).
 */
export const LEGACY_BOOKING_REFERENCES_STREAM = `${BOOKING_REFERENCE_STREAM_PREFIX}legacy`;
/** A booking reference now belongs to this booking (the event is defined in services/bookings/events.ts). */
export const bookingReferenceClaimedDataSchema = z.object({ reference: z.string(), booking_id: z.uuid() });
export type BookingReferenceClaimedData = z.infer<typeof bookingReferenceClaimedDataSchema>;
export type BookingReferenceClaimEvent = {
  type: 'BookingReferenceClaimed';
  data: BookingReferenceClaimedData;
};

/**
 * Issue 17: the bookings holding a model's cars, one stream per model and UTC day that a busy interval
 * touches (services/bookings/availability, decision 147).
 */
export const MODEL_SCHEDULE_STREAM_PREFIX = 'model_schedule-';
export const modelScheduleStream = (vehicleId: string, day: string) =>
  `${MODEL_SCHEDULE_STREAM_PREFIX}${vehicleId}-${day}`;
