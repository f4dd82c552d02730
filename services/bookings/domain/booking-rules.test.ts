import { describe, expect, it } from 'vitest';
import { bookingRuleViolations } from './booking-rules';
import { bookingReference, referenceCandidate, REFERENCE_PATTERN } from './reference';

const now = new Date('2026-11-21T10:00:00Z');
const vehicle = { name: 'Mercedes-Benz E-Class', max_passengers: 3, max_luggage: 3 };
const base = { now, leadTimeHours: 24, passengers: 2, luggage: 1, vehicle };

describe('booking rules', () => {
  it('accepts a booking exactly at the lead time', () => {
    expect(bookingRuleViolations({ ...base, scheduledTime: new Date('2026-11-22T10:00:00Z') })).toEqual([]);
  });

  it('refuses a pickup in the past and one inside the lead time, with the reason', () => {
    expect(bookingRuleViolations({ ...base, scheduledTime: new Date('2026-11-21T09:59:00Z') })).toEqual([
      { field: 'body.scheduled_time', message: 'Pickup time cannot be in the past', code: 'pickup_in_past' },
    ]);
    // Coded with its hours (decision 277): the admin's form and the wizard say it in the page's language.
    expect(bookingRuleViolations({ ...base, scheduledTime: new Date('2026-11-22T09:00:00Z') })).toEqual([
      {
        field: 'body.scheduled_time',
        message: 'Bookings must be made at least 24 hours before pickup',
        code: 'lead_time',
        params: { count: 24 },
      },
    ]);
  });

  it('allows an immediate ride with a lead time of 0', () => {
    expect(
      bookingRuleViolations({ ...base, leadTimeHours: 0, scheduledTime: new Date('2026-11-21T10:05:00Z') }),
    ).toEqual([]);
  });

  it("refuses more passengers or luggage than the vehicle takes, naming the vehicle's limit", () => {
    const errors = bookingRuleViolations({
      ...base,
      passengers: 4,
      luggage: 4,
      scheduledTime: new Date('2026-11-23T10:00:00Z'),
    });
    expect(errors).toEqual([
      {
        field: 'body.passenger_count',
        message: 'The Mercedes-Benz E-Class takes at most 3 passengers',
        code: 'too_many_passengers',
        params: { vehicle: 'Mercedes-Benz E-Class', count: 3 },
      },
      {
        field: 'body.luggage_count',
        message: 'The Mercedes-Benz E-Class takes at most 3 pieces of luggage',
        code: 'too_much_luggage',
        params: { vehicle: 'Mercedes-Benz E-Class', count: 3 },
      },
    ]);
  });
});

describe('booking reference', () => {
  it('is short, readable and the same for the same booking', () => {
    const reference = bookingReference('3f1c2b9e-8a47-4d2e-9c51-7b0e6d4a1f20');
    expect(reference).toMatch(/^CH-[ACDEFGHJKMNPQRTUVWXY34679]{6}$/);
    expect(bookingReference('3f1c2b9e-8a47-4d2e-9c51-7b0e6d4a1f20')).toBe(reference);
    expect(bookingReference('3f1c2b9e-8a47-4d2e-9c51-7b0e6d4a1f21')).not.toBe(reference);
  });

  it('walks a fixed list of distinct candidates per booking, the first being the derived reference', () => {
    const id = '3f1c2b9e-8a47-4d2e-9c51-7b0e6d4a1f20';
    const candidates = Array.from({ length: 16 }, (_, attempt) => referenceCandidate(id, attempt));
    expect(candidates[0]).toBe(bookingReference(id));
    expect(new Set(candidates).size).toBe(16);
    for (const candidate of candidates) expect(candidate).toMatch(REFERENCE_PATTERN);
    expect(Array.from({ length: 16 }, (_, attempt) => referenceCandidate(id, attempt))).toEqual(candidates);
  });
});
