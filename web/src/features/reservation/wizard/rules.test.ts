import { describe, expect, it } from 'vitest';
import {
  LUGGAGE_CHOICES,
  PASSENGER_CHOICES,
  adjustSchedule,
  contactErrors,
  earliestPickup,
  placesChosen,
  scheduledAt,
  tripErrors,
} from './rules';

const NOW = new Date(2026, 10, 21, 16, 22); // 21 Nov 2026, 16:22 local
const GRAND_PLACE = { address: 'Grand Place, 1000 Brussels', lat: 50.8467, lng: 4.3525 };
const AIRPORT = { address: 'Brussels Airport, 1930 Zaventem', lat: 50.9014, lng: 4.4844 };
const trip = (overrides = {}) => ({
  pickup: GRAND_PLACE,
  destination: AIRPORT,
  date: '2026-11-23',
  time: '09:30',
  flightNumber: '',
  ...overrides,
});

describe('wizard rules', () => {
  it('offers 1 to 7 passengers and 0 to 4 pieces of luggage (SPEC 9)', () => {
    expect(PASSENGER_CHOICES).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(LUGGAGE_CHOICES).toEqual([0, 1, 2, 3, 4]);
  });

  it('reads the date and time inputs as a local moment, refusing impossible dates', () => {
    expect(scheduledAt('2026-11-23', '09:30')).toEqual(new Date(2026, 10, 23, 9, 30));
    expect(scheduledAt('2026-02-30', '09:30')).toBeNull();
    expect(scheduledAt('', '09:30')).toBeNull();
  });

  it('moves a pickup inside the lead time to the earliest allowed one, on a five-minute grid', () => {
    expect(earliestPickup(NOW, 24)).toEqual(new Date(2026, 10, 22, 16, 25));
    expect(adjustSchedule('2026-11-21', '16:22', NOW, 24)).toEqual({
      date: '2026-11-22',
      time: '16:25',
      moved: true,
    });
    expect(adjustSchedule('2026-11-23', '09:30', NOW, 24)).toEqual({
      date: '2026-11-23',
      time: '09:30',
      moved: false,
    });
    // With no lead time, "now" (rounded up) is fine.
    expect(adjustSchedule('2026-11-21', '16:25', NOW, 0).moved).toBe(false);
  });

  it('does not silently move a date before today: it says the date cannot be earlier than today', () => {
    expect(adjustSchedule('2026-11-20', '10:00', NOW, 24).moved).toBe(false);
    expect(tripErrors(trip({ date: '2026-11-20' }), NOW, 24).date).toBe('dateInPast');
    expect(tripErrors(trip({ date: '' }), NOW, 24).date).toBe('dateRequired');
    expect(tripErrors(trip({ time: '' }), NOW, 24).time).toBe('timeRequired');
  });

  it('reports a time that the clock has overtaken as too soon', () => {
    expect(tripErrors(trip({ date: '2026-11-22', time: '10:00' }), NOW, 24).time).toBe('tooSoon');
    expect(tripErrors(trip(), NOW, 24)).toEqual({});
  });

  it('needs both places picked, and different ones', () => {
    expect(placesChosen({ pickup: GRAND_PLACE, destination: null })).toBe(false);
    expect(placesChosen({ pickup: GRAND_PLACE, destination: AIRPORT })).toBe(true);
    expect(tripErrors(trip({ pickup: null }), NOW, 24).pickup).toBe('pickupRequired');
    expect(tripErrors(trip({ destination: GRAND_PLACE }), NOW, 24).destination).toBe('samePlace');
  });

  it('accepts an optional flight or train number like AB1234', () => {
    expect(tripErrors(trip({ flightNumber: 'SN 3712' }), NOW, 24).flightNumber).toBeUndefined();
    expect(tripErrors(trip({ flightNumber: 'hello world' }), NOW, 24).flightNumber).toBe('flightFormat');
  });

  it('accepts an optional address line of one clean line up to 200 characters (issue 14)', () => {
    const line = (pickupAddressLine: string, destinationAddressLine = '') =>
      tripErrors({ ...trip(), pickupAddressLine, destinationAddressLine }, NOW, 24);
    expect(line('Avenue Louise 54, 2nd floor', '')).toEqual({});
    expect(line('x'.repeat(200))).toEqual({});
    expect(line('x'.repeat(201)).pickupAddressLine).toBe('addressLineFormat');
    expect(line('', 'Rue de la Loi \u202E61').destinationAddressLine).toBe('addressLineFormat');
  });

  it('requires name, phone and e-mail, checking the formats', () => {
    expect(contactErrors({ name: ' ', phone: '', email: '' })).toEqual({
      name: 'nameRequired',
      phone: 'phoneRequired',
      email: 'emailRequired',
    });
    expect(contactErrors({ name: 'Jane', phone: 'call me', email: 'jane@' })).toEqual({
      phone: 'phoneFormat',
      email: 'emailFormat',
    });
    expect(contactErrors({ name: 'Jane', phone: '+32 470 12 34 56', email: 'jane@example.com' })).toEqual({});
  });
});
