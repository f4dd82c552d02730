import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BookingRide } from './booking-ride';
import { IN_FLIGHT_MS, firstClash } from './claim-ride-slot';
import type { RideClaim, RideResource } from './ride-schedule-decider';

/**
 * The assignability rule (decision 165) against a brute force: time cut into minutes; each existing claim
 * is made from a scenario that says by construction whether its booking still holds the car; the car is
 * assignable to the wanted ride exactly when no holding claim holds one of the wanted ride's minutes.
 */
const MINUTE = 60_000;
const BASE = Date.parse('2026-12-01T00:00:00Z');
const NOW = BASE - 3_600_000;
const CAR: RideResource = { kind: 'car', id: '00000000-0000-4000-8000-00000000000c' };
const OTHER_CAR = '00000000-0000-4000-8000-00000000000d';

/** Ways a booking with a claim on the car can stand, and whether the claim still holds it. */
const SCENARIOS = {
  assignedConfirmed: true,
  assignedPending: true,
  assignedInProgress: true,
  beingWritten: true, // claimed a moment ago, the booking not yet at the next revision
  cancelled: false,
  completed: false,
  noShow: false,
  deleted: false,
  unassigned: false,
  givenAnotherCar: false,
  movedSince: false, // the booking's pickup moved: the claim was for the old one
  rerouted: false, // same pickup, another route: the claim was for the old length
  crashedLongAgo: false, // claimed, never written, long ago
  refusedAppend: false, // claimed a moment ago, but the booking moved on without it
} as const satisfies Record<string, boolean>;
type Scenario = keyof typeof SCENARIOS;

const existing = fc.record({
  startMinute: fc.integer({ min: 0, max: 600 }),
  lengthMinutes: fc.integer({ min: 1, max: 240 }),
  scenario: fc.constantFrom(...(Object.keys(SCENARIOS) as Scenario[])),
});
const wanted = fc.record({
  startMinute: fc.integer({ min: 0, max: 600 }),
  lengthMinutes: fc.integer({ min: 1, max: 240 }),
});

function claimAndRide(index: number, e: { startMinute: number; lengthMinutes: number; scenario: Scenario }) {
  const bookingId = `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
  const from = BASE + e.startMinute * MINUTE;
  const pickup = new Date(from + 30 * MINUTE).toISOString();
  const young = e.scenario === 'beingWritten' || e.scenario === 'refusedAppend';
  const claim: RideClaim = {
    bookingId,
    from,
    to: from + e.lengthMinutes * MINUTE,
    scheduledTime: pickup,
    durationMinutes: 30,
    roundTrip: false,
    bookingRevision: 3,
    claimedAt: young ? NOW - IN_FLIGHT_MS / 2 : NOW - 10 * IN_FLIGHT_MS,
  };
  const status: Record<Scenario, BookingRide['status']> = {
    assignedConfirmed: 'confirmed',
    assignedPending: 'pending',
    assignedInProgress: 'in_progress',
    beingWritten: 'confirmed',
    cancelled: 'cancelled',
    completed: 'completed',
    noShow: 'no_show',
    deleted: 'deleted',
    unassigned: 'confirmed',
    givenAnotherCar: 'confirmed',
    movedSince: 'confirmed',
    rerouted: 'confirmed',
    crashedLongAgo: 'confirmed',
    refusedAppend: 'confirmed',
  };
  const carOf: Partial<Record<Scenario, string | null>> = {
    beingWritten: null,
    unassigned: null,
    givenAnotherCar: OTHER_CAR,
    crashedLongAgo: null,
    refusedAppend: null,
  };
  const ride: BookingRide = {
    revision: e.scenario === 'beingWritten' || e.scenario === 'crashedLongAgo' ? 3 : 5,
    status: status[e.scenario],
    reference: `CH-${index}`,
    vehicleId: 'model',
    scheduledTime: e.scenario === 'movedSince' ? new Date(from + 300 * MINUTE).toISOString() : pickup,
    durationMinutes: e.scenario === 'rerouted' ? 45 : 30,
    roundTrip: false,
    assigned: { car: e.scenario in carOf ? carOf[e.scenario]! : CAR.id, chauffeur: null },
  };
  return { claim, ride };
}

const minutes = (from: number, to: number) => {
  const all: number[] = [];
  for (let m = from; m < to; m += MINUTE) all.push(m);
  return all;
};

describe('assigning a car or chauffeur: the availability rule', () => {
  it('a car is assignable exactly when no ride that still holds it holds one of the wanted minutes (brute force)', () => {
    fc.assert(
      fc.property(fc.array(existing, { maxLength: 10 }), wanted, (booked, want) => {
        const made = booked.map((e, i) => claimAndRide(i, e));
        const rides = new Map(made.map(({ claim, ride }) => [claim.bookingId, ride]));
        const interval = {
          from: BASE + want.startMinute * MINUTE,
          to: BASE + (want.startMinute + want.lengthMinutes) * MINUTE,
        };
        const clash = firstClash(
          made.map(({ claim }) => claim),
          (id) => rides.get(id)!,
          CAR,
          { bookingId: 'wanted', interval },
          NOW,
        );
        const wantedMinutes = minutes(interval.from, interval.to);
        const holders = made.filter(
          ({ claim }, i) =>
            SCENARIOS[booked[i]!.scenario] &&
            minutes(claim.from, claim.to).some((m) => wantedMinutes.includes(m)),
        );
        expect(clash === null).toBe(holders.length === 0);
        // The clash named is one of them: the earliest.
        if (clash) expect(clash.from).toBe(Math.min(...holders.map(({ claim }) => claim.from)));
      }),
      { numRuns: 1_000 },
    );
  });

  it("a booking's own claim never keeps its car from it", () => {
    const { claim, ride } = claimAndRide(1, {
      startMinute: 0,
      lengthMinutes: 60,
      scenario: 'assignedConfirmed',
    });
    const own = { bookingId: claim.bookingId, interval: { from: claim.from, to: claim.to } };
    expect(firstClash([claim], () => ride, CAR, own, NOW)).toBeNull();
    expect(firstClash([claim], () => ride, CAR, { ...own, bookingId: 'other' }, NOW)).toBe(claim);
  });
});
