import { z } from 'zod';
import { addressLineSchema, bookingRequestSchema, scheduledTimeSchemaOn } from './booking-request';
import { bookingRequestedDataSchema, type BookingRequestedData } from './events';
import type { BookingStatus } from './status';

/*
 * Changing a booking that has not started (issue 17 point 5, decisions 141–143): what an admin may send,
 * and what the event `BookingChanged` records. The server re-verifies and re-prices what prices (the places,
 * the vehicle, the round trip) through the same path as a new booking; a client's fare is never read.
 */

const request = bookingRequestSchema.shape;
/** An address line may be cleared: '' (or blanks) is "none", an absent key is "unchanged". */
const clearableLine = (label: string) =>
  z.union([z.literal('').transform(() => null), z.null(), addressLineSchema(label)]).optional();

/**
 * `PATCH /api/admin/bookings/:id`: the fields of the booking request an admin may change, each optional
 * (absent = unchanged), and the revision the admin saw (or If-Match). The phone booking form sends them all.
 * Not the e-mail: it is who the customer is (their customer page, decision 143); a booking for someone else
 * is a new booking. The pickup time's horizon is counted from `now`, the server's clock (decision 338).
 */
export const bookingChangeRequestSchemaOn = (now: () => Date) =>
  z.object({
    pickup_location: request.pickup_location.optional(),
    dropoff_location: request.dropoff_location.optional(),
    pickup_address_line: clearableLine('Pickup address details'),
    dropoff_address_line: clearableLine('Destination address details'),
    scheduled_time: scheduledTimeSchemaOn(now).optional(),
    vehicle_id: request.vehicle_id.optional(),
    passenger_count: request.passenger_count.optional(),
    luggage_count: request.luggage_count.optional(),
    flight_number: request.flight_number,
    is_round_trip: z.boolean().optional(),
    emergency_contact_name: request.emergency_contact_name.optional(),
    emergency_contact_phone: request.emergency_contact_phone.optional(),
    language: request.language.removeDefault().optional(),
    expectedRevision: z.number().int().nonnegative().optional(),
    /** Ignored, as for a new booking: the server prices. Listed so the OpenAPI document shows it. */
    total_fare: z.unknown().optional(),
  });
export type BookingChangeRequest = z.infer<ReturnType<typeof bookingChangeRequestSchemaOn>>;

const data = bookingRequestedDataSchema.shape;
/**
 * The fields of a booking a change may set, as the booking stores them (BookingRequested): what the admin
 * sends, and what the server derives from it (the verified places, the route, the vehicle record, the fare).
 * An address line set to null was cleared.
 */
export const bookingChangeFieldsSchema = z
  .object({
    pickup_location: data.pickup_location,
    dropoff_location: data.dropoff_location,
    pickup_address_line: z.string().nullable(),
    dropoff_address_line: z.string().nullable(),
    scheduled_time: data.scheduled_time,
    vehicle: data.vehicle,
    passenger_count: data.passenger_count,
    luggage_count: data.luggage_count,
    flight_number: data.flight_number,
    is_round_trip: data.is_round_trip,
    customer: data.customer,
    language: data.language,
    distance_km: data.distance_km,
    estimated_duration_minutes: data.estimated_duration_minutes,
    route_source: data.route_source,
    base_fare: data.base_fare,
    distance_fare: data.distance_fare,
    // How the new price was found (issue 17 point 9): a zone pair's fixed fare or by the km.
    fare_basis: data.fare_basis,
  })
  .partial();
export type BookingChangeFields = z.infer<typeof bookingChangeFieldsSchema>;
export type ChangeableField = keyof BookingChangeFields;
/** Every field a change may set, in the order the history and the e-mail list them. */
export const CHANGEABLE_FIELDS = Object.keys(bookingChangeFieldsSchema.shape) as ChangeableField[];

/**
 * `BookingChanged`: the fields that changed with their new values, the same fields' values before, and the
 * total before and after (the same when nothing that prices changed). Never empty: an edit that changes
 * nothing records nothing.
 */
export const bookingChangedDataSchema = z.object({
  booking_id: z.uuid(),
  changes: bookingChangeFieldsSchema,
  previous: bookingChangeFieldsSchema,
  previous_total_fare: z.number(),
  total_fare: z.number(),
});
export type BookingChangedData = z.infer<typeof bookingChangedDataSchema>;

/**
 * The booking as it is after a change: its request with the changed fields (and the new total) laid over.
 * The one fold of changes, used by the decider, the mails and whoever needs the booking as it stands now.
 */
export function applyBookingChange(
  booking: BookingRequestedData,
  change: Pick<BookingChangedData, 'changes' | 'total_fare'>,
): BookingRequestedData {
  const { pickup_address_line, dropoff_address_line, ...rest } = change.changes;
  const next: BookingRequestedData = { ...booking, ...rest, total_fare: change.total_fare };
  // null clears a line: the booking then has none, as if it never had (the field is optional).
  const line = (key: 'pickup_address_line' | 'dropoff_address_line', value: string | null | undefined) => {
    if (value === null) delete next[key];
    else if (value !== undefined) next[key] = value;
  };
  line('pickup_address_line', pickup_address_line);
  line('dropoff_address_line', dropoff_address_line);
  return next;
}

/**
 * The statuses in which a booking may still be changed: before its ride started. A later wave's car and
 * chauffeur assignment reads it too (an edit that moves the time must re-check the assignment).
 */
export const CHANGEABLE_STATUSES = ['pending', 'confirmed'] as const satisfies readonly BookingStatus[];
export const isChangeable = (status: BookingStatus): boolean =>
  (CHANGEABLE_STATUSES as readonly BookingStatus[]).includes(status);
