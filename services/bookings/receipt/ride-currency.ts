import { SETTINGS_STREAM, bookingStream, type Receipt } from '@chauffeur/contracts';
import type { EventStore } from '@chauffeur/eventstore';
import type { ManagedBooking } from '../manage/managed-booking';
import { settingsBefore } from './ride-vat-rate';

/**
 * The currency a ride's fare is in: the one its request recorded (decision 241), never today's setting, so
 * a change of the company's currency relabels no earlier receipt. A request stored before decision 241
 * recorded none: its currency is the setting's just before it in the log, the currency the
 * customer was quoted and mailed in (the booking mails read the same), the same on any later day.
 */
export async function rideCurrency(
  eventStore: EventStore,
  booking: Pick<ManagedBooking, 'bookingId' | 'booking'>,
): Promise<Receipt['currency']> {
  if (booking.booking.currency) return booking.booking.currency;
  const [request] = await eventStore.readStream(bookingStream(booking.bookingId));
  if (!request) throw new Error(`Booking ${booking.bookingId} has no request to take a currency from`);
  const settings = await eventStore.readStream(SETTINGS_STREAM);
  return settingsBefore(settings, request.position).default_currency;
}
