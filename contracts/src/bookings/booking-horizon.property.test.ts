import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { latestPickup, scheduledTimeSchemaOn } from './booking-request';

const SECOND = 1000;
/** Clocks from 2000 to 2200: far from today's date, so only the clock given can decide. */
const clocks = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2200, 0, 1) }).map((ms) => new Date(ms));
const verdict = (now: Date, at: Date) => {
  const parsed = scheduledTimeSchemaOn(() => now).safeParse(at.toISOString());
  return parsed.success ? 'accepted' : parsed.error.issues.map((issue) => issue.message).join('; ');
};
const TOO_FAR = 'Pickup time must be at most 5 years ahead';

describe('the booking horizon counted from the clock it is given (decision 338)', () => {
  it('on 1 January 2030: the last day of 2034 is bookable, 2 January 2035 is not', () => {
    const now = new Date('2030-01-01T10:00:00Z');
    expect(verdict(now, new Date('2034-12-31T10:00:00Z'))).toBe('accepted');
    expect(verdict(now, new Date('2035-01-02T10:00:00Z'))).toBe(TOO_FAR);
  });

  it('for any clock: the latest pickup of the horizon is accepted, a second later is refused', () => {
    fc.assert(
      fc.property(clocks, (now) => {
        const latest = latestPickup(now);
        expect(verdict(now, latest)).toBe('accepted');
        expect(verdict(now, new Date(latest.getTime() - SECOND))).toBe('accepted');
        expect(verdict(now, new Date(latest.getTime() + SECOND))).toBe(TOO_FAR);
      }),
    );
  });

  it('reads the clock at each check, not once: a clock that moves on moves the horizon', () => {
    let now = new Date('2030-01-01T10:00:00Z');
    const schema = scheduledTimeSchemaOn(() => now);
    expect(schema.safeParse('2035-01-02T10:00:00Z').success).toBe(false);
    now = new Date('2030-01-03T10:00:00Z');
    expect(schema.safeParse('2035-01-02T10:00:00Z').success).toBe(true);
  });
});
