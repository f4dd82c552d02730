import { LANGUAGES, type BookingRequest, type Language, type Location } from '@chauffeur/contracts';

/** What the phone booking form holds: the wizard's fields, typed by staff in one screen. */
export interface PhoneBookingForm {
  pickup: Location | null;
  dropoff: Location | null;
  /** A `datetime-local` value, in the admin's own time zone (as the wizard reads its date and time). */
  when: string;
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
    when: Number.isNaN(new Date(form.when).getTime()),
    vehicleId: blank(form.vehicleId),
    name: blank(form.name),
    phone: blank(form.phone),
    email: blank(form.email),
  };
  return (Object.keys(missing) as RequiredField[]).filter((field) => missing[field]);
}

/**
 * The body of POST /api/admin/bookings: the wizard's request without a quote or a fare (the server prices
 * it). Only for a form with no missing field.
 */
export const phoneBookingBody = (form: PhoneBookingForm): BookingRequest => ({
  pickup_location: form.pickup!,
  dropoff_location: form.dropoff!,
  scheduled_time: new Date(form.when).toISOString(),
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
