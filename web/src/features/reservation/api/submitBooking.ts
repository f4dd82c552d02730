import { bookingCreatedSchema, type BookingCreated, type BookingRequest } from '@chauffeur/contracts';
import { api } from '../../../lib/api';
import { randomKey } from '../../../lib/randomKey';
import { scheduledAt } from '../wizard/rules';
import type { WizardData } from '../wizard/store';

type BookingBody = Omit<BookingRequest, 'is_round_trip' | 'language'> & {
  is_round_trip: boolean;
  language: BookingRequest['language'];
};

/** The POST /api/bookings body of a finished wizard, or null when an essential is missing (SPEC 5). */
export function bookingBody(data: WizardData, language: BookingRequest['language']): BookingBody | null {
  const at = scheduledAt(data.date, data.time);
  if (!data.pickup || !data.destination || !data.vehicleId || !data.routeInfo || !at) return null;
  return {
    pickup_location: data.pickup,
    dropoff_location: data.destination,
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

/**
 * The Idempotency-Key of a confirmation attempt: the same body keeps its key, so a double click or a
 * retry after a network error books once; a changed body (after a refusal) is a new attempt.
 */
export function attemptFor(
  previous: WizardData['attempt'],
  body: BookingBody,
): { key: string; body: string } {
  const text = JSON.stringify(body);
  return previous && previous.body === text ? previous : { key: randomKey(), body: text };
}

export function postBooking(body: BookingBody, key: string): Promise<BookingCreated> {
  return api.post('/bookings', body, { schema: bookingCreatedSchema, headers: { 'Idempotency-Key': key } });
}
