import { BOOKING_LIFECYCLE, SETTINGS_STREAM, type BookingAction } from '@chauffeur/contracts';
import { loadState, type PlatformDeps } from '@chauffeur/platform';
import { settingsDecider } from '../../settings/index';
import type { LifecycleCommand } from '../domain/booking-decider';
import { receiptPlacesOf } from '../receipt/receipt-places';

/** Whether a step's event carries a reason (cancel): its route takes one. */
export const carriesReason = (action: BookingAction) => 'reason' in BOOKING_LIFECYCLE[action].carries;

/** Whether a step's event carries the VAT rate in force (complete): its command takes it from the settings. */
const carriesVatRate = (action: BookingAction) => 'vat_rate_percent' in BOOKING_LIFECYCLE[action].carries;

/** Whether a step's event carries the receipt's places (complete): its command reads them (decision 297). */
const carriesReceiptPlaces = (action: BookingAction) => 'receipt_places' in BOOKING_LIFECYCLE[action].carries;

/**
 * The command of a lifecycle step, with what it needs from the world: the server clock (deps.now) for a rule
 * in time, and from the settings (read from their stream, never from a lagging read model) the start window
 * and the VAT rate in force, which the completion records for its receipt (decision 232), and the gazetteer's
 * reading of the places, which it records for the same receipt (decision 297). The admin's routes
 * and the driver's (issue 17) build it here, so both obey the same rules.
 */
export async function lifecycleCommand(
  action: BookingAction,
  bookingId: string,
  deps: Pick<PlatformDeps, 'eventStore' | 'now'>,
  reason: string | null | undefined,
): Promise<LifecycleCommand> {
  const step = BOOKING_LIFECYCLE[action];
  // Whether a reason is required is the decider's to say: it alone knows the booking's status.
  const command: Record<string, unknown> = {
    type: step.command,
    bookingId,
    ...(carriesReason(action) ? { reason } : {}),
  };
  if (step.timing !== null) command.now = deps.now();
  if (carriesReceiptPlaces(action)) command.receiptPlacesOf = receiptPlacesOf;
  const startWindow = step.timing === 'start_window';
  const vatRate = carriesVatRate(action);
  if (startWindow || vatRate) {
    const { state: settings } = await loadState(deps.eventStore, SETTINGS_STREAM, settingsDecider);
    if (startWindow) command.startWindowHours = settings.ride_start_window_hours;
    if (vatRate) command.vatRatePercent = settings.vat_rate_percent;
  }
  return command as LifecycleCommand;
}
