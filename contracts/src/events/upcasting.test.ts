import { describe, expect, it } from 'vitest';
import {
  BOOKING_STREAM_PREFIX,
  bookingRequestedDataSchema,
  bookingRequestedV1DataSchema,
  upcastBookingRequestedV1,
  type BookingRequestedV1Data,
} from '../bookings/events';
import { defineEvent } from './registry';
import type { EventMetadata } from './metadata';
import type { EventDefinition } from './registry';
import { composeCatalogue } from './catalogue';
import { missingUpcasters, upcastEvent, UpcastError } from './upcasting';

// The full catalogue is composed by the API from the modules (its test checks every upcaster is there).
// Contracts import no module: the booking request's definition is rebuilt here from its contract parts, as
// services/bookings/events.ts builds it.
const BookingRequested = defineEvent({
  type: 'BookingRequested',
  streamPrefix: BOOKING_STREAM_PREFIX,
  version: 2,
  description: 'test',
  schema: bookingRequestedDataSchema,
  upcasters: { 1: (data) => upcastBookingRequestedV1(data as BookingRequestedV1Data) },
});
const bookings = composeCatalogue([[BookingRequested]]);

const metadata = (schemaVersion: number): EventMetadata => ({
  eventId: '6f1c7f4e-4b1a-4a53-9d9a-1b2c3d4e5f60',
  occurredAt: '2026-03-01T10:00:00.000Z',
  actor: { kind: 'anonymous' },
  correlationId: 'c',
  causationId: 'c',
  schemaVersion,
});

const v1: BookingRequestedV1Data = {
  booking_id: '6f1c7f4e-4b1a-4a53-9d9a-1b2c3d4e5f61',
  reference: 'CH-AAAAAA',
  pickup_location: { address: 'Grand-Place', lat: 50.8467, lng: 4.3525 },
  dropoff_location: { address: 'Airport', lat: 50.9014, lng: 4.4844 },
  scheduled_time: '2026-03-02T10:00:00.000Z',
  vehicle: { id: '6f1c7f4e-4b1a-4a53-9d9a-1b2c3d4e5f62', name: 'E-Class', type: 'standard', price_per_km: 2 },
  passenger_count: 1,
  luggage_count: 0,
  flight_number: null,
  is_round_trip: false,
  emergency_contact_name: 'Anne',
  emergency_contact_phone: '+32 1',
  emergency_contact_email: 'anne@example.be',
  language: 'en',
  distance_km: 10,
  estimated_duration_minutes: 15,
  route_source: 'estimate',
  base_fare: 0,
  distance_fare: 20,
  total_fare: 20,
};

describe('upcasting', () => {
  it('turns a stored BookingRequested v1 into the current v2', () => {
    expect(bookingRequestedV1DataSchema.parse(v1)).toEqual(v1);
    const stored = { type: 'BookingRequested', data: v1, metadata: metadata(1), position: 7n };
    const current = upcastEvent(stored, bookings);
    expect(current.metadata.schemaVersion).toBe(2);
    expect(current.position).toBe(7n);
    expect(bookingRequestedDataSchema.parse(current.data)).toEqual(current.data);
    expect(current.data).toMatchObject({
      reference: 'CH-AAAAAA',
      customer: { name: 'Anne', phone: '+32 1', email: 'anne@example.be' },
    });
    expect(current.data).not.toHaveProperty('emergency_contact_email');
    expect(stored.metadata.schemaVersion).toBe(1); // the stored event is not mutated
  });

  it('leaves current, unknown and newer events as they are', () => {
    const current = { type: 'BookingRequested', data: { any: 1 }, metadata: metadata(2) };
    expect(upcastEvent(current, bookings)).toBe(current);
    const unknown = { type: 'SomethingElse', data: {}, metadata: metadata(1) };
    expect(upcastEvent(unknown, bookings)).toBe(unknown);
    const newer = { type: 'BookingRequested', data: {}, metadata: metadata(9) };
    expect(upcastEvent(newer, bookings)).toBe(newer);
  });

  it('chains upcasters over several versions and names a missing one', () => {
    const definition: EventDefinition = {
      type: 'Thing',
      streamPrefix: 'thing-',
      version: 3,
      description: 'test',
      schema: bookingRequestedDataSchema,
      upcasters: {
        1: (d) => ({ ...(d as object), two: true }),
        2: (d) => ({ ...(d as object), three: true }),
      },
    };
    const catalogue = new Map([['Thing', definition]]);
    expect(
      upcastEvent({ type: 'Thing', data: { one: true }, metadata: metadata(1) }, catalogue).data,
    ).toEqual({
      one: true,
      two: true,
      three: true,
    });
    const gap = new Map([['Thing', { ...definition, upcasters: { 2: definition.upcasters![2]! } }]]);
    expect(() => upcastEvent({ type: 'Thing', data: {}, metadata: metadata(1) }, gap)).toThrow(UpcastError);
    expect(missingUpcasters(gap)).toEqual(['Thing v1']);
  });

  it('composes one catalogue from the families and refuses a type defined twice', () => {
    const thing = {
      type: 'Thing',
      streamPrefix: 'thing-',
      version: 1,
      description: 'test',
      schema: bookingRequestedDataSchema,
    };
    const other = { ...thing, type: 'Other' };
    expect([...composeCatalogue([[thing], [other]]).keys()]).toEqual(['Thing', 'Other']);
    expect(() => composeCatalogue([[thing], [other, thing]])).toThrow('Event type Thing is defined twice');
  });
});
