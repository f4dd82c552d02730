import type { BookingRequestedData, BookingStatus, Language } from '@chauffeur/contracts';
import { BRAND, labelled, type CalendarEvent } from '@chauffeur/platform';
import { addressIn } from '../../geo/index';
import { CALENDAR_TEXTS } from './calendar-texts';

/**
 * The shortest a ride stands in a calendar: a pickup takes the customer's time however short the drive
 * (meeting the chauffeur, the luggage), a block under a quarter of an hour is hardly seen in a week's view,
 * and a route measured as 0 (pickup and destination the same place) gets a quarter of an hour too.
 */
const MIN_DURATION_MINUTES = 15;

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

/**
 * What a booking's calendar event is made of: its request with the changes made up to the moment described
 * laid over. The confirmation mail has it as it stood at the confirmation (`bookingAt`), the manage page's
 * file as it stands now (`managedBooking`).
 */
export type CalendarBooking = Pick<
  BookingRequestedData,
  | 'booking_id'
  | 'reference'
  | 'scheduled_time'
  | 'estimated_duration_minutes'
  | 'pickup_location'
  | 'pickup_address_line'
  | 'dropoff_location'
  | 'dropoff_address_line'
  | 'is_round_trip'
  | 'vehicle'
  | 'passenger_count'
  | 'flight_number'
>;

export interface BookingCalendarInput {
  booking: CalendarBooking;
  status: BookingStatus;
  /** The booking stream's revision at the moment described (SEQUENCE): raised by every change. */
  revision: bigint;
  language: Language;
  /** The manage page's link, opening in `language` (decision 231). */
  manageUrl: string;
  /** When the file is written (DTSTAMP). */
  stamp: Date;
}

/** The place's name, before its street and town: "Brussels Airport" of "Brussels Airport, 1930 Zaventem". */
const placeName = (address: string): string => address.split(',')[0]!.trim() || address;

/**
 * A booking as its customer's calendar holds it, the one description of it (decision 341): the ride from
 * its pickup for as long as the route the server measured when pricing it (a quarter of an hour at
 * least), in the reader's language (places too, decision 305), with the manage page's link. Its UID is
 * the booking's id, so the confirmation's attachment and the file downloaded after a change or a
 * cancellation are one event in the calendar, not several.
 */
export function bookingCalendarEvent(input: BookingCalendarInput): CalendarEvent {
  const { booking, language } = input;
  const texts = CALENDAR_TEXTS[language];
  const pickup = addressIn(booking.pickup_location.address, language);
  const dropoff = addressIn(booking.dropoff_location.address, language);
  const withLine = (address: string, line: string | undefined) => (line ? `${address} – ${line}` : address);
  const start = new Date(booking.scheduled_time);
  // The one-way route's duration, also for a round trip: the return's time is not booked.
  const minutes = Math.max(booking.estimated_duration_minutes, MIN_DURATION_MINUTES);
  const line = (label: string, value: string | number) => labelled(label, String(value), language);
  const description = [
    line(texts.pickup, withLine(pickup, booking.pickup_address_line)),
    line(texts.destination, withLine(dropoff, booking.dropoff_address_line)),
    ...(booking.is_round_trip ? [texts.roundTrip] : []),
    line(texts.reference, booking.reference),
    line(texts.vehicle, booking.vehicle.name),
    line(texts.passengers, booking.passenger_count),
    ...(booking.flight_number ? [line(texts.flight, booking.flight_number)] : []),
    line(texts.manage, input.manageUrl),
    line(texts.phone, BRAND.phoneDisplay),
  ].join('\n');
  const summary = texts.summary(placeName(dropoff));
  return {
    uid: booking.booking_id,
    sequence: Number(input.revision),
    status: STATUS[input.status],
    stamp: input.stamp,
    start,
    end: new Date(start.getTime() + minutes * 60_000),
    summary: input.status === 'cancelled' ? line(texts.cancelled, summary) : summary,
    description,
    location: pickup,
    geo: { lat: booking.pickup_location.lat, lng: booking.pickup_location.lng },
  };
}

/**
 * The name of a booking's calendar file, the one rule for the manage page's download and the mails'
 * attachment: its reference, which the customer knows from every mail, and which tells two rides apart in
 * a downloads folder (the mails said `booking.ics` before decision 345).
 */
export const calendarFileName = (booking: Pick<CalendarBooking, 'reference'>): string =>
  `${booking.reference}.ics`;
