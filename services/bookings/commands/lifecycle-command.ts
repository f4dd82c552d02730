import { BOOKING_LIFECYCLE, SETTINGS_STREAM, type BookingAction } from '@chauffeur/contracts';
import { loadState, type PlatformDeps } from '@chauffeur/platform';
import { settingsDecider } from '../../settings/index';
import type { LifecycleCommand } from '../domain/booking-decider';

/** Whether a step's event carries a reason (cancel): its route takes one. */
export const carriesReason = (action: BookingAction) => 'reason' in BOOKING_LIFECYCLE[action].carries;

/**
 * The command of a lifecycle step, with what its rule in time needs from the world: the server clock
 * (deps.now) and, for the start window, the setting (read from its stream, never from a lagging read model).
 * The admin's routes and the driver's (issue 17) build it here, so both obey the same rules.
 */
export async function lifecycleCommand(
  action: BookingAction,
  bookingId: string,
  deps: Pick<PlatformDeps, 'eventStore' | 'now'>,
  reason: string | null | undefined,
): Promise<LifecycleCommand> {
  const step = BOOKING_LIFECYCLE[action];
  // Whether a reason is required is the decider's to say: it alone knows the booking's status.
  const base = { type: step.command, bookingId, ...(carriesReason(action) ? { reason } : {}) };
  if (step.timing === null) return base as LifecycleCommand;
  const now = deps.now();
  if (step.timing !== 'start_window') return { ...base, now } as LifecycleCommand;
  const { state: settings } = await loadState(deps.eventStore, SETTINGS_STREAM, settingsDecider);
  return { ...base, now, startWindowHours: settings.ride_start_window_hours } as LifecycleCommand;
}
