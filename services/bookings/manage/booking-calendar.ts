import type { BookingStatus, Language } from '@chauffeur/contracts';
import { BRAND } from '@chauffeur/platform';
import { addressIn } from '../../geo/index';
import { CALENDAR_TEXTS } from './calendar-texts';
import type { CalendarEvent } from './ics';
import type { ManagedBooking } from './managed-booking';

/** A booking whose route has no duration (none measured) is put in the calendar for an hour. */
const DEFAULT_DURATION_MINUTES = 60;

/** How each status is said to a calendar (RFC 5545 3.8.1.11). */
const STATUS: Record<BookingStatus, CalendarEvent['status']> = {
  pending: 'TENTATIVE',
  confirmed: 'CONFIRMED',
  in_progress: 'CONFIRMED',
  completed: 'CONFIRMED',
  no_show: 'CONFIRMED',
  // Most calendars remove (or strike through) an event re-imported as cancelled.
  cancelled: 'CANCELLED',
};

/** The place's name, before its street and town: "Brussels Airport" of "Brussels Airport, 1930 Zaventem". */
const placeName = (address: string): string => address.split(',')[0]!.trim() || address;

/**
 * A booking as its customer's calendar holds it: the ride from its pickup, for as long as the route the
 * server measured when pricing it, in the reader's language (places too, decision 305), with the manage
 * page's link. Its UID is the booking's id, so the file downloaded again after a change or a cancellation
 * replaces the event instead of adding one.
 */
export function bookingCalendarEvent(
  managed: ManagedBooking,
  options: { language: Language; manageUrl: string; now: Date },
): CalendarEvent {
  const texts = CALENDAR_TEXTS[options.language];
  const { booking } = managed;
  const pickup = addressIn(booking.pickup_location.address, options.language);
  const dropoff = addressIn(booking.dropoff_location.address, options.language);
  const withLine = (address: string, line: string | undefined) => (line ? `${address} – ${line}` : address);
  const start = new Date(booking.scheduled_time);
  // The one-way route's duration, also for a round trip: the return's time is not booked.
  const minutes = booking.estimated_duration_minutes || DEFAULT_DURATION_MINUTES;
  const line = (label: string, value: string | number) => `${label}${texts.colon}${value}`;
  const description = [
    line(texts.pickup, withLine(pickup, booking.pickup_address_line)),
    line(texts.destination, withLine(dropoff, booking.dropoff_address_line)),
    ...(booking.is_round_trip ? [texts.roundTrip] : []),
    line(texts.reference, booking.reference),
    line(texts.vehicle, booking.vehicle.name),
    line(texts.passengers, booking.passenger_count),
    ...(booking.flight_number ? [line(texts.flight, booking.flight_number)] : []),
    line(texts.manage, options.manageUrl),
    `${texts.phone} ${BRAND.phoneDisplay}`,
  ].join('\n');
  const summary = texts.summary(placeName(dropoff));
  return {
    uid: `${managed.bookingId}@${BRAND.domain}`,
    sequence: Number(managed.revision),
    stamp: options.now,
    start,
    end: new Date(start.getTime() + minutes * 60_000),
    summary: managed.status === 'cancelled' ? `${texts.cancelled}${summary}` : summary,
    description,
    location: pickup,
    geo: { lat: booking.pickup_location.lat, lng: booking.pickup_location.lng },
    status: STATUS[managed.status],
  };
}
