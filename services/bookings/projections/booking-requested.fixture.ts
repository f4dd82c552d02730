import type { BookingRequestedData } from '@chauffeur/contracts';

/** A booking as its request recorded it, for the projections' tests: Grand-Place to the airport, 30 EUR. */
export const bookingRequested = (id: string): BookingRequestedData => ({
  booking_id: id,
  reference: 'CH-7K3P9Q',
  pickup_location: { address: 'Grand-Place, 1000 Bruxelles', lat: 50.8467, lng: 4.3525 },
  dropoff_location: { address: 'Brussels Airport, 1930 Zaventem', lat: 50.9014, lng: 4.4844 },
  scheduled_time: '2026-04-01T09:00:00.000Z',
  vehicle: { id: 'v1', name: 'E-Class', type: 'standard', price_per_km: 2 },
  passenger_count: 2,
  luggage_count: 2,
  flight_number: null,
  is_round_trip: false,
  customer: { name: 'Anne Peeters', phone: '+32 470 12 34 56', email: 'anne@example.be' },
  language: 'nl',
  distance_km: 15,
  estimated_duration_minutes: 27,
  route_source: 'estimate',
  base_fare: 0,
  distance_fare: 30,
  total_fare: 30,
});
