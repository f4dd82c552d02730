import { jsonResponse, mockFetch } from '../../../test/fetch';

/** A booking as GET /api/admin/bookings answers it, for the admin pages' tests. */
export const bookingRow = (id: string, status: string, revision: number) => ({
  id,
  reference: `CH-${id.slice(0, 6).toUpperCase()}`,
  status,
  revision,
  pickup_location: { address: 'Grand-Place, Brussels', lat: 50.8467, lng: 4.3525 },
  dropoff_location: { address: 'Brussels Airport', lat: 50.9014, lng: 4.4844 },
  pickup_address_line: null as string | null,
  dropoff_address_line: null as string | null,
  vehicle_id: 'v1',
  vehicle: { id: 'v1', name: 'Mercedes-Benz S-Class' },
  scheduled_time: '2026-11-23T18:00:00.000Z',
  created_at: '2026-11-21T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  passenger_count: 2,
  luggage_count: 1,
  total_fare: 50.4,
  // The fare's currency, the request's (decision 247).
  currency: 'EUR' as 'EUR' | 'GBP' | 'USD',
  base_fare: 0,
  distance_fare: 50.4,
  waiting_time_fare: 0,
  discount_amount: 0,
  payment_status: 'unpaid',
  estimated_duration_minutes: 25,
  distance_km: 14.4,
  route_source: 'estimate',
  special_requests: [],
  flight_number: null,
  promo_code: null,
  is_wheelchair_accessible: false,
  needs_child_seat: false,
  is_pet_friendly: false,
  is_round_trip: false,
  emergency_contact_name: 'Anne Peeters',
  emergency_contact_phone: '+32 470 12 34 56',
  emergency_contact_email: 'anne@example.be',
  language: 'en',
});

/**
 * Replaces fetch for a test of the booking page: the page also lists the chauffeurs (its picker), which
 * these tests answer with none, so that only what the test is about answers with a booking.
 */
export const mockBookingPageFetch = (handler: Parameters<typeof mockFetch>[0]) =>
  mockFetch((url, init) => {
    const path = url.split('?')[0]!;
    if (path.endsWith('/chauffeurs')) return jsonResponse({ items: [] });
    // Issue 18: the page lists the customer's change requests: none here (BookingChangeRequests.test).
    if (path.endsWith('/change-requests')) return jsonResponse({ change_requests: [] });
    return handler(url, init);
  });
