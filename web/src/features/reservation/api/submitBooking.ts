import {
  bookingCreatedSchema,
  type BookingCreated,
  type BookingRequest,
  type Quote,
} from '@chauffeur/contracts';
import { api } from '../../../lib/api';
import { randomKey } from '../../../lib/randomKey';
import { scheduledAt } from '../wizard/rules';
import type { WizardData } from '../wizard/store';

type BookingBody = Omit<BookingRequest, 'is_round_trip' | 'language'> & {
  is_round_trip: boolean;
  language: BookingRequest['language'];
};

/**
 * The POST /api/bookings body of a finished wizard, or null when an essential is missing (SPEC 5). With a
 * quote, the places are the ones the server verified and the quote token is sent: the booking is charged
 * the quoted fare (issue 13).
 */
export function bookingBody(
  data: WizardData,
  language: BookingRequest['language'],
  quote?: Pick<Quote, 'pickup' | 'dropoff' | 'quote_token'>,
): BookingBody | null {
  const at = scheduledAt(data.date, data.time, data.timePass);
  if (!data.pickup || !data.destination || !data.vehicleId || !data.routeInfo || !at) return null;
  return {
    pickup_location: quote?.pickup ?? data.pickup,
    dropoff_location: quote?.dropoff ?? data.destination,
    // What the visitor added to each place; an empty line is left out (the server would drop it too).
    ...addressLines(data),
    ...(quote ? { quote_token: quote.quote_token } : {}),
    scheduled_time: at.toISOString(),
    vehicle_id: data.vehicleId,
    emergency_contact_name: data.name.trim(),
    emergency_contact_phone: data.phone.trim(),
    emergency_contact_email: data.email.trim(),
    passenger_count: data.passengers,
    luggage_count: data.luggage,
    flight_number: data.flightNumber.trim() || null,
    is_round_trip: data.roundTrip,
    language,
    // Informative only: the server prices the trip itself.
    distance_km: data.routeInfo.distance_km,
    estimated_duration_minutes: data.routeInfo.duration_minutes,
    base_fare: 0,
    distance_fare: data.routeInfo.fare,
    total_fare: data.routeInfo.fare,
  };
}

function addressLines(data: Pick<WizardData, 'pickupAddressLine' | 'destinationAddressLine'>) {
  const pickup = data.pickupAddressLine.trim();
  const dropoff = data.destinationAddressLine.trim();
  return {
    ...(pickup ? { pickup_address_line: pickup } : {}),
    ...(dropoff ? { dropoff_address_line: dropoff } : {}),
  };
}

/** A body without its quote token: every confirmation fetches a fresh quote, but the booking is the same. */
const intentOf = (body: BookingBody) => JSON.stringify({ ...body, quote_token: undefined });

/**
 * The Idempotency-Key of a confirmation attempt and the body to send: the same booking keeps its key and
 * its first body (quote token included, as the server compares bodies), so a double click or a retry after
 * a network error books once; a changed booking (after a refusal) is a new attempt.
 */
export function attemptFor(
  previous: WizardData['attempt'],
  body: BookingBody,
): { key: string; body: string } {
  const text = JSON.stringify(body);
  const same = previous && intentOf(JSON.parse(previous.body) as BookingBody) === intentOf(body);
  return same ? previous : { key: randomKey(), body: text };
}

export function postBooking(body: BookingBody, key: string): Promise<BookingCreated> {
  return api.post('/bookings', body, { schema: bookingCreatedSchema, headers: { 'Idempotency-Key': key } });
}
