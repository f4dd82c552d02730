import { formatBrussels, type BookingRequestedData } from '@chauffeur/contracts';

/** "Wed 25 Nov, 14:30" on the Brussels clock (with its offset in the hour the autumn change repeats). */
export const pickupTime = (iso: string) => formatBrussels(iso, 'en', 'weekdayDateTime');

/** The short lines an admin reads in the bell dropdown: who, when, where, which reference. */
export const newBookingMessage = (b: BookingRequestedData) =>
  `${b.customer.name} booked the ${b.vehicle.name} for ${pickupTime(b.scheduled_time)}: ` +
  `${b.pickup_location.address} → ${b.dropoff_location.address} (${b.reference}).`;
