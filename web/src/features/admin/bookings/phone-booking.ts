import {
  LANGUAGES,
  brusselsLocal,
  chosenInstant,
  passOf,
  wallTimeOfLocal,
  type ChosenTimeProblem,
  type ClockPass,
  type BookingChangeRequest,
  type BookingRequest,
  type BookingRow,
  type Language,
  type Location,
  type Quote,
} from '@chauffeur/contracts';

/** What the phone booking form holds: the wizard's fields, typed by staff in one screen. */
export interface PhoneBookingForm {
  pickup: Location | null;
  dropoff: Location | null;
  /**
   * A `datetime-local` value in Brussels time, whatever the admin's own device says (as the wizard reads
   * its date and time, decision 234): the clock of the ride.
   */
  when: string;
  /**
   * Which pass of the hour the autumn change repeats `when` means (summer or winter time, decision 240);
   * null until the admin chooses, and meaningless for a time that happens once.
   */
  whenPass: ClockPass | null;
  vehicleId: string;
  passengers: number;
  luggage: number;
  flightNumber: string;
  roundTrip: boolean;
  name: string;
  phone: string;
  email: string;
  language: Language;
}

export const emptyPhoneBooking = (language: string): PhoneBookingForm => ({
  pickup: null,
  dropoff: null,
  when: '',
  whenPass: null,
  vehicleId: '',
  passengers: 1,
  luggage: 0,
  flightNumber: '',
  roundTrip: false,
  name: '',
  phone: '',
  email: '',
  language: (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en',
});

/** The form's fields that must be filled before asking the server (its rules are the server's). */
export type RequiredField = 'pickup' | 'dropoff' | 'when' | 'vehicleId' | 'name' | 'phone' | 'email';

/** The fields still empty; the server checks everything else (rules, price) and names what it refuses. */
export function missingFields(form: PhoneBookingForm): RequiredField[] {
  const blank = (text: string) => text.trim() === '';
  const missing: Record<RequiredField, boolean> = {
    pickup: !form.pickup,
    dropoff: !form.dropoff,
    when: whenProblem(form) === 'invalid',
    vehicleId: blank(form.vehicleId),
    name: blank(form.name),
    phone: blank(form.phone),
    email: blank(form.email),
  };
  return (Object.keys(missing) as RequiredField[]).filter((field) => missing[field]);
}

/**
 * Why the form's Brussels date and time name no instant: none typed (`invalid`), in the hour the
 * spring-forward change skips (`nonexistent`, decision 235) or in the hour the autumn change repeats with
 * no pass chosen (`repeated`, decision 240); null when they name one.
 */
export function whenProblem(form: Pick<PhoneBookingForm, 'when' | 'whenPass'>): ChosenTimeProblem | null {
  const at = chosenInstant(wallTimeOfLocal(form.when), form.whenPass);
  return at.ok ? null : at.problem;
}

/** Whether the time typed falls in the hour the spring-forward change skips in Brussels (decision 235). */
export const whenSkipped = (form: Pick<PhoneBookingForm, 'when' | 'whenPass'>): boolean =>
  whenProblem(form) === 'nonexistent';

/** Whether the time typed happens twice that night and the admin has not said which (decision 240). */
export const whenUnchosen = (form: Pick<PhoneBookingForm, 'when' | 'whenPass'>): boolean =>
  whenProblem(form) === 'repeated';

/** The instant (ISO) of the form's Brussels date and time; only for a form whose time names one. */
function instantOf(form: Pick<PhoneBookingForm, 'when' | 'whenPass'>): string {
  const at = chosenInstant(wallTimeOfLocal(form.when), form.whenPass);
  if (!at.ok) throw new Error(`Not a Brussels date and time: ${form.when}`);
  return at.instant.toISOString();
}

/**
 * The body of POST /api/admin/bookings: the wizard's request, never a fare (the server prices it). With the
 * quote the operator read out, as the wizard does: its token, and the places as the server verified them,
 * so the booking is charged that price, or refused with today's (decision 276). Only for a form with no
 * missing field.
 */
export const phoneBookingBody = (
  form: PhoneBookingForm,
  quote?: Pick<Quote, 'pickup' | 'dropoff' | 'quote_token'>,
): BookingRequest => ({
  pickup_location: quote?.pickup ?? form.pickup!,
  dropoff_location: quote?.dropoff ?? form.dropoff!,
  ...(quote ? { quote_token: quote.quote_token } : {}),
  scheduled_time: instantOf(form),
  vehicle_id: form.vehicleId,
  emergency_contact_name: form.name.trim(),
  emergency_contact_phone: form.phone.trim(),
  emergency_contact_email: form.email.trim(),
  passenger_count: form.passengers,
  luggage_count: form.luggage,
  flight_number: form.flightNumber.trim() || null,
  is_round_trip: form.roundTrip,
  language: form.language,
});

/** Where the server's field names (`body.<name>`) show in the form. */
export const SERVER_FIELD: Record<string, keyof PhoneBookingForm> = {
  pickup_location: 'pickup',
  dropoff_location: 'dropoff',
  scheduled_time: 'when',
  vehicle_id: 'vehicleId',
  emergency_contact_name: 'name',
  emergency_contact_phone: 'phone',
  emergency_contact_email: 'email',
  passenger_count: 'passengers',
  luggage_count: 'luggage',
  flight_number: 'flightNumber',
  is_round_trip: 'roundTrip',
  language: 'language',
};

const sameLocation = (a: Location | null, b: Location | null) =>
  a === b || (a !== null && b !== null && a.address === b.address && a.lat === b.lat && a.lng === b.lng);

/** Whether a change touches what prices the trip: the places, the vehicle or the round trip (decision 142). */
export const pricesDiffer = (before: PhoneBookingForm, after: PhoneBookingForm): boolean =>
  !sameLocation(before.pickup, after.pickup) ||
  !sameLocation(before.dropoff, after.dropoff) ||
  before.vehicleId !== after.vehicleId ||
  before.roundTrip !== after.roundTrip;

/** `YYYY-MM-DDTHH:mm` in Brussels time: what the form's `datetime-local` input holds. */
export const localDateTime = (iso: string): string => brusselsLocal(iso);

/** A booking as the form shows it, to be changed (issue 17 point 5). */
export const formOfBooking = (booking: BookingRow): PhoneBookingForm => ({
  pickup: booking.pickup_location,
  dropoff: booking.dropoff_location,
  when: localDateTime(booking.scheduled_time),
  whenPass: passOf(booking.scheduled_time),
  vehicleId: booking.vehicle_id,
  passengers: booking.passenger_count,
  luggage: booking.luggage_count,
  flightNumber: booking.flight_number ?? '',
  roundTrip: booking.is_round_trip,
  name: booking.emergency_contact_name,
  phone: booking.emergency_contact_phone,
  email: booking.emergency_contact_email,
  language: (LANGUAGES as readonly string[]).includes(booking.language)
    ? (booking.language as Language)
    : 'en',
});

/**
 * The body of PATCH /api/admin/bookings/:id: every field of the form but the e-mail (decision 143); the
 * revision the admin saw goes in If-Match. The server records only what differs and prices what needs it.
 * The form holds minutes only: a time left as it was is sent as stored, or saving would move it by its
 * seconds and record a change nobody made.
 */
export function changeBookingBody(form: PhoneBookingForm, booking: BookingRow): BookingChangeRequest {
  const { emergency_contact_email: _email, ...fields } = phoneBookingBody(form);
  // Kept when the form names the stored instant's minute (a pass changed from summer to winter time is a change).
  const timeKept =
    Date.parse(fields.scheduled_time) === Math.floor(Date.parse(booking.scheduled_time) / 60_000) * 60_000;
  return timeKept ? { ...fields, scheduled_time: booking.scheduled_time } : fields;
}
