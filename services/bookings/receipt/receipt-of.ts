import { COMPANY, problemText, vatSplit, type Receipt } from '@chauffeur/contracts';
import { refusal } from '@chauffeur/platform';
import type { ManagedBooking } from '../manage/managed-booking';
import { receiptPlacesOf } from './receipt-places';

export const RECEIPT_NOT_READY = problemText({ code: 'receipt_not_ready' });

/** A ride not completed has no receipt yet (409); a completed one is handed on. */
export function completedRide(booking: ManagedBooking): ManagedBooking {
  if (booking.status !== 'completed') throw refusal('conflict', { code: 'receipt_not_ready' });
  return booking;
}

/**
 * The receipt of a completed ride (issue 18 point 6): the company (contracts' COMPANY, the one source), the
 * ride and the price with the VAT it includes at the ride's own rate (ride-vat-rate.ts: the one in force at
 * its completion, decisions 232–233) in the fare's own currency (ride-currency.ts, decision 241), never
 * today's settings, and the places its completion recorded (decision 297), never today's gazetteer, so a
 * receipt printed twice is the same receipt.
 */
export function receiptOf(
  booking: ManagedBooking,
  { vatRatePercent, currency }: { vatRatePercent: number; currency: Receipt['currency'] },
): Receipt {
  const ride = booking.booking;
  const { net, vat, total } = vatSplit(booking.totalFare, vatRatePercent);
  // A completion stored before decision 297 recorded no places: they are read as they always were.
  const places = booking.receiptPlaces ?? receiptPlacesOf(ride);
  return {
    reference: booking.reference,
    language: ride.language,
    customer_name: ride.customer.name,
    scheduled_time: booking.scheduledTime,
    // Decision 286.1: the places in the receipt's language, whoever typed them; the lines as typed.
    pickup: { address: places.pickup, line: ride.pickup_address_line ?? null },
    dropoff: { address: places.dropoff, line: ride.dropoff_address_line ?? null },
    is_round_trip: ride.is_round_trip,
    distance_km: ride.distance_km,
    vehicle: ride.vehicle.name,
    currency,
    total,
    net,
    vat,
    vat_rate_percent: vatRatePercent,
    company: {
      name: COMPANY.name,
      address: COMPANY.address[ride.language],
      vat_number: COMPANY.vatNumber,
      phone: COMPANY.phoneDisplay,
      email: COMPANY.email,
    },
  };
}
