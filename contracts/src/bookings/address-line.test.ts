import { describe, expect, it } from 'vitest';
import { ADDRESS_LINE_MAX, bookingRequestSchema } from './booking-request';
import { bookingRequestedDataSchema } from './events';

/** A booking a finished wizard sends, without address lines. */
const booking = {
  pickup_location: { address: 'Ixelles, 1050', lat: 50.8275, lng: 4.3725 },
  dropoff_location: { address: 'Brussels Airport (BRU), 1930 Zaventem', lat: 50.9014, lng: 4.4844 },
  scheduled_time: '2030-05-01T10:00:00+02:00',
  vehicle_id: '0b4a3f8e-3c2d-4e8a-9f1b-6a7c5d4e3f21',
  emergency_contact_name: 'Zoë Peeters',
  emergency_contact_phone: '+32 470 12 34 56',
  emergency_contact_email: 'zoe@example.be',
  passenger_count: 2,
  luggage_count: 1,
};

const messagesOf = (value: unknown) =>
  (bookingRequestSchema.safeParse(value).error?.issues ?? []).map(
    (issue) => `${issue.path.join('.')}: ${issue.message}`,
  );

describe('address lines of a booking request (issue 14)', () => {
  it('carries the street and number the customer added to each place, trimmed', () => {
    const parsed = bookingRequestSchema.parse({
      ...booking,
      pickup_address_line: '  Avenue Louise 54, 2nd floor ',
      dropoff_address_line: 'Terminal, departures',
    });
    expect(parsed.pickup_address_line).toBe('Avenue Louise 54, 2nd floor');
    expect(parsed.dropoff_address_line).toBe('Terminal, departures');
  });

  it('is optional, and an empty line is no line', () => {
    expect(bookingRequestSchema.parse(booking).pickup_address_line).toBeUndefined();
    const parsed = bookingRequestSchema.parse({ ...booking, pickup_address_line: '   ' });
    expect(parsed.pickup_address_line).toBeUndefined();
  });

  it(`refuses a line longer than ${ADDRESS_LINE_MAX} characters, naming the field`, () => {
    expect(messagesOf({ ...booking, dropoff_address_line: 'x'.repeat(ADDRESS_LINE_MAX + 1) })).toEqual([
      `dropoff_address_line: Destination address details must be at most ${ADDRESS_LINE_MAX} characters`,
    ]);
    expect(messagesOf({ ...booking, dropoff_address_line: 'x'.repeat(ADDRESS_LINE_MAX) })).toEqual([]);
  });

  it.each([
    ['a line break (forged e-mail lines)', 'Rue de la Loi 16\nBcc: x@evil.example'],
    ['a right-to-left override', 'Rue de la Loi \u202E61'],
    ['a NUL', 'Rue\u0000 16'],
  ])('refuses %s, naming the field', (_, line) => {
    expect(messagesOf({ ...booking, pickup_address_line: line })).toEqual([
      'pickup_address_line: Pickup address details must be one line without control characters or text-direction overrides',
    ]);
  });

  it('refuses a line that is not text', () => {
    expect(messagesOf({ ...booking, pickup_address_line: 54 })).toEqual([
      'pickup_address_line: Pickup address details must be text',
    ]);
  });
});

describe('BookingRequested with address lines', () => {
  const event = {
    booking_id: '7d6c5b4a-3f2e-4d1c-8b0a-9e8f7d6c5b4a',
    reference: 'BK-2030-ABCDE',
    pickup_location: booking.pickup_location,
    dropoff_location: booking.dropoff_location,
    scheduled_time: '2030-05-01T08:00:00.000Z',
    vehicle: { id: booking.vehicle_id, name: 'Mercedes S-Class', type: 'luxury', price_per_km: 3.5 },
    passenger_count: 2,
    luggage_count: 1,
    flight_number: null,
    is_round_trip: false,
    customer: { name: 'Zoë Peeters', phone: '+32 470 12 34 56', email: 'zoe@example.be' },
    language: 'fr',
    distance_km: 14.2,
    estimated_duration_minutes: 25,
    route_source: 'estimate',
    base_fare: 0,
    distance_fare: 49.7,
    total_fare: 49.7,
  };

  it('keeps the lines, and an event stored before them stays valid', () => {
    expect(
      bookingRequestedDataSchema.parse({ ...event, pickup_address_line: 'Avenue Louise 54' })
        .pickup_address_line,
    ).toBe('Avenue Louise 54');
    expect(bookingRequestedDataSchema.safeParse(event).success).toBe(true);
  });
});
