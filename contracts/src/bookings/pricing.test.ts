import { describe, expect, it } from 'vitest';
import { computeFare, roundToCents } from './pricing';

describe('pricing (SPEC 9)', () => {
  it('charges distance × price per km, base fare 0, distance fare = total', () => {
    expect(computeFare(15.2, 3.5, false)).toEqual({ base_fare: 0, distance_fare: 53.2, total_fare: 53.2 });
  });

  it('doubles a round trip', () => {
    expect(computeFare(15.2, 3.5, true).total_fare).toBe(106.4);
  });

  it('rounds to cents, half up, without float drift', () => {
    expect(computeFare(10.005, 1, false).total_fare).toBe(10.01);
    expect(computeFare(33.3, 2.2, false).total_fare).toBe(73.26);
    expect(roundToCents(1.005)).toBe(1.01);
    expect(computeFare(0, 3.1, true).total_fare).toBe(0);
  });
});

describe('minimum fare (issue 13)', () => {
  it('given a minimum of 40 €, when the distance price is 3.50 €, then the total is 40 € with a 36.50 € top-up', () => {
    expect(computeFare(1, 3.5, false, 40)).toEqual({ base_fare: 36.5, distance_fare: 3.5, total_fare: 40 });
  });

  it('given a minimum of 40 €, when the distance price is above it, then SPEC 9 price stands', () => {
    expect(computeFare(15.2, 3.5, false, 40)).toEqual({
      base_fare: 0,
      distance_fare: 53.2,
      total_fare: 53.2,
    });
  });

  it('given the default minimum 0, then nothing changes', () => {
    expect(computeFare(0.3, 3.5, false, 0)).toEqual(computeFare(0.3, 3.5, false));
  });
});
