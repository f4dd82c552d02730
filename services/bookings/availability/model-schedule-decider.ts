import type { Decider } from '@chauffeur/platform';
import type { ModelSlotEvent } from '../events';
import type { Interval } from './busy-interval';

/** A booking's hold on one of a model's cars, as one day's schedule stream records it. */
export interface SlotHold extends Interval {
  bookingId: string;
  /** When it was held: a booking not yet confirmed holds its car for a while only (setting). */
  heldAt: number;
}

export type ModelScheduleCommand =
  | { type: 'HoldSlot'; vehicleId: string; day: string; bookingId: string; interval: Interval; now: Date }
  | { type: 'ReleaseSlot'; vehicleId: string; day: string; bookingId: string };

/** The holds of one model on one UTC day, by booking id. */
export type ModelScheduleState = Readonly<Record<string, SlotHold>>;

/**
 * One model's schedule on one day. It only records: whether the model has room is decided by
 * claim-model-slot.ts from every day the interval touches and the bookings' statuses, and made safe by
 * appending at the revision that decision read. Holding again for the same booking and interval records
 * nothing, so a retried booking does not hold two cars; another interval replaces the booking's hold.
 */
export const modelScheduleDecider: Decider<ModelScheduleCommand, ModelSlotEvent, ModelScheduleState> = {
  initialState: {},

  decide(command, state) {
    const { vehicleId: vehicle_id, day, bookingId: booking_id } = command;
    if (command.type === 'HoldSlot') {
      const { from, to } = command.interval;
      // A booking edited to another time holds its new interval in place of the old (decision 167).
      const held = state[booking_id];
      if (held && held.from === from && held.to === to) return [];
      return [
        {
          type: 'ModelSlotHeld',
          data: {
            vehicle_id,
            day,
            booking_id,
            from: new Date(from).toISOString(),
            to: new Date(to).toISOString(),
            held_at: command.now.toISOString(),
          },
        },
      ];
    }
    return state[booking_id] ? [{ type: 'ModelSlotReleased', data: { vehicle_id, day, booking_id } }] : [];
  },

  evolve(state, event) {
    const { booking_id } = event.data;
    if (event.type === 'ModelSlotReleased') {
      const { [booking_id]: _released, ...rest } = state;
      return rest;
    }
    const { from, to, held_at } = event.data;
    const hold = {
      bookingId: booking_id,
      from: Date.parse(from),
      to: Date.parse(to),
      heldAt: Date.parse(held_at),
    };
    return { ...state, [booking_id]: hold };
  },
};

/** The UTC days (YYYY-MM-DD) an interval touches: the schedule streams it is held in. */
export function daysOf({ from, to }: Interval): string[] {
  const days: string[] = [];
  const DAY = 86_400_000;
  for (let day = Math.floor(from / DAY) * DAY; day < to; day += DAY) {
    days.push(new Date(day).toISOString().slice(0, 10));
  }
  return days;
}
