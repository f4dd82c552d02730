import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  busyInterval,
  deepestOverlap,
  freeCars,
  overlaps,
  type BusyRule,
  type Interval,
} from './busy-interval';

/**
 * The availability rule against a brute force: time cut into minutes, a ride busy on every minute from its
 * start (inclusive) to its end (exclusive), a clash wherever two rides hold the same minute, a model full
 * where as many rides as it has cars hold the same minute. Whole minutes keep both sides exact.
 */
const MINUTE = 60_000;
const BASE = Date.parse('2026-12-01T00:00:00Z');

const minutesOf = ({ from, to }: Interval): number[] => {
  const minutes: number[] = [];
  for (let m = from; m < to; m += MINUTE) minutes.push(m);
  return minutes;
};

const ride = fc.record({
  startMinute: fc.integer({ min: 0, max: 600 }),
  durationMinutes: fc.integer({ min: 1, max: 240 }),
  roundTrip: fc.boolean(),
});
const rule = fc.record({
  preparationMinutes: fc.integer({ min: 0, max: 90 }),
  turnaroundMinutes: fc.integer({ min: 0, max: 60 }),
});
const toInterval = (
  r: { startMinute: number; durationMinutes: number; roundTrip: boolean },
  busy: BusyRule,
) =>
  busyInterval(
    {
      pickup: new Date(BASE + r.startMinute * MINUTE),
      durationMinutes: r.durationMinutes,
      roundTrip: r.roundTrip,
    },
    busy,
  );

describe('the busy interval rule', () => {
  it('is pickup − preparation … pickup + route (twice for a round trip) + turnaround', () => {
    const pickup = '2026-12-01T10:00:00.000Z';
    const rules = { preparationMinutes: 30, turnaroundMinutes: 15 };
    expect(busyInterval({ pickup, durationMinutes: 40, roundTrip: false }, rules)).toEqual({
      from: Date.parse('2026-12-01T09:30:00Z'),
      to: Date.parse('2026-12-01T10:55:00Z'),
    });
    expect(busyInterval({ pickup, durationMinutes: 40, roundTrip: true }, rules).to).toBe(
      Date.parse('2026-12-01T11:35:00Z'),
    );
  });

  it('a ride ending when the next one starts does not clash with it', () => {
    expect(overlaps({ from: 0, to: 10 }, { from: 10, to: 20 })).toBe(false);
    expect(overlaps({ from: 0, to: 11 }, { from: 10, to: 20 })).toBe(true);
  });

  it('two rides clash exactly when they hold a common minute (brute force)', () => {
    fc.assert(
      fc.property(ride, ride, rule, (a, b, busy) => {
        const ia = toInterval(a, busy);
        const ib = toInterval(b, busy);
        const held = new Set(minutesOf(ia));
        const brute = minutesOf(ib).some((m) => held.has(m));
        expect(overlaps(ia, ib)).toBe(brute);
      }),
      { numRuns: 2_000 },
    );
  });

  it('the deepest overlap inside a ride is the most rides holding one of its minutes (brute force)', () => {
    fc.assert(
      fc.property(fc.array(ride, { maxLength: 12 }), ride, rule, (booked, wanted, busy) => {
        const intervals = booked.map((r) => toInterval(r, busy));
        const within = toInterval(wanted, busy);
        const brute = Math.max(
          0,
          ...minutesOf(within).map((m) => intervals.filter((i) => i.from <= m && m < i.to).length),
        );
        expect(deepestOverlap(intervals, within)).toBe(brute);
      }),
      { numRuns: 1_000 },
    );
  });

  it('a car is free exactly when none of its rides holds a minute of the wanted one (brute force)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(ride, { maxLength: 4 }), { minLength: 1, maxLength: 4 }),
        ride,
        rule,
        (perCar, wanted, busy) => {
          const cars = perCar.map((rides, i) => ({
            id: `car-${i}`,
            busy: rides.map((r) => toInterval(r, busy)),
          }));
          const want = toInterval(wanted, busy);
          const wantedMinutes = minutesOf(want);
          const brute = cars
            .filter((car) => !car.busy.some((i) => wantedMinutes.some((m) => i.from <= m && m < i.to)))
            .map((car) => car.id);
          expect(freeCars(cars, (car) => car.busy, want).map((car) => car.id)).toEqual(brute);
        },
      ),
      { numRuns: 500 },
    );
  });
});
