import { describe, expect, it } from 'vitest';
import {
  SETTINGS_STREAM,
  bookingStream,
  type BookingRequestedData,
  type SettingsField,
} from '@chauffeur/contracts';
import type { EventStore, RecordedEvent } from '@chauffeur/eventstore';
import { fold } from '@chauffeur/platform';
import { bookingDecider } from '../domain/booking-decider';
import type { BookingEvent } from '../events';
import { rideCurrency } from './ride-currency';

const id = '3f1c2b9e-8a47-4d2e-9c51-7b0e6d4a1f20';
const booking: BookingRequestedData = {
  booking_id: id,
  reference: 'CH-7K3P9Q',
  pickup_location: { address: 'Grand-Place, 1000 Bruxelles', lat: 50.8467, lng: 4.3525 },
  dropoff_location: { address: 'Brussels Airport, 1930 Zaventem', lat: 50.9014, lng: 4.4844 },
  scheduled_time: '2026-12-01T09:00:00.000Z',
  vehicle: { id: 'a0a0a0a0-0000-4000-8000-000000000001', name: 'S-Class', type: 'luxury', price_per_km: 3.5 },
  passenger_count: 2,
  luggage_count: 2,
  flight_number: null,
  is_round_trip: false,
  customer: { name: 'Anne Peeters', phone: '+32 470 12 34 56', email: 'anne@example.be' },
  language: 'nl',
  distance_km: 15.2,
  estimated_duration_minutes: 27,
  route_source: 'estimate',
  base_fare: 0,
  distance_fare: 53.2,
  total_fare: 53.2,
};
/** The request as decision 241 writes it: in the currency of the settings then. */
const inEuro: BookingRequestedData = { ...booking, currency: 'EUR' };

/** Decision 241: the request records the fare's currency, and the booking keeps it through its life. */
describe('the currency of a booking (decider)', () => {
  it('given no booking, when the request carries EUR, then BookingRequested records EUR', () => {
    const events = bookingDecider.decide(
      { type: 'RequestBooking', booking: inEuro },
      bookingDecider.initialState,
    );
    expect(events).toEqual([{ type: 'BookingRequested', data: inEuro }]);
  });

  it('given a request in EUR re-priced by a change and completed, then the booking is still in EUR', () => {
    const history: BookingEvent[] = [
      { type: 'BookingRequested', data: inEuro },
      {
        type: 'BookingChanged',
        data: {
          booking_id: id,
          changes: { passenger_count: 3 },
          previous: { passenger_count: 2 },
          total_fare: 60,
          previous_total_fare: 53.2,
        },
      },
      { type: 'BookingConfirmed', data: { booking_id: id } },
      { type: 'RideCompleted', data: { booking_id: id, total_fare: 60, vat_rate_percent: 6 } },
    ];
    const state = fold(bookingDecider, history);
    expect(state).toMatchObject({ status: 'completed', totalFare: 60, booking: { currency: 'EUR' } });
  });
});

/** The log as a store answers it: the settings' changes and one booking's request, at global positions. */
function logOf(entries: { position: number; stream: string; type: string; data: unknown }[]) {
  const read: string[] = [];
  const events: RecordedEvent[] = entries.map((entry, revision) => ({
    id: `e${entry.position}`,
    stream: entry.stream,
    type: entry.type,
    revision: BigInt(revision),
    position: BigInt(entry.position),
    data: entry.data,
    metadata: {} as RecordedEvent['metadata'],
    recordedAt: new Date(0),
  }));
  const store = {
    async readStream(stream: string) {
      read.push(stream);
      return events.filter((event) => event.stream === stream);
    },
  } as unknown as EventStore;
  return { store, read };
}
const currencySet = (position: number, value: unknown, field: SettingsField = 'default_currency') => ({
  position,
  stream: SETTINGS_STREAM,
  type: 'SettingChanged',
  data: { field, value },
});
const request = (position: number, data: BookingRequestedData) => ({
  position,
  stream: bookingStream(id),
  type: 'BookingRequested',
  data,
});

/** Decision 241: the receipt's currency is the fare's, never today's setting. */
describe('the currency of a ride on its receipt', () => {
  it('given a request that recorded EUR and the setting set to GBP after it, then EUR (the log is not read)', async () => {
    const { store, read } = logOf([request(5, inEuro), currencySet(9, 'GBP')]);
    expect(await rideCurrency(store, { bookingId: id, booking: inEuro })).toBe('EUR');
    expect(read).toEqual([]);
  });

  it('given a request stored before decision 241 between a change to USD and one to GBP, then USD', async () => {
    const { store } = logOf([
      currencySet(2, 'USD'),
      currencySet(3, 9, 'vat_rate_percent'),
      request(5, booking),
      currencySet(9, 'GBP'),
    ]);
    expect(await rideCurrency(store, { bookingId: id, booking })).toBe('USD');
  });

  it('given a request stored before decision 241 and the setting changed only after it, then the default EUR', async () => {
    const { store } = logOf([request(5, booking), currencySet(9, 'GBP')]);
    expect(await rideCurrency(store, { bookingId: id, booking })).toBe('EUR');
  });
});
