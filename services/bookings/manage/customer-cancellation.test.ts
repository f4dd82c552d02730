import { describe, expect, it } from 'vitest';
import { customerMayCancel, type CancellableBooking } from './customer-cancellation';

const pickup = '2026-12-10T09:00:00.000Z';
const booking = (status: CancellableBooking['status']): CancellableBooking => ({
  status,
  scheduledTime: pickup,
});
const hoursBeforePickup = (hours: number) => new Date(Date.parse(pickup) - hours * 3_600_000);

describe('a customer cancels online until pickup − the free-cancellation hours (issue 18 point 2)', () => {
  it('given a confirmed booking 25 h ahead, when the customer cancels, then it is allowed', () => {
    expect(customerMayCancel(booking('confirmed'), hoursBeforePickup(25), 24)).toEqual({
      allowed: true,
      cancelUntil: '2026-12-09T09:00:00.000Z',
    });
  });

  it('given a pending booking a minute before the cut-off, then it is allowed', () => {
    const now = new Date(Date.parse('2026-12-09T09:00:00.000Z') - 60_000);
    expect(customerMayCancel(booking('pending'), now, 24).allowed).toBe(true);
  });

  it('given the very moment of the cut-off, then it is refused (strictly more than 24 h before)', () => {
    expect(customerMayCancel(booking('confirmed'), hoursBeforePickup(24), 24)).toMatchObject({
      allowed: false,
      refusal: 'cut_off',
    });
  });

  it('given a booking 3 h ahead, then it is refused as inside the cut-off', () => {
    expect(customerMayCancel(booking('confirmed'), hoursBeforePickup(3), 24)).toMatchObject({
      allowed: false,
      refusal: 'cut_off',
    });
  });

  it('given the setting changed to 48 h, then 30 h ahead is inside the cut-off and 49 h is not', () => {
    expect(customerMayCancel(booking('confirmed'), hoursBeforePickup(30), 48).allowed).toBe(false);
    expect(customerMayCancel(booking('confirmed'), hoursBeforePickup(49), 48)).toEqual({
      allowed: true,
      cancelUntil: '2026-12-08T09:00:00.000Z',
    });
  });

  it('given a setting of 0 h, then the customer may cancel until the pickup itself', () => {
    expect(customerMayCancel(booking('confirmed'), hoursBeforePickup(0.01), 0).allowed).toBe(true);
  });

  it.each([
    ['cancelled', 'cancelled'],
    ['in_progress', 'started'],
    ['completed', 'ended'],
    ['no_show', 'ended'],
  ] as const)('given a %s booking far ahead, then it is refused (%s)', (status, refusal) => {
    expect(customerMayCancel(booking(status), hoursBeforePickup(100), 24)).toMatchObject({
      allowed: false,
      refusal,
    });
  });
});
