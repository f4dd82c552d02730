import { BOOKING_LIFECYCLE, SETTINGS_STREAM, bookingStream } from '@chauffeur/contracts';
import type { EventStore, RecordedEvent } from '@chauffeur/eventstore';
import { fold } from '@chauffeur/platform';
import { settingsDecider, type SettingChangedData } from '../../settings/index';
import type { ManagedBooking } from '../manage/managed-booking';

/**
 * The VAT rate of a completed ride: the one its completion recorded (decision 232), never today's setting.
 * A completion stored before decision 232 recorded none: its rate is the one the settings had just before it
 * in the log (decision 233), by global position (one order for every stream, no clock to trust), so its
 * receipt is the same today as on any later day, whatever the setting becomes.
 */
export async function rideVatRate(
  eventStore: EventStore,
  booking: Pick<ManagedBooking, 'bookingId' | 'vatRatePercent'>,
): Promise<number> {
  if (booking.vatRatePercent !== null) return booking.vatRatePercent;
  const events = await eventStore.readStream(bookingStream(booking.bookingId));
  const completion = events.findLast((event) => event.type === BOOKING_LIFECYCLE.complete.event);
  if (!completion) throw new Error(`Booking ${booking.bookingId} has no completion to take a VAT rate from`);
  const settings = await eventStore.readStream(SETTINGS_STREAM);
  return settingsBefore(settings, completion.position).vat_rate_percent;
}

/** The settings as they stood just before a position of the log: their changes written before it, folded. */
export const settingsBefore = (changes: RecordedEvent[], position: bigint) =>
  fold(
    settingsDecider,
    changes
      .filter((change) => change.position < position)
      .map((change) => ({ type: 'SettingChanged' as const, data: change.data as SettingChangedData })),
  );
