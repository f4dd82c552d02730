import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../app/providers';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { BookingDetailPage } from './BookingDetailPage';

const ID = '11111111-1111-4111-8111-111111111111';
const booking = {
  id: ID,
  reference: 'CH-7K3P9Q',
  status: 'pending',
  revision: 0,
  pickup_location: { address: 'Ixelles, 1050', lat: 50.8333, lng: 4.3667 },
  dropoff_location: { address: 'Brussels Airport', lat: 50.9014, lng: 4.4844 },
  pickup_address_line: 'Avenue Louise 54, 2nd floor',
  dropoff_address_line: null,
  vehicle_id: 'v1',
  vehicle: { id: 'v1', name: 'Mercedes-Benz S-Class' },
  scheduled_time: '2030-05-01T08:00:00.000Z',
  created_at: '2030-04-01T10:00:00.000Z',
  updated_at: '2030-04-01T10:00:00.000Z',
  passenger_count: 2,
  luggage_count: 1,
  total_fare: 50.4,
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
  language: 'fr',
};

describe('admin booking details', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the street and number the customer added beside each place (issue 14)', async () => {
    mockFetch((url) =>
      url.endsWith('/history')
        ? jsonResponse({ booking_id: ID, reference: booking.reference, items: [] })
        : jsonResponse(booking),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter([{ path: '/admin/bookings/:id', element: <BookingDetailPage /> }], {
      initialEntries: [`/admin/bookings/${ID}`],
    });
    render(
      <AppProviders client={client}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const pickupLine = await screen.findByText('Pickup street and number');
    expect(pickupLine.nextElementSibling?.textContent).toBe('Avenue Louise 54, 2nd floor');
    expect(screen.getByText('Destination street and number').nextElementSibling?.textContent).toBe('—');
  });
});
