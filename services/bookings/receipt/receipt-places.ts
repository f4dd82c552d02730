import type { BookingRequestedData, Language, Receipt, ReceiptPlaces } from '@chauffeur/contracts';
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

/**
 * The receipt as its page shows it to a reader (decision 305). In the booking's language it is the receipt as
 * issued, the places its completion recorded, as in the PDF. In another language the page is a reading of it,
 * like every other screen: the booking's places in the reader's language. The PDF, the document, stays in the
 * booking's language with the recorded places.
 */
export function receiptForReader(
  receipt: Receipt,
  booking: Pick<BookingRequestedData, 'pickup_location' | 'dropoff_location'>,
  language: Language,
): Receipt {
  if (language === receipt.language) return receipt;
  const places = receiptPlacesOf({ ...booking, language });
  return {
    ...receipt,
    pickup: { ...receipt.pickup, address: places.pickup },
    dropoff: { ...receipt.dropoff, address: places.dropoff },
  };
}
