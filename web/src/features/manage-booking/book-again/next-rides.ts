import type { BookingStatus, ManageBooking } from '@chauffeur/contracts';
import { handoffLink } from '../../reservation';

/** A new booking the manage page starts from this one: the way back, or the same ride again. */
export type NextRide = 'return' | 'again';

/**
 * Which new booking is offered in each status (decision 347), the first as the page's main button:
 * - the return ride (pickup and destination swapped) while the ride is ahead, under way or done: the
 *   customer is taken there and will want bringing back. Not once cancelled or missed: nobody was taken.
 * - the same ride again once this one is over (completed, cancelled, missed). While it is ahead, a second
 *   identical booking is more likely a slip than a wish, and the page's change form alters this one.
 */
const NEXT_RIDES: Record<BookingStatus, readonly NextRide[]> = {
  pending: ['return'],
  confirmed: ['return'],
  in_progress: ['return'],
  completed: ['return', 'again'],
  cancelled: ['again'],
  no_show: ['again'],
};

/** The new bookings offered for this one; a round trip already brings the customer back: no return ride. */
export const nextRidesOf = (booking: ManageBooking): readonly NextRide[] =>
  NEXT_RIDES[booking.status].filter((ride) => !(ride === 'return' && booking.is_round_trip));

const location = ({ address, lat, lng }: ManageBooking['pickup']) => ({ address, lat, lng });

/**
 * The wizard's link for a new booking from this one: the places (swapped for the return) as the hero hands
 * them over, the vehicle as a fleet card does, the address lines, party and contact in router state only.
 * Never the date, time or flight: they are the new ride's. The round trip only for the same ride again.
 */
export function nextRideLink(booking: ManageBooking, ride: NextRide) {
  const [from, to] =
    ride === 'return' ? [booking.dropoff, booking.pickup] : [booking.pickup, booking.dropoff];
  return handoffLink({
    pickup: location(from),
    destination: location(to),
    vehicleId: booking.vehicle.id,
    draft: {
      pickupAddressLine: from.address_line ?? '',
      destinationAddressLine: to.address_line ?? '',
      passengers: booking.passenger_count,
      luggage: booking.luggage_count,
      roundTrip: ride === 'again' && booking.is_round_trip,
      name: booking.customer.name,
      phone: booking.customer.phone,
      email: booking.customer.email,
    },
  });
}
