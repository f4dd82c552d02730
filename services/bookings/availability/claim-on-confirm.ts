import { SETTINGS_STREAM, bookingStream, vehicleCarsStream } from '@chauffeur/contracts';
import type { EventStore } from '@chauffeur/eventstore';
import { loadState, type CommandContext } from '@chauffeur/platform';
import { activeCarCount, carsDecider } from '../../fleet/index';
import { settingsDecider } from '../../settings/index';
import { bookingDecider } from '../domain/booking-decider';
import { busyInterval } from './busy-interval';
import { claimModelSlot } from './claim-model-slot';
import { busyRuleOf } from './model-availability';

/**
 * Confirming a pending booking holds its car again (issue 17 point 3). A pending booking holds one of its
 * model's cars only for the hold time (a setting); past it, another booking may have taken the last car
 * at that time. Confirming it then would put two confirmed rides on one car: so the confirmation claims
 * the model's slot as a new booking does, and is refused with the same 409 when every car is busy. A
 * booking still inside its hold finds its own hold and passes at once.
 */
export async function claimOnConfirm(
  deps: { eventStore: EventStore; now: () => Date },
  bookingId: string,
  context: CommandContext,
): Promise<void> {
  const { state } = await loadState(deps.eventStore, bookingStream(bookingId), bookingDecider);
  // Any other state is the decider's to refuse (unknown, already confirmed, cancelled…).
  if (state.status !== 'pending' || state.deleted) return;
  const { booking } = state;
  const { state: settings } = await loadState(deps.eventStore, SETTINGS_STREAM, settingsDecider);
  const { state: cars } = await loadState(
    deps.eventStore,
    vehicleCarsStream(booking.vehicle.id),
    carsDecider,
  );
  await claimModelSlot(
    deps,
    {
      vehicleId: booking.vehicle.id,
      // A model without any car recorded (installs older than cars, decision 145) is not limited.
      cars: Object.keys(cars).length === 0 ? null : activeCarCount(cars),
      holdMinutes: settings.pending_hold_minutes,
    },
    bookingId,
    busyInterval(
      {
        pickup: booking.scheduled_time,
        durationMinutes: booking.estimated_duration_minutes,
        roundTrip: booking.is_round_trip,
      },
      busyRuleOf(settings),
    ),
    context,
  );
}
