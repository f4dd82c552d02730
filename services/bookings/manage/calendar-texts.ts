import type { Language } from '@chauffeur/contracts';

/**
 * The words of a booking's calendar event, in the reader's language (the manage page's own rule), the same
 * words as the manage page's (web/src/features/manage-booking/i18n): the one table of both the manage
 * page's file and the confirmation mail's attachment (decision 341). A label and its value are joined by
 * the platform's `labelled` (French's no-break space before the colon), never by a colon of this table.
 */
export interface CalendarTexts {
  /** The event's title: the ride and where it goes. */
  summary: (destination: string) => string;
  /** The label before the title of a cancelled booking, for calendars that keep a cancelled event on screen. */
  cancelled: string;
  pickup: string;
  destination: string;
  roundTrip: string;
  reference: string;
  vehicle: string;
  passengers: string;
  flight: string;
  manage: string;
  /** The label before the company's phone number. */
  phone: string;
}

export const CALENDAR_TEXTS: Record<Language, CalendarTexts> = {
  en: {
    summary: (destination) => `Chauffeur ride to ${destination}`,
    cancelled: 'Cancelled',
    pickup: 'Pickup',
    destination: 'Destination',
    roundTrip: 'Round trip',
    reference: 'Reference',
    vehicle: 'Vehicle',
    passengers: 'Passengers',
    flight: 'Flight or train number',
    manage: 'Your booking',
    phone: 'A question about your ride? Call us',
  },
  fr: {
    summary: (destination) => `Course avec chauffeur vers ${destination}`,
    cancelled: 'Annulée',
    pickup: 'Prise en charge',
    destination: 'Destination',
    roundTrip: 'Aller-retour',
    reference: 'Référence',
    vehicle: 'Véhicule',
    passengers: 'Passagers',
    flight: 'Numéro de vol ou de train',
    manage: 'Votre réservation',
    phone: 'Une question sur votre course\u00a0? Appelez-nous',
  },
  nl: {
    summary: (destination) => `Rit met chauffeur naar ${destination}`,
    cancelled: 'Geannuleerd',
    pickup: 'Opstapplaats',
    destination: 'Bestemming',
    roundTrip: 'Heen en terug',
    reference: 'Referentie',
    vehicle: 'Voertuig',
    passengers: 'Passagiers',
    flight: 'Vlucht- of treinnummer',
    manage: 'Uw boeking',
    phone: 'Een vraag over uw rit? Bel ons',
  },
  de: {
    summary: (destination) => `Chauffeurfahrt nach ${destination}`,
    cancelled: 'Storniert',
    pickup: 'Abholort',
    destination: 'Ziel',
    roundTrip: 'Hin- und Rückfahrt',
    reference: 'Buchungsnummer',
    vehicle: 'Fahrzeug',
    passengers: 'Fahrgäste',
    flight: 'Flug- oder Zugnummer',
    manage: 'Ihre Buchung',
    phone: 'Eine Frage zu Ihrer Fahrt? Rufen Sie uns an',
  },
};
