import {
  SETTINGS_STREAM,
  bookingReferenceClaimedDataSchema,
  bookingReferenceStream,
  bookingStream,
  isEvent,
  vehicleStream,
} from '@chauffeur/contracts';
import type { EventStore, RecordedEvent } from '@chauffeur/eventstore';
import { fold, loadState } from '@chauffeur/platform';
import { vehicleDecider } from '../../fleet/index';
import { SettingChanged, settingsDecider } from '../../settings/index';
import { REFERENCE_PATTERN } from '../domain/reference';
import { BookingRequested } from '../events';
import { requestCurrency } from '../receipt/ride-currency';

export interface ManageSettings {
  /** The cut-off as it is set now: the rule applies as the company has it today. */
  freeCancellationHours: number;
  /**
   * The currency the fare is in: the one its request recorded (decision 241), or for a request stored before,
   * the setting's when the booking was made: the fare was shown and charged in it.
   */
  currency: string;
}

/** The settings the manage page needs, from their stream (never a lagging read model). */
export async function manageSettings(
  eventStore: Pick<EventStore, 'readStream'>,
  request: RecordedEvent,
): Promise<ManageSettings> {
  const bookedAt = request.position;
  const recorded = isEvent(BookingRequested, request) ? request.data.currency : undefined;
  const changes = (await eventStore.readStream(SETTINGS_STREAM))
    .filter((event) => isEvent(SettingChanged, event))
    .map((event) => ({ event, folded: { type: 'SettingChanged' as const, data: event.data } }));
  const now = fold(
    settingsDecider,
    changes.map(({ folded }) => folded),
  );
  // The fare's currency by the one rule (decision 241); the settings then are folded only for an older request.
  const currency = await requestCurrency(recorded, async () =>
    fold(
      settingsDecider,
      changes.filter(({ event }) => event.position <= bookedAt).map(({ folded }) => folded),
    ),
  );
  return { freeCancellationHours: now.free_cancellation_hours, currency };
}

/** How many passengers and pieces of luggage a vehicle takes. */
export interface VehicleLimits {
  max_passengers: number;
  max_luggage: number;
}

/**
 * The booked vehicle's limits as they are now, from its stream: the ones a change request is checked
 * against (proposeChange), so the manage page's form offers what the server accepts. Null once the
 * vehicle has left the fleet (the form then keeps SPEC 5's limits).
 */
export async function bookedVehicleLimits(
  eventStore: EventStore,
  vehicleId: string | null,
): Promise<VehicleLimits | null> {
  if (!vehicleId) return null;
  const { state } = await loadState(eventStore, vehicleStream(vehicleId), vehicleDecider);
  if (state.status !== 'active') return null;
  return { max_passengers: state.fields.max_passengers, max_luggage: state.fields.max_luggage };
}

/**
 * The booking a reference names, from the reference's claim stream (the event store's own uniqueness of
 * references, written before the booking): never the read model, so a find right after booking works. A
 * malformed reference reads nothing. Bookings made before references were claimed are not found (decision 181).
 */
export async function bookingByReference(
  eventStore: Pick<EventStore, 'readStream'>,
  reference: string,
): Promise<{ bookingId: string; events: RecordedEvent[] } | null> {
  if (!REFERENCE_PATTERN.test(reference)) return null;
  const claims = await eventStore.readStream(bookingReferenceStream(reference));
  const claim = bookingReferenceClaimedDataSchema.safeParse(claims[0]?.data);
  if (!claim.success) return null;
  const events = await eventStore.readStream(bookingStream(claim.data.booking_id));
  return events.length === 0 ? null : { bookingId: claim.data.booking_id, events };
}
