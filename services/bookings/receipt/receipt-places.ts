import type { BookingRequestedData, ReceiptPlaces } from '@chauffeur/contracts';
import { addressIn } from '../../geo/index';

/**
 * A ride's places as its receipt says them: in the booking's language, whoever typed them (decision 286.1).
 * Read once, when the ride is completed, and recorded by its completion (decision 297); read again at each
 * download only for a completion stored before that, which recorded none.
 */
export const receiptPlacesOf = (
  booking: Pick<BookingRequestedData, 'pickup_location' | 'dropoff_location' | 'language'>,
): ReceiptPlaces => ({
  pickup: addressIn(booking.pickup_location.address, booking.language),
  dropoff: addressIn(booking.dropoff_location.address, booking.language),
});
