import type { BookingChannel, SettingsValues } from '@chauffeur/contracts';

/**
 * Whether a new booking is confirmed in the request that makes it (decisions 32, 133, 277): a phone booking
 * always (the operator agreed it with the customer), an online one when SPEC 3's automatic confirmation is
 * on. createBooking confirms by it, and the e-mails read it so that such a booking sends its confirmation
 * only, not a "received, we will confirm shortly" a moment before.
 */
export const confirmedAtOnce = (
  channel: BookingChannel,
  settings: Pick<SettingsValues, 'enable_automatic_booking_confirmation'>,
): boolean => channel === 'phone' || settings.enable_automatic_booking_confirmation;
