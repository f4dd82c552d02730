import type { BookingRequestedData } from '@chauffeur/contracts';

const WHEN = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Brussels',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

export const pickupTime = (iso: string) => WHEN.format(new Date(iso));

/** The short lines an admin reads in the bell dropdown: who, when, where, which reference. */
export const newBookingMessage = (b: BookingRequestedData) =>
  `${b.customer.name} booked the ${b.vehicle.name} for ${pickupTime(b.scheduled_time)}: ` +
  `${b.pickup_location.address} → ${b.dropoff_location.address} (${b.reference}).`;
