/**
 * A guest's booking as the browser suites post it to POST /api/bookings: the seeded S-Class from the
 * Grand-Place to the airport, three days ahead, Anne Peeters as the contact. Each suite overrides what its
 * story needs (the language, a flight, the time).
 */
export const GRAND_PLACE = { address: 'Grand-Place, 1000 Bruxelles, Belgium', lat: 50.8467, lng: 4.3525 };
export const AIRPORT = { address: 'Brussels Airport, 1930 Zaventem, Belgium', lat: 50.9014, lng: 4.4844 };
/** The seed's Mercedes-Benz S-Class. */
export const S_CLASS = '5b1e7c2a-0d4f-4c1e-9a11-0e1a2b3c4d03';

export function bookingRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    pickup_location: GRAND_PLACE,
    dropoff_location: AIRPORT,
    scheduled_time: new Date(Date.now() + 72 * 3_600_000).toISOString(),
    vehicle_id: S_CLASS,
    emergency_contact_name: 'Anne Peeters',
    emergency_contact_phone: '+32 470 12 34 56',
    emergency_contact_email: 'anne.peeters@example.be',
    passenger_count: 2,
    luggage_count: 1,
    is_round_trip: false,
    language: 'en',
    ...overrides,
  };
}
