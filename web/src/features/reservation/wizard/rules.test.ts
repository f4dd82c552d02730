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

const NOW = new Date('2026-11-21T16:22:00+01:00'); // 21 Nov 2026, 16:22 in Brussels (winter time)
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

  it('reads the date and time inputs as Brussels time, refusing impossible dates', () => {
    expect(scheduledAt('2026-11-23', '09:30')).toEqual(new Date('2026-11-23T09:30:00+01:00'));
    expect(scheduledAt('2026-06-23', '09:30')).toEqual(new Date('2026-06-23T09:30:00+02:00'));
    expect(scheduledAt('2026-02-30', '09:30')).toBeNull();
    expect(scheduledAt('', '09:30')).toBeNull();
  });

  it('moves a pickup inside the lead time to the earliest allowed one, on a five-minute grid', () => {
    expect(earliestPickup(NOW, 24)).toEqual(new Date('2026-11-22T16:25:00+01:00'));
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

  it('refuses a phone without enough digits, as the server and the contact form do', () => {
    for (const phone of ['((((((((((((', '- - - - - -', '+32 47'])
      expect(contactErrors({ name: 'Jane', phone, email: 'jane@example.com' }), phone).toEqual({
        phone: 'phoneFormat',
      });
  });

  it('says a date more than five years ahead is too far, as the server refuses it (decision 281)', () => {
    expect(tripErrors(trip({ date: '2036-11-23' }), NOW, 24)).toEqual({ date: 'tooFar' });
    expect(tripErrors(trip({ date: '2031-11-20' }), NOW, 24)).toEqual({});
  });
});

describe('wizard rules on a device in another time zone (decision 234)', () => {
  const inZone = <T>(zone: string, run: () => T): T => {
    const saved = process.env.TZ;
    process.env.TZ = zone;
    try {
      return run();
    } finally {
      process.env.TZ = saved;
    }
  };

  it('reads 10:00 typed in New York as 10:00 in Brussels, not 10:00 New York time (16:00 in Brussels)', () =>
    inZone('America/New_York', () => {
      expect(new Date('2026-11-23T10:00:00Z').getHours()).toBe(5); // the device is on New York time
      expect(scheduledAt('2026-11-23', '10:00')?.toISOString()).toBe('2026-11-23T09:00:00.000Z');
    }));

  it('takes "today" and the earliest pickup from the Brussels clock', () =>
    inZone('America/New_York', () => {
      // 00:30 on the 22nd in Brussels is still 18:30 on the 21st in New York.
      const now = new Date('2026-11-22T00:30:00+01:00');
      expect(tripErrors(trip({ date: '2026-11-21', time: '23:00' }), now, 0).date).toBe('dateInPast');
      expect(adjustSchedule('2026-11-22', '00:40', now, 2)).toEqual({
        date: '2026-11-22',
        time: '02:30',
        moved: true,
      });
    }));

  it('says a time skipped by the spring-forward change does not exist, and accepts the hour after', () => {
    const march = new Date('2026-03-20T10:00:00+01:00');
    expect(tripErrors(trip({ date: '2026-03-29', time: '02:30' }), march, 24).time).toBe('timeSkipped');
    expect(scheduledAt('2026-03-29', '02:30')).toBeNull();
    expect(tripErrors(trip({ date: '2026-03-29', time: '03:00' }), march, 24)).toEqual({});
  });

  it('asks which 02:30 of the autumn night is meant, and takes the one chosen (decision 240)', () => {
    const october = new Date('2026-10-01T10:00:00+02:00');
    // Given 02:30 on the night the clocks go back, when nobody chose, then there is no instant and Continue waits.
    expect(scheduledAt('2026-10-25', '02:30')).toBeNull();
    expect(tripErrors(trip({ date: '2026-10-25', time: '02:30' }), october, 24)).toEqual({
      timePass: 'timeRepeated',
    });
    // When summer or winter time is chosen, then that instant is booked.
    expect(scheduledAt('2026-10-25', '02:30', 'earlier')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(scheduledAt('2026-10-25', '02:30', 'later')?.toISOString()).toBe('2026-10-25T01:30:00.000Z');
    expect(tripErrors(trip({ date: '2026-10-25', time: '02:30', timePass: 'later' }), october, 24)).toEqual(
      {},
    );
    // A time that happens once needs no choice.
    expect(tripErrors(trip({ date: '2026-10-25', time: '03:00' }), october, 24)).toEqual({});
  });

  it('does not move a winter-time 02:30 that the lead time allows: it tests the pass chosen, else the later one', () => {
    // 24 hours of notice from 02:40 summer time on the 26th: the earliest pickup is 02:40 summer time (00:40Z)
    // on the 27th, so 02:30 summer time (00:30Z) is too soon and 02:30 winter time (01:30Z) is allowed.
    const now = new Date('2030-10-26T00:40:00Z');
    const asked = { date: '2030-10-27', time: '02:30', moved: false };
    // No pass chosen yet: the time stays and the visitor is asked which 02:30 they mean.
    expect(adjustSchedule('2030-10-27', '02:30', now, 24)).toEqual(asked);
    expect(adjustSchedule('2030-10-27', '02:30', now, 24, 'later')).toEqual(asked);
    // Summer time chosen: too soon, moved to the earliest pickup.
    expect(adjustSchedule('2030-10-27', '02:30', now, 24, 'earlier')).toEqual({
      date: '2030-10-27',
      time: '02:40',
      moved: true,
    });
    const chosen = (timePass: 'earlier' | 'later') =>
      tripErrors(trip({ date: '2030-10-27', time: '02:30', timePass }), now, 24);
    expect(chosen('later')).toEqual({});
    expect(chosen('earlier')).toEqual({ time: 'tooSoon' });
  });
});
