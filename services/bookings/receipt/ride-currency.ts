import { SETTINGS_STREAM, bookingStream, type Receipt, type SettingsValues } from '@chauffeur/contracts';
import type { EventStore } from '@chauffeur/eventstore';
import type { ManagedBooking } from '../manage/managed-booking';
import { settingsBefore } from './ride-vat-rate';

export type FareCurrency = Receipt['currency'];

/**
 * The rule of decision 241, in one place: a fare is in the currency its request recorded; a request stored
 * before decision 241 recorded none, and its fare is in the settings' currency just before it in the log.
 * How those settings are read is the caller's: the receipt reads the log (rideCurrency), a projection keeps
 * the settings it has met so far, which in log order are exactly those before the request (decision 247).
 * The settings are read only when the request recorded no currency.
 */
export function requestCurrency(
  recorded: FareCurrency | undefined,
  settingsBeforeRequest: () => Promise<Pick<SettingsValues, 'default_currency'>>,
): FareCurrency | Promise<FareCurrency> {
  // Recorded: answered at once, so a projection applying it costs no promise per event (issue 16 point 3).
  return recorded ?? settingsBeforeRequest().then((settings) => settings.default_currency);
}

/**
 * The currency a ride's fare is in: the one its request recorded (decision 241), never today's setting, so
 * a change of the company's currency relabels no earlier receipt. A request stored before decision 241
 * recorded none: its currency is the setting's just before it in the log, the currency the
 * customer was quoted and mailed in (the booking mails read the same), the same on any later day.
 */
export async function rideCurrency(
  eventStore: EventStore,
  booking: Pick<ManagedBooking, 'bookingId' | 'booking'>,
): Promise<FareCurrency> {
  return await requestCurrency(booking.booking.currency, async () => {
    const [request] = await eventStore.readStream(bookingStream(booking.bookingId));
    if (!request) throw new Error(`Booking ${booking.bookingId} has no request to take a currency from`);
    return settingsBefore(await eventStore.readStream(SETTINGS_STREAM), request.position);
  });
}
